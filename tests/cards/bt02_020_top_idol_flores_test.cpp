// BT02/020 Top Idol, Flores: [AUTO](VC)/(RC) [Soul Blast 2] when its attack hits, it may pay;
// then one of your <Bermuda Triangle> rear-guards of your choice goes back to the hand.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFlores = "BT02/020";

// CR 7.6.1.9, 8.5.3, 4.1.4: paid, the chosen Bermuda Triangle rear-guard goes to the hand; only
// a rear-guard of that clan may be chosen.
TEST(Bt02FloresTest, HitReturnsAChosenBermudaRearGuardToTheHand) {
  Board b({{{Circle::Vanguard, kFlores}, {Circle::FrontLeft, "BT02/036"}, {Circle::FrontRight, kFiller}}, {}, {}, {}, {}, fillers(2)},
          opponent());
  const InstanceId flores = b.unit(Player::A, Circle::Vanguard), aqua = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId other = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(flores, 1, b.soul(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(message(b.choose({other})), "card " + id(other) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  ASSERT_FALSE(b.choose({aqua}));
  EXPECT_EQ(b.state().card(aqua).zone, Zone::Hand);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// CR 8.6.3.1: optional; declined, nothing moves.
TEST(Bt02FloresTest, DeclinedReturnsNothing) {
  Board b({{{Circle::Vanguard, kFlores}, {Circle::FrontLeft, "BT02/036"}}, {}, {}, {}, {}, fillers(2)}, opponent());
  const InstanceId flores = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(flores, 1));
  EXPECT_NE(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
}

}  // namespace
}  // namespace vg::test
