// BT02/062 Follower, Reas: [AUTO](RC) as it boosts a unit named "Chain-attack Sutherland", the boosted unit
// gets +4000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.7, 7.7.1.2: boosting Chain-attack Sutherland, the attack has both powers and 4000 more, for the battle.
TEST(Bt02FollowerReasTest, BoostingTheNamedUnitAddsFourThousand) {
  check_boost_named("BT02/062", "BT02/016");
}

// CR 8.1.1.2.1: boosting a unit of another name does not trigger it.
TEST(Bt02FollowerReasTest, AnotherNameDoesNotTrigger) {
  check_boost_other_name("BT02/062");
}

}  // namespace
}  // namespace vg::test
