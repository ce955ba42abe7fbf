// BT04/071 Lava Arm Dragon: [CONT](VC/RC) unless your vanguard is named Amber Dragon, Eclipse or Amber Dragon, Dusk, -5000
// power; [AUTO](VC/RC) when it attacks, +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3: under a vanguard of one of the two names it has its printed power.
TEST(Bt04LavaArmDragonTest, PrintedPowerUnderANamedVanguard) { check_unless_vanguard_named("BT04/071", {"BT04/006", "BT04/018"}); }

// Under a vanguard of another name, or on (VC) itself, -5000.
TEST(Bt04LavaArmDragonTest, MinusFiveThousandOtherwise) { check_minus_5000_otherwise("BT04/071", "TD02/004"); }

// CR 1.31 7.3.1.8, 8.6.3.1: +2000 for the battle as it attacks, from (RC) and from (VC).
TEST(Bt04LavaArmDragonTest, AttackingGainsTwoThousandForTheBattle) { check_attacks_plus_2000("BT04/071", "BT04/006"); }

}  // namespace
}  // namespace vg::test
