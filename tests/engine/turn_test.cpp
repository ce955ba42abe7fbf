// CR section 6 (the turn) and the ride and call rules of CR 8.5 it uses.
#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

// A first. A: hand 008 008 009 007 010, draws 011 (t1), damage 002 (t2), draws 003 (t3).
// B: hand 007 008 005 004 009, draws 010 (t2), drive 016 (t2, critical trigger), draws 011 (t4).
Script script() {
  Script s;
  s.tops_a = {"TD01/008", "TD01/008", "TD01/009", "TD01/007", "TD01/010", "TD01/011", "TD01/002", "TD01/003", "TD01/004"};
  s.tops_b = {"TD02/007", "TD02/008", "TD02/005", "TD02/004", "TD02/009", "TD02/010", "TD02/016", "TD02/011"};
  return s;
}


// CR 6.2.1, 6.3.1.1-6.3.1.3, 6.4.1.1-6.4.1.3, 6.5.1.1, 6.5.1.3, 6.6.1.1, 6.6.1.3, 6.7.1,
// 7.2.1.1, 7.2.1.2.1, 6.8.1.1-6.8.1.3: the phases of a turn in order, then the next turn.
TEST(TurnTest, PhasesRunInOrder) {
  Driver d(script());
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  EXPECT_EQ(d.state().phase, Phase::Ride);
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(d.state().phase, Phase::Main);
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(d.state().phase, Phase::Battle);
  EXPECT_EQ(d.state().step, Step::Start);
  ASSERT_ACCEPTED(d, d.pass());
  std::vector<std::string> rules;
  for (const TraceLine& t : trace) rules.push_back(std::string(cr::number(t.rule, Edition::Cr1_10)));  // CR 1.10 numbers
  EXPECT_EQ(rules, (std::vector<std::string>{"6.5.1.3", "6.6.1.1", "6.6.1.3", "7.2.1.1", "7.2.1.2.1", "6.8.1.1",
                                             "6.8.1.2", "6.8.1.3", "6.2.1", "6.3.1.1", "6.3.1.2", "6.4.1.1",
                                             "6.4.1.2", "3.12.2", "6.5.1.1"}));
  EXPECT_EQ(d.state().turn, 2);
  EXPECT_EQ(d.state().turn_player, Player::B);
  EXPECT_EQ(d.state().phase, Phase::Ride);
  EXPECT_EQ(d.asked(), Player::B);
}

// CR 6.4.1.2: the turn player draws the top card of the deck.
TEST(TurnTest, DrawPhaseDrawsTheTopCard) {
  Driver d(script());
  EXPECT_EQ(d.hand_numbers(Player::A), (std::vector<std::string>{"TD01/008", "TD01/008", "TD01/009", "TD01/007", "TD01/010", "TD01/011"}));
  EXPECT_EQ(d.hand_numbers(Player::B).size(), 5u);  // the non-turn player does not draw
}

// CR 6.3.1.2: the stand phase stands the turn player's units only.
TEST(TurnTest, StandPhaseStandsOnlyTheTurnPlayersUnits) {
  Driver d(script());
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));  // B's Undeux 6000 hits A's 6000
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.trigger(bv, bv));
  d.end_turn();
  ASSERT_EQ(d.state().turn, 3);
  EXPECT_THAT(look(d, bv), Rested());  // A's stand phase does not stand B's units
  d.end_turn();
  ASSERT_EQ(d.state().turn, 4);
  EXPECT_THAT(look(d, bv), Not(Rested()));
}

// CR 6.8.1.2, 2.8.1.1.2: a trigger's power and critical last until end of turn, past the end
// of the battle, and end with the turn.
TEST(TurnTest, UntilEndOfTurnEffectsEndWithTheTurn) {
  Driver d(script());
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.trigger(bv, bv));
  EXPECT_EQ(d.decision(), Decision::StartStep);  // the battle is over (CR 7.7.1.4)
  EXPECT_EQ(d.state().power(bv), 11000);
  EXPECT_EQ(d.state().critical(bv), 2);
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 2u);
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(d.state().power(bv), 6000);
  EXPECT_EQ(d.state().critical(bv), 1);
}

