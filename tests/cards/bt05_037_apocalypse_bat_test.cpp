// BT05/037 Apocalypse Bat: [AUTO](RC) [Soul Blast 1] when this unit boosts a unit with "Blaster"
// in its name, you may pay: the boosted unit gets +6000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kApocalypseBat = "BT05/037";
constexpr const char* kBatPhantomBlasterDragon = "BT04/001";  // the word inside the name

// CR 1.31 7.3.1.6, 2.1, 10.1.16.1: boosting Phantom Blaster Dragon, +6000 for the battle.
TEST(Bt05ApocalypseBatTest, BoostingABlasterGivesSixThousandForTheBattle) {
  check_boost_name_contains_6000(kApocalypseBat, kBatPhantomBlasterDragon);
}

// "You may"; a boosted unit without the word (Knight of Darkness, Rugos): nothing.
TEST(Bt05ApocalypseBatTest, MayBeDeclinedAndOnlyForABlaster) {
  check_boost_name_contains_only_so(kApocalypseBat, kBatPhantomBlasterDragon, kShadowPaladin);
}

}  // namespace
}  // namespace vg::test
