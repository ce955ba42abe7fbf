// BT02/074 Red Lightning: [ACT](RC) put this unit into your soul: if your vanguard is a
// <Nova Grappler>, turn at most one face-down damage card of your choice face up (counter charge).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.5.2.3, 10.1.12.1: paid by going to the soul, under a Nova Grappler vanguard it turns one
// face-down damage card of the player's choice face up.
TEST(Bt02RedLightningTest, UnderItsClanTurnsADamageCardFaceUp) {
  check_act_soul_counter_charge("BT02/074", "TD03/004", true);
}

// CR 8.1.1.2.3: under a vanguard of another clan the "if" fails; the cost stays paid.
TEST(Bt02RedLightningTest, UnderAnotherClanNothingIsTurned) {
  check_act_soul_counter_charge("BT02/074", "TD02/004", false);
}

}  // namespace
}  // namespace vg::test
