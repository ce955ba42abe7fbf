// Every edition's rules reference (docs/rules/cr-<version>/) and the correspondence between
// them: each entry of a later edition names the CR 1.10 rule of the same meaning, or none, so a
// number translates from any edition to any other through CR 1.10. The citations of the source
// tree are found here once and counted on every edition's rules: a CR 1.10 citation counts for
// CR 1.31 on the rule whose "1.10:" line names it, a CR 1.31 citation for CR 1.10 the same way
// back, and a use of a rule constant (cr::kName) in each edition with its number there.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "rules/rules_reference.h"

namespace vg {

// One rule number cited by source text, with its 1-based line and the edition it numbers.
struct RuleCitation {
  std::string number;
  int line = 1;
  Edition edition = kBaseEdition;
};

// Every rule number the text cites: "CR x.y.z" with the lists and ranges that follow it
// ("x.y, x.z", "a-b", "a and b", a list going on in the next "//" comment line), and a number of
// three or more parts in parentheses. These are CR 1.10 numbers; "CR 1.31 x.y.z" cites the
// CR 1.31 numbers of the list that follows (and "CR 1.10 x.y.z" CR 1.10 ones). A bare "CR 1.10"
// or "CR 1.31" names the edition, not a rule.
std::vector<RuleCitation> rule_citations(const std::string& text);
// The numbers of rule_citations(text), in order of appearance.
std::vector<std::string> cited_rule_numbers(const std::string& text);

// A rule citation found by scan_sources, with whether its edition's reference lists its number.
struct SourceCitation {
  std::string number;
  Edition edition = kBaseEdition;
  SourcePlace place;
  bool in_tests = false;
  bool listed = false;
};

// How the rules of one edition became those of another.
struct EditionDiff {
  Edition from = kBaseEdition;
  Edition to = kBaseEdition;
  std::vector<const RuleEntry*> added;    // rules of `to` that `from` has no rule of the same meaning for
  std::vector<const RuleEntry*> removed;  // rules of `from` that `to` has none for
  // Rules of the same meaning, the one of `from` then the one of `to`: under another number;
  // with a change of meaning (the later edition's entry says what changed).
  std::vector<std::pair<const RuleEntry*, const RuleEntry*>> renumbered;
  std::vector<std::pair<const RuleEntry*, const RuleEntry*>> changed;

  std::string to_text() const;
};

class EditionReferences {
 public:
  // Reads the reference of every edition from dir (docs/rules), a folder each.
  static std::variant<EditionReferences, InputError> read(const std::filesystem::path& dir);
  // Joins references already read, at most one per edition. Every "1.10:" line must name a rule
  // the CR 1.10 reference lists (when it is among them) and that no other entry names.
  static std::variant<EditionReferences, InputError> join(std::vector<RulesReference> references);

  // The edition's reference; null when it was not read.
  const RulesReference* find(Edition edition) const;
  // The number of the rule of `to` with the meaning of rule `number` of `from`; empty when `to`
  // has no such rule or either reference is missing or does not list it.
  std::string translate(std::string_view number, Edition from, Edition to) const;
  // The rule of `to` with the meaning of `rule` (a rule of `from`), or null.
  const RuleEntry* counterpart(const RuleEntry& rule, Edition from, Edition to) const;
  // How the rules of `from` became those of `to`; the diff points to rules held here.
  EditionDiff diff(Edition from, Edition to) const;

  // Finds citations in the .h and .cpp files under root's engine/, scripting/, replays/,
  // verifier/, rules/, rulings/, cli/ (implementations) and tests/ (tests), and records them on
  // the rules of every edition read (see the top of this file).
  void scan_sources(const std::filesystem::path& root);
  // Every citation scan_sources found, in file and line order.
  const std::vector<SourceCitation>& citations() const { return citations_; }

 private:
  std::optional<InputError> link(Edition edition);
  std::string to_base(std::string_view number, Edition from) const;
  std::string from_base(std::string_view base, Edition to) const;
  void record(const RuleCitation& c, const SourcePlace& place, bool in_tests, bool translated);

  std::array<std::optional<RulesReference>, kEditionCount> references_;
  // Per edition: the CR 1.10 number to the number of the rule of the same meaning.
  std::array<std::map<std::string, std::string, std::less<>>, kEditionCount> by_base_;
  std::vector<SourceCitation> citations_;
};

}  // namespace vg
