// Ruling tests of TD02/009 Flame of Hope, Aermo: AUTO (RC), [discard a card], when the attack it
// boosted hits, you may pay; then draw a card.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 004 004 009 011 | t2 draw 010 | t4 draw 013 | Aermo's draw 005 | 006 007.
Script aermo_script() {
  return kagero({"TD02/007", "TD02/004", "TD02/004", "TD02/009", "TD02/011", "TD02/010", "TD02/013", "TD02/005", "TD02/006", "TD02/007"});
}

void nehalem_and_aermo_on_the_right(Driver& d) {
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/009", Circle::BackRight));
  ASSERT_ACCEPTED(d, d.pass());
}

// CR 7.6.1.9, 8.5.2.3, 10.1.2.1: Nehalem boosted by Aermo hits (16000 against 10000); the
// ability is paid with one discarded card (not with none) and B draws.
TEST(Td02AermoTest, BoostedAttackHitsDiscardToDraw) {
  Driver d(aermo_script());
  nehalem_and_aermo_on_the_right(d);
  const InstanceId aermo = d.unit(Player::B, Circle::BackRight);
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);
  EXPECT_EQ(message(d.play(aermo, 1)), "the discard needs 1 card from the hand, not 0: a cost is paid whole or not at all [CR 10.1.2.1]");
  const InstanceId jarran = d.hand_card(Player::B, "TD02/011");
  ASSERT_ACCEPTED(d, d.play(aermo, 1, {jarran}));
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{jarran});
  EXPECT_EQ(d.hand_numbers(Player::B).back(), "TD02/005");
  EXPECT_EQ(d.decision(), Decision::StartStep);
}

// CR 8.6.3: "you may": declined, nothing is discarded or drawn.
TEST(Td02AermoTest, MayBeDeclined) {
  Driver d(aermo_script());
  nehalem_and_aermo_on_the_right(d);
  const InstanceId aermo = d.unit(Player::B, Circle::BackRight);
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_ACCEPTED(d, d.no_guard());
  const auto hand = d.hand_numbers(Player::B);
  ASSERT_ACCEPTED(d, d.decline(aermo, 1));
  EXPECT_EQ(d.hand_numbers(Player::B), hand);
  EXPECT_THAT(d.numbers(d.state().player(Player::B).drop), IsEmpty());
}

// CR 8.1.1.2.1: the same hit without Aermo's boost does not trigger it.
TEST(Td02AermoTest, NoTriggerWhenItDidNotBoost) {
  Driver d(aermo_script());
  nehalem_and_aermo_on_the_right(d);
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());  // 10000 against 10000
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
}

}  // namespace
}  // namespace vg::test
