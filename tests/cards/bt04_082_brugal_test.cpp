// BT04/082 Brugal: [CONT](RC) in your turn, +1000 power for each of your other units named Brugal
// on (VC) or (RC) (mechanism "power per count", CR 1.31 8.7.1.3); [AUTO] when another «Royal
// Paladin» rides this unit, you may call this card from the soul to (RC).
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBrugalRider = "TD01/008";   // Little Sage, Marron: grade 1 «Royal Paladin»
constexpr const char* kBrugalOtherRider = "TD02/008";  // a grade 1 «Kagero»

// CR 1.31 8.7.1.3, 3.8.2: three Brugals (one of them on (VC)) and a Snogal: each Brugal on (RC)
// counts the two others: +2000; not the vanguard's; player B's in player A's turn: nothing.
TEST(Bt04BrugalTest, PlusOneThousandPerOtherBrugalInYourTurn) {
  const Side side({{Circle::Vanguard, kBrugal}, {Circle::FrontLeft, kBrugal}, {Circle::BackLeft, kBrugal}, {Circle::BackCenter, kSnogal}});
  Board b(side, side);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 4000 + 2000);
  EXPECT_EQ(b.power(Player::A, Circle::BackLeft), 4000 + 2000);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 4000);
  EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), 4000);
}

// Alone: nothing.
TEST(Bt04BrugalTest, AloneNothing) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kBrugal}, {Circle::BackLeft, kSnogal}}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 4000);
}

// CR 1.31 8.5.2.4.1, 10.1.6.1.3: ridden by a «Royal Paladin», it stands by in the soul (ability
// 2) and may be called from there to a rear-guard circle, standing (a unit there is retired).
TEST(Bt04BrugalTest, CalledFromTheSoulWhenRiddenByItsClan) {
  Board b({{{Circle::Vanguard, kBrugal}, {Circle::BackCenter, kFiller}}, {}, {kBrugalRider}}, opponent(), Decision::Ride);
  const InstanceId starter = b.unit(Player::A, Circle::Vanguard), there = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.ride(kBrugalRider));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().card(starter).zone, Zone::Soul);
  ASSERT_FALSE(b.play(starter, 2));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(starter, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), starter);
  EXPECT_FALSE(b.state().card(starter).rested);
  EXPECT_EQ(b.state().card(there).zone, Zone::Drop);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// "You may": declined, it stays in the soul; a rider of another clan triggers nothing.
TEST(Bt04BrugalTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  Board b({{{Circle::Vanguard, kBrugal}}, {}, {kBrugalRider}}, opponent(), Decision::Ride);
  const InstanceId starter = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.ride(kBrugalRider));
  ASSERT_FALSE(b.decline(starter, 2));
  EXPECT_EQ(b.state().card(starter).zone, Zone::Soul);
  EXPECT_EQ(b.decision(), Decision::Main);
  Board o({{{Circle::Vanguard, kBrugal}}, {}, {kBrugalOtherRider}}, opponent(), Decision::Ride);
  ASSERT_FALSE(o.ride(kBrugalOtherRider));
  EXPECT_TRUE(o.state().standing.empty());
  EXPECT_EQ(o.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
