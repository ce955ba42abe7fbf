#include "desk/report.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

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

// The board of every step as the page's script reads it: the first board whole, then for each
// step an object of the parts that changed, path to value ({"line":12,"players.0.hand":[3,7]}),
// where a card is the number of its JSON in the table "cards" (a card as a pile's element or a
// unit's "card").
std::string boards_json(const std::vector<Board>& boards) {
  if (boards.empty()) return "\"first\":null,\"changes\":[],\"cards\":[]";
  std::unordered_map<std::string, int> numbers;
  std::string table;
  const CardWriter card = [&](const SeenCard& c) {
    auto [it, added] = numbers.try_emplace(to_json(c), static_cast<int>(numbers.size()));
    if (added) table += (it->second ? ",\n" : "") + it->first;
    return std::to_string(it->second);
  };
  const std::vector<std::string>& paths = board_part_paths();
  std::string o = "\"first\":" + to_json(boards.front()) + ",\n\"changes\":[";
  std::vector<std::string> before = board_parts(boards.front(), card);
  for (std::size_t i = 1; i < boards.size(); ++i) {
    std::vector<std::string> now = board_parts(boards[i], card);
    o += i > 1 ? ",\n{" : "{";
    bool first = true;
    for (std::size_t k = 0; k < now.size(); ++k) {
      if (now[k] == before[k]) continue;
      o += (first ? "\"" : ",\"") + paths[k] + "\":" + now[k];
      first = false;
    }
    o += "}";
    before = std::move(now);
  }
  return o + "],\n\"cards\":[" + table + "]";
}

// The game as the page's script reads it: the boards, the events and the findings.
std::string game_json(const Walk& w, const RulesReference* rules) {
  std::string o = "{\"file\":" + json_string(w.path) + ",\"verdict\":" + json_string(verdict_word(w.verdict)) +
                  ",\"outcome\":" + json_string(w.verdict.outcome) + ",\"events\":[";
  for (std::size_t i = 0; i < w.events.size(); ++i) o += (i ? "," : "") + json_string(w.events[i]);
  o += "],\n" + boards_json(w.boards) + ",\n\"findings\":[";
  for (std::size_t i = 0; i < w.verdict.findings.size(); ++i)
    o += (i ? ",\n" : "") + finding_json(w.verdict.findings[i], i + 1, rules);
  return o + "]}";
}

// The script element loading the asset file beside the page.
std::string asset_script() { return "<script src=\"" + html_escape(relative_link(kReportAssetName)) + "\"></script>"; }

std::string number_cell(int n) { return "<td data-value=\"" + std::to_string(n) + "\">" + std::to_string(n) + "</td>"; }
std::string text_cell(std::string_view s) { return "<td>" + html_escape(s) + "</td>"; }

}  // namespace

std::string report_asset() {
  return "// vgjudge report: the style sheet and the script of the pages and the index beside this file.\n"
         "'use strict';\n(() => {\nconst style = document.createElement('style');\nstyle.textContent = " +
         json_string(kReportCss) + ";\ndocument.head.append(style);\n})();\n" + std::string(kReportJs);
}

std::string verdict_word(const Verdict& v) {
  return v.error ? "ERROR" : !v.finished ? "INCOMPLETE" : v.clean() ? "CLEAN" : "FINDINGS";
}

std::string report_page(const Walk& w, const RulesReference* rules) {
  return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>vgjudge: " + html_escape(w.path) +
         "</title></head>\n<body>\n<header><h1>" + html_escape(w.path) +
         "</h1><p id=\"verdict\"></p><p class=\"keys\">Keys: <kbd>&rarr;</kbd>/<kbd>j</kbd> next step, "
         "<kbd>&larr;</kbd>/<kbd>k</kbd> previous step, <kbd>n</kbd> next finding, <kbd>p</kbd> previous finding, "
         "<kbd>Home</kbd>/<kbd>End</kbd> first and last step.</p></header>\n"
         "<main><nav id=\"timeline\"><h2>Findings</h2><ol id=\"findings\"></ol><h2>Steps</h2><div id=\"steps\"></div></nav>\n"
         "<section id=\"desk\"><div id=\"where\"></div><div id=\"step-findings\"></div><div id=\"board\"></div>"
         "<div id=\"standing\"></div></section></main>\n<script id=\"game\" type=\"application/json\">" +
         game_json(w, rules) + "</script>\n" + asset_script() + "\n</body></html>\n";
}

