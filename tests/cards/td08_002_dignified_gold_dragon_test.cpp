// TD08/002 Dignified Gold Dragon: [AUTO](VC) Limit Break 4: when this unit attacks a vanguard,
// +5000 until end of that battle; [AUTO](RC) when this unit attacks a vanguard, provided your vanguard
// is a <Gold Paladin>, +2000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDignifiedGoldDragon = "TD08/002";

// CR 1.31 10.2.5.1, 7.3.1.8: ability 1 with four damage.
TEST(Td08DignifiedGoldDragonTest, LimitBreakFourDamageAttackingAVanguardGainsFiveThousand) {
  check_limit_break_5000(kDignifiedGoldDragon);
}

// CR 1.31 10.2.5.1.
TEST(Td08DignifiedGoldDragonTest, LimitBreakNotActiveWithThreeDamage) {
  check_limit_break_needs_four_damage(kDignifiedGoldDragon);
}

// CR 1.31 8.1.1.2.1, 3.1.1.3.
TEST(Td08DignifiedGoldDragonTest, LimitBreakNotOnARearGuardAttackNorOnRearGuardCircle) {
  check_limit_break_only_vanguard_on_vc(kDignifiedGoldDragon);
}

// CR 1.31 7.3.1.8, 8.1.1.2.3: ability 2 attacking a vanguard from (RC): +2000 under a Gold
// Paladin vanguard; under another clan it resolves and does nothing.
TEST(Td08DignifiedGoldDragonTest, OnARearGuardCircleUnderAGoldPaladinGainsTwoThousand) {
  EXPECT_EQ(attack_gain(kDignifiedGoldDragon, "TD05/008", Circle::FrontLeft, {}, 2), 2000);
  EXPECT_EQ(attack_gain(kDignifiedGoldDragon, kFiller, Circle::FrontLeft, {}, 2), 0);
}

// CR 1.31 8.1.1.2.1: attacking a rear-guard, ability 2 does not trigger.
TEST(Td08DignifiedGoldDragonTest, OnARearGuardCircleAttackingARearGuardNothing) {
  Board b({{{Circle::Vanguard, "TD05/008"}, {Circle::FrontLeft, kDignifiedGoldDragon}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::FrontLeft));
  EXPECT_FALSE(stands_by(b, u, 2));
  EXPECT_EQ(b.state().power(u), 10000);
}

// CR 1.31 3.1.1.3: ability 2 is not active on (VC) (and ability 1 not without four damage).
TEST(Td08DignifiedGoldDragonTest, OnTheVanguardCircleWithoutLimitBreakNothing) {
  check_not_active_on_vc(kDignifiedGoldDragon);
}

}  // namespace
}  // namespace vg::test
