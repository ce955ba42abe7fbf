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

constexpr std::string_view kVersion = "1.10";
const char* const kRuleTable = "engine/rules.def";
const char* const kImplementationDirs[] = {"engine", "scripting", "replays", "verifier", "rules", "rulings", "cli"};

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

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

int line_at(const std::string& text, std::size_t pos, std::size_t& from, int& line) {
  line += static_cast<int>(std::count(text.begin() + static_cast<std::ptrdiff_t>(from),
                                      text.begin() + static_cast<std::ptrdiff_t>(pos), '\n'));
  from = pos;
  return line;
}

}  // namespace

bool rule_number_less(std::string_view a, std::string_view b) {
  const auto x = split_number(a), y = split_number(b);
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (x[i].size() != y[i].size()) return x[i].size() < y[i].size();
    if (x[i] != y[i]) return x[i] < y[i];
  }
  return x.size() < y.size();
}

// A citation starts with "CR ", a rule constant definition, or an opening parenthesis before a
// number of three or more parts ("(8.4.1.1)"), then a list of numbers joined by ", ", "-",
// " ... ", " and ", " or ", or a comma or a word continued on the next comment line.
std::vector<RuleCitation> rule_citations(const std::string& text) {
  static const std::regex cited(
      R"((CR |\((?=[0-9]+\.[0-9]+\.[0-9]))([0-9]+(\.[0-9]+)+((, |-| \.\.\. | and | or |,?\s*//\s*)[0-9]+(\.[0-9]+)+)*))");
  static const std::regex number(R"([0-9]+(\.[0-9]+)+)");
  std::vector<RuleCitation> out;
  std::size_t from = 0;
  int line = 1;
  for (std::sregex_iterator it(text.begin(), text.end(), cited), end; it != end; ++it) {
    const std::string list = (*it)[2];
    const std::size_t base = static_cast<std::size_t>(it->position(2));
    for (std::sregex_iterator n(list.begin(), list.end(), number), e; n != e; ++n) {
      if ((*it)[1] == "CR " && n->position() == 0 && edition_from_string("CR " + n->str())) continue;  // "CR 1.31": an edition
      out.push_back({n->str(), line_at(text, base + static_cast<std::size_t>(n->position()), from, line)});
    }
  }
  return out;
}

std::vector<std::string> cited_rule_numbers(const std::string& text) {
  std::vector<std::string> out;
  for (const RuleCitation& c : rule_citations(text)) out.push_back(c.number);
  return out;
}

int RuleEntry::section() const { return std::stoi(split_number(number)[0]); }

// ---- Reading the section files ----

namespace {

// Reads one section file into entries; returns an error for the first malformed line.
class SectionParser {
 public:
  SectionParser(std::string file, std::vector<RuleEntry>& out, std::map<int, std::string>& titles)
      : file_(std::move(file)), out_(out), titles_(titles) {}

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
    if (line[0] == '#') return parse_comment(line);
    if (std::isdigit(static_cast<unsigned char>(line[0]))) return parse_entry(line, n);
    if (line.rfind("  ", 0) == 0 && line.size() > 2 && line[2] != ' ' && line[2] != '\t')
      return parse_statement(line, n);
    if (line[0] == ' ' || line[0] == '\t')
      return error(n, 1, "indent a statement line by exactly two spaces");
    return error(n, 1, "expected a rule entry 'NUMBER title', an indented statement or a '#' comment");
  }

  // "# CR 1.10 section N: Title" names the section; other comments are notes.
  std::optional<InputError> parse_comment(const std::string& line) {
    static const std::regex header(R"(^# CR [0-9.]+ section ([0-9]+): (.+)$)");
    std::smatch m;
    if (std::regex_match(line, m, header)) titles_[std::stoi(m[1])] = m[2];
    return std::nullopt;
  }

