// BT03/016 Hades Hypnotist (Sentinel): [AUTO] [discard a <Pale Moon> from your hand] when this unit is
// placed on (GC), you may pay: choose one of your <Pale Moon> that is being attacked; it cannot
// be hit until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kHadesHypnotist = "BT03/016";

// CR 1.31 10.2.8, 5.1.2.5: the card has Sentinel (the English text omits the line; ruling c.4).
TEST(Bt03HadesHypnotistTest, HasSentinel) { EXPECT_TRUE(def(kHadesHypnotist).sentinel); }

// CR 1.31 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a «Pale Moon» discarded, the attacked
// vanguard of the clan is not hit.
TEST(Bt03HadesHypnotistTest, DiscardingOfTheClanTheVanguardCannotBeHit) { check_sentinel(kHadesHypnotist, kPaleMoon); }

// CR 1.31 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt03HadesHypnotistTest, OnlyACardOfTheClanPaysTheCost) { check_sentinel_cost_of_the_clan(kHadesHypnotist, kPaleMoon); }

// CR 1.31 8.5.3.1.3: the attacked vanguard is of another clan: nothing can be chosen, it is hit.
TEST(Bt03HadesHypnotistTest, AnAttackedUnitOfAnotherClanIsNotProtected) { check_sentinel_attacked_of_another_clan(kHadesHypnotist, kPaleMoon); }

}  // namespace
}  // namespace vg::test
