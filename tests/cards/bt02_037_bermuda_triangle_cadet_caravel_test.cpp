// BT02/037 Bermuda Triangle Cadet, Caravel: [AUTO] [Soul Blast 2] when placed on (RC), if your vanguard is a
// <Bermuda Triangle>, you may pay; then draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4, 10.1.16.1: called to a rear-guard circle, two soul cards pay for one draw.
TEST(Bt02BermudaTriangleCadetCaravelTest, SoulBlastTwoDrawsACard) {
  check_placed_soul_blast_draw("BT02/037", "BT02/036");
}

// CR 8.1.1.2.3: with a vanguard of another clan than Bermuda Triangle, the cost cannot be paid.
TEST(Bt02BermudaTriangleCadetCaravelTest, OtherClanVanguardCannotPay) {
  check_placed_soul_blast_draw_other_clan("BT02/037");
}

}  // namespace
}  // namespace vg::test
