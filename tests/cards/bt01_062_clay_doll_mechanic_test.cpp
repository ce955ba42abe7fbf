// BT01/062 Clay-doll Mechanic: [AUTO] when placed on (RC), if your vanguard is a <Nova Grappler>, turn
// one face-down damage card of your choice face up (counter charge 1).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 8.1.1.2.3, 10.1.12.1: called under a Nova Grappler vanguard, one face-down
// damage card of the player's choice turns face up.
TEST(Bt01ClayDollMechanicTest, PlacedUnderNovaGrapplerTurnsADamageCardFaceUp) {
  check_placed_counter_charge("BT01/062", "TD03/004", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails: nothing is turned.
TEST(Bt01ClayDollMechanicTest, UnderAnotherClanNothingIsTurned) {
  check_placed_counter_charge("BT01/062", "TD02/004", false);
}

}  // namespace
}  // namespace vg::test
