// BT04/074 Flame Seed Salamander: [AUTO](RC) when an attack hits a vanguard during the battle it
// boosted a <<Kagero>>, you may choose one of the opponent's grade 0 rear-guards and retire it; if
// you do, at the beginning of that turn's end phase, return this unit to your deck and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFlameSeedSalamander = "BT04/074";

// CR 1.31 7.6.1.9, 8.5.3, 10.1.3, 8.6.5: the grade 0 rear-guard retired; the unit goes back into
// the deck as the end phase begins.
TEST(Bt04FlameSeedSalamanderTest, RetiresAGradeZeroThenBackToTheDeckAtTheEndPhase) {
  check_kagero_hit_retire_grade(kFlameSeedSalamander, 0);
}

// "You may": none chosen, nothing retired, and the unit stays past the end phase.
TEST(Bt04FlameSeedSalamanderTest, NoneChosenTheUnitStays) { check_kagero_hit_retire_none(kFlameSeedSalamander); }

// CR 1.31 8.1.1.2.1: a hit on a rear-guard, or a boosted unit of another clan: nothing.
TEST(Bt04FlameSeedSalamanderTest, OnlyAHitOnAVanguardOfABoostedKagero) {
  check_boosted_hit_needs_vanguard_and_clan(kFlameSeedSalamander, kBoostedKagero);
}

}  // namespace
}  // namespace vg::test
