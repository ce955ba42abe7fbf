// BT05/018 Knight of Nullity, Masquerade: [AUTO](RC) when this unit attacks, if your vanguard's
// name contains "Blaster", this unit gets +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.3.1.8, 8.1.1.2.3, 2.1: under Blaster Blade it has 3000 more for the battle; under a vanguard
// whose name lacks "Blaster" it resolves (mandatory) and has its printed power.
TEST(Bt05KnightOfNullityMasqueradeTest, AttackUnderAVanguardNamedWithBlasterGainsThreeThousand) {
  check_attack_if_vanguard_name("BT05/018", "TD01/005", "BT04/023");
}

// CR 2.11.3: on the vanguard circle the ability is not active: nothing stands by.
TEST(Bt05KnightOfNullityMasqueradeTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT05/018"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def("BT05/018").power);
}

}  // namespace
}  // namespace vg::test
