// BT02/025 Dancing Cutlass: [AUTO] [Soul Blast 2] when placed on (RC), if your vanguard is a
// <Granblue>, you may pay; then draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4, 10.1.16.1: called to a rear-guard circle, two soul cards pay for one draw.
TEST(Bt02DancingCutlassTest, SoulBlastTwoDrawsACard) {
  check_placed_soul_blast_draw("BT02/025", "BT01/038");
}

// CR 8.1.1.2.3: with a vanguard of another clan than Granblue, the cost cannot be paid.
TEST(Bt02DancingCutlassTest, OtherClanVanguardCannotPay) {
  check_placed_soul_blast_draw_other_clan("BT02/025");
}

}  // namespace
}  // namespace vg::test
