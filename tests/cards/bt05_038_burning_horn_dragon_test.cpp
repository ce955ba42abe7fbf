// BT05/038 Burning Horn Dragon: [AUTO](RC) when this unit attacks, if your vanguard's name contains
// "Overlord", this unit gets +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.3.1.8, 8.1.1.2.3, 2.1: under Dragonic Overlord it has 3000 more for the battle; under a vanguard
// whose name lacks "Overlord" it resolves (mandatory) and has its printed power.
TEST(Bt05BurningHornDragonTest, AttackUnderAVanguardNamedWithOverlordGainsThreeThousand) {
  check_attack_if_vanguard_name("BT05/038", "TD02/001", "BT01/022");
}

// CR 2.11.3: on the vanguard circle the ability is not active: nothing stands by.
TEST(Bt05BurningHornDragonTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT05/038"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def("BT05/038").power);
}

}  // namespace
}  // namespace vg::test
