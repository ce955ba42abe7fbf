// Each bundled example game verifies to exactly its expected report (replays/examples/*.expected).
#include "tests/verifier/common.h"

namespace vg::test {
namespace {

TEST(ExamplesTest, EveryExampleGivesItsExpectedReport) {
  EXPECT_GE(expect_reports_of_directory("replays/examples"), 6);
}

// The examples cover clean games, hidden information and mistakes (CR 7.3.1.5, 8.5.2.1.1.2,
// 6.6.1.2.1.1, 2.8.1.1.2).
TEST(ExamplesTest, MistakesAreFoundWithTheirRules) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-mistakes.xml", pool());
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  Verdict v = verify(std::get<Replay>(r), pool());
  ASSERT_EQ(v.findings.size(), 3u);
  EXPECT_EQ(v.findings[0].kind, FindingKind::Illegal);
  EXPECT_EQ(v.findings[0].rule, "7.3.1.5");
  EXPECT_EQ(v.findings[0].line, 74);
  EXPECT_EQ(v.findings[1].rule, "8.5.2.1.1.2");
  EXPECT_EQ(v.findings[2].rule, "6.6.1.2.1.1");
  EXPECT_EQ(v.findings[2].follows, 2);
  EXPECT_TRUE(v.game_over);
}

TEST(ExamplesTest, HiddenHandIsNarrowedAsCardsAreRevealed) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-hidden-hand.xml", pool());
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  const Replay& replay = std::get<Replay>(r);
  int hidden = 0;
  for (const Event& e : replay.events) hidden += e.kind == EventKind::Draw && e.card.is == kUnknownCard;
  EXPECT_GE(hidden, 10);
  std::optional<Game> end;
  Verdict v = verify(replay, pool(), {}, &end);
  EXPECT_TRUE(v.clean());
  // Some of B's cards were never revealed: they stay hidden, counted against the decklist.
  int unknown = 0;
  for (const CardState& c : end->state().cards) unknown += c.owner == Player::B && c.card == kUnknownCard;
  EXPECT_GT(unknown, 0);
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

// Hidden information: a card called from a hidden hand without its name cannot be judged;
// the finding names what would decide it and verification stops (never "clean").
TEST(HiddenInformationTest, UnnamedCardPlayedFromHiddenHandIsUndetermined) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-hidden-hand.xml", pool());
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  Replay replay = std::get<Replay>(r);
  auto call = std::find_if(replay.events.begin(), replay.events.end(), [](const Event& e) {
    return e.kind == EventKind::Call && e.player == Player::B;
  });
  ASSERT_NE(call, replay.events.end());
  call->card.is = kUnknownCard;
  Verdict v = verify(replay, pool());
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(v.findings[0].to_string(),
            "step 27, turn 2, main, player B: UNDETERMINED the record does not say which card 'B6' of player B is: it "
            "could be any of 16 decklist cards not yet seen; legal if it is one of 10 cards (Embodiment of Armor, Bahr; "
            "Dragon Monk, Gojo; Flame of Hope, Aermo; Demonic Dragon Madonna, Joka; ...), not if it is one of 6 "
            "(Dragonic Overlord; Dragon Monk, Goku; Demonic Dragon Berserker, Yaksha; Dragon Knight, Nehalem; ...) [CR 5.2.1.1]");
  EXPECT_FALSE(v.finished);
  EXPECT_FALSE(v.clean());
  EXPECT_EQ(v.outcome, "verification stopped at step 27: the record does not say which card the game needs to know");
}

}  // namespace
}  // namespace vg::test
