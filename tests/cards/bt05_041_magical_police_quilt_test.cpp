// BT05/041 Magical Police Quilt: [AUTO](RC) [discard a card from your hand] when an attack this
// unit boosted hits, you may pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kQuilt = "BT05/041";

// Quilt on back-left boosts front-left; player A holds one card, its deck's top is TD01/001.
Board quilt_board(Side b_side = opponent()) {
  return Board({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kDimensionPolice}, {Circle::BackLeft, kQuilt}}, {}, {kFiller},
                {"TD01/001"}},
               b_side);
}

// CR 7.6.1.9, 10.1.2.1, 3.12.2: the boosted attack hits; the discarded card goes to the drop
// zone and the top card of the deck to the hand.
TEST(Bt05MagicalPoliceQuiltTest, BoostedHitDiscardsOneToDrawOne) {
  Board b = quilt_board();
  const InstanceId quilt = b.unit(Player::A, Circle::BackLeft), held = b.hand_card(Player::A, kFiller);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(quilt, 1)),
            "the discard needs 1 card from the hand, not 0: a cost is paid whole or not at all " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(quilt, 1, {held}));
  EXPECT_EQ(b.state().card(held).zone, Zone::Drop);
  EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

// "You may" (CR 8.6.3.1): declined, the hand stays.
TEST(Bt05MagicalPoliceQuiltTest, MayBeDeclined) {
  Board b = quilt_board();
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::BackLeft), 1));
  EXPECT_NE(b.hand_card(Player::A, kFiller), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

// CR 8.1.1.2.1: an attack it boosted that does not hit (guarded), or one it did not boost,
// triggers nothing.
TEST(Bt05MagicalPoliceQuiltTest, NothingWithoutABoostedHit) {
  Side guarding = opponent();
  guarding.hand = {"TD01/012", "TD01/013"};
  Board b = quilt_board(guarding);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(b.guard({"TD01/012", "TD01/013"}));
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 0u);
  EXPECT_TRUE(b.state().standing.empty());
  Board o = quilt_board();
  ASSERT_FALSE(o.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(o.no_guard());
  EXPECT_EQ(o.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(o.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
