// The record format's optional statements and names (replays/FORMAT.md): a <retire> line is
// checked against what the game did (CR 10.1.3.2), and an ability may be named by the short name
// its card file declares.
#include <sstream>

#include "tests/verifier/common.h"

namespace vg::test {
namespace {

const char* kClean = VG_SOURCE_DIR "/replays/examples/td01-vs-td02-clean-a.xml";

// A record's report: each finding as `vgjudge verify` prints it, the verdict line last; or the
// input error.
std::vector<std::string> report_of(const std::vector<std::string>& text) {
  std::ostringstream joined;
  for (const std::string& l : text) joined << l << "\n";
  auto r = parse_replay("game.xml", joined.str(), pool());
  if (auto* e = std::get_if<InputError>(&r)) return {"read: " + e->to_string()};
  Verdict v = verify(std::get<Replay>(r), pool());
  if (v.error) return {"verify: " + v.error->to_string()};
  return report_lines("game.xml", v);
}

// The clean example with `lines` put after its line `after` (1-based).
std::vector<std::string> report_with(int after, const std::vector<std::string>& lines) {
  std::vector<std::string> text = file_lines(kClean);
  text.insert(text.begin() + after, lines.begin(), lines.end());
  return report_of(text);
}

// The clean example with its line `line` (1-based) replaced.
std::vector<std::string> report_replacing(int line, const std::string& by) {
  std::vector<std::string> text = file_lines(kClean);
  text[static_cast<std::size_t>(line - 1)] = by;
  return report_of(text);
}

std::string verdict_line(const std::vector<std::string>& report) { return report.empty() ? "" : report.back(); }

// Line 149 ends Berserk Dragon's choice, which retired A's Stardust Trumpeter (A7).
TEST(RecordFormatTest, RetireStatedAfterTheEffectThatRetiredTheUnitIsClean_CR_10_1_3_2) {
  auto report = report_with(149, {"    <retire player=\"A\" card=\"A7\" is=\"TD01/012\"/>"});
  ASSERT_EQ(report.size(), 1u) << report[0];
  EXPECT_EQ(report[0].substr(0, 24), "game.xml: CLEAN, 0 findi");
}

// Line 158 ends the battle whose two guardians (A12, A16) are retired in the damage step.
TEST(RecordFormatTest, GuardiansRetiredAfterTheBattleMayBeStated_CR_7_6_1_8) {
  auto report = report_with(158, {"    <retire player=\"A\" card=\"A12\"/>", "    <retire player=\"A\" card=\"A16\"/>"});
  ASSERT_EQ(report.size(), 1u) << report[0];
  EXPECT_EQ(report[0].substr(0, 24), "game.xml: CLEAN, 0 findi");
}

TEST(RecordFormatTest, RetireTheGameDidNotMakeIsInconsistent_CR_10_1_3_2) {
  auto report = report_with(149, {"    <retire player=\"B\" card=\"B16\" is=\"TD02/005\"/>"});
  ASSERT_EQ(report.size(), 2u) << verdict_line(report);
  EXPECT_EQ(report[0],
            "game.xml:150: step 97, turn 7, main, player B: INCONSISTENT the record says Berserk Dragon (B16) was retired, but the "
            "game did not retire it: it is still a unit on front-left [CR 10.1.3.2]");
}

TEST(RecordFormatTest, RetireWrittenBeforeTheEffectThatMakesItIsInconsistent_CR_10_1_3_2) {
  auto report = report_with(146, {"    <retire player=\"A\" card=\"A7\"/>"});
  ASSERT_EQ(report.size(), 2u) << verdict_line(report);
  EXPECT_EQ(report[0],
            "game.xml:147: step 96, turn 7, main, player A: INCONSISTENT the record says Stardust Trumpeter (A7) was retired, but "
            "the game did not retire it: it is still a unit on back-right [CR 10.1.3.2]");
}

TEST(RecordFormatTest, OneRetireStatedTwiceIsInconsistent_CR_10_1_3_2) {
  auto report = report_with(149, {"    <retire player=\"A\" card=\"A7\"/>", "    <retire player=\"A\" card=\"A7\"/>"});
  ASSERT_EQ(report.size(), 2u) << verdict_line(report);
  EXPECT_EQ(report[0],
            "game.xml:151: step 98, turn 7, main, player A: INCONSISTENT the record says Stardust Trumpeter (A7) was retired, but "
            "the game did not retire it: it is in the drop zone, but no retire since the record last stated one put it there [CR 10.1.3.2]");
}

TEST(RecordFormatTest, RetireNamingAnotherIdentityIsInconsistent_CR_5_2_1_1) {
  auto report = report_with(149, {"    <retire player=\"A\" card=\"A7\" is=\"TD01/008\"/>"});
  ASSERT_EQ(report.size(), 2u) << verdict_line(report);
  EXPECT_EQ(report[0],
            "game.xml:150: step 97, turn 7, main, player A: INCONSISTENT card A7 is Stardust Trumpeter (A7), not Little Sage, Marron "
            "[CR 5.2.1.1]");
}

// Line 140 draws B18, named and identified; the same draw written hidden leaves B18 unknown in
// the hand until line 141 rides it.
TEST(RecordFormatTest, RetireOfACardHiddenInTheHandIsInconsistent_CR_10_1_3_2) {
  std::vector<std::string> text = file_lines(kClean);
  text[139] = "    <draw player=\"B\" card=\"B18\"/>";
  text.insert(text.begin() + 140, "    <retire player=\"B\" card=\"B18\"/>");
  auto report = report_of(text);
  ASSERT_GE(report.size(), 2u) << verdict_line(report);
  EXPECT_EQ(report[0], "game.xml:141: step 93, turn 7, ride, player B: INCONSISTENT the record says B18 was retired, but the game did not "
                       "retire it: it is in the hand, not retired [CR 10.1.3.2]");
}

TEST(RecordFormatTest, RetireOfAnUnknownCardIsBadInput) {
  EXPECT_EQ(report_with(149, {"    <retire player=\"A\" card=\"A99\"/>"}),
            std::vector<std::string>{"verify: game.xml:150:5: unknown card instance 'A99'"});
}

TEST(RecordFormatTest, RetireOfTheOtherPlayersCardIsBadInput) {
  EXPECT_EQ(report_with(149, {"    <retire player=\"B\" card=\"A7\"/>"}),
            std::vector<std::string>{"verify: game.xml:150:5: card 'A7' belongs to player A"});
}

TEST(RecordFormatTest, RetireNeedsTheCard) {
  EXPECT_EQ(report_with(149, {"    <retire player=\"A\"/>"}),
            std::vector<std::string>{"read: game.xml:150:5: <retire> needs the attribute 'card'"});
}

// Line 143 plays Berserk Dragon's ability 1 ("retire" in TD02-005.lua); line 150 Rakshasa's
// ability 1 ("power-on-retire" in TD02-016.lua).
TEST(RecordFormatTest, AbilitiesNamedByTheirShortNamesVerifyAsByNumber) {
  std::vector<std::string> text = file_lines(kClean);
  text[142] = "    <ability player=\"B\" card=\"B16\" is=\"TD02/005\" ability=\"retire\">";
  text[149] = "    <ability player=\"B\" card=\"B7\" ability=\"power-on-retire\"/>";  // B7's identity: stated when called
  auto report = report_of(text);
  ASSERT_EQ(report.size(), 1u) << report[0];
  EXPECT_EQ(report[0].substr(0, 24), "game.xml: CLEAN, 0 findi");
}

TEST(RecordFormatTest, UnknownAbilityNameOfAnIdentifiedCardIsBadInput) {
  EXPECT_EQ(report_replacing(143, "    <ability player=\"B\" card=\"B16\" is=\"TD02/005\" ability=\"retires\">"),
            std::vector<std::string>{"read: game.xml:143:5: Berserk Dragon (TD02/005) has no ability named 'retires' (its abilities are named 'retire')"});
}

TEST(RecordFormatTest, UnknownAbilityNameOfACardIdentifiedElsewhereIsBadInput) {
  EXPECT_EQ(report_replacing(150, "    <ability player=\"B\" card=\"B7\" ability=\"retire\"/>"),
            std::vector<std::string>{"read: game.xml:150:5: Demonic Dragon Mage, Rakshasa (TD02/016) has no ability named 'retire' (its abilities "
                                     "are named 'power-on-retire')"});
}

TEST(RecordFormatTest, AbilityNameOfACardTheRecordNeverIdentifiesIsBadInput) {
  EXPECT_EQ(report_replacing(150, "    <ability player=\"B\" card=\"B99\" ability=\"retire\"/>"),
            std::vector<std::string>{"read: game.xml:150:5: cannot tell which ability 'retire' is: the record never says which card 'B99' is "
                                     "(give is=\"NUMBER\")"});
}

TEST(RecordFormatTest, AbilityNameOfACardWithoutNamesIsBadInput) {
  EXPECT_EQ(report_replacing(150, "    <ability player=\"B\" card=\"B7\" is=\"TD02/003\" ability=\"superior-ride\"/>"),
            std::vector<std::string>{"read: game.xml:150:5: Demonic Dragon Berserker, Yaksha (TD02/003) has no ability named 'superior-ride': its "
                                     "abilities have no short names; give the number"});
}

}  // namespace
}  // namespace vg::test
