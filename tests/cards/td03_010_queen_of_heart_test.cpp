// TD03/010 Queen of Heart: [AUTO](RC) as it boosts a unit named "King of Sword", the boosted unit
// gets +4000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.7, 7.7.1.2: boosting King of Sword, the attack has both powers and 4000 more, for the battle.
TEST(Td03QueenOfHeartTest, BoostingTheNamedUnitAddsFourThousand) {
  check_boost_named("TD03/010", "TD03/004");
}

// CR 8.1.1.2.1: boosting a unit of another name does not trigger it.
TEST(Td03QueenOfHeartTest, AnotherNameDoesNotTrigger) {
  check_boost_other_name("TD03/010");
}

}  // namespace
}  // namespace vg::test
