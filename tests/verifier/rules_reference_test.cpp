// The rules reference library: reading the section files, the numbering, search, the message
// for an unknown number, citations in a source tree, and the committed coverage report.
#include "rules/rules_reference.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

namespace vg {
namespace {

namespace fs = std::filesystem;

// Citation text is assembled at run time so that this file does not itself cite the rules it
// uses as examples (the source scan would count it as a test of them).
const std::string kCr = "CR ";

const RulesReference& reference() {
  static const RulesReference kRef = [] {
    auto r = RulesReference::read(VG_SOURCE_DIR "/docs/rules/cr-1.10");
    if (auto* e = std::get_if<InputError>(&r)) ADD_FAILURE() << e->to_string();
    RulesReference ref = std::get<RulesReference>(std::move(r));
    ref.scan_sources(VG_SOURCE_DIR);
    return ref;
  }();
  return kRef;
}

RulesReference parsed(const std::string& text) {
  auto r = RulesReference::parse({{"section-07.txt", text}});
  if (auto* e = std::get_if<InputError>(&r)) ADD_FAILURE() << e->to_string();
  return std::get<RulesReference>(std::move(r));
}

std::string parse_error(const std::string& text) {
  auto r = RulesReference::parse({{"section-07.txt", text}});
  auto* e = std::get_if<InputError>(&r);
  return e ? e->to_string() : "(no error)";
}

std::vector<std::string> numbers(const std::vector<const RuleEntry*>& rules) {
  std::vector<std::string> out;
  for (const RuleEntry* r : rules) out.push_back(r->number);
  return out;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::string kSmall =
    "# CR 1.10 section 7: Attack and Battle\n"
    "7.2 Attack step\n"
    "  The attacker is chosen.\n"
    "\n"
    "7.2.1 Choosing the attacker\n"
    "  The turn player rests a unit to attack.\n"
    "7.2.1.3.1 A deep rule\n"
    "  Its listed parent is 7.2.1, two levels up.\n"
    "7.10 Far away\n"
    "  A statement.\n"
    "  n/a: nothing to do here.\n"
    "7.2.3 Third\n"
    "  Rest a UNIT, then draw.\n";

TEST(RulesReferenceTest, LookupGivesNumberTitleStatementAndPlace) {
  const RuleEntry* r = reference().find("1.2.2");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->title, "Losing conditions checked at check timing");
  EXPECT_EQ(r->statement,
            "A player who meets any losing condition during a check timing loses the game as a rule action.");
  EXPECT_FALSE(r->is_not_applicable());
  EXPECT_EQ(fs::path(r->listed_at.file).filename(), "section-01.txt");
  EXPECT_EQ(r->section(), 1);
  EXPECT_EQ(reference().find("99.9"), nullptr);
  EXPECT_EQ(reference().rules().size(), 530u);

  const RuleEntry* na = reference().find("2.14");
  ASSERT_NE(na, nullptr);
  EXPECT_TRUE(na->is_not_applicable());
}

TEST(RulesReferenceTest, ParentIsTheLongestListedPrefixAndChildrenFollowIt) {
  const RuleEntry* r = reference().find("1.2.2");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->parent, "1.2");
  EXPECT_EQ(r->children, (std::vector<std::string>{"1.2.2.1", "1.2.2.2"}));
  EXPECT_EQ(numbers(reference().ancestors(*reference().find("1.2.2.1"))), (std::vector<std::string>{"1.2", "1.2.2"}));
  EXPECT_EQ(reference().find("1.1")->parent, "");

