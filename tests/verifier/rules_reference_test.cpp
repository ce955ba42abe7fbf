// The rules reference library: reading the section files of each edition, the numbering,
// search, the message for an unknown number, the correspondence between editions and their
// difference, citations in a source tree counted per edition, and the committed coverage reports.
#include "rules/edition_references.h"

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

// Every edition's reference, with the citations of this source tree.
const EditionReferences& references() {
  static const EditionReferences kRefs = [] {
    auto r = EditionReferences::read(VG_SOURCE_DIR "/docs/rules");
    if (auto* e = std::get_if<InputError>(&r)) ADD_FAILURE() << e->to_string();
    EditionReferences refs = std::get<EditionReferences>(std::move(r));
    refs.scan_sources(VG_SOURCE_DIR);
    return refs;
  }();
  return kRefs;
}

const RulesReference& reference(Edition e = Edition::Cr1_10) { return *references().find(e); }

RulesReference parsed(const std::string& text, Edition edition = Edition::Cr1_10) {
  auto r = RulesReference::parse(edition, {{"section-07.txt", text}});
  if (auto* e = std::get_if<InputError>(&r)) ADD_FAILURE() << e->to_string();
  return std::get<RulesReference>(std::move(r));
}

std::string parse_error(const std::string& text, Edition edition = Edition::Cr1_10) {
  auto r = RulesReference::parse(edition, {{"section-07.txt", text}});
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

// A small CR 1.31 reference for kSmall: 7.2.1 renumbered to 7.2.2, 7.2.3 to 7.2.4, 7.2.5 new,
// 7.10 gone.
const std::string kSmallLater =
    "# CR 1.31 section 7: Attack and Battle\n"
    "7.2 Attack step\n"
    "  The attacker is chosen.\n"
    "  1.10: 7.2\n"
    "7.2.1.3.1 A deep rule\n"
    "  Its listed parent is 7.2.\n"
    "  1.10: 7.2.1.3.1\n"
    "7.2.2 Choosing the attacker\n"
    "  The turn player rests a unit to attack.\n"
    "  1.10: 7.2.1\n"
    "  changed: a legion attacks with both of its units.\n"
    "7.2.4 Third\n"
    "  Rest a UNIT, then draw.\n"
    "  1.10: 7.2.3\n"
    "7.2.5 New\n"
    "  A rule CR 1.10 does not have.\n"
    "  1.10: none\n";

EditionReferences small_editions() {
  std::vector<RulesReference> refs;
  refs.push_back(parsed(kSmall));
  refs.push_back(parsed(kSmallLater, Edition::Cr1_31));
  auto r = EditionReferences::join(std::move(refs));
  if (auto* e = std::get_if<InputError>(&r)) ADD_FAILURE() << e->to_string();
  return std::get<EditionReferences>(std::move(r));
}

std::string join_error(const std::string& later) {
  std::vector<RulesReference> refs;
  refs.push_back(parsed(kSmall));
  refs.push_back(parsed(later, Edition::Cr1_31));
  auto r = EditionReferences::join(std::move(refs));
  auto* e = std::get_if<InputError>(&r);
  return e ? e->to_string() : "(no error)";
}

TEST(RulesReferenceTest, LaterEntriesNameTheirCr110RuleAndWhatChanged) {
  const RulesReference later = parsed(kSmallLater, Edition::Cr1_31);
  EXPECT_EQ(later.edition(), Edition::Cr1_31);
  const RuleEntry* r = later.find("7.2.2");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->statement, "The turn player rests a unit to attack.");
  EXPECT_EQ(r->base_rule, "7.2.1");
  EXPECT_EQ(r->base_line, 10);
  EXPECT_EQ(r->changed, "a legion attacks with both of its units.");
  EXPECT_EQ(later.find("7.2.4")->changed, "");
  EXPECT_EQ(later.find("7.2.5")->base_rule, "");
  EXPECT_EQ(later.find("7.2.5")->base_line, 17);
  EXPECT_EQ(later.unknown_number_message("7.3"),
            "no rule 7.3 in the CR 1.31 rules reference; nearest listed: 7.2 (before)");
  const RulesReference na = parsed("7.2 T\n  x\n  n/a: nothing to do.\n  1.10: 7.2\n", Edition::Cr1_31);
  EXPECT_EQ(na.find("7.2")->not_applicable, "nothing to do.");
  EXPECT_EQ(na.find("7.2")->base_rule, "7.2");
}

