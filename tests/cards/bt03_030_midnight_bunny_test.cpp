// BT03/030 Midnight Bunny: [AUTO](RC) [Counter Blast 1 & put this unit into your soul] when an
// attack hits during the battle this unit boosted, if you have a <Pale Moon> vanguard, you may
// pay: call a <Pale Moon> other than a card named "Midnight Bunny" from your soul to (RC).
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBunny = "BT03/030";

// CR 1.31 7.3.1.6, 8.5.2.3, 8.5.3, 10.1.6.1.3: the attack it boosted hits; paid, the «Pale Moon»
// of the soul other than a Midnight Bunny is called, to the circle the Bunny left (ruling c.20).
TEST(Bt03MidnightBunnyTest, BoostedHitCallsAnotherPaleMoonFromTheSoul) { check_pale_moon_call_from_soul(kBunny, true); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt03MidnightBunnyTest, AnotherClanVanguardCannotPay) { check_pale_moon_call_other_clan(kBunny, true); }

// "You may pay": declined, the Bunny stays on (RC).
TEST(Bt03MidnightBunnyTest, DeclinedItStays) { check_pale_moon_call_declined(kBunny, true); }

// CR 1.31 8.1.1.2.1: an attack it did not boost hits: nothing triggers.
TEST(Bt03MidnightBunnyTest, AnAttackItDidNotBoostTriggersNothing) { check_unboosted_hit(kBunny); }

}  // namespace
}  // namespace vg::test
