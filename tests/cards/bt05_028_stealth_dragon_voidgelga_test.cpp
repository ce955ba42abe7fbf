// BT05/028 Stealth Dragon, Voidgelga: [AUTO] [Counter Blast 1] when placed on (VC) or (RC), if your vanguard is a
// <<Murakumo>>, you may pay: search your deck for up to one Stealth Dragon, Voidgelga, call it to (RC),
// shuffle your deck, and at the beginning of the end phase of that turn put that unit at the
// bottom of your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// A grade 3 is called under a grade 3 vanguard: another Voidgelga (of «Murakumo») or Dragonic
// Overlord (of another clan).
constexpr const char* kOverlord = "TD02/001";

// CR 10.1.9, 10.1.6.1, 8.6.5: the copy found is called; at the end phase it goes to the bottom
// of the deck (a mandatory timed ability), and the first card stays.
TEST(Bt05StealthDragonVoidgelgaTest, CallsACopyThatGoesToTheBottomAtTheEndPhase) { check_calls_copy_until_end_phase("BT05/028", "BT05/028"); }

// CR 10.1.4.1: ridden onto the vanguard circle it triggers too (its own <<Murakumo>> vanguard).
TEST(Bt05StealthDragonVoidgelgaTest, PlacedOnTheVanguardCircleByARide) { check_calls_copy_when_ridden("BT05/028", "BT05/029"); }

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt05StealthDragonVoidgelgaTest, UnderAnotherClanTheCostCannotBePaid) { check_calls_copy_other_clan("BT05/028", kOverlord); }

// CR 4.1.4, 8.6.7: a called copy that has left the field before the end phase stays where it is.
TEST(Bt05StealthDragonVoidgelgaTest, ACopyThatLeftTheFieldStaysInTheDropZone) { check_called_copy_that_left_stays("BT05/028", "BT05/028"); }

}  // namespace
}  // namespace vg::test
