#include "rules/rules_reference.h"

#include "engine/edition.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iomanip>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <utility>

namespace vg {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> split_number(std::string_view n) {
  std::vector<std::string> out(1);
  for (char c : n) {
    if (c == '.') out.emplace_back();
    else out.back() += c;
  }
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

std::string read_whole_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool rule_number_less(std::string_view a, std::string_view b) {
  const auto x = split_number(a), y = split_number(b);
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (x[i].size() != y[i].size()) return x[i].size() < y[i].size();
    if (x[i] != y[i]) return x[i] < y[i];
  }
  return x.size() < y.size();
}

int RuleEntry::section() const { return std::stoi(split_number(number)[0]); }

// ---- Reading the section files ----

namespace {

// The "1.10:" of a later edition's entry line naming the CR 1.10 rule of the same meaning.
std::string base_tag() { return std::string(version(kBaseEdition)) + ":"; }

// The lines of an entry, in the order they come: statements, an n/a line, the 1.10: line (a
// later edition's entry only), a changed: line.
enum class Stage { Statement, NotApplicable, Base, Changed };

std::string line_name(Stage s) {
  switch (s) {
    case Stage::Statement: return "statement line";
    case Stage::NotApplicable: return "n/a line";
    case Stage::Base: return base_tag() + " line";
    case Stage::Changed: return "changed: line";
  }
  return "";
}

// Reads one section file of an edition into entries; returns an error for the first malformed line.
class SectionParser {
 public:
  SectionParser(Edition edition, std::string file, std::vector<RuleEntry>& out, std::map<int, std::string>& titles)
      : edition_(edition), file_(std::move(file)), out_(out), titles_(titles) {}

  std::optional<InputError> parse(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (auto e = parse_line(line, n)) return e;
    }
    return finish_entry();
  }

 private:
  InputError error(int line, int column, std::string message) const {
    return InputError{file_, line, column, std::move(message)};
  }

  std::optional<InputError> parse_line(const std::string& line, int n) {
    if (line.empty()) return std::nullopt;
    if (line[0] == '#') return parse_comment(line, n);
    if (std::isdigit(static_cast<unsigned char>(line[0]))) return parse_entry(line, n);
    if (line.rfind("  ", 0) == 0 && line.size() > 2 && line[2] != ' ' && line[2] != '\t')
      return parse_indented(line.substr(2), n);
    if (line[0] == ' ' || line[0] == '\t')
      return error(n, 1, "indent a statement line by exactly two spaces");
    return error(n, 1, "expected a rule entry 'NUMBER title', an indented statement or a '#' comment");
  }

  // "# CR 1.31 section N: Title" names the section, in the edition of the reference; other
  // comments are notes.
  std::optional<InputError> parse_comment(const std::string& line, int n) {
    static const std::regex header(R"(^# (CR [0-9.]+) section ([0-9]+): (.+)$)");
    std::smatch m;
    if (!std::regex_match(line, m, header)) return std::nullopt;
    if (m[1].str() != to_string(edition_))
      return error(n, 3, "the header names " + m[1].str() + ", but this is the " + std::string(to_string(edition_)) +
                             " rules reference");
    titles_[std::stoi(m[2])] = m[3];
    return std::nullopt;
  }

  // "NUMBER title": a number of two or more parts, one or more spaces, a non-empty title.
  std::optional<InputError> parse_entry(const std::string& line, int n) {
    if (auto e = finish_entry()) return e;
    const std::size_t end = std::min(line.find_first_not_of("0123456789."), line.size());
    const std::string number = line.substr(0, end);
    if (!is_rule_number(number)) return error(n, 1, "expected a rule number of two or more parts, such as 7.6.1");
    if (end < line.size() && line[end] != ' ')
      return error(n, static_cast<int>(end) + 1, "expected a space between the rule number and its title");
    const std::size_t title = line.find_first_not_of(' ', end);
    if (title == std::string::npos) return error(n, static_cast<int>(end) + 1, "rule " + number + " has no title");
    current_ = RuleEntry{};
    current_->number = number;
    current_->title = line.substr(title);
    current_->listed_at = {file_, n};
    stage_ = Stage::Statement;
    return std::nullopt;
  }

