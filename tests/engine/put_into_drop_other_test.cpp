// "A rear-guard is put into the drop zone" names the card that went as `game:other()`
// (docs/card-scripts.md, triggers), through Test Mourner (tests/data/cards/T-061.lua) on
// player A's back-left: another of A's rear-guards retired by a call over it goes on into A's soul.
#include <gtest/gtest.h>

#include "tests/cards/board.h"

namespace vg::test {
namespace {

// A calls a grade 1 over the rear-guard on front-left (CR 9.3.3: the older unit goes to the drop
// zone); Test Mourner's ability stands by and, played, moves that very card from the drop zone
// to the soul.
TEST(PutIntoDropOtherTest, TheCardPutIntoTheDropZoneIsTheOtherCard) {
  Board b({{{Circle::Vanguard, "T/018"}, {Circle::FrontLeft, "T/004"}, {Circle::BackLeft, "T/061"}}, {}, {"T/018"}},
          {{{Circle::Vanguard, "T/004"}}});
  const InstanceId old = b.unit(Player::A, Circle::FrontLeft), mourner = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.call("T/018", Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(mourner, 1));
  EXPECT_EQ(b.state().card(old).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 0u);
  EXPECT_EQ(b.state().card(mourner).zone, Zone::Field);
}

}  // namespace
}  // namespace vg::test
