// BT01/014 Dragon Knight, Aleph: [ACT](VC) [Counter Blast 1 and one each of your Embodiment of
// Armor, Bahr and Embodiment of Spear, Tahr rear-guards into the soul] search the deck for up to
// one Embodiment of Victory, Aleph, ride it (superior ride), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/cost_checks.h"

namespace vg::test {
namespace {

TEST(Bt01DragonKnightAlephTest, BahrAndTahrIntoTheSoulRideEmbodimentOfVictory) {
  check_named_rear_guards_ride("BT01/014", "TD02/007", "BT01/024", "BT01/005");
}

}  // namespace
}  // namespace vg::test
