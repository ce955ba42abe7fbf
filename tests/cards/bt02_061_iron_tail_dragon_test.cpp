// BT02/061 Iron Tail Dragon: [ACT](VC/RC) [Counter Blast 1]: +1000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.5.1, 10.1.15.1: from a rear-guard circle, each use pays one damage card and adds 1000.
TEST(Bt02IronTailDragonTest, EachUseOnARearGuardAddsOneThousand) {
  check_act_counter_blast_plus_1000("BT02/061", Circle::FrontLeft);
}

// CR 2.11.3: the ability is active on the vanguard circle too.
TEST(Bt02IronTailDragonTest, AlsoActiveOnTheVanguardCircle) {
  check_act_counter_blast_plus_1000("BT02/061", Circle::Vanguard);
}

}  // namespace
}  // namespace vg::test
