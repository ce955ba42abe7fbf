// CR section 8 with test cards (tests/data/cards): automatic abilities standing by and played
// at check timing, the turn player's first; limit break. The trial decks' abilities have their
// own ruling tests in tests/cards/.
#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

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
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/002", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/003", Circle::FrontRight));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());
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
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));  // the old breaker goes to the drop zone
  ASSERT_EQ(d.state().standing.size(), 2u);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.asked(), Player::A);
  Action early = Action::make(ActionKind::PlayAuto, Player::B);
  early.card = sentry;
  early.ability = 0;
  EXPECT_EQ(message(d.submit(early)),
            "player B plays the automatic ability of Test Sentry where the rules call for player A's standing-by automatic abilities: "
            "the turn player's standing-by automatic abilities are played first [CR 8.4.1.2]");
  ASSERT_ACCEPTED(d, d.play(mourner, 1));
  EXPECT_EQ(d.state().power(mourner), 6000);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);  // CR 8.4.1.3: then the non-turn player's
  EXPECT_EQ(d.asked(), Player::B);
  ASSERT_ACCEPTED(d, d.play(sentry, 1));
  EXPECT_EQ(d.state().power(sentry), 7000);
  EXPECT_EQ(d.decision(), Decision::Main);  // CR 8.4.2.1: the play timing comes back
}

// CR 8.6.3.1: a mandatory automatic ability cannot be declined.
TEST(CheckTimingTest, MandatoryAbilityCannotBeDeclined) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  const InstanceId mourner = d.unit(Player::A, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));
  EXPECT_EQ(message(d.decline(mourner, 1)),
            "the automatic ability of Test Mourner (#" + std::to_string(mourner) + ") is mandatory: it must be played [CR 8.6.3.1]");
  EXPECT_EQ(d.legal_count(), 1u);  // only playing it
}

// CR 8.6.2.1: an ability whose trigger condition is met twice stands by twice.
TEST(CheckTimingTest, AbilityTriggeredTwiceStandsByTwice) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  const InstanceId sentry = d.unit(Player::B, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));  // A's breaker to the drop zone
  const InstanceId mourner = d.unit(Player::A, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.play(mourner, 1));
  ASSERT_ACCEPTED(d, d.play(sentry, 1));
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));  // and again
  ASSERT_ACCEPTED(d, d.play(mourner, 1));
  ASSERT_ACCEPTED(d, d.play(sentry, 1));
  EXPECT_EQ(d.state().power(mourner), 7000);
  EXPECT_EQ(d.state().power(sentry), 9000);
}

// CR 10.2.5.1, 10.2.5.1.2.1: a limit break automatic ability does not trigger with fewer than
// four damage.
TEST(LimitBreakTest, LimitBreakAbilityNeedsFourDamage) {
  Driver d(test_script(), {test_deck(), test_deck()});
  to_turn_three(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.power_at(Player::A, Circle::FrontLeft), 5000);
}

// CR 6.6.1.2.2: an ACT ability is played in the main phase's play timing.
TEST(ActTest, ActAbilityOutsideTheMainPhaseIsRefused) {
  Driver d(test_script(), {test_deck(), test_deck()});
  ASSERT_EQ(d.decision(), Decision::Ride);
  Action a = Action::make(ActionKind::Act, Player::A);
  a.card = d.unit(Player::A, Circle::Vanguard);
  a.ability = 0;
  EXPECT_EQ(message(d.submit(a)),
            "player A: the ACT ability of Test Squire where the rules call for player A's normal ride in the ride phase, or none: ACT "
            "abilities are played only in the turn player's main phase [CR 6.6.1.2.2]");
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

Decklist second_deck() { return deck_of({{"T/001", 1}, {"T/005", 8}, {"T/006", 8}, {"T/007", 8}}); }

// Turn 1 (A): calls a herald to back-left, a sleeper to front-left, two martyrs to
// front-right and back-right; A's main phase of turn 3 begins with the herald on the field.
Script second_script() {
  Script s;
  s.abilities = true;
  s.vanguard_a = s.vanguard_b = "T/001";
  s.tops_a = {"T/005", "T/006", "T/007", "T/007", "T/005", "T/006", "T/006", "T/006", "T/006", "T/006"};
  s.tops_b = {"T/006", "T/006", "T/006", "T/006", "T/006", "T/006", "T/006", "T/006"};
  return s;
}

void to_turn_three_main(Driver& d) {
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/005", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.call("T/006", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("T/007", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("T/007", Circle::BackRight));
  d.end_turn();
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());  // no ride in turn 3: the main phase begins
}

// CR 6.6.1.1, 8.6.2: an ability "at the beginning of your main phase" stands by as the phase
// begins; CR 10.1.17.1: its soul charge puts the top card of the deck into the soul.
TEST(BeginningTriggerTest, BeginningOfMainPhaseSoulCharges) {
  Driver d(second_script(), {second_deck(), second_deck()});
  to_turn_three_main(d);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  const InstanceId herald = d.unit(Player::A, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.play(herald, 1));
  ASSERT_EQ(d.state().player(Player::A).soul.size(), 1u);
  EXPECT_EQ(d.state().def(d.state().player(Player::A).soul[0]).number, "T/006");
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 10.2.4.1: a unit with restraint cannot be chosen to attack.
TEST(RestraintTest, RestrainedUnitCannotAttack) {
  Driver d(second_script(), {second_deck(), second_deck()});
  to_turn_three_main(d);
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::A, Circle::BackLeft), 1));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.declare_attack());
  const InstanceId sleeper = d.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(d.attacker(Circle::FrontLeft)),
            "cannot attack with Test Sleeper (#" + std::to_string(sleeper) + "): it has restraint [CR 10.2.4.1]");
}

// CR 8.5.2.3: a cost that puts the unit into the soul; CR 8.6.4.1.4: its own "put into the
// soul" ability triggers and resolves from the soul.
TEST(CostTest, PutSelfIntoSoulPaysAndTriggersItsOwnAbility) {
  Driver d(second_script(), {second_deck(), second_deck()});
  to_turn_three_main(d);
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::A, Circle::BackLeft), 1));
  const InstanceId martyr = d.unit(Player::A, Circle::FrontRight);
  const std::size_t hand = d.state().player(Player::A).hand.size();
  ASSERT_ACCEPTED(d, d.act(martyr, 1));
  EXPECT_EQ(d.state().card(martyr).zone, Zone::Soul);
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 8000);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(martyr, 2));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), hand + 1);
}

// CR 8.5.2.3, 10.1.3.1: a cost of retiring one other rear-guard, named exactly.
TEST(CostTest, RetireCostNeedsExactlyOneOtherRearGuard) {
  Driver d(second_script(), {second_deck(), second_deck()});
  to_turn_three_main(d);
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::A, Circle::BackLeft), 1));
  const InstanceId martyr = d.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(d.act(martyr, 3)), "the retire needs 1 rear-guard card, not 0: a cost is paid whole or not at all [CR 10.1.3.1]");
  const InstanceId sleeper = d.unit(Player::A, Circle::FrontLeft);
  ASSERT_ACCEPTED(d, d.act(martyr, 3, {sleeper}));
  EXPECT_EQ(d.state().card(sleeper).zone, Zone::Drop);
  EXPECT_EQ(d.state().power(martyr), 7000);
}

}  // namespace
}  // namespace vg::test
