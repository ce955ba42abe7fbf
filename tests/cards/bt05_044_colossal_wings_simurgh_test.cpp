// BT05/044 Colossal Wings, Simurgh: [AUTO] when this unit intercepts, if your vanguard is a
// <<Neo Nectar>>, it gets +5000 shield until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.2.2.1, CR 1.31 7.4.1.3: intercepting under a «Neo Nectar» vanguard (Corolla Dragon, 8000), it
// guards with 10000 shield: 16000 does not hit.
TEST(Bt05ColossalWingsSimurghTest, InterceptingUnderItsClanGuardsWithTenThousand) {
  check_intercept_shield("BT05/044", "BT05/046", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: only the printed 5000.
TEST(Bt05ColossalWingsSimurghTest, UnderAnotherClanOnlyThePrintedShield) { check_intercept_shield("BT05/044", "BT01/048", false); }

}  // namespace
}  // namespace vg::test
