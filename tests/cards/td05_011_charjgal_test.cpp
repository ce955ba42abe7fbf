// TD05/011 Charjgal: [AUTO](RC) [Soul Blast 1] when this unit boosts a unit named Great Silver Wolf,
// Garmore, you may pay: the boosted unit gets +5000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCharjgal = "TD05/011";

// CR 1.31 7.3.1.6, 10.1.16.1: boosting Great Silver Wolf, Garmore, one soul pays for +5000 until the battle
// ends (CR 1.31 7.7.1.2).
TEST(Td05CharjgalTest, BoostingTheNamedUnitSoulBlastForFiveThousand) {
  check_boost_named_soul_blast_5000(kCharjgal, "TD05/001", true);
}

// CR 1.31 8.6.3.1: "you may": declined, the soul stays and only the boost counts.
TEST(Td05CharjgalTest, DeclinedOnlyTheBoost) {
  check_boost_named_soul_blast_5000(kCharjgal, "TD05/001", false);
}

// CR 1.31 8.1.1.2.1: boosting a unit of another name, nothing stands by.
TEST(Td05CharjgalTest, BoostingAnotherNameNothingTriggers) {
  check_boost_named_other_name(kCharjgal);
}

}  // namespace
}  // namespace vg::test
