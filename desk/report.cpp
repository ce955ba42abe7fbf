#include "desk/report.h"

#include <cctype>

#include "desk/report_assets.h"

namespace vg::desk {

namespace {

// Text for HTML element content and attribute values.
std::string html_escape(std::string_view s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      default: o += c;
    }
  }
  return o;
}

// A link to a page of the same folder: "./" first, so that no name ("javascript:alert(1).html")
// reads as a URL scheme, and every byte but letters, digits and "-._~" percent-encoded, so that
// none ends the path ('?', '#') or leaves the folder.
std::string relative_link(std::string_view page) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string o = "./";
  for (char ch : page) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) != 0 && c < 0x80) o += ch;
    else if (c == '-' || c == '.' || c == '_' || c == '~') o += ch;
    else o += {'%', kHex[c >> 4], kHex[c & 15]};
  }
  return o;
}

// A finding with its place and the rule's own text from the reference.
std::string finding_json(const Finding& f, std::size_t number, const RulesReference* rules) {
  const std::string_view cited = cr::number(f.rule, f.edition);
  const RuleEntry* rule = rules ? rules->find(cited) : nullptr;
  std::string where = "turn " + std::to_string(f.turn) + ", " + std::string(to_string(f.phase)) +
                      (f.battle_step != Step::None ? "/" + std::string(to_string(f.battle_step)) : "") + ", player " +
                      std::string(to_string(f.player));
  return "{\"n\":" + std::to_string(number) + ",\"step\":" + std::to_string(f.step) + ",\"line\":" + std::to_string(f.line) +
         ",\"kind\":" + json_string(to_string(f.kind)) + ",\"rule\":" + json_string(cited) + ",\"title\":" +
         json_string(rule ? rule->title : "") + ",\"text\":" + json_string(rule ? rule->statement : "") + ",\"where\":" +
         json_string(where) + ",\"message\":" + json_string(f.message) + ",\"follows\":" + std::to_string(f.follows) + "}";
}

// The game as the page's script reads it: the boards, the events and the findings.
std::string game_json(const Walk& w, const RulesReference* rules) {
  std::string o = "{\"file\":" + json_string(w.path) + ",\"verdict\":" + json_string(verdict_word(w.verdict)) +
                  ",\"outcome\":" + json_string(w.verdict.outcome) + ",\"events\":[";
  for (std::size_t i = 0; i < w.events.size(); ++i) o += (i ? "," : "") + json_string(w.events[i]);
  o += "],\"boards\":[";
  for (std::size_t i = 0; i < w.boards.size(); ++i) o += (i ? ",\n" : "") + to_json(w.boards[i]);
  o += "],\"findings\":[";
  for (std::size_t i = 0; i < w.verdict.findings.size(); ++i)
    o += (i ? ",\n" : "") + finding_json(w.verdict.findings[i], i + 1, rules);
  return o + "]}";
}

}  // namespace

std::string verdict_word(const Verdict& v) {
  return v.error ? "ERROR" : !v.finished ? "INCOMPLETE" : v.clean() ? "CLEAN" : "FINDINGS";
}

std::string report_page(const Walk& w, const RulesReference* rules) {
  return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>vgjudge: " + html_escape(w.path) +
         "</title>\n<style>" + std::string(kReportCss) + "</style></head>\n<body>\n<header><h1>" + html_escape(w.path) +
         "</h1><p id=\"verdict\"></p><p class=\"keys\">Keys: <kbd>&rarr;</kbd>/<kbd>j</kbd> next step, "
         "<kbd>&larr;</kbd>/<kbd>k</kbd> previous step, <kbd>n</kbd> next finding, <kbd>p</kbd> previous finding, "
         "<kbd>Home</kbd>/<kbd>End</kbd> first and last step.</p></header>\n"
         "<main><nav id=\"timeline\"><h2>Findings</h2><ol id=\"findings\"></ol><h2>Steps</h2><div id=\"steps\"></div></nav>\n"
         "<section id=\"desk\"><div id=\"where\"></div><div id=\"step-findings\"></div><div id=\"board\"></div>"
         "<div id=\"standing\"></div></section></main>\n<script id=\"game\" type=\"application/json\">" +
         game_json(w, rules) + "</script>\n<script>" + std::string(kReportJs) + "</script>\n</body></html>\n";
}

std::string index_page(const std::vector<IndexEntry>& games) {
  std::string rows;
  for (const IndexEntry& g : games)
    rows += "<tr class=\"" + html_escape(g.verdict) + "\"><td>" +
            (g.page.empty() ? html_escape(g.file) : "<a href=\"" + html_escape(relative_link(g.page)) + "\">" + html_escape(g.file) + "</a>") +
            "</td><td>" + html_escape(g.verdict) + "</td><td>" + std::to_string(g.findings) + "</td><td>" +
            std::to_string(g.steps) + "</td><td>" + html_escape(g.outcome) + "</td></tr>\n";
  return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>vgjudge report</title>\n<style>" +
         std::string(kReportCss) + "</style></head>\n<body><header><h1>vgjudge report: " + std::to_string(games.size()) +
         " games</h1></header>\n<table class=\"index\"><thead><tr><th>record</th><th>verdict</th><th>findings</th>"
         "<th>steps</th><th>outcome</th></tr></thead><tbody>\n" + rows + "</tbody></table></body></html>\n";
}

}  // namespace vg::desk
