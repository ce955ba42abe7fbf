// BT04/057 Glory Maker: [AUTO](RC) when it boosts a <Dimension Police> vanguard, if your damage zone holds four or more
// cards, the boosted unit gets +4000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

Side opponent_side(bool) { return opponent(); }

// CR 1.31 7.3.1.6, 7.3.1.7, 8.1.1.2.3: boosting a vanguard of the clan when four cards are in the damage zone, the
// boosted unit has +4000 for the battle (mandatory).
TEST(Bt04GloryMakerTest, BoostingAVanguardOfTheClanWhenItHolds) {
  Board b({{{Circle::Vanguard, "BT04/028"}, {Circle::BackCenter, "BT04/057"}}, {}, {}, {}, fillers(4)}, opponent_side(true));
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), def("BT04/028").power + def("BT04/057").power + 4000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(v), def("BT04/028").power);
}

// When three cards are in the damage zone, it resolves and gives nothing.
TEST(Bt04GloryMakerTest, NothingWhenItDoesNotHold) {
  Board b({{{Circle::Vanguard, "BT04/028"}, {Circle::BackCenter, "BT04/057"}}, {}, {}, {}, fillers(3)}, opponent_side(false));
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), def("BT04/028").power + def("BT04/057").power);
}

// CR 8.1.1.2.1: boosting a vanguard of another clan, or a rear-guard of the clan, nothing stands by.
TEST(Bt04GloryMakerTest, OnlyBoostingAVanguardOfTheClan) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::BackCenter, "BT04/057"}}, {}, {}, {}, fillers(4)}, opponent_side(true));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::Guard);
  Board r({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT04/028"}, {Circle::BackLeft, "BT04/057"}}, {}, {}, {}, fillers(4)}, opponent_side(true));
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(r.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
