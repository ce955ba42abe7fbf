// BT03/023 Demon of Aspiration, Amon: [CONT](VC/RC) during your turn, if you have six or more <Dark Irregulars> in
// your soul, +3000 power.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDemonOfAspirationAmon = "BT03/023";

// CR 1.31 8.1.1.3, 8.7.1.3: six (or seven) «Dark Irregulars» in the soul: +3000 on (VC) and on (RC).
TEST(Bt03DemonOfAspirationAmonTest, SixOfTheClanInTheSoulGiveThreeThousand) { check_six_in_soul_power(kDemonOfAspirationAmon, kDarkIrregulars); }

// Five of the clan and one of another clan are not six.
TEST(Bt03DemonOfAspirationAmonTest, FiveOfTheClanAreNotEnough) { check_five_in_soul_no_power(kDemonOfAspirationAmon, kDarkIrregulars); }

// In the opponent's turn (player B's unit) it does not apply.
TEST(Bt03DemonOfAspirationAmonTest, NotInTheOpponentsTurn) { check_six_in_soul_not_in_opponents_turn(kDemonOfAspirationAmon, kDarkIrregulars); }

}  // namespace
}  // namespace vg::test
