// BT03/063 Black Cannon Tiger: [AUTO](RC) when an attack hits during the battle that this unit boosted,
// you may soul charge 1; if you do, return this unit to your deck, and shuffle your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBlackCannonTiger = "BT03/063";

// CR 1.31 7.6.1.9, 10.1.17.1, 10.1.10.1: the attack it boosted hits; yes: the deck's top card
// into the soul, this unit into the deck.
TEST(Bt03BlackCannonTigerTest, BoostedHitSoulChargeThenBackToTheDeck) { check_boosted_hit_back_to_deck(kBlackCannonTiger); }

// No: nothing is charged, the unit stays.
TEST(Bt03BlackCannonTigerTest, MayNotSoulCharge) { check_boosted_hit_may_not(kBlackCannonTiger); }

// CR 1.31 8.6.3.1: the choice is in the effect; the ability itself is played.
TEST(Bt03BlackCannonTigerTest, TheAbilityIsPlayed) { check_boosted_hit_mandatory(kBlackCannonTiger); }

// CR 1.31 8.1.1.2.1: guarded, the attack does not hit: nothing triggers.
TEST(Bt03BlackCannonTigerTest, NoHitNothing) { check_boosted_no_hit(kBlackCannonTiger); }

// An attack it did not boost hits: nothing triggers.
TEST(Bt03BlackCannonTigerTest, AnAttackItDidNotBoostNothing) { check_unboosted_hit(kBlackCannonTiger); }

}  // namespace
}  // namespace vg::test
