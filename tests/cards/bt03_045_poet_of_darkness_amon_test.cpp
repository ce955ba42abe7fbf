// BT03/045 Poet of Darkness, Amon: [CONT](VC/RC) during your turn, if you have six or more <Dark Irregulars> in
// your soul, +3000 power.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPoetOfDarknessAmon = "BT03/045";

// CR 1.31 8.1.1.3, 8.7.1.3: six (or seven) «Dark Irregulars» in the soul: +3000 on (VC) and on (RC).
TEST(Bt03PoetOfDarknessAmonTest, SixOfTheClanInTheSoulGiveThreeThousand) { check_six_in_soul_power(kPoetOfDarknessAmon, kDarkIrregulars); }

// Five of the clan and one of another clan are not six.
TEST(Bt03PoetOfDarknessAmonTest, FiveOfTheClanAreNotEnough) { check_five_in_soul_no_power(kPoetOfDarknessAmon, kDarkIrregulars); }

// In the opponent's turn (player B's unit) it does not apply.
TEST(Bt03PoetOfDarknessAmonTest, NotInTheOpponentsTurn) { check_six_in_soul_not_in_opponents_turn(kPoetOfDarknessAmon, kDarkIrregulars); }

}  // namespace
}  // namespace vg::test
