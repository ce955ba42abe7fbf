// TD05/003 Battlefield Storm, Sagramore: [AUTO](VC/RC) [Counter Blast 1] when it attacks,
// you may pay: +3000 until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBattlefieldStormSagramore = "TD05/003";

// CR 1.31 7.3.1.8, 10.1.15.1: attacking from (VC), one damage is turned face down and it has
// +3000 until the battle ends (CR 1.31 7.7.1.2).
TEST(Td05BattlefieldStormSagramoreTest, CounterBlastOnAttackFromTheVanguardCircle) {
  check_attack_counter_blast_1(kBattlefieldStormSagramore, Circle::Vanguard);
}

// CR 1.31 3.1.1.3: active on (RC) as well.
TEST(Td05BattlefieldStormSagramoreTest, CounterBlastOnAttackFromARearGuardCircle) {
  check_attack_counter_blast_1(kBattlefieldStormSagramore, Circle::FrontLeft);
}

// CR 1.31 8.6.3.1: "you may": declined, nothing is paid and the power stays as printed.
TEST(Td05BattlefieldStormSagramoreTest, DeclinedNothingPaidNoPower) {
  check_attack_counter_blast_1_declined(kBattlefieldStormSagramore);
}

}  // namespace
}  // namespace vg::test
