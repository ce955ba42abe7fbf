// BT05/070 White Hare of Inaba: [AUTO] when placed on (VC) or (RC), if your vanguard is a <<Oracle Think Tank>>, choose up to
// one <<Oracle Think Tank>> from your hand and put it into your soul.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 8.5.3, 4.7: called under a <<Oracle Think Tank>> vanguard, only the <<Oracle Think Tank>> of the hand is
// offered, up to one; chosen, it goes into the soul.
TEST(Bt05WhiteHareOfInabaTest, CalledUnderItsClanPutsACardOfTheClanIntoTheSoul) { check_placed_hand_to_soul("BT05/070", kOracle, "TD04/007"); }

// The same when it is ridden onto the vanguard circle.
TEST(Bt05WhiteHareOfInabaTest, RiddenOntoTheVanguardCircle) { check_ridden_hand_to_soul("BT05/070", "TD04/012", "TD04/007"); }

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing.
TEST(Bt05WhiteHareOfInabaTest, UnderAnotherClanNothingHappens) { check_placed_hand_to_soul_other_clan("BT05/070", "TD04/007"); }

}  // namespace
}  // namespace vg::test
