// BT03/057 Vacuum Mammoth: [AUTO](VC) each time another «Tachikaze» of yours is placed on (RC), you may soul charge 1
// (mechanism "another unit placed", CR 1.31 10.1.4.1.1).
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kVacuumMammoth = "BT03/057";

// CR 1.31 10.1.4.1.1, 10.1.17.1, 8.6.2.1: each of your «Tachikaze» units called to (RC) stands it by once;
// another clan's unit does not; the opponent's copy watches only its own player's units.
TEST(Bt03VacuumMammothTest, EachUnitOfTheClanPlacedOnRcMaySoulCharge) { check_another_placed_soul_charge(kVacuumMammoth, kTachikazeG1, kRoyal); }

// "Another" and "(VC)": itself called to (RC) triggers nothing, nor does it watch from (RC); a
// card of the clan ridden onto (VC) is not placed on (RC).
TEST(Bt03VacuumMammothTest, NotItselfNotFromRcNotARide) { check_another_placed_not_itself(kVacuumMammoth, kTachikaze, kTachikazeG1); }

}  // namespace
}  // namespace vg::test
