// BT01/013 Vortex Dragon: [AUTO](VC) at the beginning of your main phase, soul charge 1
// and +2000 power until end of turn. [ACT](VC/RC) [Soul Blast 8 and Counter Blast 5] retire up
// to three of the opponent's rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 6.6.1.1, 10.1.17: as the main phase begins, the top card goes into the soul and +2000.
TEST(Bt01VortexDragonTest, MainPhaseSoulChargeAndTwoThousand) {
  check_main_phase_soul_charge("BT01/013");
}

// CR 2.11.3: on a rear-guard circle the first ability is not active.
TEST(Bt01VortexDragonTest, NoSoulChargeOnARearGuardCircle) {
  check_main_phase_soul_charge_not_on_rc("BT01/013");
}

// CR 8.5.3, 10.1.3: eight soul and five damage; three rear-guards of choice are retired.
TEST(Bt01VortexDragonTest, RetiresUpToThreeChosenRearGuards) {
  Board b({{{Circle::Vanguard, "BT01/013"}}, {}, {}, {}, fillers(5), fillers(8)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({b.unit(Player::B, Circle::FrontLeft), b.unit(Player::B, Circle::BackLeft)}));
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.unit(Player::B, Circle::BackLeft), kNoInstance);
  EXPECT_NE(b.unit(Player::B, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 2u);
}

}  // namespace
}  // namespace vg::test
