// BT05/047 Caramel Popcorn: [ACT](VC/RC) [Counter Blast 1] this unit gets +1000 power until end
// of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 8.5.1, 10.1.15.1: each use pays one damage and adds 1000, on a rear-guard circle ...
TEST(Bt05CaramelPopcornTest, EachCounterBlastAddsAThousandOnARearGuardCircle) {
  check_act_counter_blast_plus_1000("BT05/047", Circle::FrontLeft);
}

// ... and on the vanguard circle.
TEST(Bt05CaramelPopcornTest, EachCounterBlastAddsAThousandOnTheVanguardCircle) {
  check_act_counter_blast_plus_1000("BT05/047", Circle::Vanguard);
}

// CR 10.1.15.1, 8.5.2.3: with no face-up damage the cost cannot be paid.
TEST(Bt05CaramelPopcornTest, NoFaceUpDamageNoPlay) {
  Board b({{{Circle::Vanguard, "BT05/047"}}}, opponent());
  EXPECT_EQ(message(b.act(b.unit(Player::A, Circle::Vanguard), 1)),
            "the counter blast needs 1 face-up damage card, not 0: a cost is paid whole or not at all " + cite(cr::kCounterBlast));
}

}  // namespace
}  // namespace vg::test
