// TD01/005 Blaster Blade: two AUTO abilities, each [Counter Blast 2]: placed on (VC), retire an
// opponent's rear-guard; placed on (RC) with a <<Royal Paladin>> vanguard, retire an opponent's
// grade 2 or greater rear-guard.
#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

// A goes first. A: hand 008 005 004 007 011 | t1 draw 013 | damage checks 004 007 008 |
// t3 draw 001 | t5 draw 010. B: hand 007 007 007 004 013 | t2 draw 013 | t2 drive check 007 |
// t4 draw 004 | damage checks 004 004.
Script blaster_script() {
  Script s;
  s.abilities = true;
  s.tops_a = {"TD01/008", "TD01/005", "TD01/004", "TD01/007", "TD01/011", "TD01/013",
              "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/010"};
  s.tops_b = {"TD02/007", "TD02/007", "TD02/007", "TD02/004", "TD02/013", "TD02/013",
              "TD02/007", "TD02/004", "TD02/004", "TD02/004"};
  return s;
}

// Turns 1 and 2: A rides `g1`; B rides Bahr, calls Bahrs to front-left and front-right and
// attacks A's vanguard three times, so A has three face-up damage cards. Stops at A's ride
// phase of turn 3.
void turns_one_and_two(Driver& d, const std::string& g1 = "TD01/008") {
  ASSERT_ACCEPTED(d, d.ride(g1));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  ASSERT_ACCEPTED(d, d.call("TD02/007", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("TD02/007", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.pass());
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    ASSERT_ACCEPTED(d, d.attack(c, Circle::Vanguard));
    ASSERT_ACCEPTED(d, d.no_guard());
  }
  d.end_turn();
  ASSERT_EQ(d.state().turn, 3);
  ASSERT_EQ(d.decision(), Decision::Ride);
  ASSERT_EQ(d.face_up_damage(Player::A, 6).size(), 3u);
}

// Turn 3 after the ride: A ends the turn; on turn 4 B rides Nehalem (grade 2) and calls the
// other Nehalem to back-left, and ends the turn without attacking. Stops at A's ride phase of
// turn 5.
void to_turn_five(Driver& d) {
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/004"));
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::BackLeft));
  d.end_turn();
  ASSERT_EQ(d.state().turn, 5);
}

int face_down(const Driver& d, Player p) {
  int n = 0;
  for (InstanceId c : d.state().player(p).damage) n += d.state().card(c).face_down ? 1 : 0;
  return n;
}

// CR 8.1.1.2.1, 8.1.1.2.2, 8.6.2, 10.1.15.1, 8.5.3, 10.1.3.1: placed on the vanguard circle by
// a ride, the ability stands by; paid with two face-up damage cards (turned face down), it
// retires the opponent's rear-guard its player chooses.
TEST(BlasterBladeTest, PlacedOnVanguardCircleCounterBlastsTwoAndRetiresARearGuard) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.ride("TD01/005"));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_EQ(d.asked(), Player::A);
  const std::vector<InstanceId> paid = d.face_up_damage(Player::A, 2);
  ASSERT_ACCEPTED(d, d.play(blaster, 1, paid));
  for (InstanceId c : paid) EXPECT_THAT(look(d, c), FaceDown());
  EXPECT_EQ(face_down(d, Player::A), 2);
  ASSERT_EQ(d.decision(), Decision::Choose);
  const InstanceId fl = d.unit(Player::B, Circle::FrontLeft), fr = d.unit(Player::B, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.choose({fr}));
  EXPECT_EQ(d.unit(Player::B, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(d.unit(Player::B, Circle::FrontLeft), fl);
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{fr});
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 8.5.3.1: the retire must choose a rear-guard (one can be chosen); the vanguard is not one
// of the cards it offers (CR 8.5.3).
TEST(BlasterBladeTest, RetireChoosesOnlyAnOpponentsRearGuard) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.ride("TD01/005"));
  ASSERT_ACCEPTED(d, d.play(blaster, 1, d.face_up_damage(Player::A, 2)));
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  EXPECT_EQ(message(d.choose({bv})), "card " + id(bv) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  EXPECT_EQ(message(d.choose({})), "the effect must choose 1, not 0 [CR 8.5.3.1]");
  ASSERT_ACCEPTED(d, d.choose({d.unit(Player::B, Circle::FrontLeft)}));
  EXPECT_EQ(d.unit(Player::B, Circle::FrontLeft), kNoInstance);
}

// CR 8.6.3.1 ("you may"): the optional ability may be declined; then nothing is paid and no
// rear-guard is retired.
TEST(BlasterBladeTest, MayBeDeclinedThenNothingIsPaid) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.ride("TD01/005"));
  ASSERT_ACCEPTED(d, d.decline(blaster, 1));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(face_down(d, Player::A), 0);
  EXPECT_NE(d.unit(Player::B, Circle::FrontLeft), kNoInstance);
  EXPECT_NE(d.unit(Player::B, Circle::FrontRight), kNoInstance);
  EXPECT_THAT(d.numbers(d.state().player(Player::B).drop), IsEmpty());
}

