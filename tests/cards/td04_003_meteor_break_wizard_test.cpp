// TD04/003 Meteor Break Wizard: [AUTO](VC/RC) [Counter Blast 1] as it attacks, it may pay; then
// +3000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.6, 10.1.15.1, 7.7.1.2: on the vanguard circle, one damage card pays for +3000 for that battle.
TEST(Td04MeteorBreakWizardTest, CounterBlastOneGivesThreeThousandForTheBattle) {
  check_attack_counter_blast_1("TD04/003", Circle::Vanguard);
}

// CR 2.11.3: the ability is active on a rear-guard circle too.
TEST(Td04MeteorBreakWizardTest, AlsoActiveOnARearGuardCircle) {
  check_attack_counter_blast_1("TD04/003", Circle::FrontLeft);
}

// CR 8.6.3.1: "you may": declined, nothing is paid and the power stays as printed.
TEST(Td04MeteorBreakWizardTest, MayBeDeclined) {
  check_attack_counter_blast_1_declined("TD04/003");
}

}  // namespace
}  // namespace vg::test
