// BT05/076 Super Dimensional Robo, Dailady: [AUTO](RC) when this unit's attack hits a vanguard, choose one of your
// <<Dimension Police>> units: it gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 8.5.3, 8.6.3.1: its attack hits the vanguard; mandatory, the <<Dimension Police>> units are
// offered (not the unit of another clan), and the chosen one has 3000 more.
TEST(Bt05SuperDimensionalRoboDailadyTest, HitOnAVanguardGivesAUnitOfTheClanThreeThousand) { check_hit_vanguard_plus_3000("BT05/076", Circle::FrontLeft, kDimensionPolice); }

// CR 8.1.1.2.1: a hit on a rear-guard does not trigger it.
TEST(Bt05SuperDimensionalRoboDailadyTest, HittingARearGuardDoesNotTrigger) { check_hit_rear_guard_does_not_trigger("BT05/076", Circle::FrontLeft); }

// CR 2.11.3: on the vanguard circle the ability is not active: its hit stands nothing by.
TEST(Bt05SuperDimensionalRoboDailadyTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT05/076"}, {Circle::BackLeft, kDimensionPolice}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::BackLeft), def(kDimensionPolice).power);
}

}  // namespace
}  // namespace vg::test