// CR 8.5.2.3, 10.1.15.1: the counter blast is exactly two face-up damage cards; one or three
// are refused and nothing is paid; an already face-down card cannot pay.
TEST(BlasterBladeTest, CounterBlastOfTheWrongNumberIsRefused) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.ride("TD01/005"));
  EXPECT_EQ(message(d.play(blaster, 1, d.face_up_damage(Player::A, 1))),
            "the counter blast needs 2 face-up damage cards, not 1: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(message(d.play(blaster, 1, d.face_up_damage(Player::A, 3))),
            "the counter blast needs 2 face-up damage cards, not 3: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(message(d.play(blaster, 1, {})),
            "the counter blast needs 2 face-up damage cards, not 0: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(face_down(d, Player::A), 0);
  EXPECT_EQ(d.decision(), Decision::PlayAuto);
}

// CR 10.1.4.1, 8.1.1.2.1: a "when placed on (VC)" ability does not trigger for a call to a
// rear-guard circle; the RC ability does instead.
TEST(BlasterBladeTest, CallToRearGuardCircleTriggersOnlyTheRearGuardAbility) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.call("TD01/005", Circle::FrontLeft));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_EQ(d.state().standing.size(), 1u);
  EXPECT_EQ(d.state().standing.front().ability, 1);  // the second ability, numbered from 0
  EXPECT_EQ(message(d.play(blaster, 1, d.face_up_damage(Player::A, 2))),
            "no automatic ability 1 of card " + id(blaster) + " is standing by for player A [CR 8.6.3]");
}

// CR 8.5.3, 8.5.3.1.3: on (RC) the retire offers only grade 2 or greater rear-guards; with
// only grade 1 rear-guards nothing can be chosen, and the paid cost stays paid.
TEST(BlasterBladeTest, RearGuardVersionFindsNoGradeOneTarget) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.call("TD01/005", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.play(blaster, 2, d.face_up_damage(Player::A, 2)));
  EXPECT_EQ(d.decision(), Decision::Main);  // no choice to make
  EXPECT_EQ(face_down(d, Player::A), 2);
  EXPECT_NE(d.unit(Player::B, Circle::FrontLeft), kNoInstance);
  EXPECT_NE(d.unit(Player::B, Circle::FrontRight), kNoInstance);
}

// CR 8.5.3, 10.1.3.1: with a Royal Paladin vanguard, the RC ability retires a grade 2 rear-guard;
// a grade 1 rear-guard is refused.
TEST(BlasterBladeTest, RearGuardVersionRetiresOnlyGradeTwoOrGreater) {
  Driver d(blaster_script());
  turns_one_and_two(d);
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  to_turn_five(d);
  ASSERT_ACCEPTED(d, d.pass());  // no ride: Gallatin stays
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.call("TD01/005", Circle::FrontRight));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(blaster, 2, d.face_up_damage(Player::A, 2)));
  ASSERT_EQ(d.decision(), Decision::Choose);
  const InstanceId bahr = d.unit(Player::B, Circle::FrontLeft), nehalem = d.unit(Player::B, Circle::BackLeft);
  EXPECT_EQ(message(d.choose({bahr})), "card " + id(bahr) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  ASSERT_ACCEPTED(d, d.choose({nehalem}));
  EXPECT_EQ(d.unit(Player::B, Circle::BackLeft), kNoInstance);
  EXPECT_EQ(d.unit(Player::B, Circle::FrontLeft), bahr);
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{nehalem});
  EXPECT_EQ(face_down(d, Player::A), 2);
}

// CR 8.1.1.2.3: with a vanguard that is not a <<Royal Paladin>>, the RC ability still stands by,
// but its condition does not hold: paying is refused, and it is declined.
TEST(BlasterBladeTest, RearGuardVersionNeedsARoyalPaladinVanguard) {
  Decklist a = td01();
  for (DeckEntry& e : a.entries)
    if (e.card == card("TD01/008")) e.count = 2;
  a.entries.push_back({card("TD02/007"), 1, 0});  // Kagero vanguards in the Royal Paladin deck
  a.entries.push_back({card("TD02/004"), 1, 0});
  Script s = blaster_script();
  s.tops_a[0] = "TD02/007";
  s.tops_a[2] = "TD02/004";
  Driver d(s, {a, td02()});
  turns_one_and_two(d, "TD02/007");
  ASSERT_ACCEPTED(d, d.ride("TD02/004"));
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.call("TD01/005", Circle::FrontLeft));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.play(blaster, 2, d.face_up_damage(Player::A, 2))),
            "cannot pay the cost of the ability of Blaster Blade (" + id(blaster) + "): its condition does not hold [CR 8.1.1.2.3]");
  EXPECT_EQ(face_down(d, Player::A), 0);
  ASSERT_ACCEPTED(d, d.decline(blaster, 2));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(d.numbers(d.state().player(Player::B).drop), IsEmpty());
}

}  // namespace
}  // namespace vg::test
