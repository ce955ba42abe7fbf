// TD04/010 Battle Sister, Maple: [AUTO](VC/RC) as it attacks, if you hold four or more cards, +3000 power
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.1.1.2.3: with four cards in hand, the attacker gets +3000.
TEST(Td04BattleSisterMapleTest, FourCardsInHandGiveThreeThousand) {
  check_attack_with_hand("TD04/010", 4, 0, 3000);
}

// CR 8.1.1.2.3: with three, the condition does not hold on resolution: nothing.
TEST(Td04BattleSisterMapleTest, ThreeCardsGiveNothing) {
  check_attack_with_hand("TD04/010", 3, 0, 0);
}

}  // namespace
}  // namespace vg::test
