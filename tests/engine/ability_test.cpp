// CR section 8 with test cards (tests/data/cards): automatic abilities standing by and played
// at check timing, the turn player's first; limit break. The trial decks' abilities have their
// own ruling tests in tests/cards/.
#include <gtest/gtest.h>

#include "tests/support/driver.h"

namespace vg::test {
namespace {

std::string message(const std::optional<RuleViolation>& v) { return v ? v->to_string() : "accepted"; }

Decklist deck_of(std::initializer_list<std::pair<const char*, int>> cards) {
  Decklist d;
  for (auto [number, count] : cards) d.entries.push_back({card(number), count, 0});
  return d;
}

// A deck of test cards: the squire (first vanguard), mourners, sentries and breakers.
Decklist test_deck() { return deck_of({{"T/001", 1}, {"T/002", 8}, {"T/003", 8}, {"T/004", 8}}); }

Script test_script() {
  Script s;
  s.abilities = true;
  s.vanguard_a = s.vanguard_b = "T/001";
  s.tops_a = {"T/002", "T/002", "T/004", "T/004", "T/004", "T/004", "T/004", "T/004", "T/004"};
  s.tops_b = {"T/003", "T/003", "T/003", "T/004", "T/004", "T/004", "T/004", "T/004", "T/004"};
  return s;
}

// Turn 1: A calls a mourner to back-left and a breaker to front-left. Turn 2: B calls a sentry
// to front-right. Turn 3: A is in the main phase.
void to_turn_three(Driver& d) {
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.call("T/002", Circle::BackLeft));
  ASSERT_FALSE(d.call("T/004", Circle::FrontLeft));
  d.end_turn();
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.call("T/003", Circle::FrontRight));
  d.end_turn();
  ASSERT_FALSE(d.pass());
  ASSERT_EQ(d.state().turn, 3);
  ASSERT_EQ(d.decision(), Decision::Main);
}

// CR 8.6.2, 8.4.1.2, 8.4.1.3: a call over A's own rear-guard retires it by rule action; A's
// mourner and B's sentry both trigger; at the check timing the turn player's ability is
// played first, and B's waits.
TEST(CheckTimingTest, TurnPlayersAbilityIsPlayedBeforeTheNonTurnPlayers) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  const InstanceId mourner = d.unit(Player::A, Circle::BackLeft);
  const InstanceId sentry = d.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(d.call("T/004", Circle::FrontLeft));  // the old breaker goes to the drop zone
  ASSERT_EQ(d.state().standing.size(), 2u);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.asked(), Player::A);
  Action early = Action::make(ActionKind::PlayAuto, Player::B);
  early.card = sentry;
  early.ability = 0;
  EXPECT_EQ(message(d.submit(early)),
            "player B's automatic abilities must wait: the turn player's standing-by abilities are played first [CR 8.4.1.2]");
  ASSERT_FALSE(d.play(mourner, 1));
  EXPECT_EQ(d.state().power(mourner), 6000);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);  // CR 8.4.1.3: then the non-turn player's
  EXPECT_EQ(d.asked(), Player::B);
  ASSERT_FALSE(d.play(sentry, 1));
  EXPECT_EQ(d.state().power(sentry), 7000);
  EXPECT_EQ(d.decision(), Decision::Main);  // CR 8.4.2.1: the play timing comes back
}

// CR 8.6.3.1: a mandatory automatic ability cannot be declined.
TEST(CheckTimingTest, MandatoryAbilityCannotBeDeclined) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  const InstanceId mourner = d.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(d.call("T/004", Circle::FrontLeft));
  EXPECT_EQ(message(d.decline(mourner, 1)),
            "the automatic ability of Test Mourner (#" + std::to_string(mourner) + ") is mandatory: it must be played [CR 8.6.3.1]");
  EXPECT_EQ(d.legal_count(), 1u);  // only playing it
}

// CR 8.6.2.1: an ability whose trigger condition is met twice stands by twice.
TEST(CheckTimingTest, AbilityTriggeredTwiceStandsByTwice) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  const InstanceId sentry = d.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(d.call("T/004", Circle::FrontLeft));  // A's breaker to the drop zone
  const InstanceId mourner = d.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(d.play(mourner, 1));
  ASSERT_FALSE(d.play(sentry, 1));
  ASSERT_FALSE(d.call("T/004", Circle::FrontLeft));  // and again
  ASSERT_FALSE(d.play(mourner, 1));
  ASSERT_FALSE(d.play(sentry, 1));
  EXPECT_EQ(d.state().power(mourner), 7000);
  EXPECT_EQ(d.state().power(sentry), 9000);
}

// CR 10.2.5.1, 10.2.5.1.2.1: a limit break automatic ability does not trigger with fewer than
// four damage.
TEST(LimitBreakTest, LimitBreakAbilityNeedsFourDamage) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_TRUE(d.state().standing.empty());
  EXPECT_EQ(d.power_at(Player::A, Circle::FrontLeft), 5000);
}

// CR 6.6.1.2.2: an ACT ability is played in the main phase's play timing.
TEST(ActTest, ActAbilityOutsideTheMainPhaseIsRefused) {
  Driver d(test_script(), {test_deck(), test_deck()});
  ASSERT_EQ(d.decision(), Decision::Ride);
  Action a = Action::make(ActionKind::Act, Player::A);
  a.card = d.unit(Player::A, Circle::Vanguard);
  a.ability = 0;
  EXPECT_EQ(message(d.submit(a)), "cannot play an ACT ability now: ACT abilities are played in the turn player's main phase [CR 6.6.1.2.2]");
}

}  // namespace
}  // namespace vg::test
