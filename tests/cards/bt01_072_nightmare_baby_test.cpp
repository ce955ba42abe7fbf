// BT01/072 Nightmare Baby: [AUTO](RC) as it boosts a unit named "Blue Dust", the boosted unit
// gets +4000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.7, 7.7.1.2: boosting Blue Dust, the attack has both powers and 4000 more, for the battle.
TEST(Bt01NightmareBabyTest, BoostingTheNamedUnitAddsFourThousand) {
  check_boost_named("BT01/072", "BT01/071");
}

// CR 8.1.1.2.1: boosting a unit of another name does not trigger it.
TEST(Bt01NightmareBabyTest, AnotherNameDoesNotTrigger) {
  check_boost_other_name("BT01/072");
}

}  // namespace
}  // namespace vg::test
