// BT01/071 Blue Dust: [AUTO](VC/RC) when its attack hits, if your vanguard is a <Dark
// Irregulars>, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.17.1: the hit lets it put the top card of the deck into the soul.
TEST(Bt01BlueDustTest, HitSoulChargesOne) {
  Board b({{{Circle::Vanguard, "BT01/036"}, {Circle::FrontLeft, "BT01/071"}}, {}, {}, {"TD01/001"}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.state().def(b.state().player(Player::A).soul[0]).number, "TD01/001");
}

// CR 8.1.1.2.3: with a vanguard of another clan it triggers all the same and does nothing:
// played, no card is put into the soul; declined, nothing happens either.
TEST(Bt01BlueDustTest, OtherClanVanguardPlayedDoesNothing) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT01/071"}}, {}, {}, {"TD01/001"}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  Board declined = b;
  EXPECT_EQ(message(b.play(u, 1)), "accepted");
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_FALSE(declined.decline(u, 1));
  EXPECT_EQ(declined.count(Player::A, Zone::Soul), 0u);
}

}  // namespace
}  // namespace vg::test
