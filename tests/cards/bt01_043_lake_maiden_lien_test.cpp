// BT01/043 Lake Maiden, Lien: [ACT](VC/RC) [rest this unit and discard a card from hand]: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.11, 10.1.16, 8.5.2.3: the cost rests the unit and discards; then the top card is drawn.
TEST(Bt01LakeMaidenLienTest, RestAndDiscardToDrawOnARearGuard) {
  check_rest_discard_draw("BT01/043", Circle::FrontLeft);
}

// CR 2.11.3: the ability is active on the vanguard circle too.
TEST(Bt01LakeMaidenLienTest, AlsoActiveOnTheVanguardCircle) {
  check_rest_discard_draw("BT01/043", Circle::Vanguard);
}

}  // namespace
}  // namespace vg::test
