// BT04/043 Demon World Castle, DonnerSchlag: [CONT](VC/RC) unless your vanguard is named Phantom Blaster Dragon or Blaster Dark, -5000 power;
// [AUTO](VC/RC) when it attacks, +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3: under a vanguard of one of the two names it has its printed power.
TEST(Bt04DemonWorldCastleDonnerschlagTest, PrintedPowerUnderANamedVanguard) { check_unless_vanguard_named("BT04/043", {"BT04/001", "BT04/024"}); }

// Under a vanguard of another name, or on (VC) itself, -5000.
TEST(Bt04DemonWorldCastleDonnerschlagTest, MinusFiveThousandOtherwise) { check_minus_5000_otherwise("BT04/043", "BT04/023"); }

// CR 1.31 7.3.1.8, 8.6.3.1: +2000 for the battle as it attacks, from (RC) and from (VC).
TEST(Bt04DemonWorldCastleDonnerschlagTest, AttackingGainsTwoThousandForTheBattle) { check_attacks_plus_2000("BT04/043", "BT04/001"); }

}  // namespace
}  // namespace vg::test
