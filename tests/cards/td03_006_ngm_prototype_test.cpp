// TD03/006 NGM Prototype: [AUTO] as this unit intercepts, if your vanguard is a <<Nova Grappler>>, +5000 shield
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.2.2.1, 7.4.1.1.2.2: intercepting under a <<Nova Grappler>> vanguard, it guards with 10000 shield.
TEST(Td03NgmPrototypeTest, InterceptingUnderItsClanGuardsWithTenThousand) {
  check_intercept_shield("TD03/006", "BT01/060", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: only the printed 5000.
TEST(Td03NgmPrototypeTest, UnderAnotherClanOnlyThePrintedShield) {
  check_intercept_shield("TD03/006", "BT01/048", false);
}

}  // namespace
}  // namespace vg::test
