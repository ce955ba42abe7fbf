// TD03/001 Gold Rutile: [AUTO](VC) when an attack of one of your rear-guards hits a vanguard,
// counter charge 1. [AUTO](VC) [Counter Blast 2] when its attack hits a vanguard, you may pay;
// then stand one of your <<Nova Grappler>> rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.12.1: a rear-guard's hit on the vanguard triggers the vanguard's ability: a
// chosen face-down damage card turns face up.
TEST(Td03GoldRutileTest, RearGuardHittingTheVanguardTurnsADamageCardFaceUp) {
  Side a({{Circle::Vanguard, "TD03/001"}, {Circle::FrontLeft, "BT01/060"}}, {}, {}, {}, {"TD03/007", "TD03/012"});
  a.face_down = 2;
  Board b(a, opponent());
  const InstanceId rutile = b.unit(Player::A, Circle::Vanguard);
  const InstanceId first = b.state().player(Player::A).damage[0];
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(rutile, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({first}));
  EXPECT_FALSE(b.state().card(first).face_down);
  EXPECT_TRUE(b.state().standing.empty());
}

// CR 8.1.1.2.1: a rear-guard's hit on a rear-guard does not trigger it.
TEST(Td03GoldRutileTest, RearGuardHittingARearGuardDoesNotTrigger) {
  Board b({{{Circle::Vanguard, "TD03/001"}, {Circle::FrontLeft, "BT01/060"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::FrontRight));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
}

// CR 7.6.1.9, 10.1.15.1, 10.1.11: its own hit on the vanguard pays two damage to stand a Nova
// Grappler (the first ability, about rear-guards' attacks, does not trigger).
TEST(Td03GoldRutileTest, OwnHitStandsANovaGrapplerRearGuard) {
  check_vanguard_hit_stands_grappler("TD03/001", 2);
}

}  // namespace
}  // namespace vg::test
