// The rules reference (docs/rules/cr-1.10) lists every CR 1.10 rule number, and every rule
// number the code cites (rule constants in engine/rules.h, "CR x.y" in comments) is in it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "engine/rules.h"
#include "rules/rules_reference.h"
#include "tests/support/print.h"

namespace {

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The rule numbers the reference lists, read by the rules reference library.
std::set<std::string> reference_numbers() {
  auto r = vg::RulesReference::read(VG_SOURCE_DIR "/docs/rules/cr-1.10");
  if (auto* e = std::get_if<vg::InputError>(&r)) ADD_FAILURE() << e->to_string();
  std::set<std::string> out;
  if (auto* ref = std::get_if<vg::RulesReference>(&r))
    for (const vg::RuleEntry& rule : ref->rules()) out.insert(rule.number);
  return out;
}

TEST(RuleCitationsTest, ReferenceHasEveryRuleOfTheCr) {
  std::set<std::string> listed;
  std::istringstream in(read(VG_SOURCE_DIR "/tests/data/cr-1.10-rule-numbers.txt"));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) listed.insert(line);
  EXPECT_EQ(listed.size(), 530u);
  EXPECT_EQ(reference_numbers(), listed);
}

// Every rule number a text cites, by the one citation parser (rules/rules_reference.h):
// rule constants, and "CR x.y.z" with the lists and ranges that follow it.
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
}

// Every rule constant of engine/rules.h and every "CR x.y.z" in the sources is in the reference
// (the library's scan of engine/, scripting/, replays/, verifier/ and cli/).
TEST(RuleCitationsTest, EveryCitedRuleIsInTheReference) {
  auto r = vg::RulesReference::read(VG_SOURCE_DIR "/docs/rules/cr-1.10");
  ASSERT_EQ(vg::test::read_error(r), "");
  vg::RulesReference& ref = std::get<vg::RulesReference>(r);
  ref.scan_sources(VG_SOURCE_DIR);
  std::set<std::string> missing;
  std::size_t count = 0;
  for (const vg::SourceCitation& c : ref.citations()) {
    if (c.in_tests) continue;
    ++count;
    if (!c.listed) missing.insert(c.place.to_string() + ": " + c.number);
  }
  EXPECT_GT(count, 200u);
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
