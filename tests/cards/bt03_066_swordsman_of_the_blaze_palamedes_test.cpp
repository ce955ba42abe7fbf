// BT03/066 Swordsman of the Blaze, Palamedes: [AUTO](VC/RC) when this unit attacks, if you have
// two or more grade 3 <Royal Paladin> vanguards and/or rear-guards, +3000 power until end of
// that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPalamedes = "BT03/066";

// CR 1.31 7.3.1.8, 8.1.1.2.3: a grade 3 vanguard and a grade 3 rear-guard are two.
TEST(Bt03PalamedesBlazeTest, TwoGradeThreeRoyalPaladinGiveThreeThousand) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::FrontLeft, {{Circle::Vanguard, kRoyalG3}, {Circle::BackCenter, kRoyalG3}}, 3000);
}

// From (VC), the two grade 3 are rear-guards.
TEST(Bt03PalamedesBlazeTest, OnTheVanguardCircleWithTwoGradeThreeRearGuards) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::Vanguard, {{Circle::BackLeft, kRoyalG3}, {Circle::FrontRight, kRoyalG3}}, 3000);
}

// It is grade 2 itself: with one grade 3 the ability resolves and does nothing.
TEST(Bt03PalamedesBlazeTest, ItselfDoesNotCountAsGradeThree) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::FrontLeft, {{Circle::Vanguard, kRoyalG3}, {Circle::BackCenter, kRoyal}}, 0);
}

}  // namespace
}  // namespace vg::test