  // "NUMBER title": a number of two or more parts, one or more spaces, a non-empty title.
  std::optional<InputError> parse_entry(const std::string& line, int n) {
    if (auto e = finish_entry()) return e;
    const std::size_t end = std::min(line.find_first_not_of("0123456789."), line.size());
    const std::string number = line.substr(0, end);
    static const std::regex shape(R"([0-9]+(\.[0-9]+)+)");
    if (!std::regex_match(number, shape))
      return error(n, 1, "expected a rule number of two or more parts, such as 7.6.1");
    if (end < line.size() && line[end] != ' ')
      return error(n, static_cast<int>(end) + 1, "expected a space between the rule number and its title");
    const std::size_t title = line.find_first_not_of(' ', end);
    if (title == std::string::npos) return error(n, static_cast<int>(end) + 1, "rule " + number + " has no title");
    current_ = RuleEntry{};
    current_->number = number;
    current_->title = line.substr(title);
    current_->listed_at = {file_, n};
    return std::nullopt;
  }

  std::optional<InputError> parse_statement(const std::string& line, int n) {
    if (!current_) return error(n, 3, "statement line before any rule entry");
    const std::string text = line.substr(2);
    if (text.rfind("n/a:", 0) == 0) {
      if (current_->is_not_applicable()) return error(n, 3, "rule " + current_->number + " has two n/a lines");
      const std::size_t start = text.find_first_not_of(' ', 4);
      if (start == std::string::npos) return error(n, 7, "an n/a line needs a reason");
      current_->not_applicable = text.substr(start);
      return std::nullopt;
    }
    if (current_->is_not_applicable())
      return error(n, 3, "statement line after the n/a line of rule " + current_->number);
    current_->statement += (current_->statement.empty() ? "" : " ") + text;
    return std::nullopt;
  }

  std::optional<InputError> finish_entry() {
    if (!current_) return std::nullopt;
    RuleEntry e = std::move(*current_);
    current_.reset();
    if (e.statement.empty()) return error(e.listed_at.line, 1, "rule " + e.number + " has no statement");
    out_.push_back(std::move(e));
    return std::nullopt;
  }

  std::string file_;
  std::vector<RuleEntry>& out_;
  std::map<int, std::string>& titles_;
  std::optional<RuleEntry> current_;
};

}  // namespace

std::variant<RulesReference, InputError> RulesReference::read(const fs::path& dir) {
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
  for (const fs::path& p : paths) files.emplace_back(p.lexically_normal().string(), read_text(p));
  return parse(files);
}

