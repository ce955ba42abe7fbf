// BT03/038 Oracle Guardian, Blue Eye: [AUTO](RC) when this unit boosts, if you have six or more
// <Oracle Think Tank> in your soul, draw a card, choose a card from your hand, and put it on the
// bottom of your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBlueEye = "BT03/038";

// CR 1.31 7.3.1.6, 3.12, 8.5.3: with six in the soul, boosting the vanguard: draw, then the
// chosen hand card to the bottom of the deck.
TEST(Bt03OracleGuardianBlueEyeTest, SixInTheSoulDrawThenOneToTheBottom) { check_oracle_draw_then_bottom(kBlueEye, Circle::BackCenter); }

// CR 1.31 8.1.1.2.3, 8.6.3.1: with five, the mandatory ability does nothing.
TEST(Bt03OracleGuardianBlueEyeTest, FiveInTheSoulNothing) { check_oracle_five_nothing(kBlueEye, Circle::BackCenter); }

// CR 1.31 8.1.1.2.1: attacking (not boosting) from (RC) it does not trigger.
TEST(Bt03OracleGuardianBlueEyeTest, AttackingItDoesNotTrigger) {
  Board b = oracle_attack(kBlueEye, Circle::FrontLeft, 6);
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

}  // namespace
}  // namespace vg::test
