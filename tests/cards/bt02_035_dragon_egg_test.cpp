// BT02/035 Dragon Egg: [AUTO] when another <Tachikaze> rides it, it may be called from the soul
// to a rear-guard circle; [AUTO] [Counter Blast 1] when this card goes from (RC) to the drop zone,
// if your vanguard is a <Tachikaze>, you may pay: return this card to your hand.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

TEST(Bt02DragonEggTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden("BT02/035", "BT01/066"); }
TEST(Bt02DragonEggTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen("BT02/035", "BT01/066", "TD02/008");
}
TEST(Bt02DragonEggTest, RetiredFromARearGuardCircleItMayGoBackToTheHand) { check_back_to_hand_from_rear_guard("BT02/035", 2); }

}  // namespace
}  // namespace vg::test
