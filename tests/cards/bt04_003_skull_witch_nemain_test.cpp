// BT04/003 Skull Witch, Nemain: [AUTO] [Counter Blast 1 and discard a <Shadow Paladin>] when placed on (RC), if your vanguard is
// a <Shadow Paladin>, you may pay: draw two cards.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 10.1.15.1, 10.1.2.1, 3.12.2: called under a «Shadow Paladin» vanguard, paid with a
// «Shadow Paladin» (a card of another clan does not pay): the two top cards go to the hand.
TEST(Bt04SkullWitchNemainTest, PaidUnderAShadowPaladinDrawsTwo) {
  Board b({{{Circle::Vanguard, "BT04/023"}}, {}, {"BT04/003", "BT04/045", "TD01/008"}, {"BT04/028", "BT04/060"}, fillers(1)}, opponent());
  ASSERT_FALSE(b.call("BT04/003", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), other = b.hand_card(Player::A, "TD01/008");
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, joined(b.face_up_damage(Player::A, 1), {other}))),
            "cannot pay the discard with Little Sage, Marron (" + id(other) + "): it must be a «Shadow Paladin» " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(u, 1, joined(b.face_up_damage(Player::A, 1), {b.hand_card(Player::A, "BT04/045")})));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 3u);
  EXPECT_NE(b.hand_card(Player::A, "BT04/028"), kNoInstance);
  EXPECT_NE(b.hand_card(Player::A, "BT04/060"), kNoInstance);
  EXPECT_TRUE(b.face_up_damage(Player::A, 1).empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid; declined, nothing.
TEST(Bt04SkullWitchNemainTest, UnderAnotherClanNotPaid) {
  Board b({{{Circle::Vanguard, "TD01/004"}}, {}, {"BT04/003", "BT04/045"}, {}, fillers(1)}, opponent());
  ASSERT_FALSE(b.call("BT04/003", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.play(u, 1, joined(b.face_up_damage(Player::A, 1), {b.hand_card(Player::A, "BT04/045")}))), condition_fails(b, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

}  // namespace
}  // namespace vg::test
