// BT02/028 Great Sage, Barron: [AUTO](RC) in your main phase, each time a card is put into your soul,
// provided your vanguard is a <<Royal Paladin>>, this unit gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 4.7.1, 8.6.2: a card put into the soul in the main phase gives +3000.
TEST(Bt02GreatSageBarronTest, CardIntoTheSoulInTheMainPhaseGivesThreeThousand) {
  check_soul_watch("BT02/028");
}

// CR 8.1.1.2.3: under a vanguard of another clan the "provided" fails: no power.
TEST(Bt02GreatSageBarronTest, AnotherClanVanguardGivesNothing) {
  check_soul_watch_other_clan("BT02/028");
}

// CR 8.6.3.1: the ability is mandatory; declining it is refused.
TEST(Bt02GreatSageBarronTest, SoulAbilityIsMandatory) {
  check_soul_watch_mandatory("BT02/028");
}

// CR 8.1.1.2.1: the ride phase is not the main phase: the ridden vanguard into the soul triggers nothing.
TEST(Bt02GreatSageBarronTest, RideIntoTheSoulDoesNotTrigger) {
  check_soul_watch_not_in_ride_phase("BT02/028");
}

}  // namespace
}  // namespace vg::test
