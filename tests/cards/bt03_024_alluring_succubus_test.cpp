// BT03/024 Alluring Succubus: [AUTO] when this unit is placed on (VC) or (RC), if you have a
// <Dark Irregulars> vanguard, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAlluringSuccubus = "BT03/024";

// CR 1.31 10.1.4.1, 10.1.17.1: called to (RC) under a «Dark Irregulars» vanguard, the deck's top
// card goes into the soul.
TEST(Bt03AlluringSuccubusTest, CalledUnderAVanguardOfTheClanSoulChargesOne) { check_placed_soul_charge_on_rc(kAlluringSuccubus, kDarkIrregulars); }

// Ridden onto (VC), it is itself the «Dark Irregulars» vanguard.
TEST(Bt03AlluringSuccubusTest, RiddenItSoulChargesOne) { check_placed_soul_charge_on_vc(kAlluringSuccubus, kDarkIrregularsG0); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it does nothing.
TEST(Bt03AlluringSuccubusTest, AnotherClanVanguardNothing) { check_placed_soul_charge_other_clan(kAlluringSuccubus); }

// "You may": declined, nothing is charged.
TEST(Bt03AlluringSuccubusTest, MayDecline) { check_placed_soul_charge_declined(kAlluringSuccubus, kDarkIrregulars); }

}  // namespace
}  // namespace vg::test
