// BT02/075 Blazer Idols: [AUTO] when placed on (RC), another of your <Bermuda Triangle>
// units of your choice gets +2000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4, 8.5.3: called, it gives the chosen other Bermuda Triangle +2000 for the turn.
TEST(Bt02BlazerIdolsTest, CalledGivesAnotherBermudaTriangleTwoThousand) {
  Board b({{{Circle::Vanguard, "BT02/036"}}, {}, {"BT02/075"}}, opponent());
  ASSERT_FALSE(b.call("BT02/075", Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({b.unit(Player::A, Circle::Vanguard)}));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 6000);
}

}  // namespace
}  // namespace vg::test