// CR 8.5.2.1.1.1: a normal ride is the same grade or one higher.
TEST(RideTest, GradeTwoAboveIsRejected) {
  Driver d(script());
  auto v = d.ride("TD01/007");
  EXPECT_EQ(message(v), "cannot normal ride grade 2 over grade 0: a normal ride must be the same grade or one higher [CR 8.5.2.1.1.1]");
  EXPECT_EQ(d.def_at(Player::A, Circle::Vanguard).number, "TD01/012");
  EXPECT_EQ(d.decision(), Decision::Ride);
}

// CR 8.5.2.1.1.1: riding a lower grade is not a normal ride either.
TEST(RideTest, LowerGradeIsRejected) {
  Script s = script();
  s.tops_a[6] = "TD01/013";  // drawn on turn 3 (no attack on turn 2): Epona, grade 0
  Driver d(s);
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  d.end_turn();
  ASSERT_EQ(d.state().turn, 3);
  EXPECT_EQ(message(d.ride("TD01/013")), "cannot normal ride grade 0 over grade 1: a normal ride must be the same grade or one higher [CR 8.5.2.1.1.1]");
  EXPECT_EQ(d.def_at(Player::A, Circle::Vanguard).number, "TD01/008");
}

// CR 8.5.2.4.1, 8.5.1.1.1, 6.5.1.3: the ridden card is the standing vanguard, the former one
// goes to the soul, and the game moves to the main phase.
TEST(RideTest, GradeOneAboveBecomesTheVanguard) {
  Driver d(script());
  const InstanceId old = d.unit(Player::A, Circle::Vanguard);
  const InstanceId marron = d.hand_card(Player::A, "TD01/008");
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  EXPECT_EQ(d.unit(Player::A, Circle::Vanguard), marron);
  EXPECT_THAT(look(d, marron), Not(Rested()));
  EXPECT_EQ(d.state().player(Player::A).soul, std::vector<InstanceId>{old});
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 5u);
  EXPECT_EQ(d.state().phase, Phase::Main);
  EXPECT_EQ(d.state().vanguard_grade(Player::A), 1);
}

// CR 6.5.1.2: one normal ride per turn.
TEST(RideTest, SecondRideInATurnIsRejected) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  EXPECT_EQ(message(d.ride("TD01/008")), "player A: a normal ride of Little Sage, Marron where the rules call for player A's main phase: a normal call, an ACT "
            "ability, a move, or the end of the phase: a normal ride is made once per turn, in the ride phase [CR 6.5.1.2]");
}

// CR 6.6.1.2.1.1: in the main phase cards are played only to rear-guard circles.
TEST(RideTest, RideInTheMainPhaseIsRejected) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(message(d.ride("TD01/008")), "player A: a normal ride of Little Sage, Marron where the rules call for player A's main phase: a normal call, an ACT "
            "ability, a move, or the end of the phase: in the main phase cards are played only to rear-guard circles [CR 6.6.1.2.1.1]");
}

// CR 6.5.1.2.1: in the ride phase cards are played only to the vanguard circle.
TEST(CallTest, CallInTheRidePhaseIsRejected) {
  Driver d(script());
  EXPECT_EQ(message(d.call("TD01/008", Circle::BackCenter)), "player A: a normal call of Little Sage, Marron where the rules call for player A's normal ride in the ride phase, or "
            "none: in the ride phase cards are played only to the vanguard circle [CR 6.5.1.2.1]");
}

// CR 8.5.2.1.1.2: a normal call is at most the vanguard's grade.
TEST(CallTest, GradeAboveTheVanguardIsRejected) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(message(d.call("TD01/008", Circle::BackCenter)), "cannot normal call grade 1 with a grade 0 vanguard: a normal call must be at most the vanguard's grade [CR 8.5.2.1.1.2]");
  EXPECT_EQ(d.unit(Player::A, Circle::BackCenter), kNoInstance);
}

