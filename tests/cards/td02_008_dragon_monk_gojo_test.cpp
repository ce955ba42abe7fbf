// Ruling tests of TD02/008 Dragon Monk, Gojo: ACT (VC/RC), [rest this unit and discard a card]:
// draw a card.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 008 008 004 009 | t2 draw 011 | t4 draw 013 | Gojo's draw 005 | 006 007.
Script gojo_script() {
  return kagero({"TD02/007", "TD02/008", "TD02/008", "TD02/004", "TD02/009", "TD02/011", "TD02/013", "TD02/005", "TD02/006", "TD02/007"});
}

// CR 6.6.1.2.2, 8.1.1.1, 8.5.2.3, 10.1.2.1: on (RC), Gojo rests and one card is discarded, both
// or nothing; then B draws. Rested, it cannot pay again.
TEST(Td02GojoTest, RestAndDiscardToDraw) {
  Driver d(gojo_script());
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/008", Circle::BackCenter));
  const InstanceId gojo = d.unit(Player::B, Circle::BackCenter);
  const InstanceId aermo = d.hand_card(Player::B, "TD02/009");
  const std::size_t hand = d.state().player(Player::B).hand.size();
  EXPECT_EQ(message(d.act(gojo, 1)), "the discard needs 1 card from the hand, not 0: a cost is paid whole or not at all [CR 10.1.2.1]");
  EXPECT_THAT(look(d, gojo), Not(Rested()));
  ASSERT_ACCEPTED(d, d.act(gojo, 1, {aermo}));
  EXPECT_THAT(look(d, gojo), Rested());
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{aermo});
  EXPECT_EQ(d.state().player(Player::B).hand.size(), hand);
  EXPECT_EQ(d.hand_numbers(Player::B).back(), "TD02/005");
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(message(d.act(gojo, 1, {d.hand_card(Player::B, "TD02/011")})),
            "cannot pay the cost: Dragon Monk, Gojo (" + id(gojo) + ") is already rested [CR 8.5.2.3]");
}

// CR 6.6.1.2.2: activated abilities are played at the main phase's play timing: not in the
// battle phase. CR 2.11.3: and not from the hand, where it is not active.
TEST(Td02GojoTest, OnlyInTheMainPhaseAndOnACircle) {
  Driver d(gojo_script());
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/008", Circle::BackCenter));
  const InstanceId gojo = d.unit(Player::B, Circle::BackCenter);
  const InstanceId in_hand = d.hand_card(Player::B, "TD02/008");
  const InstanceId aermo = d.hand_card(Player::B, "TD02/009");
  EXPECT_EQ(message(d.act(in_hand, 1, {aermo})),
            "cannot play the ability of Dragon Monk, Gojo (" + id(in_hand) + ") from where it is: the ability is not active there [CR 2.11.3]");
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(message(d.act(gojo, 1, {aermo})),
            "player B: the ACT ability of Dragon Monk, Gojo where the rules call for player B's choice whether to attack: ACT abilities "
            "are played only in the turn player's main phase [CR 6.6.1.2.2]");
  EXPECT_THAT(look(d, gojo), Not(Rested()));
}

}  // namespace
}  // namespace vg::test
