// BT03/068 Borgal: [CONT](VC/RC) during your turn, if you have six or more <Royal Paladin> in
// your soul, +3000 power.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBorgal = "BT03/068";

// CR 1.31 8.1.1.3, 8.7.1.3: six (or seven) «Royal Paladin» in the soul: +3000 on (VC) and on (RC).
TEST(Bt03BorgalTest, SixOfTheClanInTheSoulGiveThreeThousand) { check_six_in_soul_power(kBorgal, kRoyal); }

// Five of the clan and one of another clan are not six.
TEST(Bt03BorgalTest, FiveOfTheClanAreNotEnough) { check_five_in_soul_no_power(kBorgal, kRoyal); }

// In the opponent's turn (player B's unit) it does not apply.
TEST(Bt03BorgalTest, NotInTheOpponentsTurn) { check_six_in_soul_not_in_opponents_turn(kBorgal, kRoyal); }

}  // namespace
}  // namespace vg::test
