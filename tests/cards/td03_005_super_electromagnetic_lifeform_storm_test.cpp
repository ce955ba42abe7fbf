// TD03/005 Super Electromagnetic Lifeform, Storm: [AUTO](VC/RC) when its attack hits a vanguard,
// if your vanguard is a <<Nova Grappler>>, counter charge 1.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.12.1: on the vanguard circle, its hit on the vanguard turns a chosen damage card face up.
TEST(Td03SuperElectromagneticLifeformStormTest, HittingTheVanguardTurnsADamageCardFaceUp) {
  check_hit_vanguard_counter_charge("TD03/005", Circle::Vanguard);
}

// CR 2.11.3: the ability is active on a rear-guard circle too.
TEST(Td03SuperElectromagneticLifeformStormTest, AlsoFromARearGuardCircle) {
  check_hit_vanguard_counter_charge("TD03/005", Circle::FrontLeft);
}

// CR 8.1.1.2.1: a hit on a rear-guard does not trigger it.
TEST(Td03SuperElectromagneticLifeformStormTest, HittingARearGuardDoesNotTrigger) {
  check_hit_rear_guard_does_not_trigger("TD03/005", Circle::Vanguard);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: nothing is turned face up.
TEST(Td03SuperElectromagneticLifeformStormTest, UnderAnotherClanNothingHappens) {
  Side a({{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "TD03/005"}}, {}, {}, {}, {"TD03/007"});
  a.face_down = 1;
  Board b(a, opponent());
  const InstanceId storm = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(storm, 1));
  EXPECT_NE(b.decision(), Decision::Choose);
  EXPECT_TRUE(b.state().card(b.state().player(Player::A).damage[0]).face_down);
}

}  // namespace
}  // namespace vg::test
