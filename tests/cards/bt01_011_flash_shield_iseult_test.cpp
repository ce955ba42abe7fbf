// BT01/011 Flash Shield, Iseult (Sentinel): [AUTO] when placed on (GC), you may discard a <<Royal Paladin>> from
// your hand; then one of your attacked <<Royal Paladin>> units cannot be hit until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 2.11.4: the card carries the Sentinel mark.
TEST(Bt01FlashShieldIseultTest, HasTheSentinelMark) { EXPECT_TRUE(def("BT01/011").sentinel); }

// CR 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a <<Royal Paladin>> discarded, the attacked vanguard is not hit.
TEST(Bt01FlashShieldIseultTest, DiscardingOfTheClanTheVanguardCannotBeHit) {
  check_sentinel("BT01/011", "BT01/042");
}

// CR 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits (CR 1.31
// 8.1.1.2.3.5: the "then" text after the declined discard is not carried out).
TEST(Bt01FlashShieldIseultTest, OnlyACardOfTheClanPaysTheCost) {
  check_sentinel_cost_of_the_clan("BT01/011", "BT01/042");
}

}  // namespace
}  // namespace vg::test