// CR 6.6.1.2.1.1: not onto the vanguard circle in the main phase.
TEST(CallTest, CallToTheVanguardCircleIsRejected) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  EXPECT_EQ(message(d.call("TD01/009", Circle::Vanguard)), "cannot call to the vanguard circle in the main phase: cards are played only to rear-guard circles [CR 6.6.1.2.1.1]");
}

// CR 6.6.1.2.1, 8.5.2.4.2: a normal call puts the card on the rear-guard circle, standing;
// CR 6.6.1.2: the main phase offers play timings again and again.
TEST(CallTest, CallPutsAStandingRearGuard) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  const InstanceId wingal = d.hand_card(Player::A, "TD01/009");
  ASSERT_ACCEPTED(d, d.call("TD01/009", Circle::BackCenter));
  EXPECT_EQ(d.unit(Player::A, Circle::BackCenter), wingal);
  EXPECT_THAT(look(d, wingal), Not(Rested()));
  EXPECT_THAT(look(d, wingal), Not(InHandOf(Player::A)));
  EXPECT_EQ(d.power_at(Player::A, Circle::BackCenter), 6000);
  EXPECT_EQ(d.decision(), Decision::Main);
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::FrontLeft));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 3u);
}

// CR 7.2.1.3: an attack written in the main phase is refused with the rule that gives attacks
// their place; in the first turn, the one that forbids the first player's attack.
TEST(CallTest, AttackDuringTheMainPhaseOfTheFirstTurnIsRejectedUnderNoAttackFirstTurn) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(message(d.declare_attack()), "player A: an attack where the rules call for player A's main phase: a normal call, an ACT ability, a move, or the end of "
            "the phase: the first player cannot attack in the first turn of the game [CR 7.2.1.3]");
}

// CR 6.6.1.2.3, 4.6.6.2: two rear-guards of one column exchange circles and keep their
// orientation; one rear-guard moves to the empty circle of its column.
TEST(MoveTest, ExchangeWithinAColumnKeepsOrientation) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  const InstanceId marron = d.hand_card(Player::A, "TD01/008");
  const InstanceId wingal = d.hand_card(Player::A, "TD01/009");
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("TD01/009", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.move(Circle::FrontLeft, Circle::BackLeft));
  EXPECT_EQ(d.unit(Player::A, Circle::FrontLeft), wingal);
  EXPECT_EQ(d.unit(Player::A, Circle::BackLeft), marron);
  EXPECT_THAT(look(d, wingal), Not(Rested()));
  EXPECT_THAT(look(d, marron), Not(Rested()));
  ASSERT_ACCEPTED(d, d.move(Circle::BackLeft, Circle::FrontLeft));
  EXPECT_EQ(d.unit(Player::A, Circle::FrontLeft), marron);
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontRight));
  const InstanceId unicorn = d.unit(Player::A, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.move(Circle::FrontRight, Circle::BackRight));
  EXPECT_EQ(d.unit(Player::A, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(d.unit(Player::A, Circle::BackRight), unicorn);
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 6.6.1.2.3: only the two rear-guard circles of one column.
TEST(MoveTest, MoveAcrossColumnsIsRejected) {
  Driver d(script());
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::FrontLeft));
  EXPECT_EQ(message(d.move(Circle::FrontLeft, Circle::BackCenter)),
            "cannot move between front-left and back-center: units move only between the two rear-guard circles of one column [CR 6.6.1.2.3]");
  EXPECT_EQ(message(d.move(Circle::Vanguard, Circle::BackCenter)),
            "cannot move between vanguard and back-center: units move only between the two rear-guard circles of one column [CR 6.6.1.2.3]");
  EXPECT_NE(d.unit(Player::A, Circle::FrontLeft), kNoInstance);
}

}  // namespace
}  // namespace vg::test
