// BT02/080 Intelli-mouse: [ACT](RC) [rest this unit] one of your <<Great Nature>> rear-guards gets
// +4000 power until end of turn, and that unit is retired at the beginning of the end phase of
// that turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// Intelli-mouse behind a Great Nature Geograph Giant (10000).
Board mouse_board(std::vector<Circle> rested) {
  return Board({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT02/040"}, {Circle::BackLeft, "BT02/080"}}, std::move(rested)},
               opponent());
}

// CR 10.1.11, 8.5.3, 8.7, 8.6.5: resting it, the chosen Great Nature rear-guard gets +4000 and is
// retired at the beginning of the end phase (CR 10.1.3.1); Intelli-mouse stays.
TEST(Bt02IntelliMouseTest, ChosenGreatNatureGetsFourThousandAndIsRetiredAtTheEndPhase) {
  Board b = mouse_board({});
  const InstanceId mouse = b.unit(Player::A, Circle::BackLeft);
  const InstanceId giant = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(mouse, 1));
  EXPECT_TRUE(b.state().card(mouse).rested);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 2u);  // itself and the Giant
  ASSERT_FALSE(b.choose({giant}));
  EXPECT_EQ(b.state().power(giant), 14000);
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(mouse, 2));
  EXPECT_EQ(b.state().card(giant).zone, Zone::Drop);
  EXPECT_EQ(b.state().card(mouse).zone, Zone::Field);
}

// CR 8.5.2.3: a rested Intelli-mouse cannot pay its cost of resting.
TEST(Bt02IntelliMouseTest, RestedItCannotPayTheRestCost) {
  Board b = mouse_board({Circle::BackLeft});
  auto v = b.act(b.unit(Player::A, Circle::BackLeft), 1);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->to_string(), "cannot pay the cost: Intelli-mouse (#2) is already rested [CR 8.5.2.3]");
}

}  // namespace
}  // namespace vg::test
