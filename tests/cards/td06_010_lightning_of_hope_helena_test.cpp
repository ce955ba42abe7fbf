// TD06/010 Lightning of Hope, Helena: [AUTO](RC) [discard a card from your hand] when an attack
// hits in a battle this unit boosted, you may pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kLightningOfHopeHelena = "TD06/010";

// CR 1.31 7.6.1.9, 10.1.2.1: the attack it boosted hits: a card is discarded and one drawn.
TEST(Td06LightningOfHopeHelenaTest, BoostedAttackHitsDiscardToDraw) {
  check_boosted_hit_discard_draw(kLightningOfHopeHelena, true);
}

// CR 1.31 8.6.3.1: "you may": declined, the hand is kept.
TEST(Td06LightningOfHopeHelenaTest, DeclinedNothingDiscardedOrDrawn) {
  check_boosted_hit_discard_draw(kLightningOfHopeHelena, false);
}

// CR 1.31 8.1.1.2.1: the boosted attack does not hit: nothing stands by.
TEST(Td06LightningOfHopeHelenaTest, BoostedAttackGuardedNothingTriggers) {
  check_boosted_no_hit_nothing(kLightningOfHopeHelena);
}

}  // namespace
}  // namespace vg::test
