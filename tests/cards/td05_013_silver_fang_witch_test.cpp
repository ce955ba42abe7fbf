// TD05/013 Silver Fang Witch: [AUTO] [Soul Blast 2] when placed on (RC), provided your vanguard
// is a <Gold Paladin>, you may pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSilverFangWitch = "TD05/013";

// CR 1.31 10.1.4.1, 10.1.16.1: called under a Gold Paladin vanguard, two soul go and a card is
// drawn.
TEST(Td05SilverFangWitchTest, PlacedUnderAGoldPaladinPaysTwoSoulAndDraws) {
  check_placed_soul_blast_2_draw(kSilverFangWitch, "TD05/008", true);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan the cost is refused; declined.
TEST(Td05SilverFangWitchTest, UnderAnotherClanTheCostCannotBePaid) {
  check_placed_soul_blast_2_draw(kSilverFangWitch, kFiller, false);
}

// CR 1.31 8.6.3.1: "you may": declined under a Gold Paladin, nothing is paid or drawn.
TEST(Td05SilverFangWitchTest, DeclinedKeepsTheSoul) {
  Board b({{{Circle::Vanguard, "TD05/008"}}, {}, {kSilverFangWitch}, {"TD01/001"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(kSilverFangWitch, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 1.31 10.1.4.1: ridden onto (VC), it is not placed on (RC): nothing stands by.
TEST(Td05SilverFangWitchTest, NotTriggeredOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "TD05/014"}}, {}, {kSilverFangWitch}, {"TD01/001"}, {}, fillers(2)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kSilverFangWitch));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

}  // namespace
}  // namespace vg::test
