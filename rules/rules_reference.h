// The rules reference (docs/rules/cr-1.10/section-*.txt) as data: every rule number with its
// title, statement and n/a reason, its place in the numbering (parent and children), and the
// places in the source tree that cite it, split into code that implements it and tests.
// It also holds the one parser of rule citations in source text, used by the citation tests.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/input_error.h"

namespace vg {

// One rule number cited by source text, with its 1-based line.
struct RuleCitation {
  std::string number;
  int line = 1;
};

// Every rule number the text cites: "CR x.y.z" with the lists and ranges that follow it
// ("x.y, x.z", "a-b", "a and b", a list going on in the next "//" comment line), and a number of
// three or more parts in parentheses. "CR 1.10" names the rules version, not a rule.
std::vector<RuleCitation> rule_citations(const std::string& text);
// The numbers of rule_citations(text), in order of appearance.
std::vector<std::string> cited_rule_numbers(const std::string& text);

// A place in the source tree: a path relative to the source root ('/'-separated) and a line.
struct SourcePlace {
  std::string file;
  int line = 1;
  std::string to_string() const { return file + ":" + std::to_string(line); }
};

struct RuleEntry {
  std::string number;
  std::string title;
  std::string statement;
  std::string not_applicable;  // the n/a reason; empty when the rule applies
  SourcePlace listed_at;       // the entry in the reference
  std::string parent;          // the longest listed proper prefix; empty for none
  std::vector<std::string> children;
  std::vector<SourcePlace> implemented_at;  // engine/, scripting/, replays/, verifier/, cli/
  std::vector<SourcePlace> tested_at;       // tests/

  int section() const;
  bool is_not_applicable() const { return !not_applicable.empty(); }
};

// Per-section counts. A rule is missing when it is neither implemented, tested nor n/a.
struct SectionCoverage {
  int section = 0;
  std::string title;
  int rules = 0;
  int implemented = 0;
  int tested = 0;
  int not_applicable = 0;
  int missing = 0;
};

// A rule citation found by scan_sources, with whether the reference lists its number.
struct SourceCitation {
  std::string number;
  SourcePlace place;
  bool in_tests = false;
  bool listed = false;
};

class RulesReference {
 public:
  // Reads every section-*.txt file of dir; the first malformed entry is an error.
  static std::variant<RulesReference, InputError> read(const std::filesystem::path& dir);
  // Parses section files given as (file name, text) pairs, in order.
  static std::variant<RulesReference, InputError> parse(
      const std::vector<std::pair<std::string, std::string>>& files);

  // Finds citations in the .h and .cpp files under root's engine/, scripting/, replays/,
  // verifier/, cli/ (implementations) and tests/ (tests), and records them on their rules.
  // Uses of the rules named in engine/rules.def (cr::kName) count as citations of their number.
  void scan_sources(const std::filesystem::path& root);

  const std::vector<RuleEntry>& rules() const { return rules_; }
  const RuleEntry* find(std::string_view number) const;
  // The parent, the parent's parent, ... outermost first.
  std::vector<const RuleEntry*> ancestors(const RuleEntry& rule) const;
  // Rules whose title or statement contains every word, ignoring case.
  std::vector<const RuleEntry*> search(const std::vector<std::string>& words) const;
  // Why number is not shown: not a rule number, or not listed (naming the nearest listed rules).
  std::string unknown_number_message(std::string_view number) const;

  // "kName = NUMBER" for each rule constant of engine/rules.h that no source file uses.
  const std::vector<std::string>& unused_constants() const { return unused_constants_; }
  // Every citation scan_sources found, in file and line order.
  const std::vector<SourceCitation>& citations() const { return citations_; }
  // "NUMBER: file:line" for each n/a rule that implementation code cites.
  std::vector<std::string> not_applicable_but_implemented() const;

  std::vector<SectionCoverage> coverage() const;
  std::string coverage_text() const;
  std::string coverage_markdown() const;

 private:
  void link_numbering();
  RuleEntry* find_mutable(std::string_view number);
  std::string listed_parent_of(std::string_view number) const;

  std::vector<RuleEntry> rules_;  // in numbering order
  std::map<std::string, std::size_t, std::less<>> index_;
  std::map<int, std::string> section_titles_;
  std::vector<SourceCitation> citations_;
  std::vector<std::string> unused_constants_;
};

// Orders rule numbers by their components as numbers: 7.2 < 7.10 < 7.10.1.
bool rule_number_less(std::string_view a, std::string_view b);

}  // namespace vg
