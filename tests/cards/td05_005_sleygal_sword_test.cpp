// TD05/005 Sleygal Sword: [ACT](VC/RC) [Counter Blast 1] provided you have four or more other
// <Gold Paladin> rear-guards, +2000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSleygalSword = "TD05/005";

// CR 1.31 8.5.2.3, 8.5.2.4.4, 10.1.15.1: one damage turned; with four other Gold Paladin
// rear-guards, +2000 for the turn, from (VC) and from (RC).
TEST(Td05SleygalSwordTest, FourOtherGoldPaladinRearGuardsGiveTwoThousand) {
  EXPECT_EQ(sleygal_power(kSleygalSword, Circle::Vanguard, 4), 2000);
  EXPECT_EQ(sleygal_power(kSleygalSword, Circle::FrontLeft, 4), 2000);
}

// CR 1.31 8.5.2.4.4: with three (and one of another clan) the cost is paid and nothing is
// gained; on (RC) the unit itself and the vanguard are not among the "other" rear-guards.
TEST(Td05SleygalSwordTest, ThreeOtherGoldPaladinRearGuardsPaidInVain) {
  EXPECT_EQ(sleygal_power(kSleygalSword, Circle::Vanguard, 3), 0);
  EXPECT_EQ(sleygal_power(kSleygalSword, Circle::FrontLeft, 3), 0);
}

}  // namespace
}  // namespace vg::test
