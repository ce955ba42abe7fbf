// BT04/063 Tail Joe: [CONT](VC/RC) in your turn, while all of the opponent's vanguards and rear-guards are rested,
// +3000 power.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// Player B's units, all rested or all but the back-left rear-guard.
Side them(bool all) {
  Side s = opponent();
  s.rested = {Circle::Vanguard, Circle::FrontLeft, Circle::FrontRight};
  if (all) s.rested.push_back(Circle::BackLeft);
  return s;
}

// CR 8.7.1.3: on (RC) and on (VC), +3000 while every unit of the opponent is rested.
TEST(Bt04TailJoeTest, AllOfTheOpponentsUnitsRested) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT04/063"}}}, them(true));
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 11000);
  Board v({{{Circle::Vanguard, "BT04/063"}}}, them(true));
  EXPECT_EQ(v.power(Player::A, Circle::Vanguard), 11000);
}

// One rear-guard standing: as printed.
TEST(Bt04TailJoeTest, OneOfThemStanding) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT04/063"}}}, them(false));
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 8000);
}

// "In your turn": player B's unit, in player A's turn, with A's units all rested, as printed.
TEST(Bt04TailJoeTest, NotInTheOpponentsTurn) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}}, {Circle::Vanguard, Circle::FrontLeft}},
          {{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT04/063"}}});
  EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), 8000);
}

}  // namespace
}  // namespace vg::test
