// BT02/060 Dragon Knight, Berger: [AUTO] as this unit intercepts, if your vanguard is a <<Kagero>>, +5000 shield
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.2.2.1, 7.4.1.1.2.2: intercepting under a <<Kagero>> vanguard, it guards with 10000 shield.
TEST(Bt02DragonKnightBergerTest, InterceptingUnderItsClanGuardsWithTenThousand) {
  check_intercept_shield("BT02/060", "BT01/048", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: only the printed 5000.
TEST(Bt02DragonKnightBergerTest, UnderAnotherClanOnlyThePrintedShield) {
  check_intercept_shield("BT02/060", "BT01/042", false);
}

}  // namespace
}  // namespace vg::test
