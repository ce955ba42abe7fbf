// BT03/064 Knight of Tribulations, Galahad: [AUTO] when Knight of Godly Speed, Galahad rides this unit, you may soul charge 2;
// [AUTO](VC) as your ride phase begins, look at the top five cards, you may
// superior ride a Knight of Godly Speed, Galahad among them, the others to the bottom in any order; if
// you rode, no normal ride in this ride phase.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCard064 = "BT03/064";
constexpr const char* kNext064 = "BT03/018";  // Knight of Godly Speed, Galahad

// CR 1.31 6.5.1.1, 10.1.5.1.1, 1.3.1 over 6.5.1.2: the named card among the five is superior
// ridden, the others go to the bottom in the chosen order, and no normal ride follows.
TEST(Bt03KnightOfTribulationsGalahadTest, RidesTheNamedCardAndForbidsTheNormalRide) { check_ride_chain_rides(kCard064, kNext064, 2); }

// CR 1.31 8.5.3, 4.2.3: declined, the five go to the bottom; the normal ride stays allowed.
TEST(Bt03KnightOfTribulationsGalahadTest, DeclinedAllFiveGoToTheBottom) { check_ride_chain_declined(kCard064, kNext064, 2); }

// CR 1.31 8.5.3.1: the order takes every other looked-at card, and only those.
TEST(Bt03KnightOfTribulationsGalahadTest, NotAmongTheFiveNothingToRide) { check_ride_chain_not_among_five(kCard064, kNext064, 2); }

// CR 1.31 2.11.3, 6.5.1.1: on (VC), in its player's ride phase only.
TEST(Bt03KnightOfTribulationsGalahadTest, OnlyOnTheVanguardCircleInYourTurn) { check_ride_chain_only_on_vc_in_your_turn(kCard064, kNext064); }

// CR 1.31 8.6.3.1: the ability itself is mandatory.
TEST(Bt03KnightOfTribulationsGalahadTest, TheLookIsMandatory) { check_ride_chain_mandatory(kCard064, kNext064, 2); }

// CR 1.31 8.5.2.4.1, 10.1.17.1: ridden by Knight of Godly Speed, Galahad, two cards are charged;
// "you may": declined, none; ridden by another card, nothing stands by.
TEST(Bt03KnightOfTribulationsGalahadTest, RiddenByGodlySpeedSoulChargesTwo) {
  Board b({{{Circle::Vanguard, kCard064}}, {}, {kNext064}, {kMarker, kRoyal}}, opponent(), Decision::Ride);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  Board declined = b;
  ASSERT_FALSE(b.ride(kNext064));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 3u);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, kMarker), kNoInstance);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, kRoyal), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(declined.ride(kNext064));
  ASSERT_FALSE(declined.decline(u, 1));
  EXPECT_EQ(declined.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(declined.decision(), Decision::Main);
}

TEST(Bt03KnightOfTribulationsGalahadTest, RiddenByAnotherCardNothingStandsBy) { check_ridden_by_other_clan(kCard064, kRoyal); }

// CR 1.31 10.1.5.1.1: the superior ride of its own ability is a ride by Knight of Godly Speed,
// Galahad too: its soul charge stands by after the look.
TEST(Bt03KnightOfTribulationsGalahadTest, ItsOwnSuperiorRideTriggersTheSoulCharge) {
  Board b = ride_phase_of_b(kCard064, {kNext064, kLooked[0], kLooked[1], kLooked[2], kLooked[3], kMarker, kRoyal});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  const std::vector<InstanceId> top = deck_top(b, Player::B, 5);
  ASSERT_FALSE(b.play(v, 2));
  ASSERT_FALSE(b.choose({top[0]}));
  ASSERT_FALSE(b.choose({top[1], top[2], top[3], top[4]}));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 3u);
  EXPECT_NE(b.card_in(Player::B, Zone::Soul, kMarker), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Ride);
}

}  // namespace
}  // namespace vg::test
