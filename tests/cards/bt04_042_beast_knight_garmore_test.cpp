// BT04/042 Beast Knight, Garmore: [AUTO] [discard a <Royal Paladin>] when placed on (VC) or (RC), if your vanguard is a <Royal
// Paladin>, you may pay: search your deck for up to one Snogal or Brugal, call it to (RC), and
// shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// Snogal and Brugal (BT04/081, BT04/082) are still pending, so no position holds one: these tests
// show the cost, the condition and that the search offers no card of another name.

// CR 10.1.4.1, 10.1.2.1, 10.1.9.1: called under a «Royal Paladin» vanguard, a card of another clan
// does not pay; a «Royal Paladin» does, and the search offers none of the deck's other cards.
TEST(Bt04BeastKnightGarmoreTest, PaidUnderARoyalPaladinSearchesOnlySnogalOrBrugal) {
  Board b({{{Circle::Vanguard, "TD01/004"}}, {}, {"BT04/042", "TD01/008", "BT04/045"}, {"TD01/012", "TD01/008"}}, opponent());
  ASSERT_FALSE(b.call("BT04/042", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), other = b.hand_card(Player::A, "BT04/045"),
                   paid = b.hand_card(Player::A, "TD01/008");
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, {other})),
            "cannot pay the discard with Black Sage, Charon (" + id(other) + "): it must be a «Royal Paladin» " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(u, 1, {paid}));
  EXPECT_EQ(b.state().card(paid).zone, Zone::Drop);
  if (b.decision() == Decision::Choose) {
    EXPECT_TRUE(b.game().request().options.empty());
    ASSERT_FALSE(b.choose({}));
  }
  EXPECT_EQ(b.decision(), Decision::Main);
}

// Ridden onto (VC) it triggers too; under a vanguard of another clan (CR 8.1.1.2.3) the cost
// cannot be paid, and declined nothing is discarded.
TEST(Bt04BeastKnightGarmoreTest, AlsoWhenRiddenAndOnlyUnderARoyalPaladin) {
  Board r({{{Circle::Vanguard, "TD01/008"}}, {}, {"BT04/042", "TD01/008"}}, opponent(), Decision::Ride);
  ASSERT_FALSE(r.ride("BT04/042"));
  ASSERT_EQ(r.decision(), Decision::PlayAuto);
  ASSERT_FALSE(r.play(r.unit(Player::A, Circle::Vanguard), 1, {r.hand_card(Player::A, "TD01/008")}));
  EXPECT_EQ(r.count(Player::A, Zone::Drop), 1u);
  Board b({{{Circle::Vanguard, "BT04/023"}}, {}, {"BT04/042", "TD01/008"}}, opponent());
  ASSERT_FALSE(b.call("BT04/042", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.play(u, 1, {b.hand_card(Player::A, "TD01/008")})), condition_fails(b, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

}  // namespace
}  // namespace vg::test
