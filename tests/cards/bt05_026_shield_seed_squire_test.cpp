// BT05/026 Shield Seed Squire: [AUTO] when another <<Neo Nectar>> rides this unit, you may call this
// card to (RC). [AUTO](RC) [put this unit on top of your deck] when this unit's attack hits a
// vanguard, if your vanguard is a <<Neo Nectar>>, you may pay: search your deck for up to one Blade
// Seed Squire, call it to (RC) as [Rest], then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kShieldSeedSquire = "BT05/026";
constexpr const char* kShieldSeedRider = "BT05/046";       // Corolla Dragon: grade 1 «Neo Nectar»
constexpr const char* kShieldSeedOtherRider = "TD02/008";  // grade 1 «Kagero»
constexpr const char* kShieldSeedBlade = "BT05/049";       // Blade Seed Squire

// CR 8.5.2.4.1, 10.1.6.1.3: ridden by a «Neo Nectar», it may be called from the soul.
TEST(Bt05ShieldSeedSquireTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden(kShieldSeedSquire, kShieldSeedRider); }
TEST(Bt05ShieldSeedSquireTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen(kShieldSeedSquire, kShieldSeedRider, kShieldSeedOtherRider);
}
TEST(Bt05ShieldSeedSquireTest, HitPutsItOnTheDeckAndCallsBladeSeedRested) {
  check_hit_to_deck_calls_rested(kShieldSeedSquire, 2, kShieldSeedBlade, 1);
}
TEST(Bt05ShieldSeedSquireTest, MayBeDeclinedNeedsANeoNectarVanguardAndAVanguardHit) {
  check_hit_to_deck_only_so(kShieldSeedSquire, 2, kShieldSeedBlade);
}

}  // namespace
}  // namespace vg::test
