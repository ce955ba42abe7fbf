// BT03/080 Masked Police, Grander: [AUTO](RC) when this unit attacks, if you have a <Dimension
// Police> vanguard, your vanguard gets +2000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGrander = "BT03/080";

// CR 1.31 7.3.1.8, 8.1.1.2.3: attacking under a «Dimension Police» vanguard, the vanguard (not
// Grander) gets +2000, which lasts after the battle (until end of turn).
TEST(Bt03MaskedPoliceGranderTest, AttackGivesTheVanguardTwoThousand) {
  Board b(with_unit(kGrander, Circle::FrontLeft, kDimensionPolice), opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory_message(kGrander, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(v), 10000);
  EXPECT_EQ(b.state().power(u), 8000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(v), 10000);
}

// Under a vanguard of another clan it resolves and does nothing.
TEST(Bt03MaskedPoliceGranderTest, AnotherClanVanguardNothing) {
  Board b(with_unit(kGrander, Circle::FrontLeft), opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 3.1.1.3: active on (RC) only: attacking as the vanguard, nothing triggers.
TEST(Bt03MaskedPoliceGranderTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kGrander}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 8000);
}

}  // namespace
}  // namespace vg::test
