// BT02/072 Cray Soldier: [AUTO](RC) when an attack hits in a battle where this unit boosted a
// <<Nova Grappler>>, stand this unit.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.11: it boosted a <<Nova Grappler>> whose attack hit: it stands.
TEST(Bt02CraySoldierTest, BoostedAttackOfTheClanHitsAndItStands) {
  check_boosted_hit_stands("BT02/072", "BT01/060", true);
}

// CR 8.1.1.2.1: it boosted a unit of another clan: nothing triggers, it stays rested.
TEST(Bt02CraySoldierTest, AnotherClanDoesNotTrigger) {
  check_boosted_hit_stands("BT02/072", kFiller, false);
}

}  // namespace
}  // namespace vg::test