TEST(RulesReferenceTest, MalformedMappingLinesArePositioned) {
  const Edition later = Edition::Cr1_31;
  EXPECT_EQ(parse_error("7.2 T\n  x\n", later),
            "section-07.txt:1:1: rule 7.2 has no 1.10: line (the CR 1.10 rule of the same meaning, or none)");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n7.3 U\n  y\n", later),
            "section-07.txt:4:1: rule 7.3 has no 1.10: line (the CR 1.10 rule of the same meaning, or none)");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n", Edition::Cr1_10),
            "section-07.txt:3:3: rule 7.2 is a CR 1.10 rule: a 1.10: line belongs to an entry of a later edition");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: seven\n", later),
            "section-07.txt:3:9: expected the CR 1.10 rule of the same meaning after '1.10:': a rule number such as 7.6.1, or none");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10:\n", later),
            "section-07.txt:3:8: expected the CR 1.10 rule of the same meaning after '1.10:': a rule number such as 7.6.1, or none");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n  1.10: 7.3\n", later), "section-07.txt:4:3: rule 7.2 has two 1.10: lines");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n  y\n", later),
            "section-07.txt:4:3: statement line after the 1.10: line of rule 7.2");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n  n/a: r\n", later),
            "section-07.txt:4:3: n/a line after the 1.10: line of rule 7.2");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  changed: c\n", later),
            "section-07.txt:3:3: the changed: line of rule 7.2 needs a 1.10: line before it");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: none\n  changed: c\n", later),
            "section-07.txt:4:3: rule 7.2 is new (1.10: none): a changed: line needs the rule it differs from");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n  changed:\n", later),
            "section-07.txt:4:11: a changed: line needs what changed");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n  changed: c\n  changed: d\n", later),
            "section-07.txt:5:3: rule 7.2 has two changed: lines");
  EXPECT_EQ(parse_error("7.2 T\n  x\n  1.10: 7.2\n  changed: c\n  1.10: 7.3\n", later),
            "section-07.txt:5:3: 1.10: line after the changed: line of rule 7.2");
  EXPECT_EQ(parse_error("# CR 1.10 section 7: Attack\n7.2 T\n  x\n  1.10: 7.2\n", later),
            "section-07.txt:1:3: the header names CR 1.10, but this is the CR 1.31 rules reference");
}

// A reference knows its edition by its folder; each 1.10: line names a CR 1.10 rule once.
TEST(RulesReferenceTest, EditionsAreReadFromTheirFoldersAndJoined) {
  EXPECT_EQ(reference(Edition::Cr1_31).edition(), Edition::Cr1_31);
  EXPECT_EQ(reference(Edition::Cr1_31).rules().size(), 660u);
  EXPECT_EQ(fs::path(reference(Edition::Cr1_31).find("10.1.24")->listed_at.file).parent_path().filename(), "cr-1.31");
  auto r = RulesReference::read(VG_SOURCE_DIR "/docs/rules");
  ASSERT_TRUE(std::holds_alternative<InputError>(r));
  EXPECT_EQ(std::get<InputError>(r).to_string(), VG_SOURCE_DIR "/docs/rules:1:1: a rules reference is a folder named for its edition: cr-1.10 or cr-1.31");
  EXPECT_EQ(join_error(kSmallLater), "(no error)");
  EXPECT_EQ(join_error("7.2 T\n  x\n  1.10: 7.2.9\n"),
            "section-07.txt:3:3: rule 7.2 names 1.10: 7.2.9, which the CR 1.10 rules reference does not list");
  EXPECT_EQ(join_error("7.2 T\n  x\n  1.10: 7.2\n7.3 U\n  y\n  1.10: 7.2\n"),
            "section-07.txt:6:3: rule 7.3 names 1.10: 7.2, as rule 7.2 does (section-07.txt:1)");
}

