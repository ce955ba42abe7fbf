// BT03/072 Faithful Angel: [AUTO](VC/RC) when this unit attacks, if you have six or more <Oracle
// Think Tank> in your soul, draw a card, choose a card from your hand, and put it on the bottom
// of your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFaithfulAngel = "BT03/072";

// CR 1.31 7.3.1.8, 3.12, 8.5.3: with six in the soul, attacking from (RC): draw, then the chosen
// hand card to the bottom of the deck.
TEST(Bt03FaithfulAngelTest, SixInTheSoulDrawThenOneToTheBottomFromARearGuardCircle) { check_oracle_draw_then_bottom(kFaithfulAngel, Circle::FrontLeft); }

// The same from (VC).
TEST(Bt03FaithfulAngelTest, SixInTheSoulDrawThenOneToTheBottomFromTheVanguardCircle) { check_oracle_draw_then_bottom(kFaithfulAngel, Circle::Vanguard); }

// CR 1.31 8.1.1.2.3, 8.6.3.1: with five, the mandatory ability does nothing.
TEST(Bt03FaithfulAngelTest, FiveInTheSoulNothing) { check_oracle_five_nothing(kFaithfulAngel, Circle::FrontLeft); }

}  // namespace
}  // namespace vg::test
