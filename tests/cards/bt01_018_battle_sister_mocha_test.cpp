// BT01/018 Battle Sister, Mocha: [AUTO](VC/RC) as it attacks, if you hold four or more cards, +3000 power
// until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.1.1.2.3: with four cards in hand, the attacker gets +3000.
TEST(Bt01BattleSisterMochaTest, FourCardsInHandGiveThreeThousand) {
  check_attack_with_hand("BT01/018", 4, 0, 3000);
}

// CR 8.1.1.2.3: with three, the condition does not hold on resolution: nothing.
TEST(Bt01BattleSisterMochaTest, ThreeCardsGiveNothing) {
  check_attack_with_hand("BT01/018", 3, 0, 0);
}

}  // namespace
}  // namespace vg::test
