// BT04/038 Lizard Soldier, Raopia: [AUTO](RC) when it boosts a <Kagero> vanguard, if the opponent has two or fewer rear-guards, the
// boosted unit gets +4000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// Player B with two rear-guards (`few`) or three.
Side opponent_side(bool few) {
  Side s = opponent();
  if (few) s.units.pop_back();
  return s;
}

// CR 1.31 7.3.1.6, 7.3.1.7, 8.1.1.2.3: boosting a vanguard of the clan when the opponent has two rear-guards, the
// boosted unit has +4000 for the battle (mandatory).
TEST(Bt04LizardSoldierRaopiaTest, BoostingAVanguardOfTheClanWhenItHolds) {
  Board b({{{Circle::Vanguard, "TD02/004"}, {Circle::BackCenter, "BT04/038"}}}, opponent_side(true));
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), def("TD02/004").power + def("BT04/038").power + 4000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(v), def("TD02/004").power);
}

// When the opponent has three rear-guards, it resolves and gives nothing.
TEST(Bt04LizardSoldierRaopiaTest, NothingWhenItDoesNotHold) {
  Board b({{{Circle::Vanguard, "TD02/004"}, {Circle::BackCenter, "BT04/038"}}}, opponent_side(false));
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), def("TD02/004").power + def("BT04/038").power);
}

// CR 8.1.1.2.1: boosting a vanguard of another clan, or a rear-guard of the clan, nothing stands by.
TEST(Bt04LizardSoldierRaopiaTest, OnlyBoostingAVanguardOfTheClan) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::BackCenter, "BT04/038"}}}, opponent_side(true));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::Guard);
  Board r({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "TD02/004"}, {Circle::BackLeft, "BT04/038"}}}, opponent_side(true));
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(r.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
