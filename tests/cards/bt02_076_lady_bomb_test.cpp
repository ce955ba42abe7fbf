// BT02/076 Lady Bomb: [AUTO] [Counter Blast 2] when placed on (VC) or (RC), you may pay: choose
// one of the opponent's rear-guards; it cannot stand in the opponent's next stand phase.
#include <gtest/gtest.h>

#include "tests/cards/rule_checks.h"

namespace vg::test {
namespace {

TEST(Bt02LadyBombTest, TheChosenRearGuardStaysRestedOneStandPhase) { check_keeps_rested("BT02/076"); }

}  // namespace
}  // namespace vg::test
