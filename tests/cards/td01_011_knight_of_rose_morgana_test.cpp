// TD01/011 Knight of Rose, Morgana: [AUTO](VC/RC) [discard a card from the hand] when it
// attacks, it may pay; +4000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// A: hand 008 011 004 007 010 | t1 draw 013 | damage checks 004 007 008 | t3 draw 001. On
// turn 3 A rides Gallatin and calls Morgana to front-left. Stops at the main phase.
Driver morgana_game() {
  Driver d(royal_script({"TD01/008", "TD01/011", "TD01/004", "TD01/007", "TD01/010", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001"}));
  turns_one_and_two(d, "TD01/008");
  EXPECT_ACCEPTED(d, d.ride("TD01/004"));
  EXPECT_ACCEPTED(d, d.call("TD01/011", Circle::FrontLeft));
  return d;
}

// CR 10.1.2.1, 7.3.1.6, 6.8.1.2: attacking, Morgana pays by discarding one card and gets +4000
// until the end of the turn: still after the battle, gone the next turn.
TEST(Td01MorganaTest, DiscardOneGivesFourThousandUntilEndOfTurn) {
  Driver d = morgana_game();
  const InstanceId morgana = d.unit(Player::A, Circle::FrontLeft);
  const InstanceId brigitte = d.hand_card(Player::A, "TD01/001");
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(morgana, 1, {brigitte}));
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{brigitte});
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 3u);
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(morgana), 10000);
  ASSERT_ACCEPTED(d, d.no_guard());  // 10000 against 8000: a hit
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 1u);
  EXPECT_EQ(d.state().power(morgana), 10000);
  d.end_turn();
  EXPECT_EQ(d.state().power(morgana), 6000);
}

// CR 8.6.3.1 ("you may"): declined, nothing is discarded and the attack of 6000 does not hit.
TEST(Td01MorganaTest, MayBeDeclined) {
  Driver d = morgana_game();
  const InstanceId morgana = d.unit(Player::A, Circle::FrontLeft);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.decline(morgana, 1));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 4u);
  EXPECT_EQ(d.state().power(morgana), 6000);
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 0u);
}

// CR 8.5.2.3, 10.1.2.1: the cost is exactly one card of the hand; none or two are refused and
// nothing is discarded.
TEST(Td01MorganaTest, CostIsExactlyOneCardOfTheHand) {
  Driver d = morgana_game();
  const InstanceId morgana = d.unit(Player::A, Circle::FrontLeft);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  const std::vector<InstanceId> hand = d.state().player(Player::A).hand;
  EXPECT_EQ(message(d.play(morgana, 1, {})),
            "the discard needs 1 card from the hand, not 0: a cost is paid whole or not at all [CR 10.1.2.1]");
  EXPECT_EQ(message(d.play(morgana, 1, {hand[0], hand[1]})),
            "the discard needs 1 card from the hand, not 2: a cost is paid whole or not at all [CR 10.1.2.1]");
  EXPECT_EQ(d.state().player(Player::A).hand, hand);
  EXPECT_THAT(d.numbers(d.state().player(Player::A).drop), IsEmpty());
  EXPECT_EQ(d.decision(), Decision::PlayAuto);
}

}  // namespace
}  // namespace vg::test
