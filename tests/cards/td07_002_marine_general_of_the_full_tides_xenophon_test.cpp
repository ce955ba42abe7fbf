// TD07/002 Marine General of the Full Tides, Xenophon: [AUTO](VC) when it attacks, if this is
// the third battle of that turn or later, +3000 until end of that battle; [AUTO](RC) when it
// attacks, if your vanguard is an «Aqua Force» and this is the third battle or later, +1000
// until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kXenophon = "TD07/002";

// CR 1.31 7.1.2.1, 7.3.1.8: as the vanguard attacking in the turn's third battle, +3000 (and
// only ability 1 stands by); in the second, nothing.
TEST(Td07XenophonTest, VanguardThirdBattleGainsSecondDoesNot) {
  EXPECT_EQ(nth_battle_gain(kXenophon, Circle::Vanguard, kXenophon, 3, 1), 3000);
  EXPECT_EQ(nth_battle_gain(kXenophon, Circle::Vanguard, kXenophon, 2, 1), 0);
}

// CR 1.31 7.7.1.2: the +3000 lasts that battle only.
TEST(Td07XenophonTest, VanguardPowerLastsTheBattle) {
  Board b({{{Circle::Vanguard, kXenophon}}}, opponent(), Decision::StartStep, 3, 2);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), 13000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.state().power(u), 10000);
}

// CR 1.31 7.1.2.1, 8.1.1.2.3: on (RC) under an «Aqua Force» vanguard, +1000 in the third
// battle, nothing in the second; under a «Megacolony» vanguard, nothing in the third.
TEST(Td07XenophonTest, RearGuardThirdBattleUnderAquaForce) {
  EXPECT_EQ(nth_battle_gain(kXenophon, Circle::FrontLeft, "TD07/004", 3, 2), 1000);
  EXPECT_EQ(nth_battle_gain(kXenophon, Circle::FrontLeft, "TD07/004", 2, 2), 0);
  EXPECT_EQ(nth_battle_gain(kXenophon, Circle::FrontLeft, kFiller, 3, 2), 0);
}

}  // namespace
}  // namespace vg::test
