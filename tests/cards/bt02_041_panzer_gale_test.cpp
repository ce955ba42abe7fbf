// BT02/041 Panzer Gale: [AUTO] as this unit intercepts, if your vanguard is a <<Spike Brothers>>, +5000 shield
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.2.2.1, 7.4.1.1.2.2: intercepting under a <<Spike Brothers>> vanguard, it guards with 10000 shield.
TEST(Bt02PanzerGaleTest, InterceptingUnderItsClanGuardsWithTenThousand) {
  check_intercept_shield("BT02/041", "BT01/075", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: only the printed 5000.
TEST(Bt02PanzerGaleTest, UnderAnotherClanOnlyThePrintedShield) {
  check_intercept_shield("BT02/041", "BT01/048", false);
}

}  // namespace
}  // namespace vg::test
