// BT03/077 Dragon Dancer, Lourdes: [AUTO](VC/RC) when this unit attacks, if your opponent has two or fewer
// rear-guards, +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDragonDancerLourdes = "BT03/077";

// CR 1.31 7.3.1.8, 8.1.1.2.3: against two rear-guards, +3000 for that battle (CR 1.31 7.7.1.2).
TEST(Bt03DragonDancerLourdesTest, TwoOpponentRearGuardsGiveThreeThousand) { check_attack_few_opponent_rear_guards(kDragonDancerLourdes, 2, 3000); }

// "Two or fewer": none is fewer.
TEST(Bt03DragonDancerLourdesTest, NoOpponentRearGuardGivesThreeThousand) { check_attack_few_opponent_rear_guards(kDragonDancerLourdes, 0, 3000); }

// Three rear-guards: the ability resolves and does nothing.
TEST(Bt03DragonDancerLourdesTest, ThreeOpponentRearGuardsGiveNothing) { check_attack_few_opponent_rear_guards(kDragonDancerLourdes, 3, 0); }

// CR 1.31 3.1.1.3: active on (VC) too.
TEST(Bt03DragonDancerLourdesTest, AlsoOnTheVanguardCircle) {
  Side b_side = opponent();
  b_side.units.resize(2);
  Board b({{{Circle::Vanguard, kDragonDancerLourdes}}}, b_side);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), def(kDragonDancerLourdes).power + 3000);
}

}  // namespace
}  // namespace vg::test
