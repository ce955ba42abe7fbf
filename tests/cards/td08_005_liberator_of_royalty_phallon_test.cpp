// TD08/005 Liberator of Royalty, Phallon: [AUTO](RC) when this unit attacks, provided your
// vanguard's name contains "Liberator", +3000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kLiberatorOfRoyaltyPhallon = "TD08/005";

// CR 1.31 7.3.1.8, 8.1.1.2.3, 8.6.3.1: under Liberator of Silence, Gallatin, +3000 for the
// battle; under a Gold Paladin of another name it resolves and does nothing.
TEST(Td08LiberatorOfRoyaltyPhallonTest, UnderALiberatorVanguardGainsThreeThousand) {
  check_liberator_vanguard_3000(kLiberatorOfRoyaltyPhallon);
}

// CR 1.31 3.1.1.3: on (VC) its attack stands nothing by.
TEST(Td08LiberatorOfRoyaltyPhallonTest, NotActiveOnTheVanguardCircle) {
  check_not_active_on_vc(kLiberatorOfRoyaltyPhallon);
}

}  // namespace
}  // namespace vg::test
