// BT01/009 Demon Slaying Knight, Lohengrin: [AUTO](VC) at the beginning of your main phase, soul charge 1 and +2000
// power until end of turn. [AUTO](VC/RC) [Soul Blast 8 and Counter Blast 5] when its attack hits,
// you may pay; then retire all of the opponent's rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 6.6.1.1, 10.1.17: as the main phase begins, the top card goes into the soul and +2000.
TEST(Bt01DemonSlayingKnightLohengrinTest, MainPhaseSoulChargeAndTwoThousand) {
  check_main_phase_soul_charge("BT01/009");
}

// CR 2.11.3: on a rear-guard circle the first ability is not active.
TEST(Bt01DemonSlayingKnightLohengrinTest, NoSoulChargeOnARearGuardCircle) {
  check_main_phase_soul_charge_not_on_rc("BT01/009");
}

// CR 7.6.1.9, 10.1.3: eight soul and five damage retire every rear-guard of the opponent.
TEST(Bt01DemonSlayingKnightLohengrinTest, HitRetiresAllOpponentRearGuards) {
  check_hits_retire_all("BT01/009", 2, true);
}

// CR 8.6.3.1: declined, the rear-guards stay.
TEST(Bt01DemonSlayingKnightLohengrinTest, MayBeDeclined) {
  check_hits_retire_all("BT01/009", 2, false);
}

}  // namespace
}  // namespace vg::test
