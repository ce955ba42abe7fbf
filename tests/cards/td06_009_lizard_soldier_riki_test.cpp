// TD06/009 Lizard Soldier, Riki: [ACT](VC/RC) [Counter Blast 1]: +1000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kLizardSoldierRiki = "TD06/009";

// CR 1.31 8.5.2.3, 10.1.15.1: played twice from (VC): two damage turned, +2000 for the turn.
TEST(Td06LizardSoldierRikiTest, EachUseOnTheVanguardCirclePaysOneForOneThousand) {
  check_act_counter_blast_plus_1000(kLizardSoldierRiki, Circle::Vanguard);
}

// CR 1.31 3.1.1.3: the same from (RC).
TEST(Td06LizardSoldierRikiTest, EachUseOnARearGuardCirclePaysOneForOneThousand) {
  check_act_counter_blast_plus_1000(kLizardSoldierRiki, Circle::BackLeft);
}

}  // namespace
}  // namespace vg::test
