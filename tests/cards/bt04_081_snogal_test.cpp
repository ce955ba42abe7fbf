// BT04/081 Snogal: [CONT](RC) in your turn, +1000 power for each of your other units named Snogal
// on (VC) or (RC) (mechanism "power per count", CR 1.31 8.7.1.3).
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {


// CR 1.31 8.7.1.3, 3.8.2: three Snogals (one of them on (VC)) and a Brugal: each Snogal on (RC)
// counts the two others, not itself nor the Brugal: +2000; the vanguard Snogal has nothing (its
// ability is active on (RC), CR 2.11.3). Player B's same side in player A's turn: nothing.
TEST(Bt04SnogalTest, PlusOneThousandPerOtherSnogalInYourTurn) {
  const Side side({{Circle::Vanguard, kSnogal}, {Circle::FrontLeft, kSnogal}, {Circle::BackLeft, kSnogal}, {Circle::BackCenter, kBrugal}});
  Board b(side, side);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 6000 + 2000);
  EXPECT_EQ(b.power(Player::A, Circle::BackLeft), 6000 + 2000);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 6000);
  EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), 6000);
}

// Alone (no other Snogal): nothing; a second one called to (RC) counts at once, for both.
TEST(Bt04SnogalTest, AloneNothingTheCountFollowsTheField) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kSnogal}}, {}, {kSnogal}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 6000);
  ASSERT_FALSE(b.call(kSnogal, Circle::BackLeft));
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 7000);
  EXPECT_EQ(b.power(Player::A, Circle::BackLeft), 7000);
}

}  // namespace
}  // namespace vg::test
