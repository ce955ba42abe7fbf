// BT02/056 Knight of Truth, Gordon: [AUTO] as this unit intercepts, if your vanguard is a <<Royal Paladin>>, +5000 shield
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.2.2.1, 7.4.1.1.2.2: intercepting under a <<Royal Paladin>> vanguard, it guards with 10000 shield.
TEST(Bt02KnightOfTruthGordonTest, InterceptingUnderItsClanGuardsWithTenThousand) {
  check_intercept_shield("BT02/056", "BT01/042", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: only the printed 5000.
TEST(Bt02KnightOfTruthGordonTest, UnderAnotherClanOnlyThePrintedShield) {
  check_intercept_shield("BT02/056", "BT01/048", false);
}

}  // namespace
}  // namespace vg::test
