// BT03/071 Oracle Guardian, Red Eye: [AUTO](VC/RC) when this unit's attack hits, if you have a <Oracle Think Tank>
// vanguard, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kOracleGuardianRedEye = "BT03/071";

// CR 1.31 7.6.1.9, 10.1.17.1: its attack from (RC) hits under a «Oracle Think Tank» vanguard: soul charge 1.
TEST(Bt03OracleGuardianRedEyeTest, HitFromARearGuardCircleSoulChargesOne) { check_hit_soul_charge(kOracleGuardianRedEye, Circle::FrontLeft, kOracle); }

// From (VC) it is itself the «Oracle Think Tank» vanguard.
TEST(Bt03OracleGuardianRedEyeTest, HitFromTheVanguardCircleSoulChargesOne) { check_hit_soul_charge(kOracleGuardianRedEye, Circle::Vanguard, kOracle); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it does nothing.
TEST(Bt03OracleGuardianRedEyeTest, AnotherClanVanguardNothing) { check_hit_soul_charge_other_clan(kOracleGuardianRedEye); }

// CR 1.31 8.1.1.2.1: guarded, its attack does not hit: nothing triggers.
TEST(Bt03OracleGuardianRedEyeTest, NoHitNothing) { check_no_hit_no_soul_charge(kOracleGuardianRedEye, kOracle); }

// "You may": declined, nothing is charged.
TEST(Bt03OracleGuardianRedEyeTest, MayDecline) {
  Board b(with_unit(kOracleGuardianRedEye, Circle::FrontLeft, kOracle), opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

}  // namespace
}  // namespace vg::test
