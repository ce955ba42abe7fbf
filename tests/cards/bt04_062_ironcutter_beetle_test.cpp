// BT04/062 Ironcutter Beetle: [CONT](VC/RC) unless your vanguard is named Evil Armor General, Giraffa or Elite Mutant, Giraffa,
// -5000 power; [AUTO](VC/RC) when it attacks, +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3: under a vanguard of one of the two names it has its printed power.
TEST(Bt04IroncutterBeetleTest, PrintedPowerUnderANamedVanguard) { check_unless_vanguard_named("BT04/062", {"BT04/005", "BT04/016"}); }

// Under a vanguard of another name, or on (VC) itself, -5000.
TEST(Bt04IroncutterBeetleTest, MinusFiveThousandOtherwise) { check_minus_5000_otherwise("BT04/062", "BT01/040"); }

// CR 1.31 7.3.1.8, 8.6.3.1: +2000 for the battle as it attacks, from (RC) and from (VC).
TEST(Bt04IroncutterBeetleTest, AttackingGainsTwoThousandForTheBattle) { check_attacks_plus_2000("BT04/062", "BT04/005"); }

}  // namespace
}  // namespace vg::test
