// BT03/065 Gigantech Dozer: [CONT](VC/RC) during your turn, if you have six or more <Royal Paladin> in
// your soul, +3000 power.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGigantechDozer = "BT03/065";

// CR 1.31 8.1.1.3, 8.7.1.3: six (or seven) «Royal Paladin» in the soul: +3000 on (VC) and on (RC).
TEST(Bt03GigantechDozerTest, SixOfTheClanInTheSoulGiveThreeThousand) { check_six_in_soul_power(kGigantechDozer, kRoyal); }

// Five of the clan and one of another clan are not six.
TEST(Bt03GigantechDozerTest, FiveOfTheClanAreNotEnough) { check_five_in_soul_no_power(kGigantechDozer, kRoyal); }

// In the opponent's turn (player B's unit) it does not apply.
TEST(Bt03GigantechDozerTest, NotInTheOpponentsTurn) { check_six_in_soul_not_in_opponents_turn(kGigantechDozer, kRoyal); }

}  // namespace
}  // namespace vg::test
