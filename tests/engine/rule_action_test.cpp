// CR section 9 (rule actions) and CR 1.2 (winning, losing, draws, concession).
#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

Decklist small_deck(const std::vector<std::pair<std::string, int>>& cards) {
  Decklist d;
  for (const auto& [number, count] : cards) d.entries.push_back({card(number), count, 0});
  return d;
}

std::vector<cr::Rule> rules_of(const std::vector<TraceLine>& trace) {
  std::vector<cr::Rule> out;
  for (const TraceLine& t : trace) out.push_back(t.rule);
  return out;
}

// CR 9.2.3, 9.1.2, 6.4.1.3: the first player draws the last card of a 7-card deck (1 first
// vanguard, 5 in hand, 1 left) and loses at the check timing that follows the draw.
TEST(RuleActionTest, EmptyDeckLosesAtTheNextCheckTiming) {
  Script s;
  s.play_setup = false;
  Driver d(s, {small_deck({{"TD01/012", 1}, {"TD01/008", 4}, {"TD01/009", 2}}), td02()});
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::B, "TD02/012"));
  ASSERT_ACCEPTED(d, d.redraw({}));
  ASSERT_ACCEPTED(d, d.redraw({}));
  EXPECT_THAT(d, IsOver());
  EXPECT_EQ(d.state().winner, std::optional<Player>(Player::B));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 6u);
  const std::vector<cr::Rule> rules = rules_of(trace);
  auto draw = std::find(rules.begin(), rules.end(), cr::kDrawPhaseDraw);
  ASSERT_NE(draw, rules.end());
  EXPECT_EQ(std::find(rules.begin(), draw, cr::kEmptyDeck), draw);  // not before the draw
  EXPECT_EQ(trace.back().text, "player A has no cards in the deck and loses the game");
  EXPECT_EQ(trace.back().rule, cr::kEmptyDeck);
}

// CR 1.2.3, 9.1.3, 9.2.1: both decks are empty at the first check timing (stand phase of
// turn 1); both players lose at once and the game is a draw.
TEST(RuleActionTest, BothLosingAtOnceIsADraw) {
  Script s;
  s.play_setup = false;
  const Decklist a = small_deck({{"TD01/012", 1}, {"TD01/008", 4}, {"TD01/009", 1}});
  const Decklist b = small_deck({{"TD02/012", 1}, {"TD02/007", 4}, {"TD02/009", 1}});
  Driver d(s, {a, b});
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::A, "TD01/012"));
  ASSERT_ACCEPTED(d, d.first_vanguard(Player::B, "TD02/012"));
  ASSERT_ACCEPTED(d, d.redraw({}));
  ASSERT_ACCEPTED(d, d.redraw({}));
  EXPECT_THAT(d, IsOver());
  EXPECT_THAT(d, HasLost(Player::A));
  EXPECT_THAT(d, HasLost(Player::B));
  EXPECT_EQ(d.state().winner, std::nullopt);
  EXPECT_EQ(d.state().turn, 1);
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 5u);  // no draw happened
}

// CR 1.2.1: after the game ends no answer is accepted.
TEST(RuleActionTest, NothingIsAcceptedAfterTheGameEnds) {
  Driver d(Script{});
  ASSERT_ACCEPTED(d, d.concede(Player::A));
  EXPECT_REFUSED(d, d.game().submit(Action::make(ActionKind::Pass, Player::B)), "the game has already ended [CR 1.2.1]");
}

// CR 1.2.4: a player may concede at any time, even while the opponent is deciding.
TEST(ConcedeTest, ConcedingDuringTheOpponentsDecisionLoses) {
  Driver d(Script{});
  ASSERT_EQ(d.asked(), Player::A);
  ASSERT_ACCEPTED(d, d.concede(Player::B));
  EXPECT_THAT(d, IsOver());
  EXPECT_EQ(d.state().winner, std::optional<Player>(Player::A));
  EXPECT_THAT(d, HasLost(Player::B));
  EXPECT_THAT(d, Not(HasLost(Player::A)));
}

// CR 1.2.1, 1.2.4: once the game has ended, a concession cannot change its result.
TEST(ConcedeTest, ConcedingAfterTheGameEndedIsRejected) {
  Driver d(Script{});
  ASSERT_ACCEPTED(d, d.concede(Player::B));
  ASSERT_REFUSED(d, d.concede(Player::A), "the game has already ended [CR 1.2.1]");
  EXPECT_EQ(d.state().winner, std::optional<Player>(Player::A));
  EXPECT_THAT(d, Not(HasLost(Player::A)));
}

// CR 9.3.3, 8.5.2.4.2: calling onto an occupied rear-guard circle; the older unit goes to the
// drop zone by rule action.
TEST(RuleActionTest, OverloadedRearGuardCircleDropsTheOlderUnit) {
  Script s;
  s.tops_a = {"TD01/008", "TD01/009", "TD01/010", "TD01/011", "TD01/007", "TD01/002"};
  Driver d(s);
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  const InstanceId wingal = d.hand_card(Player::A, "TD01/009");
  ASSERT_ACCEPTED(d, d.call("TD01/009", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontLeft));
  EXPECT_EQ(d.def_at(Player::A, Circle::FrontLeft).number, "TD01/010");
  EXPECT_EQ(d.state().player(Player::A).circles[static_cast<std::size_t>(Circle::FrontLeft)].size(), 1u);
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{wingal});
}

// CR 9.3.1: a second unit on the vanguard circle (a recorded illegal call, applied as it went)
// sends the older vanguard to the soul.
TEST(RuleActionTest, OverloadedVanguardCircleSendsTheOlderToSoul) {
  Script s;
  s.tops_a = {"TD01/013", "TD01/009", "TD01/010", "TD01/011", "TD01/007", "TD01/002"};
  Driver d(s);
  ASSERT_ACCEPTED(d, d.pass());  // no ride; main phase
  const InstanceId old = d.unit(Player::A, Circle::Vanguard);
  Action call = Action::make(ActionKind::Call, Player::A);
  call.card = d.hand_card(Player::A, "TD01/013");
  call.circle = Circle::Vanguard;
  ASSERT_REFUSED(d, d.game().check(call), "cannot call to the vanguard circle in the main phase: cards are played only to rear-guard circles [CR 6.6.1.2.1.1]");
  d.game().apply_anyway(call);
  EXPECT_EQ(d.unit(Player::A, Circle::Vanguard), call.card);
  EXPECT_EQ(d.state().player(Player::A).soul, std::vector<InstanceId>{old});
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 9.4.1: a unit on the guardian circle outside the battle phase (a recorded illegal call,
// applied as it went) goes to the drop zone.
TEST(RuleActionTest, GuardianOutsideBattlePhaseIsDropped) {
  Script s;
  s.tops_a = {"TD01/013", "TD01/009", "TD01/010", "TD01/011", "TD01/007", "TD01/002"};
  Driver d(s);
  ASSERT_ACCEPTED(d, d.pass());
  Action call = Action::make(ActionKind::Call, Player::A);
  call.card = d.hand_card(Player::A, "TD01/013");
  call.circle = Circle::Guardian;
  ASSERT_REFUSED(d, d.game().check(call), "cannot call to the guardian circle in the main phase: cards are played only to rear-guard circles [CR 6.6.1.2.1.1]");
  d.game().apply_anyway(call);
  EXPECT_EQ(d.unit(Player::A, Circle::Guardian), kNoInstance);
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{call.card});
}

}  // namespace
}  // namespace vg::test
