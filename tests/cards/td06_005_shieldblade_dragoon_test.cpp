// TD06/005 Shieldblade Dragoon: [AUTO] when it intercepts, provided your vanguard is a
// <Narukami>, +5000 shield until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kShieldbladeDragoon = "TD06/005";

// CR 1.31 10.2.2.1, 7.4.1.3: intercepting under a Narukami vanguard (8000), its 10000 shield
// stops the 16000 attack.
TEST(Td06ShieldbladeDragoonTest, InterceptingUnderAClanVanguardGainsFiveThousandShield) {
  check_intercept_shield(kShieldbladeDragoon, "TD06/008", true);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing: the
// attack hits.
TEST(Td06ShieldbladeDragoonTest, InterceptingUnderAnotherClanShieldAsPrinted) {
  check_intercept_shield(kShieldbladeDragoon, kFiller, false);
}

}  // namespace
}  // namespace vg::test
