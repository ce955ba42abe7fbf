// TD07/007 Titan of the Infinite Trench: [AUTO] when it intercepts, provided your vanguard is
// an <Aqua Force>, +5000 shield until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTitanOfTheInfiniteTrench = "TD07/007";

// CR 1.31 10.2.2.1, 7.4.1.3: intercepting under a Aqua Force vanguard (8000), its 10000 shield
// stops the 16000 attack.
TEST(Td07TitanOfTheInfiniteTrenchTest, InterceptingUnderAClanVanguardGainsFiveThousandShield) {
  check_intercept_shield(kTitanOfTheInfiniteTrench, "TD07/008", true);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing: the
// attack hits.
TEST(Td07TitanOfTheInfiniteTrenchTest, InterceptingUnderAnotherClanShieldAsPrinted) {
  check_intercept_shield(kTitanOfTheInfiniteTrench, kFiller, false);
}

}  // namespace
}  // namespace vg::test
