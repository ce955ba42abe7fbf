// TD06/006 Djinn of the Lightning Flare: [CONT](VC/RC) it cannot attack a rear-guard; [AUTO](VC) when
// it attacks, +4000 until end of that battle; [AUTO](RC) when it attacks, if your vanguard is a
// «Narukami», +2000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDjinnOfTheLightningFlare = "TD06/006";

// CR 1.31 1.3.1, 7.3.1.4: as the vanguard, a rear-guard is refused as its target (the whole
// message) and not offered; the opponent's vanguard can be attacked.
TEST(Td06DjinnOfTheLightningFlareTest, CannotAttackARearGuardFromTheVanguardCircle) {
  check_cannot_attack_rear_guards(kDjinnOfTheLightningFlare, Circle::Vanguard);
}

// CR 1.31 3.1.1.3: the continuous ability is active on (RC) as well.
TEST(Td06DjinnOfTheLightningFlareTest, CannotAttackARearGuardFromARearGuardCircle) {
  check_cannot_attack_rear_guards(kDjinnOfTheLightningFlare, Circle::FrontLeft);
}

// CR 1.31 7.3.1.8, 7.7.1.2, 8.1.1.2.3: +4000 attacking from (VC), +2000 from (RC) under a
// «Narukami» vanguard, nothing under another clan's; each lasts the battle.
TEST(Td06DjinnOfTheLightningFlareTest, AttackPowerOnEachCircle) {
  check_djinn_attack_power(kDjinnOfTheLightningFlare);
}

}  // namespace
}  // namespace vg::test
