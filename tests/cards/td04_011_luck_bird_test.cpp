// TD04/011 Luck Bird: [AUTO] [Soul Blast 2] when placed on (RC), if your vanguard is a
// <Oracle Think Tank>, you may pay; then draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4, 10.1.16.1: called to a rear-guard circle, two soul cards pay for one draw.
TEST(Td04LuckBirdTest, SoulBlastTwoDrawsACard) {
  check_placed_soul_blast_draw("TD04/011", "TD04/004");
}

// CR 8.1.1.2.3: with a vanguard of another clan than Oracle Think Tank, the cost cannot be paid.
TEST(Td04LuckBirdTest, OtherClanVanguardCannotPay) {
  check_placed_soul_blast_draw_other_clan("TD04/011");
}

}  // namespace
}  // namespace vg::test
