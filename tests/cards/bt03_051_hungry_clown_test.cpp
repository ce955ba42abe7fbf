// BT03/051 Hungry Clown: [AUTO](VC/RC) when this unit's attack hits, if you have a <Pale Moon>
// vanguard, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kHungryClown = "BT03/051";

// CR 1.31 7.6.1.9, 10.1.17.1: its attack from (RC) hits under a «Pale Moon» vanguard: soul charge 1.
TEST(Bt03HungryClownTest, HitFromARearGuardCircleSoulChargesOne) { check_hit_soul_charge(kHungryClown, Circle::FrontLeft, kPaleMoon); }

// From (VC) it is itself the «Pale Moon» vanguard.
TEST(Bt03HungryClownTest, HitFromTheVanguardCircleSoulChargesOne) { check_hit_soul_charge(kHungryClown, Circle::Vanguard, kPaleMoon); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it does nothing.
TEST(Bt03HungryClownTest, AnotherClanVanguardNothing) { check_hit_soul_charge_other_clan(kHungryClown); }

// CR 1.31 8.1.1.2.1: guarded, its attack does not hit: nothing triggers.
TEST(Bt03HungryClownTest, NoHitNothing) { check_no_hit_no_soul_charge(kHungryClown, kPaleMoon); }

// "You may": declined, nothing is charged.
TEST(Bt03HungryClownTest, MayDecline) {
  Board b(with_unit(kHungryClown, Circle::FrontLeft, kPaleMoon), opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

}  // namespace
}  // namespace vg::test