TEST(RulesReferenceTest, NumbersTranslateBetweenEditionsBothWays) {
  const EditionReferences& refs = references();
  EXPECT_EQ(refs.translate("7.3.1.5", Edition::Cr1_10, Edition::Cr1_31), "7.3.1.6");
  EXPECT_EQ(refs.translate("7.3.1.6", Edition::Cr1_31, Edition::Cr1_10), "7.3.1.5");
  EXPECT_EQ(refs.translate("7.3.1.6", Edition::Cr1_10, Edition::Cr1_31), "7.3.1.8");
  EXPECT_EQ(refs.translate("1.2.2", Edition::Cr1_10, Edition::Cr1_31), "1.2.2");
  EXPECT_EQ(refs.translate("7.4.1.1.2.3", Edition::Cr1_10, Edition::Cr1_31), "");  // no CR 1.31 rule
  EXPECT_EQ(refs.translate("10.1.24", Edition::Cr1_31, Edition::Cr1_10), "");      // new in CR 1.31
  EXPECT_EQ(refs.translate("99.9", Edition::Cr1_10, Edition::Cr1_31), "");
  EXPECT_EQ(refs.translate("10.1.24", Edition::Cr1_31, Edition::Cr1_31), "10.1.24");
  const RuleEntry* boost = refs.counterpart(*reference().find("7.3.1.5"), Edition::Cr1_10, Edition::Cr1_31);
  ASSERT_NE(boost, nullptr);
  EXPECT_EQ(boost->changed, "when a vanguard in a legion state attacks, the boost goes to one of its two units.");
}

std::vector<std::string> pairs(const std::vector<std::pair<const RuleEntry*, const RuleEntry*>>& v) {
  std::vector<std::string> out;
  for (const auto& [a, b] : v) out.push_back(a->number + " -> " + b->number);
  return out;
}

TEST(RulesReferenceTest, DiffListsAddedRemovedRenumberedAndChangedRules) {
  const EditionReferences editions = small_editions();
  const EditionDiff small = editions.diff(Edition::Cr1_10, Edition::Cr1_31);
  EXPECT_EQ(numbers(small.added), std::vector<std::string>{"7.2.5"});
  EXPECT_EQ(numbers(small.removed), std::vector<std::string>{"7.10"});
  EXPECT_EQ(pairs(small.renumbered), (std::vector<std::string>{"7.2.1 -> 7.2.2", "7.2.3 -> 7.2.4"}));
  EXPECT_EQ(pairs(small.changed), std::vector<std::string>{"7.2.1 -> 7.2.2"});
  EXPECT_EQ(small.to_text(),
            "CR 1.10 to CR 1.31: 1 added, 1 removed, 2 renumbered, 1 changed in meaning\n"
            "\nadded in CR 1.31 (1):\n  7.2.5 New\n"
            "\nremoved from CR 1.10 (1):\n  7.10 Far away\n"
            "\nrenumbered (2):\n  7.2.1 -> 7.2.2 Choosing the attacker\n  7.2.3 -> 7.2.4 Third\n"
            "\nchanged in meaning (1):\n  7.2.1 -> 7.2.2 Choosing the attacker\n    a legion attacks with both of its units.\n");
  const EditionDiff back = editions.diff(Edition::Cr1_31, Edition::Cr1_10);
  EXPECT_EQ(numbers(back.added), std::vector<std::string>{"7.10"});
  EXPECT_EQ(pairs(back.changed), std::vector<std::string>{"7.2.2 -> 7.2.1"});

  const EditionDiff d = references().diff(Edition::Cr1_10, Edition::Cr1_31);
  EXPECT_EQ(d.added.size(), 133u);
  // CR 1.10 3.11.1.1 (no shield, no guard) is gone; CR 1.31 3.11.1.1 (shield 0) is new: opposites.
  EXPECT_EQ(numbers(d.removed), (std::vector<std::string>{"3.11.1.1", "7.1.2.1", "7.4.1.1.2.3"}));
  EXPECT_EQ(d.renumbered.size(), 36u);
  EXPECT_EQ(d.changed.size(), 33u);
  EXPECT_THAT(numbers(d.added), ::testing::IsSupersetOf({"2.16", "3.11.1.1", "5.1.2.5", "10.1.24"}));
  EXPECT_THAT(pairs(d.renumbered), ::testing::IsSupersetOf({"7.3.1.5 -> 7.3.1.6", "5.1.2.5 -> 5.1.2.6", "8.8 -> 8.8.1"}));
  EXPECT_THAT(pairs(d.changed), ::testing::IsSupersetOf({"7.3.1.5 -> 7.3.1.6", "7.4.1.1.2 -> 7.4.1.2.1"}));
}

