// BT04/030 Cosmo Roar: [ACT](RC) [rest this unit] another of your <Dimension Police> units gets +2000 power until end
// of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 10.1.11, 8.5.3: it rests; its player's other «Dimension Police» units are offered (not a
// unit of another clan), and the chosen one has +2000 for the turn. Rested, it cannot pay again.
TEST(Bt04CosmoRoarTest, RestsToGiveAnotherDimensionPoliceTwoThousand) {
  Board b({{{Circle::Vanguard, "BT04/028"}, {Circle::FrontLeft, "BT04/030"}, {Circle::BackLeft, "TD01/008"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 1));
  EXPECT_TRUE(b.state().card(u).rested);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{v});
  ASSERT_FALSE(b.choose({v}));
  EXPECT_EQ(b.state().power(v), 12000);
  EXPECT_EQ(message(b.act(u, 1)), "cannot pay the cost: Cosmo Roar (" + id(u) + ") is already rested " + cite(cr::kPayCosts));
}

// CR 1.31 3.1.1.3: on (VC) the ACT is not active.
TEST(Bt04CosmoRoarTest, NotPlayedFromTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT04/030"}, {Circle::FrontLeft, "BT04/028"}}}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(v, 1)),
            "cannot play the ability of Cosmo Roar (" + id(v) + ") from where it is: the ability is not active there " + cite(cr::kActiveZone));
}

}  // namespace
}  // namespace vg::test
