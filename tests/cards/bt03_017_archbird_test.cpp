// BT03/017 Archbird (Sentinel): [AUTO] [discard a <Tachikaze> from your hand] when this unit is
// placed on (GC), you may pay: choose one of your <Tachikaze> that is being attacked; it cannot
// be hit until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kArchbird = "BT03/017";

// CR 1.31 10.2.8, 5.1.2.5: the card has Sentinel (the English text omits the line; ruling c.4).
TEST(Bt03ArchbirdTest, HasSentinel) { EXPECT_TRUE(def(kArchbird).sentinel); }

// CR 1.31 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a «Tachikaze» discarded, the attacked
// vanguard of the clan is not hit.
TEST(Bt03ArchbirdTest, DiscardingOfTheClanTheVanguardCannotBeHit) { check_sentinel(kArchbird, kTachikaze); }

// CR 1.31 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt03ArchbirdTest, OnlyACardOfTheClanPaysTheCost) { check_sentinel_cost_of_the_clan(kArchbird, kTachikaze); }

// CR 1.31 8.5.3.1.3: the attacked vanguard is of another clan: nothing can be chosen, it is hit.
TEST(Bt03ArchbirdTest, AnAttackedUnitOfAnotherClanIsNotProtected) { check_sentinel_attacked_of_another_clan(kArchbird, kTachikaze); }

}  // namespace
}  // namespace vg::test
