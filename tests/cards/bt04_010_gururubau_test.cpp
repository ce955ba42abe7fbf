// BT04/010 Gururubau: [AUTO](RC) when it attacks a vanguard, if your vanguard is a <Shadow Paladin>, +2000 power until
// end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.3.1.8, 8.6.3.1: attacking a vanguard under a «Shadow Paladin» vanguard, +2000 for the
// battle (mandatory).
TEST(Bt04GururubauTest, AttackingAVanguardUnderAShadowPaladin) {
  Board b({{{Circle::Vanguard, "BT04/023"}, {Circle::FrontLeft, "BT04/010"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), 9000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), 7000);
}

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and gives nothing.
TEST(Bt04GururubauTest, UnderAnotherClanNothing) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT04/010"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), 7000);
}

// CR 8.1.1.2.1, 2.11.3: attacking a rear-guard, or from (VC), nothing stands by.
TEST(Bt04GururubauTest, NotOnARearGuardAttackNorFromTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT04/023"}, {Circle::FrontLeft, "BT04/010"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::FrontLeft));
  EXPECT_EQ(b.decision(), Decision::Guard);
  Board v({{{Circle::Vanguard, "BT04/010"}}}, opponent());
  ASSERT_FALSE(v.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(v.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
