// BT01/068 Stealth Beast, Chigasumi: [AUTO](VC/RC) as it attacks, if you hold more cards than the
// opponent, +3000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.1.1.2.3: three cards against two: +3000.
TEST(Bt01StealthBeastChigasumiTest, MoreCardsThanTheOpponentGiveThreeThousand) {
  check_attack_with_hand("BT01/068", 3, 2, 3000);
}

// CR 8.1.1.2.3: as many cards as the opponent: nothing.
TEST(Bt01StealthBeastChigasumiTest, EqualHandsGiveNothing) {
  check_attack_with_hand("BT01/068", 2, 2, 0);
}

}  // namespace
}  // namespace vg::test
