// BT04/035 Gloom Flyman: [AUTO] when placed on (GC), if your vanguard is a <Megacolony>, rest one of the opponent's grade 0
// rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// Player A (the attacker) has a grade 0 rear-guard (front-left) and a grade 1 (front-right).
Side attacker() { return Side{{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "TD02/012"}, {Circle::FrontRight, "TD02/007"}}}; }

// CR 10.1.4.1, 10.1.11, 8.6.3.1: guarding under a «Megacolony» vanguard (mandatory), only the
// grade 0 rear-guard of the attacker is offered, and it rests.
TEST(Bt04GloomFlymanTest, GuardingUnderAMegacolonyRestsAGradeZero) {
  Board b(attacker(), {{{Circle::Vanguard, "BT02/077"}}, {}, {"BT04/035"}});
  const InstanceId zero = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.guard({"BT04/035"}));
  const InstanceId g = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.asked(), Player::B);
  EXPECT_EQ(message(b.decline(g, 1)), mandatory(b, g));
  ASSERT_FALSE(b.play(g, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{zero});
  ASSERT_FALSE(b.choose({zero}));
  ASSERT_FALSE(b.end_guard());
  EXPECT_TRUE(b.state().card(zero).rested);
  EXPECT_FALSE(b.state().card(b.unit(Player::A, Circle::FrontRight)).rested);
}

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and rests nothing; called to (RC)
// it does not trigger.
TEST(Bt04GloomFlymanTest, UnderAnotherClanOrOnARearGuardCircleNothing) {
  Board b(attacker(), {{{Circle::Vanguard, "TD01/008"}}, {}, {"BT04/035"}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.guard({"BT04/035"}));
  ASSERT_FALSE(b.play(b.unit(Player::B, Circle::Guardian), 1));
  EXPECT_NE(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.end_guard());
  EXPECT_FALSE(b.state().card(b.unit(Player::A, Circle::FrontLeft)).rested);
  Board r({{{Circle::Vanguard, kFiller}}, {}, {"BT04/035"}}, opponent());
  ASSERT_FALSE(r.call("BT04/035", Circle::FrontLeft));
  EXPECT_TRUE(r.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