  static bool is_rule_number(const std::string& s) {
    static const std::regex shape(R"([0-9]+(\.[0-9]+)+)");
    return std::regex_match(s, shape);
  }

  // A line indented by two spaces (text, from column 3): a statement, an n/a, 1.10: or changed: line.
  std::optional<InputError> parse_indented(const std::string& text, int n) {
    if (!current_) return error(n, 3, "statement line before any rule entry");
    if (text.rfind("n/a:", 0) == 0) return parse_not_applicable(text, n);
    if (text.rfind(base_tag(), 0) == 0) return parse_base(text, n);
    if (text.rfind("changed:", 0) == 0) return parse_changed(text, n);
    if (auto e = advance(Stage::Statement, n)) return e;
    current_->statement += (current_->statement.empty() ? "" : " ") + text;
    return std::nullopt;
  }

  // Moves the entry on to the stage of line n; a line out of order, or a second n/a, 1.10: or
  // changed: line, is an error.
  std::optional<InputError> advance(Stage stage, int n) {
    if (stage == stage_ && stage != Stage::Statement)
      return error(n, 3, "rule " + current_->number + " has two " + line_name(stage) + "s");
    if (stage < stage_)
      return error(n, 3, line_name(stage) + " after the " + line_name(stage_) + " of rule " + current_->number);
    stage_ = stage;
    return std::nullopt;
  }

  // The text after a "tag:" at the start of text, from its first non-space; empty when none.
  static std::string value_after(const std::string& text, std::size_t tag, std::size_t& start) {
    start = std::min(text.find_first_not_of(' ', tag), text.size());
    return text.substr(start);
  }

  std::optional<InputError> parse_not_applicable(const std::string& text, int n) {
    if (auto e = advance(Stage::NotApplicable, n)) return e;
    std::size_t start = 0;
    current_->not_applicable = value_after(text, 4, start);
    if (current_->not_applicable.empty()) return error(n, 7, "an n/a line needs a reason");
    return std::nullopt;
  }

  // "1.10: NUMBER" or "1.10: none": the CR 1.10 rule of the same meaning, in a later edition.
  std::optional<InputError> parse_base(const std::string& text, int n) {
    if (edition_ == kBaseEdition)
      return error(n, 3, "rule " + current_->number + " is a " + std::string(to_string(kBaseEdition)) +
                             " rule: a " + line_name(Stage::Base) + " belongs to an entry of a later edition");
    if (auto e = advance(Stage::Base, n)) return e;
    std::size_t start = 0;
    const std::string value = value_after(text, base_tag().size(), start);
    if (value != "none" && !is_rule_number(value))
      return error(n, static_cast<int>(start) + 3,
                   "expected the " + std::string(to_string(kBaseEdition)) + " rule of the same meaning after '" +
                       base_tag() + "': a rule number such as 7.6.1, or none");
    current_->base_rule = value == "none" ? "" : value;
    current_->base_line = n;
    return std::nullopt;
  }

  // "changed: TEXT": what differs in meaning from the CR 1.10 rule the 1.10: line names.
  std::optional<InputError> parse_changed(const std::string& text, int n) {
    if (auto e = advance(Stage::Changed, n)) return e;
    if (current_->base_line == 0)
      return error(n, 3, "the changed: line of rule " + current_->number + " needs a " + line_name(Stage::Base) + " before it");
    if (current_->base_rule.empty())
      return error(n, 3, "rule " + current_->number + " is new (" + base_tag() +
                             " none): a changed: line needs the rule it differs from");
    std::size_t start = 0;
    current_->changed = value_after(text, 8, start);
    if (current_->changed.empty()) return error(n, 11, "a changed: line needs what changed");
    return std::nullopt;
  }

