// BT02/044 Spike Brothers Assault Squad: [AUTO](RC) when an attack hits in a battle where this unit boosted a
// <<Spike Brothers>>, stand this unit.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.11: it boosted a <<Spike Brothers>> whose attack hit: it stands.
TEST(Bt02SpikeBrothersAssaultSquadTest, BoostedAttackOfTheClanHitsAndItStands) {
  check_boosted_hit_stands("BT02/044", "BT01/075", true);
}

// CR 8.1.1.2.1: it boosted a unit of another clan: nothing triggers, it stays rested.
TEST(Bt02SpikeBrothersAssaultSquadTest, AnotherClanDoesNotTrigger) {
  check_boosted_hit_stands("BT02/044", kFiller, false);
}

}  // namespace
}  // namespace vg::test
