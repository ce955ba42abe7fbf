// TD04/005 Security Guardian: [AUTO] as this unit intercepts, if your vanguard is a <<Oracle Think Tank>>, +5000 shield
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.2.2.1, 7.4.1.1.2.2: intercepting under a <<Oracle Think Tank>> vanguard, it guards with 10000 shield.
TEST(Td04SecurityGuardianTest, InterceptingUnderItsClanGuardsWithTenThousand) {
  check_intercept_shield("TD04/005", "BT01/054", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: only the printed 5000.
TEST(Td04SecurityGuardianTest, UnderAnotherClanOnlyThePrintedShield) {
  check_intercept_shield("TD04/005", "BT01/048", false);
}

}  // namespace
}  // namespace vg::test