// A small tree: a rule constant, its use in code, a comment citation and a test citation.
TEST(RulesReferenceTest, ScanSplitsImplementationsFromTests) {
  const fs::path root = fs::path(testing::TempDir()) / "rules_reference_scan";
  fs::remove_all(root);
  fs::create_directories(root / "engine");
  fs::create_directories(root / "tests" / "engine");
  std::ofstream(root / "engine" / "rules.def") << "\nR(kAttack, \"7.2.1\", \"7.2.2\")\nR(kUnused, \"7.2.3\", \"7.2.4\")\nR(kLater, \"\", \"7.2.5\")\n";
  std::ofstream(root / "engine" / "game.cpp") << "// " + kCr + "7.2\nvoid f() {\n  note(cr::kAttack);\n}\n";
  std::ofstream(root / "engine" / "notes.txt") << "// " + kCr + "7.2.3\n";
  std::ofstream(root / "tests" / "engine" / "a_test.cpp") << "\n\n// " + kCr + "7.2.3, 7.9.9\n";
  EditionReferences refs = small_editions();
  refs.scan_sources(root);
  const RulesReference& small = *refs.find(Edition::Cr1_10);
  EXPECT_EQ(small.find("7.2")->implemented_at.size(), 1u);
  EXPECT_EQ(small.find("7.2")->implemented_at[0].to_string(), "engine/game.cpp:1");
  // The table row names the rule; only its use in game.cpp performs it.
  EXPECT_EQ(places(small.find("7.2.1")->implemented_at), std::vector<std::string>{"engine/game.cpp:3"});
  EXPECT_EQ(places(small.find("7.2.3")->implemented_at), std::vector<std::string>{});
  EXPECT_EQ(small.unused_constants(), std::vector<std::string>{"kUnused = 7.2.3"});
  EXPECT_EQ(refs.find(Edition::Cr1_31)->unused_constants(), (std::vector<std::string>{"kLater = 7.2.5", "kUnused = 7.2.4"}));
  ASSERT_EQ(small.find("7.2.3")->tested_at.size(), 1u);
  EXPECT_EQ(small.find("7.2.3")->tested_at[0].to_string(), "tests/engine/a_test.cpp:3");
  // The comment citation once; the constant's use once per edition.
  ASSERT_EQ(refs.citations().size(), 5u);
  EXPECT_FALSE(refs.citations().back().listed);
  EXPECT_EQ(refs.citations().back().number, "7.9.9");
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

// Citations count in every edition: a CR 1.10 number on the CR 1.31 rule whose 1.10: line names
// it, a CR 1.31 number on its CR 1.10 rule, a constant with its number in each edition.
TEST(RulesReferenceTest, CitationsCountInEveryEdition) {
  const fs::path root = fs::path(testing::TempDir()) / "rules_reference_editions";
  fs::remove_all(root);
  fs::create_directories(root / "engine");
  fs::create_directories(root / "tests");
  std::ofstream(root / "engine" / "rules.def") << "R(kAttack, \"7.2.1\", \"7.2.2\")\nR(kLater, \"\", \"7.2.5\")\n";
  std::ofstream(root / "engine" / "game.cpp")
      << "// " + kCr + "7.2.3\n// " + kCr + "1.31 7.2.2, 7.2.5: later numbers\n// " + kCr + "7.10\nf(cr::kLater);\n";
  std::ofstream(root / "tests" / "a_test.cpp") << "g(cr::kAttack);  // " + kCr + "1.10 7.2\n";
  EditionReferences refs = small_editions();
  refs.scan_sources(root);
  const RulesReference& old = *refs.find(Edition::Cr1_10);
  const RulesReference& later = *refs.find(Edition::Cr1_31);
  EXPECT_EQ(places(old.find("7.2.3")->implemented_at), std::vector<std::string>{"engine/game.cpp:1"});
  EXPECT_EQ(places(later.find("7.2.4")->implemented_at), std::vector<std::string>{"engine/game.cpp:1"});
  EXPECT_EQ(places(later.find("7.2.2")->implemented_at), std::vector<std::string>{"engine/game.cpp:2"});
  EXPECT_EQ(places(old.find("7.2.1")->implemented_at), std::vector<std::string>{"engine/game.cpp:2"});
  EXPECT_EQ(places(later.find("7.2.5")->implemented_at), (std::vector<std::string>{"engine/game.cpp:2", "engine/game.cpp:4"}));
  EXPECT_EQ(places(old.find("7.10")->implemented_at), std::vector<std::string>{"engine/game.cpp:3"});  // no CR 1.31 rule
  EXPECT_EQ(places(old.find("7.2.1")->tested_at), std::vector<std::string>{"tests/a_test.cpp:1"});
  EXPECT_EQ(places(later.find("7.2.2")->tested_at), std::vector<std::string>{"tests/a_test.cpp:1"});
  EXPECT_EQ(places(later.find("7.2")->tested_at), std::vector<std::string>{"tests/a_test.cpp:1"});
  std::vector<std::string> cited;
  for (const SourceCitation& c : refs.citations())
    cited.push_back(std::string(version(c.edition)) + ": " + c.number + (c.listed ? "" : " (not listed)"));
  EXPECT_EQ(cited, (std::vector<std::string>{"1.10: 7.2.3", "1.31: 7.2.2", "1.31: 7.2.5", "1.10: 7.10", "1.31: 7.2.5",
                                             "1.10: 7.2", "1.10: 7.2.1", "1.31: 7.2.2"}));
  fs::remove_all(root);
}

TEST(RulesReferenceTest, CitationsNameTheirEdition) {
  const auto c = rule_citations("// " + kCr + "1.31 10.1.24, 10.1.24.1 and " + kCr + "7.2\n// " + kCr +
                                "1.10 7.6.1.2; under " + kCr + "1.31, (9.3.3)\n// " + kCr + "1.31 is later");
  std::vector<std::string> cited;
  for (const RuleCitation& r : c) cited.push_back(std::string(version(r.edition)) + ": " + r.number + " line " + std::to_string(r.line));
  EXPECT_EQ(cited, (std::vector<std::string>{"1.31: 10.1.24 line 1", "1.31: 10.1.24.1 line 1", "1.10: 7.2 line 1",
                                             "1.10: 7.6.1.2 line 2", "1.10: 9.3.3 line 2"}));
}

// A rule the reference marks n/a claims the engine has nothing to do for it; code citing it
// contradicts that claim.
TEST(RulesReferenceTest, NoNotApplicableRuleIsCitedByCode) {
  for (Edition e : kEditions) {
    std::string offenders;
    for (const std::string& o : reference(e).not_applicable_but_implemented()) offenders += o + "\n";
    EXPECT_TRUE(offenders.empty()) << "n/a rules of " << to_string(e) << " cited by code:\n" << offenders;
  }
}

// docs/rules/coverage-cr-1.10.md and coverage-cr-1.31.md are the output of
// 'vgjudge rules --coverage --markdown --edition E' for this tree.
TEST(RulesReferenceTest, CommittedCoverageReportsAreCurrent) {
  for (Edition e : kEditions) {
    const std::string file = "docs/rules/" + RulesReference::coverage_file_name(e);
    const std::string committed = read(VG_SOURCE_DIR "/" + file);
    EXPECT_EQ(committed, reference(e).coverage_markdown())
        << file << " is out of date; regenerate it from the source root with\n"
        << "  vgjudge rules --coverage --markdown --edition \"" << to_string(e) << "\" > " << file;
  }
}

}  // namespace
}  // namespace vg
