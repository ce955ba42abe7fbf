// BT04/014 Diamond Ace: (Sentinel) [AUTO] [discard a <Dimension Police>] when placed on (GC), you may pay: one of your
// attacked <Dimension Police> units cannot be hit until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 5.1.2.5: the card carries the Sentinel mark (docs/classic-mechanisms.md (c) 4).
TEST(Bt04DiamondAceTest, HasTheSentinelMark) { EXPECT_TRUE(def("BT04/014").sentinel); }

// CR 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a card of the clan discarded, the
// attacked vanguard of the clan is not hit.
TEST(Bt04DiamondAceTest, DiscardingOfTheClanTheVanguardCannotBeHit) { check_sentinel("BT04/014", "BT03/081"); }

// CR 10.1.2.1: a card of another clan does not pay; declined, the attack hits.
TEST(Bt04DiamondAceTest, OnlyACardOfTheClanPaysTheCost) { check_sentinel_discard_of_the_clan("BT04/014", "BT03/081", "TD01/008"); }

// CR 8.5.3: an attacked vanguard of another clan is not one it may choose: it is hit.
TEST(Bt04DiamondAceTest, AnAttackedUnitOfAnotherClanIsHit) { check_sentinel_protects_only_the_clan("BT04/014", "BT03/081", "TD01/008"); }

}  // namespace
}  // namespace vg::test
