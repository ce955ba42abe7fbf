#include "rules/edition_references.h"

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

namespace vg {

namespace fs = std::filesystem;

// ---- Citations in source text ----

namespace {

int line_at(const std::string& text, std::size_t pos, std::size_t& from, int& line) {
  line += static_cast<int>(std::count(text.begin() + static_cast<std::ptrdiff_t>(from),
                                      text.begin() + static_cast<std::ptrdiff_t>(pos), '\n'));
  from = pos;
  return line;
}

// "1\.10|1\.31": the versions of the editions, as a regular expression.
std::string edition_versions() {
  std::string out;
  for (Edition e : kEditions) {
    out += out.empty() ? "" : "|";
    for (char c : version(e)) out += c == '.' ? std::string("\\.") : std::string(1, c);
  }
  return out;
}

// A citation starts with "CR " (then the version of an edition when a number follows it,
// "CR 1.31 x.y.z"), or an opening parenthesis before a number of three or more parts
// ("(8.4.1.1)"), then a list of numbers joined by ", ", "-", " ... ", " and ", " or ", or a
// comma or a word continued on the next comment line.
const std::regex& citation_pattern() {
  static const std::regex cited("(CR (?:(" + edition_versions() +
                                ") (?=[0-9]))?|\\((?=[0-9]+\\.[0-9]+\\.[0-9]))"
                                R"(([0-9]+(\.[0-9]+)+((, |-| \.\.\. | and | or |,?\s*//\s*)[0-9]+(\.[0-9]+)+)*))");
  return cited;
}

}  // namespace

std::vector<RuleCitation> rule_citations(const std::string& text) {
  static const std::regex number(R"([0-9]+(\.[0-9]+)+)");
  std::vector<RuleCitation> out;
  std::size_t from = 0;
  int line = 1;
  for (std::sregex_iterator it(text.begin(), text.end(), citation_pattern()), end; it != end; ++it) {
    const bool named = (*it)[2].matched;
    const Edition edition = named ? *edition_from_string("CR " + (*it)[2].str()) : kBaseEdition;
    const std::string list = (*it)[3];
    const std::size_t base = static_cast<std::size_t>(it->position(3));
    for (std::sregex_iterator n(list.begin(), list.end(), number), e; n != e; ++n) {
      const bool bare_edition = !named && (*it)[1] == "CR " && n->position() == 0 && edition_from_string("CR " + n->str());
      if (bare_edition) continue;  // "CR 1.31": the edition, not a rule
      out.push_back({n->str(), line_at(text, base + static_cast<std::size_t>(n->position()), from, line), edition});
    }
  }
  return out;
}

std::vector<std::string> cited_rule_numbers(const std::string& text) {
  std::vector<std::string> out;
  for (const RuleCitation& c : rule_citations(text)) out.push_back(c.number);
  return out;
}

// ---- The references and the correspondence ----

std::variant<EditionReferences, InputError> EditionReferences::read(const fs::path& dir) {
  std::vector<RulesReference> references;
  for (Edition e : kEditions) {
    auto r = RulesReference::read(dir / RulesReference::directory_name(e));
    if (auto* error = std::get_if<InputError>(&r)) return *error;
    references.push_back(std::get<RulesReference>(std::move(r)));
  }
  return join(std::move(references));
}

std::variant<EditionReferences, InputError> EditionReferences::join(std::vector<RulesReference> references) {
  EditionReferences out;
  for (RulesReference& r : references) {
    auto& slot = out.references_[static_cast<std::size_t>(index(r.edition()))];
    if (slot) return InputError{std::string(to_string(r.edition())), 1, 1, "two rules references of this edition"};
    slot = std::move(r);
  }
  for (Edition e : kEditions)
    if (e != kBaseEdition && out.find(e))
      if (auto error = out.link(e)) return *error;
  return out;
}

// Indexes the edition's rules by the CR 1.10 rule their "1.10:" line names: a rule the CR 1.10
// reference lists, and one no other rule names (a number must translate to one rule).
std::optional<InputError> EditionReferences::link(Edition edition) {
  const RulesReference* base = find(kBaseEdition);
  auto& index = by_base_[static_cast<std::size_t>(vg::index(edition))];
  for (const RuleEntry& r : find(edition)->rules()) {
    if (r.base_rule.empty()) continue;
    const std::string names = "rule " + r.number + " names " + std::string(version(kBaseEdition)) + ": " + r.base_rule;
    auto at_line = [&](const std::string& why) { return InputError{r.listed_at.file, r.base_line, 3, names + why}; };
    if (base && !base->find(r.base_rule))
      return at_line(", which the " + std::string(to_string(kBaseEdition)) + " rules reference does not list");
    auto [it, added] = index.emplace(r.base_rule, r.number);
    if (!added)
      return at_line(", as rule " + it->second + " does (" + find(edition)->find(it->second)->listed_at.to_string() + ")");
  }
  return std::nullopt;
}

const RulesReference* EditionReferences::find(Edition edition) const {
  const auto& r = references_[static_cast<std::size_t>(index(edition))];
  return r ? &*r : nullptr;
}

// The CR 1.10 rule of rule `number` of `from`; empty when there is none or it is not listed.
std::string EditionReferences::to_base(std::string_view number, Edition from) const {
  const RulesReference* ref = find(from);
  const RuleEntry* r = ref ? ref->find(number) : nullptr;
  if (!r) return "";
  return from == kBaseEdition ? r->number : r->base_rule;
}

// The rule of `to` whose meaning is that of the CR 1.10 rule `base`; empty when there is none.
std::string EditionReferences::from_base(std::string_view base, Edition to) const {
  if (base.empty() || !find(to)) return "";
  if (to == kBaseEdition) return std::string(base);
  const auto& index = by_base_[static_cast<std::size_t>(vg::index(to))];
  auto it = index.find(base);
  return it == index.end() ? "" : it->second;
}

std::string EditionReferences::translate(std::string_view number, Edition from, Edition to) const {
  if (from != to) return from_base(to_base(number, from), to);
  const RulesReference* ref = find(from);
  return ref && ref->find(number) ? std::string(number) : "";
}

const RuleEntry* EditionReferences::counterpart(const RuleEntry& rule, Edition from, Edition to) const {
  const std::string n = translate(rule.number, from, to);
  return n.empty() ? nullptr : find(to)->find(n);
}

// ---- The difference between two editions ----

EditionDiff EditionReferences::diff(Edition from, Edition to) const {
  EditionDiff d{from, to, {}, {}, {}, {}};
  const RulesReference* a = find(from);
  const RulesReference* b = find(to);
  if (!a || !b) return d;
  // The later edition's entry says what changed since CR 1.10.
  const bool later_is_to = index(to) > index(from);
  for (const RuleEntry& r : a->rules()) {
    const RuleEntry* c = counterpart(r, from, to);
    if (!c) {
      d.removed.push_back(&r);
      continue;
    }
    if (r.number != c->number) d.renumbered.emplace_back(&r, c);
    if (!(later_is_to ? c : &r)->changed.empty()) d.changed.emplace_back(&r, c);
  }
  for (const RuleEntry& r : b->rules())
    if (!counterpart(r, to, from)) d.added.push_back(&r);
  return d;
}

namespace {

std::string count_line(const EditionDiff& d) {
  return std::string(to_string(d.from)) + " to " + std::string(to_string(d.to)) + ": " +
         std::to_string(d.added.size()) + " added, " + std::to_string(d.removed.size()) + " removed, " +
         std::to_string(d.renumbered.size()) + " renumbered, " + std::to_string(d.changed.size()) +
         " changed in meaning\n";
}

void list_rules(std::ostringstream& out, const std::string& heading, const std::vector<const RuleEntry*>& rules) {
  out << "\n" << heading << " (" << rules.size() << "):\n";
  for (const RuleEntry* r : rules) out << "  " << r->number << " " << r->title << "\n";
}

}  // namespace

// The counts, then each list: a rule as "NUMBER title", a pair as "OLD -> NEW title" (the title
// of `to`), a change of meaning with what changed on the next line.
std::string EditionDiff::to_text() const {
  std::ostringstream out;
  out << count_line(*this);
  list_rules(out, "added in " + std::string(to_string(to)), added);
  list_rules(out, "removed from " + std::string(to_string(from)), removed);
  out << "\nrenumbered (" << renumbered.size() << "):\n";
  for (const auto& [a, b] : renumbered) out << "  " << a->number << " -> " << b->number << " " << b->title << "\n";
  out << "\nchanged in meaning (" << changed.size() << "):\n";
  const bool later_is_to = index(to) > index(from);
  for (const auto& [a, b] : changed)
    out << "  " << a->number << " -> " << b->number << " " << b->title << "\n    "
        << (later_is_to ? b : a)->changed << "\n";
  return out.str();
}

// ---- Citations in the source tree ----

namespace {

const char* const kRuleTable = "engine/rules.def";
const char* const kImplementationDirs[] = {"engine", "scripting", "replays", "verifier", "rules", "rulings", "cli"};

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

// A rule of engine/rules.def: its number in each edition, in the order of kEditions ("" where
// the edition lacks it).
using RuleNumbers = std::array<std::string, kEditionCount>;

// The rows of the table: name to numbers.
std::map<std::string, RuleNumbers> rule_constants(const std::string& text) {
  static const std::regex row(R"re(R\((k[A-Za-z0-9]+)((, "[0-9.]*")+)\))re");
  static const std::regex quoted(R"re("([0-9.]*)")re");
  std::map<std::string, RuleNumbers> out;
  for (std::sregex_iterator it(text.begin(), text.end(), row), end; it != end; ++it) {
    RuleNumbers& numbers = out[(*it)[1]];
    const std::string columns = (*it)[2];
    std::size_t i = 0;
    for (std::sregex_iterator q(columns.begin(), columns.end(), quoted), e; q != e && i < numbers.size(); ++q, ++i)
      numbers[i] = (*q)[1];
  }
  return out;
}

// A citation of a source file; by_name when it is a use of a rule constant, which names the
// rule in every edition and so is not translated.
struct Cited {
  RuleCitation citation;
  bool by_name = false;
};

// Citations of text: the cited numbers, and the uses of rule constants (cr::kName), one for each
// edition with the rule.
std::vector<Cited> citations_in(const std::string& text, const std::map<std::string, RuleNumbers>& constants) {
  std::vector<Cited> out;
  for (RuleCitation& c : rule_citations(text)) out.push_back({std::move(c), false});
  static const std::regex use(R"(\bcr::(k[A-Za-z0-9]+)\b)");
  std::size_t from = 0;
  int line = 1;
  for (std::sregex_iterator it(text.begin(), text.end(), use), end; it != end; ++it) {
    auto c = constants.find((*it)[1]);
    if (c == constants.end()) continue;
    const int at = line_at(text, static_cast<std::size_t>(it->position()), from, line);
    for (Edition e : kEditions)
      if (const std::string& n = c->second[static_cast<std::size_t>(index(e))]; !n.empty())
        out.push_back({{n, at, e}, true});
  }
  std::stable_sort(out.begin(), out.end(), [](const Cited& a, const Cited& b) { return a.citation.line < b.citation.line; });
  return out;
}

}  // namespace

void EditionReferences::scan_sources(const fs::path& root) {
  const auto constants = rule_constants(read_whole_file(root / kRuleTable));
  std::vector<std::pair<std::string, bool>> files;  // path, is a test
  for (const char* dir : kImplementationDirs)
    for (std::string& f : source_files(root, dir)) files.emplace_back(std::move(f), false);
  for (std::string& f : source_files(root, "tests")) files.emplace_back(std::move(f), true);
  std::set<std::string> used;
  for (const auto& [file, is_test] : files) {
    const std::string text = read_whole_file(root / file);
    for (const auto& [name, numbers] : constants)
      if (text.find("cr::" + name) != std::string::npos) used.insert(name);
    for (const Cited& c : citations_in(text, constants)) record(c.citation, {file, c.citation.line}, is_test, !c.by_name);
  }
  for (auto& ref : references_) {
    if (!ref) continue;
    ref->unused_constants_.clear();
    for (const auto& [name, numbers] : constants)
      if (const std::string& n = numbers[static_cast<std::size_t>(index(ref->edition()))]; !n.empty() && !used.count(name))
        ref->unused_constants_.push_back(name + " = " + n);
  }
}

// Keeps the citation, and counts it on its rule and, when `translated`, on the rule of the same
// meaning in every other edition.
void EditionReferences::record(const RuleCitation& c, const SourcePlace& place, bool in_tests, bool translated) {
  const RulesReference* own = find(c.edition);
  citations_.push_back({c.number, c.edition, place, in_tests, own && own->find(c.number)});
  for (auto& ref : references_) {
    if (!ref || (!translated && ref->edition() != c.edition)) continue;
    RuleEntry* r = ref->find_mutable(translate(c.number, c.edition, ref->edition()));
    if (!r) continue;
    auto& places = in_tests ? r->tested_at : r->implemented_at;
    if (places.empty() || places.back().file != place.file || places.back().line != place.line) places.push_back(place);
  }
}

}  // namespace vg
