// TD06/007 Brightjet Dragon: [AUTO](VC/RC) when it attacks, provided you hold fewer cards in
// hand than your opponent, +3000 until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBrightjetDragon = "TD06/007";

// CR 1.31 7.3.1.8, 8.1.1.2.3: one card in hand against two: +3000 for the battle.
TEST(Td06BrightjetDragonTest, FewerCardsInHandThanTheOpponentGainsThreeThousand) {
  check_attack_with_hand(kBrightjetDragon, 1, 2, 3000);
}

// CR 1.31 8.1.1.2.3: two against two, or three against two: it resolves and does nothing.
TEST(Td06BrightjetDragonTest, AsManyOrMoreCardsInHandNothing) {
  check_attack_with_hand(kBrightjetDragon, 2, 2, 0);
  check_attack_with_hand(kBrightjetDragon, 3, 2, 0);
}

}  // namespace
}  // namespace vg::test
