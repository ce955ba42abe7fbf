// BT04/013 Cosmo Beak: [AUTO] [Counter Blast 2] when placed on (RC), you may pay: another of your <Dimension Police>
// units gets +4000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 10.1.15.1, 8.5.3: paid, its player's other «Dimension Police» units are offered
// (not itself, not a unit of another clan); the chosen one has +4000 for the turn.
TEST(Bt04CosmoBeakTest, PaidAnotherDimensionPoliceGetsFourThousand) {
  Board b({{{Circle::Vanguard, "BT04/028"}, {Circle::FrontRight, "BT03/081"}, {Circle::BackLeft, "TD01/008"}}, {}, {"BT04/013"}, {}, fillers(2)},
          opponent());
  ASSERT_FALSE(b.call("BT04/013", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), v = b.unit(Player::A, Circle::Vanguard),
                   daisy = b.unit(Player::A, Circle::FrontRight);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({v, daisy}));
  ASSERT_FALSE(b.choose({daisy}));
  EXPECT_EQ(b.state().power(daisy), 12000);
  EXPECT_EQ(b.state().power(u), 8000);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
}

// "You may": declined, nothing is paid.
TEST(Bt04CosmoBeakTest, Optional) {
  Board b({{{Circle::Vanguard, "BT04/028"}}, {}, {"BT04/013"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call("BT04/013", Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

}  // namespace
}  // namespace vg::test
