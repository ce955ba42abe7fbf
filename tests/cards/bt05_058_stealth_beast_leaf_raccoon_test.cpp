// BT05/058 Stealth Beast, Leaf Raccoon: [AUTO](RC) when this unit boosts a <<Murakumo>> vanguard,
// if you hold more cards in your hand than your opponent, the boosted unit gets +4000 power until
// end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kRaccoon = "BT05/058";

// Leaf Raccoon on back-center behind `vanguard`; player A holds `hand` cards, player B two.
Board raccoon_board(const std::string& vanguard, int hand) {
  Side b_side = opponent();
  b_side.hand = fillers(2);
  return Board({{{Circle::Vanguard, vanguard}, {Circle::BackCenter, kRaccoon}}, {}, fillers(hand)}, b_side);
}

// CR 1.31 7.3.1.6, 8.1.1.2.3: with three cards against two, the boosted «Murakumo» vanguard has both
// powers and 4000 more for the battle; with two against two it resolves and adds nothing.
TEST(Bt05StealthBeastLeafRaccoonTest, MoreCardsInHandGiveFourThousand) {
  for (int hand : {3, 2}) {
    Board b = raccoon_board(kMurakumo, hand);
    const InstanceId raccoon = b.unit(Player::A, Circle::BackCenter);
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(raccoon, 1)), mandatory(kRaccoon, raccoon));
    ASSERT_FALSE(b.play(raccoon, 1));
    EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 6000 + (hand == 3 ? 4000 : 0));
  }
}

// CR 8.1.1.2.1: boosting a vanguard of another clan, or a «Murakumo» rear-guard, nothing stands by.
TEST(Bt05StealthBeastLeafRaccoonTest, OnlyAMurakumoVanguard) {
  Board other = raccoon_board(kFiller, 3);
  ASSERT_FALSE(other.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(other.decision(), Decision::Guard);
  Board rear({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kMurakumo}, {Circle::BackLeft, kRaccoon}}, {}, fillers(3)}, opponent());
  ASSERT_FALSE(rear.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(rear.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
