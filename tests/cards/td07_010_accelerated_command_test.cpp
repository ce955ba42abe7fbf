// TD07/010 Accelerated Command: [AUTO] when placed on (RC), choose another of your <Aqua Force>
// units: it gets +2000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAcceleratedCommand = "TD07/010";

// CR 1.31 10.1.4.1, 8.6.3.1: only the other Aqua Force units are offered (not itself, not the
// unit of another clan); the chosen one has +2000 for the turn; it cannot be declined.
TEST(Td07AcceleratedCommandTest, PlacedOnARearGuardCircleGivesAnotherClanUnitTwoThousand) {
  check_placed_other_clan_unit_2000(kAcceleratedCommand, "TD07/008", "TD07/004");
}

// CR 1.31 10.1.4.1: placed on (VC) by a ride, not on (RC): nothing stands by.
TEST(Td07AcceleratedCommandTest, RiddenOntoTheVanguardCircleNothingTriggers) {
  Board b({{{Circle::Vanguard, "TD07/014"}, {Circle::FrontRight, "TD07/004"}}, {}, {kAcceleratedCommand}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kAcceleratedCommand));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::FrontRight), def("TD07/004").power);
}

}  // namespace
}  // namespace vg::test
