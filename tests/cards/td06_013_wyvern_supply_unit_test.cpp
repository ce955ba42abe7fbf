// TD06/013 Wyvern Supply Unit: [AUTO] when placed on (RC), choose another of your <Narukami>
// units: it gets +2000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kWyvernSupplyUnit = "TD06/013";

// CR 1.31 10.1.4.1, 8.6.3.1: only the other Narukami units are offered (not itself, not the
// unit of another clan); the chosen one has +2000 for the turn; it cannot be declined.
TEST(Td06WyvernSupplyUnitTest, PlacedOnARearGuardCircleGivesAnotherClanUnitTwoThousand) {
  check_placed_other_clan_unit_2000(kWyvernSupplyUnit, "TD06/008", "TD06/004");
}

// CR 1.31 10.1.4.1: placed on (VC) by a ride, not on (RC): nothing stands by.
TEST(Td06WyvernSupplyUnitTest, RiddenOntoTheVanguardCircleNothingTriggers) {
  Board b({{{Circle::Vanguard, "TD06/014"}, {Circle::FrontRight, "TD06/004"}}, {}, {kWyvernSupplyUnit}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kWyvernSupplyUnit));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::FrontRight), def("TD06/004").power);
}

}  // namespace
}  // namespace vg::test
