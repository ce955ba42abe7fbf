// The rules reference of one edition (docs/rules/cr-1.10/section-*.txt, docs/rules/cr-1.31/...)
// as data: every rule number with its title, statement and n/a reason, its place in the
// numbering (parent and children), for a later edition the CR 1.10 rule of the same meaning and
// what changed, and the places in the source tree that cite it, split into code that implements
// it and tests. rules/edition_references.h holds every edition's reference, the correspondence
// between them, and the citations of the source tree.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/edition.h"
#include "engine/input_error.h"

namespace vg {

// The edition the others map to: an entry of a later edition names the CR 1.10 rule of the same
// meaning (its "1.10:" line), and a citation that names no edition cites a CR 1.10 number.
inline constexpr Edition kBaseEdition = Edition::Cr1_10;
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
  // In a later edition's reference: the CR 1.10 rule of the same meaning (the "1.10:" line),
  // empty for "1.10: none" (a rule CR 1.10 does not have); what differs in meaning from it
  // (the "changed:" line), empty when nothing does. Both empty in the CR 1.10 reference.
  std::string base_rule;
  std::string changed;
  SourcePlace listed_at;       // the entry in the reference
  int base_line = 0;           // the line of its "1.10:" line; 0 when it has none
  std::string parent;          // the longest listed proper prefix; empty for none
  std::vector<std::string> children;
  std::vector<SourcePlace> implemented_at;  // engine/, scripting/, replays/, verifier/, cli/ ...
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

class EditionReferences;

class RulesReference {
 public:
  // Reads every section-*.txt file of dir, a directory named for its edition (cr-1.31); the
  // first malformed entry is an error.
  static std::variant<RulesReference, InputError> read(const std::filesystem::path& dir);
  // Parses the section files of an edition given as (file name, text) pairs, in order.
  static std::variant<RulesReference, InputError> parse(
      Edition edition, const std::vector<std::pair<std::string, std::string>>& files);
  // "cr-1.31": the folder of docs/rules holding the edition's reference.
  static std::string directory_name(Edition edition);
  // "coverage-cr-1.31.md": the edition's coverage document in docs/rules (coverage_markdown).
  static std::string coverage_file_name(Edition edition);

  Edition edition() const { return edition_; }
  const std::vector<RuleEntry>& rules() const { return rules_; }
  const RuleEntry* find(std::string_view number) const;
  // The parent, the parent's parent, ... outermost first.
  std::vector<const RuleEntry*> ancestors(const RuleEntry& rule) const;
  // Rules whose title or statement contains every word, ignoring case.
  std::vector<const RuleEntry*> search(const std::vector<std::string>& words) const;
  // Why number is not shown: not a rule number, or not listed (naming the nearest listed rules).
  std::string unknown_number_message(std::string_view number) const;

  // After EditionReferences::scan_sources: "kName = NUMBER" for each rule constant of
  // engine/rules.def with a number in this edition that no source file uses.
  const std::vector<std::string>& unused_constants() const { return unused_constants_; }
  // "NUMBER: file:line" for each n/a rule that implementation code cites.
  std::vector<std::string> not_applicable_but_implemented() const;

  std::vector<SectionCoverage> coverage() const;
  std::string coverage_text() const;
  std::string coverage_markdown() const;

 private:
  friend class EditionReferences;  // records the citations it finds on the rules

  void link_numbering();
  RuleEntry* find_mutable(std::string_view number);
  std::string listed_parent_of(std::string_view number) const;
  std::string missing_markdown() const;

  Edition edition_ = kBaseEdition;
  std::vector<RuleEntry> rules_;  // in numbering order
  std::map<std::string, std::size_t, std::less<>> index_;
  std::map<int, std::string> section_titles_;
  std::vector<std::string> unused_constants_;
};

// The whole text of a file (a section of the reference, a source file); empty when unreadable.
std::string read_whole_file(const std::filesystem::path& path);

// Orders rule numbers by their components as numbers: 7.2 < 7.10 < 7.10.1.
bool rule_number_less(std::string_view a, std::string_view b);

}  // namespace vg
