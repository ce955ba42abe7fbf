// BT01/007 Battle Sister, Cocoa: [AUTO] when placed on (VC) or (RC), if you have an <Oracle Think
// Tank> vanguard, look at the top card of your deck and put it on the top or the bottom.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCocoa = "BT01/007";

// CR 4.2.2, 8.5.3: called under an «Oracle Think Tank» vanguard, its player looks at the top card
// and may put it at the bottom.
TEST(Bt01BattleSisterCocoaTest, TheTopCardToTheBottom) {
  Board b({{{Circle::Vanguard, "TD04/004"}}, {}, {kCocoa}, {"TD04/013"}}, opponent());
  const InstanceId top = b.state().player(Player::A).deck.back();
  ASSERT_FALSE(b.call(kCocoa, Circle::FrontLeft));
  const InstanceId cocoa = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(cocoa, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{top});
  ASSERT_FALSE(b.choose({top}));
  EXPECT_EQ(b.state().player(Player::A).deck.front(), top);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: under a vanguard of another clan the ability does nothing: no look.
TEST(Bt01BattleSisterCocoaTest, NothingUnderAnotherClan) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kCocoa}}, opponent());
  ASSERT_FALSE(b.call(kCocoa, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
