// TD07/006 Coral Assault: [AUTO](VC/RC) when it attacks, if your vanguard is an «Aqua Force» and
// this is the third battle of that turn or later, +3000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCoralAssault = "TD07/006";

// CR 1.31 7.1.2.1: attacking from (RC) in the turn's third battle, +3000; in the second or the
// first, nothing (the ability stands by and its "if" does not hold, CR 1.31 8.1.1.2.3).
TEST(Td07CoralAssaultTest, ThirdBattleGainsSecondDoesNot) {
  EXPECT_EQ(nth_battle_gain(kCoralAssault, Circle::FrontLeft, "TD07/004", 3), 3000);
  EXPECT_EQ(nth_battle_gain(kCoralAssault, Circle::FrontLeft, "TD07/004", 2), 0);
  EXPECT_EQ(nth_battle_gain(kCoralAssault, Circle::FrontLeft, "TD07/004", 1), 0);
}

// CR 1.31 8.1.1.2.3: the third battle under a «Megacolony» vanguard: nothing.
TEST(Td07CoralAssaultTest, OtherClanVanguardNothing) {
  EXPECT_EQ(nth_battle_gain(kCoralAssault, Circle::FrontLeft, kFiller, 3), 0);
}

// CR 1.31 3.1.1.3: active on (VC), where it is itself the «Aqua Force» vanguard.
TEST(Td07CoralAssaultTest, ThirdBattleFromTheVanguardCircle) {
  EXPECT_EQ(nth_battle_gain(kCoralAssault, Circle::Vanguard, kCoralAssault, 3), 3000);
  EXPECT_EQ(nth_battle_gain(kCoralAssault, Circle::Vanguard, kCoralAssault, 2), 0);
}

}  // namespace
}  // namespace vg::test
