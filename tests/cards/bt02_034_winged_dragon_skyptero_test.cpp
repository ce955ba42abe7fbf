// BT02/034 Winged Dragon, Skyptero: [AUTO] [Counter Blast 1] when this card goes from (RC) to the
// drop zone, if your vanguard is a <Tachikaze>, you may pay: return this card to your hand.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

TEST(Bt02SkypteroTest, RetiredFromARearGuardCircleItMayGoBackToTheHand) { check_back_to_hand_from_rear_guard("BT02/034", 1); }

}  // namespace
}  // namespace vg::test
