// BT03/076 Flame Edge Dragon: [AUTO](VC/RC) when this unit's attack hits, if you have a <Kagero>
// vanguard, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFlameEdgeDragon = "BT03/076";

// CR 1.31 7.6.1.9, 10.1.17.1: its attack from (RC) hits under a «Kagero» vanguard: soul charge 1.
TEST(Bt03FlameEdgeDragonTest, HitFromARearGuardCircleSoulChargesOne) { check_hit_soul_charge(kFlameEdgeDragon, Circle::FrontLeft, kKagero); }

// From (VC) it is itself the «Kagero» vanguard.
TEST(Bt03FlameEdgeDragonTest, HitFromTheVanguardCircleSoulChargesOne) { check_hit_soul_charge(kFlameEdgeDragon, Circle::Vanguard, kKagero); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it does nothing.
TEST(Bt03FlameEdgeDragonTest, AnotherClanVanguardNothing) { check_hit_soul_charge_other_clan(kFlameEdgeDragon); }

// CR 1.31 8.1.1.2.1: guarded, its attack does not hit: nothing triggers.
TEST(Bt03FlameEdgeDragonTest, NoHitNothing) { check_no_hit_no_soul_charge(kFlameEdgeDragon, kKagero); }

// "You may": declined, nothing is charged.
TEST(Bt03FlameEdgeDragonTest, MayDecline) {
  Board b(with_unit(kFlameEdgeDragon, Circle::FrontLeft, kKagero), opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

}  // namespace
}  // namespace vg::test
