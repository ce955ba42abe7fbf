// BT04/033 Violent Vesper: [AUTO] when placed on (VC) or (RC), reveal the top card of your deck: a <Megacolony> is called
// to (RC); otherwise the deck is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 10.1.8.1.2, 10.1.6.1.3, 8.6.3.1: called to (RC), the revealed top card, a «Megacolony», is
// called (mandatory).
TEST(Bt04ViolentVesperTest, ARevealedCardOfTheClanIsCalled) {
  Board b({{{Circle::Vanguard, "TD01/001"}}, {}, {"BT04/033"}, {"BT02/077"}}, opponent());
  ASSERT_FALSE(b.call("BT04/033", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), top = b.state().player(Player::A).deck.back();
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(top, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), top);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 10.1.10.1: a card of another clan stays in the deck, which is shuffled.
TEST(Bt04ViolentVesperTest, ACardOfAnotherClanStays) {
  Board b({{{Circle::Vanguard, "TD01/001"}}, {}, {"BT04/033"}, {"TD01/008"}}, opponent());
  ASSERT_FALSE(b.call("BT04/033", Circle::FrontLeft));
  const InstanceId top = b.state().player(Player::A).deck.back();
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.state().card(top).zone, Zone::Deck);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 10.1.4.1: ridden onto (VC), it triggers as well.
TEST(Bt04ViolentVesperTest, AlsoWhenRidden) {
  Board b({{{Circle::Vanguard, "BT04/023"}}, {}, {"BT04/033"}, {"BT02/077"}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride("BT04/033"));
  const InstanceId top = b.state().player(Player::A).deck.back();
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(top, Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), top);
}

}  // namespace
}  // namespace vg::test
