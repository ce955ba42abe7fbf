// BT01/017 Maiden of Libra: [AUTO](VC/RC) [Counter Blast 2] when its attack hits, if your vanguard is
// a <Oracle Think Tank>, you may pay; then draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.15.1: the hit triggers it; two damage cards pay for one draw.
TEST(Bt01MaidenOfLibraTest, HitPaysTwoToDraw) {
  check_hits_counter_blast_draw("BT01/017", "TD04/004");
}

}  // namespace
}  // namespace vg::test
