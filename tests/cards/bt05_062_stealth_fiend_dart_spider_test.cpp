// BT05/062 Stealth Fiend, Dart Spider: [ACT](RC) [put this unit into your soul] if your vanguard is a <<Murakumo>>, choose up to
// one card of your damage zone and turn it face up.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 8.5.2.3, 8.1.1.2.3, 10.1.12.1: under a <<Murakumo>> vanguard the chosen face-down damage card
// turns face up (up to one).
TEST(Bt05StealthFiendDartSpiderTest, UnderItsClanCounterChargesOne) { check_act_soul_counter_charge("BT05/062", kMurakumo, true); }

// Under a vanguard of another clan it goes into the soul and nothing turns.
TEST(Bt05StealthFiendDartSpiderTest, UnderAnotherClanNothingTurns) { check_act_soul_counter_charge("BT05/062", kFiller, false); }

// CR 2.11.3: on the vanguard circle the ability is not active.
TEST(Bt05StealthFiendDartSpiderTest, NotActiveOnTheVanguardCircle) { check_soul_self_not_from_vc("BT05/062"); }

}  // namespace
}  // namespace vg::test
