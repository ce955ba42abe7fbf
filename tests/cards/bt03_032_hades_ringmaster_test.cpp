// BT03/032 Hades Ringmaster: [AUTO](VC) when another <Pale Moon> rides this unit, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kHadesRingmaster = "BT03/032";

// CR 1.31 8.5.2.4.1, 8.6.4.1.4, 10.1.17.1: ridden by a «Pale Moon», it goes into the soul and
// the deck's top card joins it.
TEST(Bt03HadesRingmasterTest, RiddenByTheClanSoulChargesOne) { check_ridden_soul_charge(kHadesRingmaster, kPaleMoonG1); }

// "You may": declined, only the ridden card is in the soul.
TEST(Bt03HadesRingmasterTest, MayDecline) { check_ridden_soul_charge_declined(kHadesRingmaster, kPaleMoonG1); }

// CR 1.31 8.1.1.2.1: ridden by a unit of another clan it does not trigger.
TEST(Bt03HadesRingmasterTest, RiddenByAnotherClanNothing) { check_ridden_by_other_clan(kHadesRingmaster, "BT01/060"); }

}  // namespace
}  // namespace vg::test
