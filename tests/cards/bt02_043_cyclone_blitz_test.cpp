// BT02/043 Cyclone Blitz: [AUTO](VC/RC) [Soul Blast 1] as it attacks, if your vanguard is a
// <Spike Brothers>, you may pay; then +3000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.6, 10.1.16.1: one soul card pays for +3000 for the battle.
TEST(Bt02CycloneBlitzTest, SoulBlastOneGivesThreeThousand) {
  check_attack_soul_blast_1("BT02/043", "BT02/022");
}

}  // namespace
}  // namespace vg::test
