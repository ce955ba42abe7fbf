// BT05/066 Nightmare Painter: [AUTO] when placed on (VC) or (RC), if your vanguard is a <<Shadow Paladin>>, choose up to
// one <<Shadow Paladin>> from your hand and put it into your soul.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 8.5.3, 4.7: called under a <<Shadow Paladin>> vanguard, only the <<Shadow Paladin>> of the hand is
// offered, up to one; chosen, it goes into the soul.
TEST(Bt05NightmarePainterTest, CalledUnderItsClanPutsACardOfTheClanIntoTheSoul) { check_placed_hand_to_soul("BT05/066", kShadowPaladin, "BT04/045"); }

// The same when it is ridden onto the vanguard circle.
TEST(Bt05NightmarePainterTest, RiddenOntoTheVanguardCircle) { check_ridden_hand_to_soul("BT05/066", "BT04/049", "BT04/045"); }

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing.
TEST(Bt05NightmarePainterTest, UnderAnotherClanNothingHappens) { check_placed_hand_to_soul_other_clan("BT05/066", "BT04/045"); }

}  // namespace
}  // namespace vg::test
