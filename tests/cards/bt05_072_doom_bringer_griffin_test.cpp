// BT05/072 Doom Bringer Griffin: [ACT](RC) [Counter Blast 1 and retire two of your <<Kagero>> rear-guards] search
// your deck for up to one Dragonic Overlord the End, show it, add it to your hand, then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDoomBringerGriffin = "BT05/072";
constexpr const char* kDoomBringerGriffinAlly = "BT01/022";    // a «Kagero» without abilities
constexpr const char* kDoomBringerGriffinTarget = "BT05/005";  // Dragonic Overlord the End

// CR 10.1.3 ("your rear-guards", not "other"): this unit may be one of the two it retires.
TEST(Bt05DoomBringerGriffinTest, RetiresItselfAndAnotherToSearch) {
  check_bringer_retires_itself_and_searches(kDoomBringerGriffin, kKagero, kDoomBringerGriffinAlly, kDoomBringerGriffinTarget);
}
TEST(Bt05DoomBringerGriffinTest, RetiresTwoOthersAndMayFindNothing) { check_bringer_retires_two_others(kDoomBringerGriffin, kKagero, kDoomBringerGriffinAlly, kDoomBringerGriffinTarget); }
TEST(Bt05DoomBringerGriffinTest, CostOfAnotherClanOrShortIsRefused) { check_bringer_cost_refused(kDoomBringerGriffin, kKagero, "Kagero"); }

}  // namespace
}  // namespace vg::test
