// TD03/011 Battering Minotaur: [AUTO](VC/RC) [Counter Blast 1] as it attacks, it may pay; then
// +3000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.6, 10.1.15.1, 7.7.1.2: on the vanguard circle, one damage card pays for +3000 for that battle.
TEST(Td03BatteringMinotaurTest, CounterBlastOneGivesThreeThousandForTheBattle) {
  check_attack_counter_blast_1("TD03/011", Circle::Vanguard);
}

// CR 2.11.3: the ability is active on a rear-guard circle too.
TEST(Td03BatteringMinotaurTest, AlsoActiveOnARearGuardCircle) {
  check_attack_counter_blast_1("TD03/011", Circle::FrontLeft);
}

// CR 8.6.3.1: "you may": declined, nothing is paid and the power stays as printed.
TEST(Td03BatteringMinotaurTest, MayBeDeclined) {
  check_attack_counter_blast_1_declined("TD03/011");
}

}  // namespace
}  // namespace vg::test
