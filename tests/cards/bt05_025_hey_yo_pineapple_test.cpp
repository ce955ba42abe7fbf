// BT05/025 Hey Yo Pineapple: [AUTO](VC/RC) when this unit attacks, if you have four or more
// <<Neo Nectar>> vanguard and rear-guards, this unit gets +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPineapple = "BT05/025";

// CR 1.31 7.3.1.8, 8.1.1.2.3: attacking from front-left with four «Neo Nectar» (the vanguard, itself
// and two rear-guards) it has 3000 more for that battle; with three (the fourth unit of another
// clan) it resolves and does nothing.
TEST(Bt05HeyYoPineappleTest, FourNeoNectarGiveThreeThousand) {
  for (bool four : {true, false}) {
    Board b({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kPineapple}, {Circle::BackLeft, "BT05/051"},
              {Circle::FrontRight, four ? "BT05/046" : kFiller}}},
            opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(u, 1)), mandatory(kPineapple, u));
    ASSERT_FALSE(b.play(u, 1));
    EXPECT_EQ(b.state().power(u), four ? 11000 : 8000);
    ASSERT_FALSE(b.no_guard());
    EXPECT_EQ(b.state().power(u), 8000);
  }
}

// On the vanguard circle too (VC/RC); CR 3.8.2: the count is of vanguard and rear-guards.
TEST(Bt05HeyYoPineappleTest, FromTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kPineapple}, {Circle::FrontLeft, "BT05/046"}, {Circle::BackLeft, "BT05/051"},
            {Circle::FrontRight, kNeoNectar}}},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.state().power(v), 11000);
}

}  // namespace
}  // namespace vg::test
