// TD04/006 Sword Dancer Angel: [AUTO](VC/RC) each time you draw a card, this unit gets +1000
// power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// Lake Maiden, Lien (BT01/043) on the vanguard circle: its ACT (rest it, discard a card) draws
// a card for player A; Sword Dancer Angel stands on `circle`.
Board angel_and_lien(Circle circle, Side b_side = opponent()) {
  Side a{{{Circle::Vanguard, "BT01/043"}, {Circle::FrontLeft, kFiller}}, {}, {"TD01/004"}, {"TD01/001"}};
  if (circle == Circle::FrontLeft) a.units[1].second = "TD04/006";
  else a.hand.push_back("TD04/006");
  return Board(a, b_side);
}

// CR 3.12.1, 8.6.2: player A draws a card: the angel's ability stands by and gives +1000
// until end of turn.
TEST(Td04SwordDancerAngelTest, EachDrawGivesOneThousand) {
  Board b = angel_and_lien(Circle::FrontLeft);
  const InstanceId angel = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::Vanguard), 1, {b.hand_card(Player::A, "TD01/004")}));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(angel, 1));
  EXPECT_EQ(b.state().power(angel), 8000 + 1000);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.6.3.1: no "you may": declining it is refused.
TEST(Td04SwordDancerAngelTest, DrawAbilityIsMandatory) {
  Board b = angel_and_lien(Circle::FrontLeft);
  const InstanceId angel = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::Vanguard), 1, {b.hand_card(Player::A, "TD01/004")}));
  EXPECT_EQ(message(b.decline(angel, 1)),
            "the automatic ability of Sword Dancer Angel (" + id(angel) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

// CR 2.11.3: in the hand the ability is not active: the draw triggers nothing.
TEST(Td04SwordDancerAngelTest, InTheHandNothingTriggers) {
  Board b = angel_and_lien(Circle::BackLeft);
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::Vanguard), 1, {b.hand_card(Player::A, "TD01/004")}));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_TRUE(b.state().standing.empty());
}

// CR 3.12.1: "you draw": player B's angel on (RC) does not trigger when player A draws.
TEST(Td04SwordDancerAngelTest, TheOpponentsDrawDoesNotTrigger) {
  Side b_side = opponent();
  b_side.units[1].second = "TD04/006";
  Board b = angel_and_lien(Circle::BackLeft, b_side);
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::Vanguard), 1, {b.hand_card(Player::A, "TD01/004")}));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_TRUE(b.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
