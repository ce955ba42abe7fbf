// TD04/002 Goddess of Flower Divination, Sakuya: [CONT](VC) in your turn, with four or more
// cards in your hand, +4000 power; [AUTO] when placed on (VC), all of your <Oracle Think Tank>
// rear-guards go back to your hand.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSakuya = "TD04/002";

// CR 8.7, 8.1.1.2.3: the power holds while the condition does, in its owner's turn only.
TEST(Td04SakuyaTest, FourThousandMoreWithFourCardsInHandInYourTurn) {
  Board four({{{Circle::Vanguard, kSakuya}}, {}, fillers(4)}, opponent());
  EXPECT_EQ(four.power(Player::A, Circle::Vanguard), 14000);
  Board three({{{Circle::Vanguard, kSakuya}}, {}, fillers(3)}, opponent());
  EXPECT_EQ(three.power(Player::A, Circle::Vanguard), 10000);
  // Player B's Sakuya in player A's turn.
  Board theirs(opponent(), {{{Circle::Vanguard, kSakuya}}, {}, fillers(5)});
  EXPECT_EQ(theirs.power(Player::B, Circle::Vanguard), 10000);
}

// CR 10.1.4.1, 4.1.4: ridden, it puts every Oracle Think Tank rear-guard into the hand (each a
// new card there); a rear-guard of another clan stays; the ability is mandatory (CR 8.6.3.1).
TEST(Td04SakuyaTest, PlacedOnTheVanguardCircleReturnsOracleRearGuardsToTheHand) {
  Board b({{{Circle::Vanguard, "TD04/004"}, {Circle::FrontLeft, "TD04/007"}, {Circle::BackCenter, "TD04/013"}, {Circle::FrontRight, kFiller}},
           {},
           {kSakuya}},
          opponent(), Decision::Ride);
  const InstanceId gemini = b.unit(Player::A, Circle::FrontLeft), eater = b.unit(Player::A, Circle::BackCenter);
  const InstanceId sakuya = b.hand_card(Player::A, kSakuya);
  ASSERT_FALSE(b.ride(kSakuya));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(sakuya, 2)),
            "the automatic ability of Goddess of Flower Divination, Sakuya (" + id(sakuya) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_FALSE(b.play(sakuya, 2));
  EXPECT_EQ(b.state().card(gemini).zone, Zone::Hand);
  EXPECT_EQ(b.state().card(eater).zone, Zone::Hand);
  EXPECT_NE(b.unit(Player::A, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// Placed on a rear-guard circle, the ability does not trigger.
TEST(Td04SakuyaTest, CalledToARearGuardCircleReturnsNothing) {
  Board b({{{Circle::Vanguard, "TD04/001"}, {Circle::FrontLeft, "TD04/007"}}, {}, {kSakuya}}, opponent());
  ASSERT_FALSE(b.call(kSakuya, Circle::FrontRight));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_NE(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
}

}  // namespace
}  // namespace vg::test