  const RulesReference small = parsed(kSmall);
  EXPECT_EQ(small.find("7.2.1.3.1")->parent, "7.2.1");
  EXPECT_EQ(small.find("7.2")->children, (std::vector<std::string>{"7.2.1", "7.2.3"}));
  EXPECT_EQ(small.find("7.10")->not_applicable, "nothing to do here.");
  std::vector<std::string> order;
  for (const RuleEntry& e : small.rules()) order.push_back(e.number);
  EXPECT_EQ(order, (std::vector<std::string>{"7.2", "7.2.1", "7.2.1.3.1", "7.2.3", "7.10"}));
}

TEST(RulesReferenceTest, SearchNeedsEveryWordIgnoringCase) {
  const RulesReference small = parsed(kSmall);
  EXPECT_EQ(numbers(small.search({"rest", "UNIT"})), (std::vector<std::string>{"7.2.1", "7.2.3"}));
  EXPECT_EQ(numbers(small.search({"attacker"})), (std::vector<std::string>{"7.2", "7.2.1"}));
  EXPECT_EQ(numbers(small.search({"rest", "draw"})), std::vector<std::string>{"7.2.3"});
  EXPECT_THAT(numbers(small.search({"unit", "guardian"})), ::testing::IsEmpty());
  const auto six = numbers(reference().search({"SIX", "damage"}));
  EXPECT_NE(std::find(six.begin(), six.end(), "1.2.2.1"), six.end());
}

TEST(RulesReferenceTest, UnknownNumberNamesTheNearestListedRules) {
  const RulesReference small = parsed(kSmall);
  EXPECT_EQ(small.unknown_number_message("7.2.2"),
            "no rule 7.2.2 in the CR 1.10 rules reference; nearest listed: 7.2 (parent), 7.2.1 (before), 7.2.3 (after)");
  EXPECT_EQ(small.unknown_number_message("7.2.1.9"),
            "no rule 7.2.1.9 in the CR 1.10 rules reference; nearest listed: 7.2.1 (parent), 7.2.1.3.1 (before)");
  EXPECT_EQ(small.unknown_number_message("7.5"),
            "no rule 7.5 in the CR 1.10 rules reference; nearest listed: 7.2 (before), 7.10 (after)");
  EXPECT_EQ(small.unknown_number_message("7.2.x"),
            "'7.2.x' is not a rule number (expected numbers joined by dots, such as 7.6.1)");
  EXPECT_EQ(reference().unknown_number_message("7.6.1.99"),
            "no rule 7.6.1.99 in the CR 1.10 rules reference; nearest listed: 7.6.1 (parent), 7.6.1.9 (before)");
}

TEST(RulesReferenceTest, MalformedEntriesArePositioned) {
  EXPECT_EQ(parse_error("7.2\n  x\n"), "section-07.txt:1:4: rule 7.2 has no title");
  EXPECT_EQ(parse_error("7.2Title\n  x\n"), "section-07.txt:1:4: expected a space between the rule number and its title");
  EXPECT_EQ(parse_error("7 Title\n  x\n"), "section-07.txt:1:1: expected a rule number of two or more parts, such as 7.6.1");
  EXPECT_EQ(parse_error("# c\n  stray\n"), "section-07.txt:2:3: statement line before any rule entry");
  EXPECT_EQ(parse_error("7.2 T\n   x\n"), "section-07.txt:2:1: indent a statement line by exactly two spaces");
  EXPECT_EQ(parse_error("7.2 T\n\n7.3 U\n  x\n"), "section-07.txt:1:1: rule 7.2 has no statement");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  n/a:\n"), "section-07.txt:3:7: an n/a line needs a reason");
  EXPECT_EQ(parse_error("7.2 T\n  n/a: r\n  x\n"), "section-07.txt:3:3: statement line after the n/a line of rule 7.2");
  EXPECT_EQ(parse_error("7.2 T\n  x\nText\n"),
            "section-07.txt:3:1: expected a rule entry 'NUMBER title', an indented statement or a '#' comment");
  EXPECT_EQ(parse_error("7.2 T\n  x\n7.2 U\n  y\n"), "section-07.txt:3:1: rule 7.2 is listed twice (first at section-07.txt:1)");
}

TEST(RulesReferenceTest, CitationsCarryTheirLines) {
  const auto c = rule_citations("// a\n// " + kCr + "7.2.1, 7.2.3\n// b " + kCr + "1.10\n\n// " + kCr + "7.10");
  ASSERT_EQ(c.size(), 3u);
  EXPECT_EQ(c[0].number, "7.2.1");
  EXPECT_EQ(c[0].line, 2);
  EXPECT_EQ(c[1].line, 2);
  EXPECT_EQ(c[2].number, "7.10");
  EXPECT_EQ(c[2].line, 5);
}

std::vector<std::string> places(const std::vector<SourcePlace>& v) {
  std::vector<std::string> out;
  for (const SourcePlace& p : v) out.push_back(p.to_string());
  return out;
}

TEST(RulesReferenceTest, NumbersInParenthesesAfterACitationAreCitations) {
  EXPECT_EQ(cited_rule_numbers("// " + kCr + "8.4.1: rule actions (8.4.1.1), then (8.4.1.2 and 8.4.1.3)"),
            (std::vector<std::string>{"8.4.1", "8.4.1.1", "8.4.1.2", "8.4.1.3"}));
  EXPECT_EQ(cited_rule_numbers("// (" + kCr + "6.3.1.1 ... 7.7.1.1)"), (std::vector<std::string>{"6.3.1.1", "7.7.1.1"}));
  EXPECT_EQ(cited_rule_numbers("x = f(1.5); // (2.5)"), std::vector<std::string>{});
}

// A small tree: a rule constant, its use in code, a comment citation and a test citation.
TEST(RulesReferenceTest, ScanSplitsImplementationsFromTests) {
  const fs::path root = fs::path(testing::TempDir()) / "rules_reference_scan";
  fs::remove_all(root);
  fs::create_directories(root / "engine");
  fs::create_directories(root / "tests" / "engine");
  std::ofstream(root / "engine" / "rules.def") << "\nR(kAttack, \"7.2.1\", \"7.2.1\")\nR(kUnused, \"7.2.3\", \"7.2.4\")\nR(kLater, \"\", \"7.2.5\")\n";
  std::ofstream(root / "engine" / "game.cpp") << "// " + kCr + "7.2\nvoid f() {\n  note(cr::kAttack);\n}\n";
  std::ofstream(root / "engine" / "notes.txt") << "// " + kCr + "7.2.3\n";
  std::ofstream(root / "tests" / "engine" / "a_test.cpp") << "\n\n// " + kCr + "7.2.3, 7.9.9\n";
  RulesReference small = parsed(kSmall);
  small.scan_sources(root);
  EXPECT_EQ(small.find("7.2")->implemented_at.size(), 1u);
  EXPECT_EQ(small.find("7.2")->implemented_at[0].to_string(), "engine/game.cpp:1");
  // The table row names the rule; only its use in game.cpp performs it.
  EXPECT_EQ(places(small.find("7.2.1")->implemented_at), std::vector<std::string>{"engine/game.cpp:3"});
  EXPECT_EQ(places(small.find("7.2.3")->implemented_at), std::vector<std::string>{});
  EXPECT_EQ(small.unused_constants(), std::vector<std::string>{"kUnused = 7.2.3"});
  ASSERT_EQ(small.find("7.2.3")->tested_at.size(), 1u);
  EXPECT_EQ(small.find("7.2.3")->tested_at[0].to_string(), "tests/engine/a_test.cpp:3");
  ASSERT_EQ(small.citations().size(), 4u);
  EXPECT_FALSE(small.citations().back().listed);
  EXPECT_EQ(small.citations().back().number, "7.9.9");
  const auto cov = small.coverage();
  ASSERT_EQ(cov.size(), 1u);
  EXPECT_EQ(cov[0].title, "Attack and Battle");
  EXPECT_EQ(cov[0].rules, 5);
  EXPECT_EQ(cov[0].implemented, 2);
  EXPECT_EQ(cov[0].tested, 1);
  EXPECT_EQ(cov[0].not_applicable, 1);
  EXPECT_EQ(cov[0].missing, 1);
  fs::remove_all(root);
}

// A rule the reference marks n/a claims the engine has nothing to do for it; code citing it
// contradicts that claim.
TEST(RulesReferenceTest, NoNotApplicableRuleIsCitedByCode) {
  std::string offenders;
  for (const std::string& o : reference().not_applicable_but_implemented()) offenders += o + "\n";
  EXPECT_TRUE(offenders.empty()) << "n/a rules cited by code:\n" << offenders;
}

// docs/rules/coverage.md is the output of 'vgjudge rules --coverage --markdown' for this tree.
TEST(RulesReferenceTest, CommittedCoverageReportIsCurrent) {
  const std::string committed = read(VG_SOURCE_DIR "/docs/rules/coverage.md");
  EXPECT_EQ(committed, reference().coverage_markdown())
      << "docs/rules/coverage.md is out of date; regenerate it from the source root with\n"
         "  vgjudge rules --coverage --markdown > docs/rules/coverage.md";
}

}  // namespace
}  // namespace vg
