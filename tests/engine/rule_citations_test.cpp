// The rules reference of each edition (docs/rules/cr-1.10, docs/rules/cr-1.31) lists every rule
// number of its edition; every rule of engine/rules.def maps in every edition or is marked absent
// there; and every rule number the code cites (rule constants, "CR x.y" in comments) is listed in
// its edition's reference.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "engine/rules.h"
#include "rules/edition_references.h"
#include "tests/support/print.h"

namespace {

using vg::Edition;

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Every edition's reference, read by the rules reference library, with the citations of this tree.
const vg::EditionReferences& references() {
  static const vg::EditionReferences kRefs = [] {
    auto r = vg::EditionReferences::read(VG_SOURCE_DIR "/docs/rules");
    if (auto* e = std::get_if<vg::InputError>(&r)) ADD_FAILURE() << e->to_string();
    vg::EditionReferences refs = std::get<vg::EditionReferences>(std::move(r));
    refs.scan_sources(VG_SOURCE_DIR);
    return refs;
  }();
  return kRefs;
}

const vg::RulesReference& reference(Edition e) { return *references().find(e); }

std::set<std::string> reference_numbers(Edition e) {
  std::set<std::string> out;
  for (const vg::RuleEntry& rule : reference(e).rules()) out.insert(rule.number);
  return out;
}

// The numbers of tests/data/cr-<version>-rule-numbers.txt: those that open a rule in the CR.
std::set<std::string> listed_in_the_cr(Edition e) {
  std::set<std::string> listed;
  std::istringstream in(read(VG_SOURCE_DIR "/tests/data/cr-" + std::string(vg::version(e)) + "-rule-numbers.txt"));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) listed.insert(line);
  return listed;
}

TEST(RuleCitationsTest, ReferenceHasEveryRuleOfTheCr) {
  EXPECT_EQ(listed_in_the_cr(Edition::Cr1_10).size(), 530u);
  EXPECT_EQ(listed_in_the_cr(Edition::Cr1_31).size(), 660u);
  for (Edition e : vg::kEditions) EXPECT_EQ(reference_numbers(e), listed_in_the_cr(e)) << to_string(e);
}

// Why a rule of engine/rules.def does not map in edition e: its number there is not listed, it
// has no number in any edition, or its numbers disagree with the later edition's 1.10: line (a
// rule absent in CR 1.31 must have no CR 1.31 rule naming its CR 1.10 number; one absent in
// CR 1.10 must be marked 1.10: none).
std::string mapping_problem(vg::cr::Rule rule, Edition e) {
  const std::string base(vg::cr::number(rule, vg::kBaseEdition));
  const std::string own(vg::cr::number(rule, e));
  if (!own.empty() && !reference(e).find(own)) return "CR " + own + " is not listed";
  if (e == vg::kBaseEdition) return "";
  if (own.empty()) {
    const std::string named = references().translate(base, vg::kBaseEdition, e);
    return named.empty() ? "" : "absent, but rule " + named + " names 1.10: " + base;
  }
  const std::string says = reference(e).find(own)->base_rule;
  return says == base ? "" : "its entry says 1.10: " + (says.empty() ? "none" : says) + ", the table " + (base.empty() ? "none" : base);
}

TEST(RuleCitationsTest, EveryRuleOfTheTableMapsInEveryEditionOrIsAbsent) {
  std::set<std::string> problems;
  int absent = 0;
  for (int r = 0; r < vg::cr::kRuleCount; ++r) {
    const auto rule = static_cast<vg::cr::Rule>(r);
    bool anywhere = false;
    for (Edition e : vg::kEditions) {
      anywhere = anywhere || vg::cr::in(rule, e);
      absent += !vg::cr::in(rule, e);
      if (const std::string p = mapping_problem(rule, e); !p.empty())
        problems.insert(std::string(vg::cr::name(rule)) + " in " + std::string(to_string(e)) + ": " + p);
    }
    if (!anywhere) problems.insert(std::string(vg::cr::name(rule)) + ": in no edition");
  }
  EXPECT_GT(vg::cr::kRuleCount, 150);
  // kFourSentinels, kLord, kShieldlessGuardsWithZero, kGuardPass and the twelve rules of Lock and
  // Unlock (new in CR 1.31: 4.6.7, 6.8.1.1, 6.8.1.2, 10.1.21.1-10.1.21.5, 10.1.23.1-10.1.23.4), the
  // eleven of Delete (6.8.1.1's undelete, 10.1.25.1-10.1.25.9, 10.1.25.11);
  // the 22 of Legion and Seek Mate (new in CR 1.31: 9.3.2, 9.3.5, 10.1.5.1.2, 10.1.5.1.3, 10.1.24.1
  // to 10.1.24.13 with 10.1.24.1.1, 10.1.24.16, 10.2.9.1.1, 10.2.9.2, 10.2.9.2.1);
  // kGuardiansSimultaneous and kNoShieldNoGuard (gone from it)
  EXPECT_EQ(absent, 51);
  EXPECT_TRUE(problems.empty()) << [&] {
    std::string out;
    for (const auto& p : problems) out += p + "\n";
    return out;
  }();
}

