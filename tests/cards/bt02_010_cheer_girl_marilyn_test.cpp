// BT02/010 Cheer Girl, Marilyn (Sentinel): [AUTO] when placed on (GC), you may discard a <<Spike Brothers>> from
// your hand; then one of your attacked <<Spike Brothers>> units cannot be hit until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 2.11.4: the card carries the Sentinel mark.
TEST(Bt02CheerGirlMarilynTest, HasTheSentinelMark) { EXPECT_TRUE(def("BT02/010").sentinel); }

// CR 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a <<Spike Brothers>> discarded, the attacked vanguard is not hit.
TEST(Bt02CheerGirlMarilynTest, DiscardingOfTheClanTheVanguardCannotBeHit) {
  check_sentinel("BT02/010", "BT01/075");
}

// CR 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt02CheerGirlMarilynTest, OnlyACardOfTheClanPaysTheCost) {
  check_sentinel_cost_of_the_clan("BT02/010", "BT01/075");
}

}  // namespace
}  // namespace vg::test
