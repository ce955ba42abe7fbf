// BT01/033 Tyrant, Deathrex: [AUTO](VC) as it attacks, +5000 power until that battle ends.
// [AUTO](VC) when its attack hits, retire one of your own rear-guards of your choice.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.6: attacking, it has 15000 for the battle.
TEST(Bt01TyrantDeathrexTest, AttackGivesFiveThousand) {
  Board b({{{Circle::Vanguard, "BT01/033"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), 15000);
}

// CR 7.6.1.9, 10.1.3: the hit makes its master retire one of its own rear-guards.
TEST(Bt01TyrantDeathrexTest, HitRetiresOneOfYourRearGuards) {
  Board b({{{Circle::Vanguard, "BT01/033"}, {Circle::BackLeft, "BT01/066"}, {Circle::BackRight, "BT01/067"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  const InstanceId noa = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({noa}));
  EXPECT_EQ(b.state().card(noa).zone, Zone::Drop);
  EXPECT_NE(b.unit(Player::A, Circle::BackRight), kNoInstance);
}

}  // namespace
}  // namespace vg::test