std::string deck_clans(const Decklist& deck, const CardPool& pool) {
  std::vector<std::pair<std::string, int>> clans;  // in the order first met
  for (const DeckEntry& e : deck.entries) {
    if (e.card < 0 || e.card >= pool.size()) continue;  // kUnknownCard, or none of the pool's
    const std::string& clan = pool[e.card].clan;
    auto it = std::find_if(clans.begin(), clans.end(), [&](const auto& c) { return c.first == clan; });
    if (it == clans.end()) clans.emplace_back(clan, e.count);
    else it->second += e.count;
  }
  std::stable_sort(clans.begin(), clans.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string o;
  for (const auto& c : clans) o += (o.empty() ? "" : ", ") + (c.first.empty() ? std::string("no clan") : c.first);
  return o;
}

IndexEntry index_entry(const Walk& w, const Replay& replay, const CardPool& pool, std::string page) {
  IndexEntry e;
  e.file = w.path;
  e.page = std::move(page);
  e.verdict = verdict_word(w.verdict);
  for (std::size_t p = 0; p < e.players.size(); ++p) {
    const std::string clans = deck_clans(replay.players[p].deck, pool);
    e.players[p] = replay.players[p].name + (clans.empty() ? "" : replay.players[p].name.empty() ? clans : " (" + clans + ")");
  }
  for (const Finding& f : w.verdict.findings)
    for (std::size_t k = 0; k < kIndexedKinds.size(); ++k) e.kinds[k] += f.kind == kIndexedKinds[k] ? 1 : 0;
  e.findings = static_cast<int>(w.verdict.findings.size());
  e.steps = w.verdict.steps;
  e.turns = w.boards.empty() ? 0 : w.boards.back().turn;
  e.winner = !w.verdict.game_over ? "" : w.verdict.winner ? std::string(to_string(*w.verdict.winner)) : "draw";
  e.outcome = w.verdict.outcome;
  return e;
}

std::string index_page(const std::vector<IndexEntry>& games) {
  std::string rows;
  for (const IndexEntry& g : games) {
    // A game with findings opens at its first.
    const std::string link = g.page.empty() ? "" : relative_link(g.page) + (g.findings ? "#finding-1" : "");
    rows += "<tr class=\"" + html_escape(g.verdict) + "\" data-verdict=\"" + html_escape(g.verdict) + "\"><td>" +
            (link.empty() ? html_escape(g.file) : "<a href=\"" + html_escape(link) + "\">" + html_escape(g.file) + "</a>") + "</td>" +
            text_cell(g.players[0]) + text_cell(g.players[1]) + text_cell(g.verdict) + number_cell(g.findings);
    for (int n : g.kinds) rows += number_cell(n);
    rows += text_cell(g.winner) + number_cell(g.turns) + number_cell(g.steps) + text_cell(g.outcome) + "</tr>\n";
  }
  std::string kinds;
  for (FindingKind k : kIndexedKinds) kinds += "<th data-type=\"number\">" + std::string(to_string(k)) + "</th>";
  return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>vgjudge report</title></head>\n"
         "<body><header><h1>vgjudge report: " + std::to_string(games.size()) + " games</h1>\n"
         "<p class=\"filters\"><label>Filter: <input id=\"filter\" type=\"search\" placeholder=\"record, player, deck, outcome\"></label> "
         "<label>Verdict: <select id=\"verdict-filter\"><option value=\"\">all</option><option>CLEAN</option><option>FINDINGS</option>"
         "<option>INCOMPLETE</option><option>ERROR</option></select></label> <span id=\"shown\"></span> "
         "Click a column's header to sort by it.</p></header>\n"
         "<table class=\"index\"><thead><tr><th>record</th><th>player A</th><th>player B</th><th>verdict</th>"
         "<th data-type=\"number\">findings</th>" + kinds + "<th>winner</th><th data-type=\"number\">turns</th>"
         "<th data-type=\"number\">steps</th><th>outcome</th></tr></thead><tbody>\n" + rows + "</tbody></table>\n" +
         asset_script() + "\n</body></html>\n";
}

}  // namespace vg::desk
