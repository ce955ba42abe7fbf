// BT01/015 Wyvern Guard, Barri (Sentinel): [AUTO] when placed on (GC), you may discard a <<Kagero>> from
// your hand; then one of your attacked <<Kagero>> units cannot be hit until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 2.11.4: the card carries the Sentinel mark.
TEST(Bt01WyvernGuardBarriTest, HasTheSentinelMark) { EXPECT_TRUE(def("BT01/015").sentinel); }

// CR 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a <<Kagero>> discarded, the attacked vanguard is not hit.
TEST(Bt01WyvernGuardBarriTest, DiscardingOfTheClanTheVanguardCannotBeHit) {
  check_sentinel("BT01/015", "BT01/048");
}

// CR 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt01WyvernGuardBarriTest, OnlyACardOfTheClanPaysTheCost) {
  check_sentinel_cost_of_the_clan("BT01/015", "BT01/048");
}

}  // namespace
}  // namespace vg::test
