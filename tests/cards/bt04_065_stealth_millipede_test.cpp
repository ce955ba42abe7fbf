// BT04/065 Stealth Millipede: [AUTO](RC) when it boosts a <Megacolony> vanguard, if every vanguard and rear-guard of the
// opponent is rested, the boosted unit gets +4000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// Player B with all its units rested, or all but its back-left rear-guard.
Side opponent_side(bool all) {
  Side s = opponent();
  s.rested = {Circle::Vanguard, Circle::FrontLeft, Circle::FrontRight};
  if (all) s.rested.push_back(Circle::BackLeft);
  return s;
}

// CR 1.31 7.3.1.6, 7.3.1.7, 8.1.1.2.3: boosting a vanguard of the clan when every unit of the opponent is rested, the
// boosted unit has +4000 for the battle (mandatory).
TEST(Bt04StealthMillipedeTest, BoostingAVanguardOfTheClanWhenItHolds) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, "BT04/065"}}}, opponent_side(true));
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), def("BT01/040").power + def("BT04/065").power + 4000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(v), def("BT01/040").power);
}

// When one rear-guard of the opponent stands, it resolves and gives nothing.
TEST(Bt04StealthMillipedeTest, NothingWhenItDoesNotHold) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, "BT04/065"}}}, opponent_side(false));
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), def("BT01/040").power + def("BT04/065").power);
}

// CR 8.1.1.2.1: boosting a vanguard of another clan, or a rear-guard of the clan, nothing stands by.
TEST(Bt04StealthMillipedeTest, OnlyBoostingAVanguardOfTheClan) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::BackCenter, "BT04/065"}}}, opponent_side(true));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::Guard);
  Board r({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT01/040"}, {Circle::BackLeft, "BT04/065"}}}, opponent_side(true));
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(r.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
