// BT03/041 Death Army Lady: [AUTO](RC) when your vanguard's drive check reveals a grade 3 <<Nova Grappler>>,
// stand this unit.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDeathArmyLady = "BT03/041";

// CR 1.31 7.5.1.2, 7.5.1.2.3, 8.6.2.1, 3.17.2: twin drive revealing two grade 3 «Nova Grappler»
// triggers it twice; the first stands it, the second finds it standing.
TEST(Bt03DeathArmyLadyTest, EachGrade3NovaGrapplerRevealedStandsIt) { check_death_army_stands_on_each_grade_3(kDeathArmyLady); }

// CR 1.31 8.1.1.2.1: a grade 2 «Nova Grappler» or a grade 3 of another clan does not trigger it.
TEST(Bt03DeathArmyLadyTest, OnlyAGrade3NovaGrapplerTriggersIt) { check_death_army_only_grade_3_nova_grappler(kDeathArmyLady); }

// CR 1.31 2.11.3: not active on (VC).
TEST(Bt03DeathArmyLadyTest, NotActiveOnTheVanguardCircle) { check_death_army_not_on_the_vanguard_circle(kDeathArmyLady); }

// CR 1.31 7.5.1.2: a rear-guard's attack has no drive check.
TEST(Bt03DeathArmyLadyTest, NoDriveCheckInARearGuardBattle) { check_death_army_no_drive_in_a_rear_guard_battle(kDeathArmyLady); }

}  // namespace
}  // namespace vg::test
