// BT02/031 Blazing Core Dragon: [ACT](VC) [Counter Blast 1 and one each of your Iron Tail Dragon
// and Gattling Claw Dragon rear-guards into the soul] search the deck for up to one Blazing
// Flare Dragon, ride it (superior ride), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/cost_checks.h"

namespace vg::test {
namespace {

TEST(Bt02BlazingCoreDragonTest, IronTailAndGattlingClawIntoTheSoulRideBlazingFlare) {
  check_named_rear_guards_ride("BT02/031", "BT02/061", "BT02/064", "BT02/005");
}

}  // namespace
}  // namespace vg::test
