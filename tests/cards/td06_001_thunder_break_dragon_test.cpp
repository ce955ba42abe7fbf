// TD06/001 Thunder Break Dragon: [AUTO](VC) Limit Break 4: when this unit attacks a vanguard,
// +5000 until end of that battle; [AUTO] [Counter Blast 2] when placed on (VC), you may pay: choose
// one of the opponent's grade 2 or less rear-guards and retire it.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kThunderBreakDragon = "TD06/001";

// CR 1.31 10.2.5.1, 7.3.1.8: ability 1 with four damage; mandatory.
TEST(Td06ThunderBreakDragonTest, LimitBreakFourDamageAttackingAVanguardGainsFiveThousand) {
  check_limit_break_5000(kThunderBreakDragon);
}

// CR 1.31 10.2.5.1.
TEST(Td06ThunderBreakDragonTest, LimitBreakNotActiveWithThreeDamage) {
  check_limit_break_needs_four_damage(kThunderBreakDragon);
}

// CR 1.31 8.1.1.2.1, 3.1.1.3.
TEST(Td06ThunderBreakDragonTest, LimitBreakNotOnARearGuardAttackNorOnRearGuardCircle) {
  check_limit_break_only_vanguard_on_vc(kThunderBreakDragon);
}

// CR 1.31 10.1.4.1, 10.1.15.1, 10.1.3: the opponent's grade 0, 1 and 2 rear-guards are offered, not
// its grade 3 one; the chosen one is retired.
TEST(Td06ThunderBreakDragonTest, RiddenCounterBlastTwoRetiresAGradeTwoOrLessRearGuard) {
  Side b_side = opponent();
  b_side.units.push_back({Circle::BackRight, "TD02/001"});
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kThunderBreakDragon}, {}, fillers(2)}, b_side, Decision::Ride);
  ASSERT_FALSE(b.ride(kThunderBreakDragon));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 2, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  const InstanceId target = b.unit(Player::B, Circle::BackLeft);
  EXPECT_EQ(sorted(b.game().request().options),
            sorted({b.unit(Player::B, Circle::FrontLeft), b.unit(Player::B, Circle::FrontRight), target}));
  ASSERT_FALSE(b.choose({target}));
  EXPECT_EQ(b.state().card(target).zone, Zone::Drop);
  EXPECT_NE(b.unit(Player::B, Circle::BackRight), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.6.3.1: "you may": declined, nothing is paid or retired.
TEST(Td06ThunderBreakDragonTest, DeclinedNothingPaidNothingRetired) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kThunderBreakDragon}, {}, fillers(2)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kThunderBreakDragon));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::Vanguard), 2));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
}

// CR 1.31 10.1.4.1: placed on (RC), not (VC): nothing stands by.
TEST(Td06ThunderBreakDragonTest, CalledToARearGuardCircleNothingTriggers) {
  Board b({{{Circle::Vanguard, "TD06/003"}}, {}, {kThunderBreakDragon}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(kThunderBreakDragon, Circle::FrontLeft));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
