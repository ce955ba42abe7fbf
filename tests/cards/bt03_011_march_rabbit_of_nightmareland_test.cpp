// BT03/011 March Rabbit of Nightmareland (Sentinel): [AUTO] [discard a <Dark Irregulars> from your hand] when this unit is
// placed on (GC), you may pay: choose one of your <Dark Irregulars> that is being attacked; it cannot
// be hit until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kMarchRabbitOfNightmareland = "BT03/011";

// CR 1.31 10.2.8, 5.1.2.5: the card has Sentinel (the English text omits the line; ruling c.4).
TEST(Bt03MarchRabbitOfNightmarelandTest, HasSentinel) { EXPECT_TRUE(def(kMarchRabbitOfNightmareland).sentinel); }

// CR 1.31 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a «Dark Irregulars» discarded, the attacked
// vanguard of the clan is not hit.
TEST(Bt03MarchRabbitOfNightmarelandTest, DiscardingOfTheClanTheVanguardCannotBeHit) { check_sentinel(kMarchRabbitOfNightmareland, kDarkIrregulars); }

// CR 1.31 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt03MarchRabbitOfNightmarelandTest, OnlyACardOfTheClanPaysTheCost) { check_sentinel_cost_of_the_clan(kMarchRabbitOfNightmareland, kDarkIrregulars); }

// CR 1.31 8.5.3.1.3: the attacked vanguard is of another clan: nothing can be chosen, it is hit.
TEST(Bt03MarchRabbitOfNightmarelandTest, AnAttackedUnitOfAnotherClanIsNotProtected) { check_sentinel_attacked_of_another_clan(kMarchRabbitOfNightmareland, kDarkIrregulars); }

}  // namespace
}  // namespace vg::test
