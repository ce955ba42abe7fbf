// BT03/037 Drangal: [AUTO](VC) as your ride phase begins, look at the top five cards, you may
// superior ride a Knight of Quests, Galahad among them, the others to the bottom in any order; if
// you rode, no normal ride in this ride phase.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCard037 = "BT03/037";
constexpr const char* kNext037 = "BT03/067";  // Knight of Quests, Galahad

// CR 1.31 6.5.1.1, 10.1.5.1.1, 1.3.1 over 6.5.1.2: the named card among the five is superior
// ridden, the others go to the bottom in the chosen order, and no normal ride follows.
TEST(Bt03DrangalTest, RidesTheNamedCardAndForbidsTheNormalRide) { check_ride_chain_rides(kCard037, kNext037, 1); }

// CR 1.31 8.5.3, 4.2.3: declined, the five go to the bottom; the normal ride stays allowed.
TEST(Bt03DrangalTest, DeclinedAllFiveGoToTheBottom) { check_ride_chain_declined(kCard037, kNext037, 1); }

// CR 1.31 8.5.3.1: the order takes every other looked-at card, and only those.
TEST(Bt03DrangalTest, NotAmongTheFiveNothingToRide) { check_ride_chain_not_among_five(kCard037, kNext037, 1); }

// CR 1.31 2.11.3, 6.5.1.1: on (VC), in its player's ride phase only.
TEST(Bt03DrangalTest, OnlyOnTheVanguardCircleInYourTurn) { check_ride_chain_only_on_vc_in_your_turn(kCard037, kNext037); }

// CR 1.31 8.6.3.1: the ability itself is mandatory.
TEST(Bt03DrangalTest, TheLookIsMandatory) { check_ride_chain_mandatory(kCard037, kNext037, 1); }

// CR 1.31 1.3.1 over 6.5.1.2: the normal ride is forbidden for that ride phase only: in B's next
// turn (Knight of Quests, Galahad then on (VC), finding no Knight of Tribulations among its five)
// the normal ride is allowed again.
TEST(Bt03DrangalTest, TheForbiddanceEndsWithThatRidePhase) {
  Board b = ride_phase_of_b(kCard037, {kNext037, kLooked[0], kLooked[1], kLooked[2], kLooked[3], kMarker, kLooked[0], kLooked[1],
                                       kLooked[2], kLooked[3], kLooked[4]},
                            {"BT03/064"});
  const std::vector<InstanceId> top = deck_top(b, Player::B, 5);
  ASSERT_FALSE(b.play(b.unit(Player::B, Circle::Vanguard), 1));
  ASSERT_FALSE(b.choose({top[0]}));
  ASSERT_FALSE(b.choose({top[1], top[2], top[3], top[4]}));
  ASSERT_EQ(b.decision(), Decision::Ride);
  EXPECT_EQ(message(b.ride("BT03/064")), no_normal_ride_message("BT03/064", kCard037));
  for (Decision d : {Decision::Ride, Decision::Main, Decision::StartStep, Decision::Ride, Decision::Main, Decision::StartStep}) {
    ASSERT_EQ(b.decision(), d);
    ASSERT_FALSE(b.pass());  // B's turn 4 to its end, then A's turn 5
  }
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // B's turn 6: Knight of Quests, Galahad's own look
  ASSERT_EQ(b.asked(), Player::B);
  const std::vector<InstanceId> next = deck_top(b, Player::B, 5);
  ASSERT_FALSE(b.play(top[0], 1));
  ASSERT_FALSE(b.choose(next));
  ASSERT_EQ(b.decision(), Decision::Ride);
  ASSERT_FALSE(b.ride("BT03/064"));
  EXPECT_EQ(b.state().def(b.unit(Player::B, Circle::Vanguard)).number, "BT03/064");
}

}  // namespace
}  // namespace vg::test
