// BT05/050 Lily Knight of the Valley: [AUTO](RC) when this unit boosts a unit named Iris Knight,
// the boosted unit gets +4000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.3.1.6, 7.3.1.7: boosting Iris Knight, the attack has both powers and 4000 more, for that
// battle only.
TEST(Bt05LilyKnightOfTheValleyTest, BoostingIrisKnightAddsFourThousand) { check_boost_named("BT05/050", "BT05/024"); }

// CR 8.1.1.2.1: boosting a unit of another name, nothing stands by.
TEST(Bt05LilyKnightOfTheValleyTest, BoostingAnotherNameAddsOnlyTheBoost) { check_boost_other_name("BT05/050"); }

}  // namespace
}  // namespace vg::test
