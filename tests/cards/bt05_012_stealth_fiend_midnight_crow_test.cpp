// BT05/012 Stealth Fiend, Midnight Crow: [AUTO] [Counter Blast 1] when placed on (VC) or (RC), if your vanguard is a
// <<Murakumo>>, you may pay: search your deck for up to one Stealth Fiend, Midnight Crow, call it to (RC),
// shuffle your deck, and at the beginning of the end phase of that turn put that unit at the
// bottom of your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 10.1.9, 10.1.6.1, 8.6.5: the copy found is called; at the end phase it goes to the bottom
// of the deck (a mandatory timed ability), and the first card stays.
TEST(Bt05StealthFiendMidnightCrowTest, CallsACopyThatGoesToTheBottomAtTheEndPhase) { check_calls_copy_until_end_phase("BT05/012"); }

// CR 10.1.4.1: ridden onto the vanguard circle it triggers too (its own <<Murakumo>> vanguard).
TEST(Bt05StealthFiendMidnightCrowTest, PlacedOnTheVanguardCircleByARide) { check_calls_copy_when_ridden("BT05/012", "BT05/057"); }

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt05StealthFiendMidnightCrowTest, UnderAnotherClanTheCostCannotBePaid) { check_calls_copy_other_clan("BT05/012"); }

// CR 4.1.4, 8.6.7: a called copy that has left the field before the end phase stays where it is.
TEST(Bt05StealthFiendMidnightCrowTest, ACopyThatLeftTheFieldStaysInTheDropZone) { check_called_copy_that_left_stays("BT05/012"); }

}  // namespace
}  // namespace vg::test
