// BT01/039 Hell Spider: [CONT](VC) in your turn, while all of the opponent's vanguard and
// rear-guards are rested, +3000 power; [AUTO] [Counter Blast 2] when placed on (VC) or (RC),
// you may pay: choose one of the opponent's rear-guards; it cannot stand in the opponent's next
// stand phase.
#include <gtest/gtest.h>

#include "tests/cards/rule_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSpider = "BT01/039";

// CR 8.2.1.2: +3000 while every unit of the opponent is rested; one standing rear-guard, or the
// opponent's turn (player B's Hell Spider in player A's turn), gives nothing.
TEST(Bt01HellSpiderTest, PowerWhileEveryOpposingUnitIsRested) {
  const Side rested({{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}}, {Circle::Vanguard, Circle::FrontLeft});
  Board b({{{Circle::Vanguard, kSpider}}}, rested);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
  Board o({{{Circle::Vanguard, kSpider}}}, {{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}}, {Circle::Vanguard}});
  EXPECT_EQ(o.power(Player::A, Circle::Vanguard), 10000);
  Board t({{{Circle::Vanguard, kFiller}}, {Circle::Vanguard}}, {{{Circle::Vanguard, kSpider}}});
  EXPECT_EQ(t.power(Player::B, Circle::Vanguard), 10000);
}

TEST(Bt01HellSpiderTest, TheChosenRearGuardStaysRestedOneStandPhase) { check_keeps_rested(kSpider, 2); }

}  // namespace
}  // namespace vg::test
