// BT05/049 Blade Seed Squire: [AUTO](RC) [put this unit on top of your deck] when this unit's attack
// hits a vanguard, if your vanguard is a <<Neo Nectar>>, you may pay: search your deck for up to one
// Knight of Verdure, Gene, call it to (RC) as [Rest], then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBladeSeedSquire = "BT05/049";
constexpr const char* kBladeSeedVerdure = "BT05/043";  // Knight of Verdure, Gene

TEST(Bt05BladeSeedSquireTest, HitPutsItOnTheDeckAndCallsVerdureRested) {
  check_hit_to_deck_calls_rested(kBladeSeedSquire, 1, kBladeSeedVerdure, 1);
}
TEST(Bt05BladeSeedSquireTest, MayBeDeclinedNeedsANeoNectarVanguardAndAVanguardHit) {
  check_hit_to_deck_only_so(kBladeSeedSquire, 1, kBladeSeedVerdure);
}

}  // namespace
}  // namespace vg::test
