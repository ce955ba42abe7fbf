// BT04/007 Heatnail Salamander: [AUTO](RC) when an attack hits a vanguard during the battle it
// boosted a <<Kagero>>, you may choose one of the opponent's grade 1 rear-guards and retire it; if
// you do, at the beginning of that turn's end phase, return this unit to your deck and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kHeatnailSalamander = "BT04/007";

// CR 1.31 7.6.1.9, 8.5.3, 10.1.3, 8.6.5: the grade 1 rear-guard retired; the unit goes back into
// the deck as the end phase begins.
TEST(Bt04HeatnailSalamanderTest, RetiresAGradeOneThenBackToTheDeckAtTheEndPhase) {
  check_kagero_hit_retire_grade(kHeatnailSalamander, 1);
}

// "You may": none chosen, nothing retired, and the unit stays past the end phase.
TEST(Bt04HeatnailSalamanderTest, NoneChosenTheUnitStays) { check_kagero_hit_retire_none(kHeatnailSalamander); }

// CR 1.31 8.1.1.2.1: a hit on a rear-guard, or a boosted unit of another clan: nothing.
TEST(Bt04HeatnailSalamanderTest, OnlyAHitOnAVanguardOfABoostedKagero) {
  check_boosted_hit_needs_vanguard_and_clan(kHeatnailSalamander, kBoostedKagero);
}

}  // namespace
}  // namespace vg::test
