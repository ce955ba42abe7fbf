// BT04/070 Garnet Dragon, Flash: [AUTO](VC/RC) when its attack hits a vanguard, one of your <Kagero> units gets +3000 power until
// end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.6.1.9, 8.5.3: its attack hitting a vanguard, from (VC) or (RC), gives one of its
// player's units of its clan +3000 for the turn.
TEST(Bt04GarnetDragonFlashTest, HittingAVanguardGivesAUnitOfTheClanThreeThousand) {
  check_hit_vanguard_power_to_clan("BT04/070", Circle::Vanguard, "TD02/007", "TD01/008");
  check_hit_vanguard_power_to_clan("BT04/070", Circle::FrontLeft, "TD02/007", "TD01/008");
}

// CR 8.1.1.2.1: hitting a rear-guard, nothing stands by.
TEST(Bt04GarnetDragonFlashTest, HittingARearGuardNothing) { check_hit_rear_guard_does_not_trigger("BT04/070", Circle::FrontLeft); }

}  // namespace
}  // namespace vg::test
