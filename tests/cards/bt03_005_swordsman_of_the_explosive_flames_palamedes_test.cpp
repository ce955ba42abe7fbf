// BT03/005 Swordsman of the Explosive Flames, Palamedes: [AUTO](VC/RC) when this unit attacks,
// if you have two or more grade 3 <Royal Paladin> vanguards and/or rear-guards, +3000 power until
// end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPalamedes = "BT03/005";

// CR 1.31 7.3.1.8, 8.1.1.2.3: attacking from (RC), itself and the grade 3 vanguard are two.
TEST(Bt03PalamedesExplosiveFlamesTest, ItselfAndAGradeThreeVanguardGiveThreeThousand) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::FrontLeft, {{Circle::Vanguard, kRoyalG3}}, 3000);
}

// The same from (VC), with a grade 3 «Royal Paladin» rear-guard.
TEST(Bt03PalamedesExplosiveFlamesTest, OnTheVanguardCircleWithAGradeThreeRearGuard) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::Vanguard, {{Circle::BackLeft, kRoyalG3}}, 3000);
}

// Alone among grade 2 «Royal Paladin» it is one: the ability resolves and does nothing.
TEST(Bt03PalamedesExplosiveFlamesTest, OneGradeThreeIsNotEnough) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::Vanguard, {{Circle::BackLeft, kRoyal}, {Circle::FrontRight, kRoyal}}, 0);
}

// A grade 3 of another clan does not count.
TEST(Bt03PalamedesExplosiveFlamesTest, AGradeThreeOfAnotherClanDoesNotCount) {
  check_attack_with_royal_grade_3(kPalamedes, Circle::Vanguard, {{Circle::BackLeft, "TD02/001"}}, 0);
}

}  // namespace
}  // namespace vg::test
