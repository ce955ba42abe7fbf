// BT03/027 Barking Manticore: [CONT](VC) during your turn, if you have a card named "Crimson Beast
// Tamer" in your soul, +3000 power; [AUTO] when this unit is placed on (VC), draw a card, choose a
// card from your hand, and put it into your soul.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kManticore = "BT03/027";

// CR 1.31 8.1.1.3, 8.7.1.3: on (VC), with a Crimson Beast Tamer in the soul, +3000 in its turn.
TEST(Bt03BarkingManticoreTest, WithACrimsonBeastTamerInTheSoul) { check_tamer_in_soul_power(kManticore, Circle::Vanguard); }

// Not in the opponent's turn.
TEST(Bt03BarkingManticoreTest, NotInTheOpponentsTurn) { check_tamer_in_soul_not_in_opponents_turn(kManticore, Circle::Vanguard); }

// CR 1.31 3.1.1.3: the CONT is active on (VC) only.
TEST(Bt03BarkingManticoreTest, PowerNotOnARearGuardCircle) {
  EXPECT_EQ(power_with_soul(kManticore, Circle::FrontLeft, {kCrimsonBeastTamer}), 10000);
}

// CR 1.31 10.1.4.1, 3.12, 8.5.3, 4.7.2: ridden onto (VC), the mandatory ability draws the deck
// top, then the card chosen from the hand goes into the soul.
TEST(Bt03BarkingManticoreTest, PlacedOnTheVanguardCircleDrawThenOneIntoTheSoul) {
  Board b({{{Circle::Vanguard, kPaleMoon}}, {}, {kManticore, kPaleMoonG1}, {kMarker}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kManticore));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 2)), mandatory_message(kManticore, v));
  ASSERT_FALSE(b.play(v, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  const InstanceId drawn = b.hand_card(Player::A, kMarker), bicorn = b.hand_card(Player::A, kPaleMoonG1);
  ASSERT_NE(drawn, kNoInstance);
  EXPECT_EQ(b.game().request().options.size(), 2u);
  ASSERT_FALSE(b.choose({bicorn}));
  EXPECT_EQ(b.state().card(bicorn).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);  // the former vanguard and the chosen card
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.1.1.2.1: called to (RC) it is not placed on (VC): nothing triggers.
TEST(Bt03BarkingManticoreTest, CalledToARearGuardCircleNothingTriggers) {
  Board b({{{Circle::Vanguard, kManticore}}, {}, {kManticore}, {kMarker}}, opponent());
  ASSERT_FALSE(b.call(kManticore, Circle::FrontLeft));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

}  // namespace
}  // namespace vg::test
