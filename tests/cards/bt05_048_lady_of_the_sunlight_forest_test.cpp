// BT05/048 Lady of the Sunlight Forest: [ACT](VC/RC) [rest this unit and discard a card from your
// hand] draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.1.11, 10.1.2.1, 3.12.2: the unit rests, the discarded card goes to the drop zone and the
// top card of the deck to the hand; on a rear-guard circle ...
TEST(Bt05LadyOfTheSunlightForestTest, RestAndDiscardDrawOnARearGuardCircle) { check_rest_discard_draw("BT05/048", Circle::FrontLeft); }

// ... and on the vanguard circle.
TEST(Bt05LadyOfTheSunlightForestTest, RestAndDiscardDrawOnTheVanguardCircle) { check_rest_discard_draw("BT05/048", Circle::Vanguard); }

// CR 8.5.2.3: rested, it cannot pay its cost again.
TEST(Bt05LadyOfTheSunlightForestTest, RestedItCannotPayTheRestCost) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT05/048"}}, {Circle::FrontLeft}, {kFiller}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(u, 1, {b.hand_card(Player::A, kFiller)})),
            "cannot pay the cost: Lady of the Sunlight Forest (" + id(u) + ") is already rested " + cite(cr::kPayCosts));
}

}  // namespace
}  // namespace vg::test
