// BT05/067 Phantom Bringer Demon: [ACT](RC) [Counter Blast 1 and retire two of your <<Shadow Paladin>> rear-guards] search
// your deck for up to one Phantom Blaster Overlord, show it, add it to your hand, then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPhantomBringerDemon = "BT05/067";
constexpr const char* kPhantomBringerDemonAlly = "BT04/045";    // a «Shadow Paladin» without abilities
constexpr const char* kPhantomBringerDemonTarget = "BT05/004";  // Phantom Blaster Overlord

// CR 10.1.3 ("your rear-guards", not "other"): this unit may be one of the two it retires.
TEST(Bt05PhantomBringerDemonTest, RetiresItselfAndAnotherToSearch) {
  check_bringer_retires_itself_and_searches(kPhantomBringerDemon, kShadowPaladin, kPhantomBringerDemonAlly, kPhantomBringerDemonTarget);
}
TEST(Bt05PhantomBringerDemonTest, RetiresTwoOthersAndMayFindNothing) { check_bringer_retires_two_others(kPhantomBringerDemon, kShadowPaladin, kPhantomBringerDemonAlly, kPhantomBringerDemonTarget); }
TEST(Bt05PhantomBringerDemonTest, CostOfAnotherClanOrShortIsRefused) { check_bringer_cost_refused(kPhantomBringerDemon, kShadowPaladin, "Shadow Paladin"); }

}  // namespace
}  // namespace vg::test
