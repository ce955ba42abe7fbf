// BT05/064 Dream Painter: [AUTO] when placed on (VC) or (RC), if your vanguard is a <<Royal Paladin>>, choose up to
// one <<Royal Paladin>> from your hand and put it into your soul.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 8.5.3, 4.7: called under a <<Royal Paladin>> vanguard, only the <<Royal Paladin>> of the hand is
// offered, up to one; chosen, it goes into the soul.
TEST(Bt05DreamPainterTest, CalledUnderItsClanPutsACardOfTheClanIntoTheSoul) { check_placed_hand_to_soul("BT05/064", kRoyalPaladin, "TD01/008"); }

// The same when it is ridden onto the vanguard circle.
TEST(Bt05DreamPainterTest, RiddenOntoTheVanguardCircle) { check_ridden_hand_to_soul("BT05/064", "TD01/012", "TD01/008"); }

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing.
TEST(Bt05DreamPainterTest, UnderAnotherClanNothingHappens) { check_placed_hand_to_soul_other_clan("BT05/064", "TD01/008"); }

}  // namespace
}  // namespace vg::test
