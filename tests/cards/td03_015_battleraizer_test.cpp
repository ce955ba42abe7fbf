// TD03/015 Battleraizer: [AUTO] when another <Nova Grappler> rides it, it may be called from the soul
// to a rear-guard circle; [AUTO](RC) as it boosts, +3000 for the boosted unit for that battle,
// and at the beginning of that turn's end phase it goes back into the deck, which is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

TEST(Td03BattleraizerTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden("TD03/015", "TD03/007"); }
TEST(Td03BattleraizerTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen("TD03/015", "TD03/007", "TD02/007");
}
TEST(Td03BattleraizerTest, BoostGivesThreeThousandThenItGoesBackToTheDeck) { check_boost_then_back_to_deck("TD03/015"); }

}  // namespace
}  // namespace vg::test
