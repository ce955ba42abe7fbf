// BT04/044 Demon World Castle, Fatalita: [AUTO] when it intercepts, if your vanguard is a <Shadow Paladin>, +5000 shield until end of that
// battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 10.2.2.1, 7.4.1.3: intercepting under a «Shadow Paladin» vanguard, 10000 shield:
// the 16000 attack does not hit the 8000 vanguard.
TEST(Bt04DemonWorldCastleFatalitaTest, InterceptingUnderAShadowPaladin) { check_intercept_shield("BT04/044", "BT04/045", true); }

// CR 8.1.1.2.3: under a vanguard of another clan, 5000 shield: the attack hits.
TEST(Bt04DemonWorldCastleFatalitaTest, UnderAnotherClanNoShield) { check_intercept_shield("BT04/044", "TD01/008", false); }

}  // namespace
}  // namespace vg::test
