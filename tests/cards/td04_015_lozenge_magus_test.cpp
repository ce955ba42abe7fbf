// TD04/015 Lozenge Magus: [AUTO] when another <Oracle Think Tank> rides it, it may be called from the soul
// to a rear-guard circle; [AUTO](RC) as it boosts, +3000 for the boosted unit for that battle,
// and at the beginning of that turn's end phase it goes back into the deck, which is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

TEST(Td04LozengeMagusTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden("TD04/015", "TD04/007"); }
TEST(Td04LozengeMagusTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen("TD04/015", "TD04/007", "TD02/007");
}
TEST(Td04LozengeMagusTest, BoostGivesThreeThousandThenItGoesBackToTheDeck) { check_boost_then_back_to_deck("TD04/015"); }

}  // namespace
}  // namespace vg::test
