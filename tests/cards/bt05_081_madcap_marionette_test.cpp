// BT05/081 Madcap Marionette: [AUTO] when placed on (VC) or (RC), if your vanguard is a <<Pale Moon>>, choose up to
// one <<Pale Moon>> from your hand and put it into your soul.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 8.5.3, 4.7: called under a <<Pale Moon>> vanguard, only the <<Pale Moon>> of the hand is
// offered, up to one; chosen, it goes into the soul.
TEST(Bt05MadcapMarionetteTest, CalledUnderItsClanPutsACardOfTheClanIntoTheSoul) { check_placed_hand_to_soul("BT05/081", kPaleMoon, "BT03/052"); }

// The same when it is ridden onto the vanguard circle.
TEST(Bt05MadcapMarionetteTest, RiddenOntoTheVanguardCircle) { check_ridden_hand_to_soul("BT05/081", "BT03/053", "BT03/052"); }

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing.
TEST(Bt05MadcapMarionetteTest, UnderAnotherClanNothingHappens) { check_placed_hand_to_soul_other_clan("BT05/081", "BT03/052"); }

}  // namespace
}  // namespace vg::test
