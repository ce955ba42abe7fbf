// BT02/016 Chain-attack Sutherland: [AUTO](VC/RC) during your main phase, when an opponent's
// rear-guard is put into the drop zone, +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.6.2, 10.1.3: an opponent's rear-guard retired in the main phase: +3000 for the turn.
TEST(Bt02ChainAttackSutherlandTest, OpponentRearGuardRetiredGivesThreeThousand) {
  check_drop_watch("BT02/016", Circle::FrontLeft);
}

}  // namespace
}  // namespace vg::test
