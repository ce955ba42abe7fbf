// TD07/012 Battle Siren, Cynthia: [AUTO](RC) [discard a card from your hand] when an attack
// hits in a battle this unit boosted, you may pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBattleSirenCynthia = "TD07/012";

// CR 1.31 7.6.1.9, 10.1.2.1: the attack it boosted hits: a card is discarded and one drawn.
TEST(Td07BattleSirenCynthiaTest, BoostedAttackHitsDiscardToDraw) {
  check_boosted_hit_discard_draw(kBattleSirenCynthia, true);
}

// CR 1.31 8.6.3.1: "you may": declined, the hand is kept.
TEST(Td07BattleSirenCynthiaTest, DeclinedNothingDiscardedOrDrawn) {
  check_boosted_hit_discard_draw(kBattleSirenCynthia, false);
}

// CR 1.31 8.1.1.2.1: the boosted attack does not hit: nothing stands by.
TEST(Td07BattleSirenCynthiaTest, BoostedAttackGuardedNothingTriggers) {
  check_boosted_no_hit_nothing(kBattleSirenCynthia);
}

}  // namespace
}  // namespace vg::test