  std::optional<InputError> finish_entry() {
    if (!current_) return std::nullopt;
    RuleEntry e = std::move(*current_);
    current_.reset();
    if (e.statement.empty()) return error(e.listed_at.line, 1, "rule " + e.number + " has no statement");
    if (edition_ != kBaseEdition && e.base_line == 0)
      return error(e.listed_at.line, 1,
                   "rule " + e.number + " has no " + line_name(Stage::Base) + " (the " +
                       std::string(to_string(kBaseEdition)) + " rule of the same meaning, or none)");
    out_.push_back(std::move(e));
    return std::nullopt;
  }

  Edition edition_;
  std::string file_;
  std::vector<RuleEntry>& out_;
  std::map<int, std::string>& titles_;
  std::optional<RuleEntry> current_;
  Stage stage_ = Stage::Statement;
};

}  // namespace

std::string RulesReference::directory_name(Edition edition) { return "cr-" + std::string(version(edition)); }

namespace {

// The edition whose folder dir is (docs/rules/cr-1.31), or nullopt.
std::optional<Edition> edition_of_directory(const fs::path& dir) {
  fs::path p = dir.lexically_normal();
  if (p.filename().empty()) p = p.parent_path();
  for (Edition e : kEditions)
    if (p.filename() == RulesReference::directory_name(e)) return e;
  return std::nullopt;
}

}  // namespace

std::variant<RulesReference, InputError> RulesReference::read(const fs::path& dir) {
  const std::optional<Edition> edition = edition_of_directory(dir);
  if (!edition) {
    std::string names;
    for (Edition e : kEditions) names += (names.empty() ? "" : " or ") + directory_name(e);
    return InputError{dir.string(), 1, 1, "a rules reference is a folder named for its edition: " + names};
  }
  std::vector<fs::path> paths;
  std::error_code ec;
  for (const auto& f : fs::directory_iterator(dir, ec)) {
    const std::string name = f.path().filename().string();
    if (name.rfind("section-", 0) == 0 && f.path().extension() == ".txt") paths.push_back(f.path());
  }
  if (ec || paths.empty())
    return InputError{dir.string(), 1, 1, "no rules reference here (expected section-*.txt files)"};
  std::sort(paths.begin(), paths.end());
  std::vector<std::pair<std::string, std::string>> files;
  for (const fs::path& p : paths) files.emplace_back(p.lexically_normal().string(), read_whole_file(p));
  return parse(*edition, files);
}

std::variant<RulesReference, InputError> RulesReference::parse(
    Edition edition, const std::vector<std::pair<std::string, std::string>>& files) {
  RulesReference ref;
  ref.edition_ = edition;
  for (const auto& [name, text] : files) {
    const std::size_t first = ref.rules_.size();
    if (auto e = SectionParser(edition, name, ref.rules_, ref.section_titles_).parse(text)) return *e;
    for (std::size_t i = first; i < ref.rules_.size(); ++i) {
      const RuleEntry& r = ref.rules_[i];
      auto [it, added] = ref.index_.emplace(r.number, i);
      if (!added)
        return InputError{name, r.listed_at.line, 1,
                          "rule " + r.number + " is listed twice (first at " +
                              ref.rules_[it->second].listed_at.to_string() + ")"};
    }
  }
  ref.link_numbering();
  return ref;
}

// Sorts the rules by number and gives each its parent and children.
void RulesReference::link_numbering() {
  std::sort(rules_.begin(), rules_.end(),
            [](const RuleEntry& a, const RuleEntry& b) { return rule_number_less(a.number, b.number); });
  index_.clear();
  for (std::size_t i = 0; i < rules_.size(); ++i) index_.emplace(rules_[i].number, i);
  for (RuleEntry& r : rules_) {
    r.parent = listed_parent_of(r.number);
    if (!r.parent.empty()) find_mutable(r.parent)->children.push_back(r.number);
  }
}

std::string RulesReference::listed_parent_of(std::string_view number) const {
  std::string prefix(number);
  for (std::size_t dot = prefix.rfind('.'); dot != std::string::npos; dot = prefix.rfind('.')) {
    prefix.resize(dot);
    if (index_.count(prefix)) return prefix;
  }
  return "";
}

