// BT03/043 Decadent Succubus: [AUTO](VC) each time another «Dark Irregulars» of yours is placed on (RC), you may soul charge 1
// (mechanism "another unit placed", CR 1.31 10.1.4.1.1).
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDecadentSuccubus = "BT03/043";

// CR 1.31 10.1.4.1.1, 10.1.17.1, 8.6.2.1: each of your «Dark Irregulars» units called to (RC) stands it by once;
// another clan's unit does not; the opponent's copy watches only its own player's units.
TEST(Bt03DecadentSuccubusTest, EachUnitOfTheClanPlacedOnRcMaySoulCharge) { check_another_placed_soul_charge(kDecadentSuccubus, kDarkIrregularsG1, kRoyal); }

// "Another" and "(VC)": itself called to (RC) triggers nothing, nor does it watch from (RC); a
// card of the clan ridden onto (VC) is not placed on (RC).
TEST(Bt03DecadentSuccubusTest, NotItselfNotFromRcNotARide) { check_another_placed_not_itself(kDecadentSuccubus, kDarkIrregulars, kDarkIrregularsG1); }

}  // namespace
}  // namespace vg::test
