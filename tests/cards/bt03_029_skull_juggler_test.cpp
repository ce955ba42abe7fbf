// BT03/029 Skull Juggler: [AUTO] when this unit is placed on (VC) or (RC), if you have a
// <Pale Moon> vanguard, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSkullJuggler = "BT03/029";

// CR 1.31 10.1.4.1, 10.1.17.1: called to (RC) under a «Pale Moon» vanguard, the deck's top
// card goes into the soul.
TEST(Bt03SkullJugglerTest, CalledUnderAVanguardOfTheClanSoulChargesOne) { check_placed_soul_charge_on_rc(kSkullJuggler, kPaleMoon); }

// Ridden onto (VC), it is itself the «Pale Moon» vanguard.
TEST(Bt03SkullJugglerTest, RiddenItSoulChargesOne) { check_placed_soul_charge_on_vc(kSkullJuggler, kPaleMoonG0); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it does nothing.
TEST(Bt03SkullJugglerTest, AnotherClanVanguardNothing) { check_placed_soul_charge_other_clan(kSkullJuggler); }

// "You may": declined, nothing is charged.
TEST(Bt03SkullJugglerTest, MayDecline) { check_placed_soul_charge_declined(kSkullJuggler, kPaleMoon); }

}  // namespace
}  // namespace vg::test
