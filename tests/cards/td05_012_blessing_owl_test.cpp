// TD05/012 Blessing Owl: [AUTO] when placed on (RC), choose another of your <Gold Paladin>
// units: it gets +2000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBlessingOwl = "TD05/012";

// CR 1.31 10.1.4.1, 8.6.3.1: only the other Gold Paladin units are offered (not itself, not the
// unit of another clan); the chosen one has +2000 for the turn; it cannot be declined.
TEST(Td05BlessingOwlTest, PlacedOnARearGuardCircleGivesAnotherClanUnitTwoThousand) {
  check_placed_other_clan_unit_2000(kBlessingOwl, "TD05/008", "TD05/004");
}

// CR 1.31 10.1.4.1: placed on (VC) by a ride, not on (RC): nothing stands by.
TEST(Td05BlessingOwlTest, RiddenOntoTheVanguardCircleNothingTriggers) {
  Board b({{{Circle::Vanguard, "TD05/014"}, {Circle::FrontRight, "TD05/004"}}, {}, {kBlessingOwl}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kBlessingOwl));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::FrontRight), def("TD05/004").power);
}

}  // namespace
}  // namespace vg::test