const RuleEntry* RulesReference::find(std::string_view number) const {
  auto it = index_.find(number);
  return it == index_.end() ? nullptr : &rules_[it->second];
}

RuleEntry* RulesReference::find_mutable(std::string_view number) {
  auto it = index_.find(number);
  return it == index_.end() ? nullptr : &rules_[it->second];
}

std::vector<const RuleEntry*> RulesReference::ancestors(const RuleEntry& rule) const {
  std::vector<const RuleEntry*> out;
  for (const RuleEntry* r = find(rule.parent); r; r = find(r->parent)) out.insert(out.begin(), r);
  return out;
}

std::vector<const RuleEntry*> RulesReference::search(const std::vector<std::string>& words) const {
  std::vector<const RuleEntry*> out;
  for (const RuleEntry& r : rules_) {
    const std::string text = lower(r.title + " " + r.statement);
    if (std::all_of(words.begin(), words.end(),
                    [&](const std::string& w) { return text.find(lower(w)) != std::string::npos; }))
      out.push_back(&r);
  }
  return out;
}

// The nearest listed rules to an unlisted number: its listed parent, and the listed rules
// with the same parent just before and just after it.
std::string RulesReference::unknown_number_message(std::string_view number) const {
  static const std::regex shape(R"([0-9]+(\.[0-9]+)*)");
  const std::string n(number);
  if (!std::regex_match(n, shape))
    return "'" + n + "' is not a rule number (expected numbers joined by dots, such as 7.6.1)";
  const std::string parent = listed_parent_of(n);
  const RuleEntry* before = nullptr;
  const RuleEntry* after = nullptr;
  for (const RuleEntry& r : rules_) {
    if (r.parent != parent || r.number == n) continue;
    if (rule_number_less(r.number, n)) before = &r;
    else if (!after) after = &r;
  }
  std::vector<std::string> near;
  if (!parent.empty()) near.push_back(parent + " (parent)");
  if (before) near.push_back(before->number + " (before)");
  if (after) near.push_back(after->number + " (after)");
  std::string out = "no rule " + n + " in the " + std::string(to_string(edition_)) + " rules reference";
  for (std::size_t i = 0; i < near.size(); ++i) out += (i == 0 ? "; nearest listed: " : ", ") + near[i];
  return out;
}

std::vector<std::string> RulesReference::not_applicable_but_implemented() const {
  std::vector<std::string> out;
  for (const RuleEntry& r : rules_)
    if (r.is_not_applicable())
      for (const SourcePlace& p : r.implemented_at) out.push_back(r.number + ": " + p.to_string());
  return out;
}

// ---- Coverage ----

std::vector<SectionCoverage> RulesReference::coverage() const {
  std::map<int, SectionCoverage> by_section;
  for (const auto& [n, title] : section_titles_) by_section[n] = {n, title, 0, 0, 0, 0, 0};
  for (const RuleEntry& r : rules_) {
    SectionCoverage& s = by_section[r.section()];
    s.section = r.section();
    ++s.rules;
    s.implemented += !r.implemented_at.empty();
    s.tested += !r.tested_at.empty();
    s.not_applicable += r.is_not_applicable();
    s.missing += r.implemented_at.empty() && r.tested_at.empty() && !r.is_not_applicable();
  }
  std::vector<SectionCoverage> out;
  for (auto& [n, s] : by_section) out.push_back(s);
  return out;
}

namespace {

SectionCoverage total_of(const std::vector<SectionCoverage>& sections) {
  SectionCoverage t{0, "total", 0, 0, 0, 0, 0};
  for (const SectionCoverage& s : sections) {
    t.rules += s.rules;
    t.implemented += s.implemented;
    t.tested += s.tested;
    t.not_applicable += s.not_applicable;
    t.missing += s.missing;
  }
  return t;
}

}  // namespace

