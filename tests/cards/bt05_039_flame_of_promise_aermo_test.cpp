// BT05/039 Flame of Promise, Aermo: [AUTO](RC) [Soul Blast 1] when this unit boosts a unit with
// "Overlord" in its name, you may pay: the boosted unit gets +6000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFlameOfPromiseAermo = "BT05/039";
constexpr const char* kAermoDragonicOverlord = "TD02/001";  // the word at the end of the name

// CR 1.31 7.3.1.6, 2.1, 10.1.16.1: boosting Dragonic Overlord, +6000 for the battle.
TEST(Bt05FlameOfPromiseAermoTest, BoostingAnOverlordGivesSixThousandForTheBattle) {
  check_boost_name_contains_6000(kFlameOfPromiseAermo, kAermoDragonicOverlord);
}

// "You may"; a boosted unit without the word (Dragon Knight, Nehalem): nothing.
TEST(Bt05FlameOfPromiseAermoTest, MayBeDeclinedAndOnlyForAnOverlord) {
  check_boost_name_contains_only_so(kFlameOfPromiseAermo, kAermoDragonicOverlord, kKagero);
}

}  // namespace
}  // namespace vg::test
