// BT02/008 Lion Heat: [AUTO](VC) [Counter Blast 2] when its attack hits a vanguard, you may pay;
// then stand one of your <<Nova Grappler>> rear-guards. [AUTO](RC) [Counter Blast 2] the same,
// for one of your grade 1 or lower <<Nova Grappler>> rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.15.1, 10.1.11: on the vanguard circle, a hit on the vanguard pays two damage to stand a Nova Grappler.
TEST(Bt02LionHeatTest, VanguardHitStandsANovaGrapplerRearGuard) {
  check_vanguard_hit_stands_grappler("BT02/008", 1);
}

// CR 8.1.1.2.1: a hit on a rear-guard triggers neither ability.
TEST(Bt02LionHeatTest, HittingARearGuardDoesNotTrigger) {
  check_hit_rear_guard_does_not_trigger("BT02/008", Circle::Vanguard);
}

// CR 7.6.1.9, 10.1.15.1, 10.1.11: on a rear-guard circle, only a grade 1 or lower Nova Grappler is offered.
TEST(Bt02LionHeatTest, RearGuardHitStandsAGradeOneOrLowerNovaGrappler) {
  Side a({{Circle::Vanguard, "BT01/060"}, {Circle::FrontLeft, "BT02/008"}, {Circle::FrontRight, "BT01/060"},
          {Circle::BackRight, "TD03/006"}},
         {Circle::FrontRight, Circle::BackRight}, {}, {}, fillers(2));
  Board b(a, opponent());
  const InstanceId lion = b.unit(Player::A, Circle::FrontLeft), low = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(lion, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{low});  // not the grade 2 unit
  ASSERT_FALSE(b.choose({low}));
  EXPECT_FALSE(b.state().card(low).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::BackRight)).rested);
}

}  // namespace
}  // namespace vg::test