std::string RulesReference::coverage_text() const {
  std::ostringstream out;
  auto row = [&](const std::string& section, const std::string& title, const SectionCoverage& s) {
    out << std::left << std::setw(8) << section << std::setw(38) << title << std::right << std::setw(6)
        << s.rules << std::setw(13) << s.implemented << std::setw(8) << s.tested << std::setw(6)
        << s.not_applicable << std::setw(9) << s.missing << "\n";
  };
  out << std::left << std::setw(8) << "section" << std::setw(38) << "title" << std::right << std::setw(6)
      << "rules" << std::setw(13) << "implemented" << std::setw(8) << "tested" << std::setw(6) << "n/a"
      << std::setw(9) << "missing" << "\n";
  const auto sections = coverage();
  for (const SectionCoverage& s : sections) row(std::to_string(s.section), s.title, s);
  row("total", "", total_of(sections));
  return out.str();
}

std::string RulesReference::coverage_file_name(Edition edition) {
  return "coverage-" + directory_name(edition) + ".md";
}

namespace {

// What the counts of a coverage document mean, and how to regenerate it.
std::string coverage_preamble(Edition edition) {
  const std::string name(to_string(edition));
  return "# Rules coverage (" + name + ")\n\n"
         "Generated from the source root by\n"
         "`vgjudge rules --coverage --markdown --edition \"" + name + "\" > docs/rules/" +
         RulesReference::coverage_file_name(edition) + "`;\n"
         "do not edit by hand. `tests/verifier/rules_reference_test.cpp` fails when this file is out of date.\n\n"
         "A rule counts as *implemented* when a source file under `engine/`, `scripting/`, `replays/`,\n"
         "`verifier/`, `rules/`, `rulings/` or `cli/` cites it where the code performs or refuses\n"
         "by it (a `CR` comment, a number in parentheses after one, or a use of a rule constant of\n"
         "`engine/rules.def`; the table's row alone does not count), *tested* when a file\n"
         "under `tests/` cites it, *n/a* when the reference marks it as having nothing for the engine\n"
         "to do, and *missing* when none of these holds. Only direct citations count: a heading is not\n"
         "covered by its sub-rules.\n\n"
         "Citations count in every edition. A comment cites CR 1.10 numbers (`CR x.y.z`), or the\n"
         "numbers of the edition it names (`CR 1.31 x.y.z`); a citation counts for the rule of\n"
         "another edition with the same meaning (the CR 1.31 entry whose `1.10:` line names the CR 1.10\n"
         "rule). A rule constant counts in each edition with its number there.\n\n";
}

}  // namespace

std::string RulesReference::coverage_markdown() const {
  std::ostringstream out;
  out << coverage_preamble(edition_) << "| section | title | rules | implemented | tested | n/a | missing |\n"
      << "|---|---|---:|---:|---:|---:|---:|\n";
  const auto sections = coverage();
  for (const SectionCoverage& s : sections)
    out << "| " << s.section << " | " << s.title << " | " << s.rules << " | " << s.implemented << " | "
        << s.tested << " | " << s.not_applicable << " | " << s.missing << " |\n";
  const SectionCoverage t = total_of(sections);
  out << "| **total** | | " << t.rules << " | " << t.implemented << " | " << t.tested << " | "
      << t.not_applicable << " | " << t.missing << " |\n\n## Missing rules\n";
  out << missing_markdown();
  if (!unused_constants_.empty()) {
    out << "\n## Rule constants no code uses\n\n";
    for (const std::string& c : unused_constants_) out << "- `" << c << "`\n";
  }
  return out.str();
}

// The missing rules under a heading per section.
std::string RulesReference::missing_markdown() const {
  std::string out;
  int section = 0;
  for (const RuleEntry& r : rules_) {
    if (!r.implemented_at.empty() || !r.tested_at.empty() || r.is_not_applicable()) continue;
    if (r.section() != section) {
      section = r.section();
      auto title = section_titles_.find(section);
      out += "\n### Section " + std::to_string(section) + (title == section_titles_.end() ? "" : ": " + title->second) + "\n\n";
    }
    out += "- " + r.number + " " + r.title + "\n";
  }
  return out;
}

}  // namespace vg