std::variant<RulesReference, InputError> RulesReference::parse(
    const std::vector<std::pair<std::string, std::string>>& files) {
  RulesReference ref;
  for (const auto& [name, text] : files) {
    const std::size_t first = ref.rules_.size();
    if (auto e = SectionParser(name, ref.rules_, ref.section_titles_).parse(text)) return *e;
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
  std::string out = "no rule " + n + " in the CR " + std::string(kVersion) + " rules reference";
  for (std::size_t i = 0; i < near.size(); ++i) out += (i == 0 ? "; nearest listed: " : ", ") + near[i];
  return out;
}

// ---- Citations in the source tree ----

namespace {

// The .h and .cpp files under root/dir, as paths relative to root, in name order.
std::vector<std::string> source_files(const fs::path& root, const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  if (!fs::is_directory(root / dir, ec)) return out;
  for (const auto& f : fs::recursive_directory_iterator(root / dir, ec)) {
    const auto ext = f.path().extension();
    if (f.is_regular_file() && (ext == ".h" || ext == ".cpp"))
      out.push_back(fs::relative(f.path(), root).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The rules of the table engine/rules.def that CR 1.10 has: name to number.
std::map<std::string, std::string> rule_constants(const std::string& text) {
  static const std::regex def(R"(R\((k[A-Za-z0-9]+), "([0-9]+(\.[0-9]+)+)\", "[0-9.]*"\))");
  std::map<std::string, std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), def), end; it != end; ++it) out[(*it)[1]] = (*it)[2];
  return out;
}

// Citations of text: the cited numbers, and the uses of rule constants (cr::kName).
std::vector<RuleCitation> citations_in(const std::string& text, const std::map<std::string, std::string>& constants) {
  std::vector<RuleCitation> out = rule_citations(text);
  static const std::regex use(R"(\bcr::(k[A-Za-z0-9]+)\b)");
  std::size_t from = 0;
  int line = 1;
  for (std::sregex_iterator it(text.begin(), text.end(), use), end; it != end; ++it) {
    auto c = constants.find((*it)[1]);
    if (c != constants.end())
      out.push_back({c->second, line_at(text, static_cast<std::size_t>(it->position()), from, line)});
  }
  std::stable_sort(out.begin(), out.end(), [](const RuleCitation& a, const RuleCitation& b) { return a.line < b.line; });
  return out;
}

}  // namespace

void RulesReference::scan_sources(const fs::path& root) {
  const auto constants = rule_constants(read_text(root / kRuleTable));
  unused_constants_.clear();
  std::vector<std::pair<std::string, bool>> files;  // path, is a test
  for (const char* dir : kImplementationDirs)
    for (std::string& f : source_files(root, dir)) files.emplace_back(std::move(f), false);
  for (std::string& f : source_files(root, "tests")) files.emplace_back(std::move(f), true);
  std::set<std::string> used;
  for (const auto& [file, is_test] : files) {
    const std::string text = read_text(root / file);
    for (const auto& [name, number] : constants)
      if (text.find("cr::" + name) != std::string::npos) used.insert(name);
    for (const RuleCitation& c : citations_in(text, constants)) {
      RuleEntry* r = find_mutable(c.number);
      citations_.push_back({c.number, {file, c.line}, is_test, r != nullptr});
      if (!r) continue;
      auto& places = is_test ? r->tested_at : r->implemented_at;
      if (places.empty() || places.back().file != file || places.back().line != c.line)
        places.push_back({file, c.line});
    }
  }
  for (const auto& [name, number] : constants)
    if (!used.count(name)) unused_constants_.push_back(name + " = " + number);
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

std::string RulesReference::coverage_markdown() const {
  std::ostringstream out;
  out << "# Rules coverage (CR " << kVersion << ")\n\n"
      << "Generated by `vgjudge rules --coverage --markdown`; do not edit by hand.\n"
      << "`tests/verifier/rules_reference_test.cpp` fails when this file is out of date.\n\n"
      << "A rule counts as *implemented* when a source file under `engine/`, `scripting/`, `replays/`,\n"
      << "`verifier/`, `rules/`, `rulings/` or `cli/` cites its number where the code performs or refuses\n"
      << "by it (a `CR` comment, a number in parentheses after one, or a use of a rule constant of\n"
      << "`engine/rules.h`; the constant's definition alone does not count), *tested* when a file\n"
      << "under `tests/` cites it, *n/a* when the\n"
      << "reference marks it as having nothing for the engine to do, and *missing* when none of these\n"
      << "holds. Only direct citations count: a heading is not covered by its sub-rules.\n\n"
      << "| section | title | rules | implemented | tested | n/a | missing |\n"
      << "|---|---|---:|---:|---:|---:|---:|\n";
  const auto sections = coverage();
  for (const SectionCoverage& s : sections)
    out << "| " << s.section << " | " << s.title << " | " << s.rules << " | " << s.implemented << " | "
        << s.tested << " | " << s.not_applicable << " | " << s.missing << " |\n";
  const SectionCoverage t = total_of(sections);
  out << "| **total** | | " << t.rules << " | " << t.implemented << " | " << t.tested << " | "
      << t.not_applicable << " | " << t.missing << " |\n\n## Missing rules\n";
  int section = 0;
  for (const RuleEntry& r : rules_) {
    if (!r.implemented_at.empty() || !r.tested_at.empty() || r.is_not_applicable()) continue;
    if (r.section() != section) {
      section = r.section();
      auto title = section_titles_.find(section);
      out << "\n### Section " << section << (title == section_titles_.end() ? "" : ": " + title->second) << "\n\n";
    }
    out << "- " << r.number << " " << r.title << "\n";
  }
  if (!unused_constants_.empty()) {
    out << "\n## Rule constants no code uses\n\n";
    for (const std::string& c : unused_constants_) out << "- `" << c << "`\n";
  }
  return out.str();
}

}  // namespace vg
