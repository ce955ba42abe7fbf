// BT04/047 Doranbau: [AUTO](RC) when it boosts a unit named Blaster Dark, the boosted unit gets +4000 power until end
// of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.3.1.6, 7.3.1.7: boosting Blaster Dark, +4000 to it for the battle.
TEST(Bt04DoranbauTest, BoostingBlasterDark) { check_boost_named("BT04/047", "BT04/024"); }

// CR 8.1.1.2.1: boosting a unit of another name, nothing stands by.
TEST(Bt04DoranbauTest, BoostingAnotherName) { check_boost_other_name("BT04/047"); }

}  // namespace
}  // namespace vg::test
