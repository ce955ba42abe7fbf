// BT02/051 Evil Shade: [AUTO](RC) [put two cards from the top of your deck into your drop zone]
// when this unit boosts a <Granblue> vanguard, you may pay; if you do, the boosted unit gets
// +4000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kShade = "BT02/051";

// CR 7.3.1.6, 8.5.2.3: boosting a «Granblue» vanguard, the top two cards pay for +4000 to it.
TEST(Bt02EvilShadeTest, BoostingAGranblueVanguardTheTopTwoCardsPayForPower) {
  Board b({{{Circle::Vanguard, "BT01/038"}, {Circle::BackCenter, kShade}}}, opponent());
  const InstanceId shade = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const int boosted = b.power(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.play(shade, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 2u);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), boosted + 4000);
}

// A vanguard of another clan: the boost triggers nothing.
TEST(Bt02EvilShadeTest, BoostingAnotherClanTriggersNothing) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, kShade}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
