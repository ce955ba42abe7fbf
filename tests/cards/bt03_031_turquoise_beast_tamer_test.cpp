// BT03/031 Turquoise Beast Tamer: [CONT](VC/RC) during your turn, if you have a card named "Crimson Beast
// Tamer" in your soul, +3000 power.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTamer = "BT03/031";

// CR 1.31 8.1.1.3, 8.7.1.3: with a Crimson Beast Tamer in the soul, +3000 on (RC) and on (VC);
// with other «Pale Moon» there, as printed.
TEST(Bt03TurquoiseBeastTamerTest, WithACrimsonBeastTamerInTheSoulOnARearGuardCircle) { check_tamer_in_soul_power(kTamer, Circle::FrontLeft); }
TEST(Bt03TurquoiseBeastTamerTest, WithACrimsonBeastTamerInTheSoulOnTheVanguardCircle) { check_tamer_in_soul_power(kTamer, Circle::Vanguard); }

// In the opponent's turn (player B's unit) it does not apply.
TEST(Bt03TurquoiseBeastTamerTest, NotInTheOpponentsTurn) { check_tamer_in_soul_not_in_opponents_turn(kTamer, Circle::FrontLeft); }

}  // namespace
}  // namespace vg::test