// Every rule number a text cites, by the one citation parser (rules/edition_references.h):
// "CR x.y.z" with the lists and ranges that follow it, in CR 1.10 or the edition named.
std::vector<std::string> citations(const std::string& text) { return vg::cited_rule_numbers(text); }

std::string lines(const std::set<std::string>& s) {
  std::string out;
  for (const auto& m : s) out += m + "\n";
  return out;
}

TEST(RuleCitationsTest, ListsAndRangesAreCollected) {
  EXPECT_EQ(citations("// CR 7.5.1.2.2, 7.6.1.6.2: x; CR 2.8.1.1.2-2.8.1.1.5 and \"CR 1.10\""),
            (std::vector<std::string>{"7.5.1.2.2", "7.6.1.6.2", "2.8.1.1.2", "2.8.1.1.5"}));
  EXPECT_EQ(citations("// CR 6.2.1,\n// 6.3.1.1: y"), (std::vector<std::string>{"6.2.1", "6.3.1.1"}));
  // Assembled at run time, so that the scan does not count this file as a test of these rules.
  const std::string cr = "CR ";
  const auto later = vg::rule_citations("// " + cr + "1.31 10.1.24, 10.1.25: z; " + cr + "1.10 7.6.1.2; " + cr + "1.31");
  ASSERT_EQ(later.size(), 3u);
  EXPECT_EQ(later[0].number, "10.1.24");
  EXPECT_EQ(later[0].edition, Edition::Cr1_31);
  EXPECT_EQ(later[1].number, "10.1.25");
  EXPECT_EQ(later[1].edition, Edition::Cr1_31);
  EXPECT_EQ(later[2].number, "7.6.1.2");
  EXPECT_EQ(later[2].edition, Edition::Cr1_10);
}

// Every rule constant of engine/rules.def and every "CR x.y.z" in the sources is listed in the
// reference of its edition (the library's scan of engine/, scripting/, replays/, verifier/,
// rules/, rulings/ and cli/).
TEST(RuleCitationsTest, EveryCitedRuleIsInItsEditionsReference) {
  std::set<std::string> missing;
  std::map<Edition, std::size_t> count;
  for (const vg::SourceCitation& c : references().citations()) {
    if (c.in_tests) continue;
    ++count[c.edition];
    if (!c.listed) missing.insert(c.place.to_string() + ": " + std::string(to_string(c.edition)) + " " + c.number);
  }
  EXPECT_GT(count[Edition::Cr1_10], 200u);
  EXPECT_GT(count[Edition::Cr1_31], 100u);
  EXPECT_TRUE(missing.empty()) << lines(missing);
}

// Rule constants of sections 5, 6, 7 and 9 the engine performs but no game can reach yet, so no engine
// test can play them. 7.6.1.5.2 (no damage from an attacker that left its circle after the
// hit): nothing can happen between the power comparison and the damage, because no ability
// the card scripts can express triggers at the hit check timing (CR 7.6.1.4). A rule leaves
// this list when a test cites it.
const std::set<std::string> kUnreachable = {"7.6.1.5.2"};

// Every rule constant of sections 5, 6, 7 and 9 is cited by at least one engine test, but the
// unreachable ones, which none does.
TEST(RuleCitationsTest, EverySetupTurnBattleAndRuleActionRuleIsTested) {
  std::set<std::string> constants;
  for (int r = 0; r < vg::cr::kRuleCount; ++r) {
    const std::string n(vg::cr::number(static_cast<vg::cr::Rule>(r), vg::Edition::Cr1_10));
    if (!n.empty() && (n[0] == '5' || n[0] == '6' || n[0] == '7' || n[0] == '9')) constants.insert(n);
  }
  std::set<std::string> tested;
  for (const auto& f : std::filesystem::directory_iterator(VG_SOURCE_DIR "/tests/engine"))
    for (const std::string& n : citations(read(f.path()))) tested.insert(n);
  std::set<std::string> untested;
  for (const std::string& n : constants)
    if (!tested.count(n)) untested.insert(n);
  EXPECT_GT(constants.size(), 80u);
  EXPECT_EQ(untested, kUnreachable);
}

}  // namespace
