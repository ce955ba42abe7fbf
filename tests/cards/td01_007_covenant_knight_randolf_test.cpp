// TD01/007 Covenant Knight, Randolf: [AUTO](VC/RC) when it attacks, if its player holds more
// cards in hand than the opponent, +3000 power until end of that battle. Mandatory, no cost.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// A: hand 008 007 004 011 013 | t1 draw 016 | damage checks 004 007 008 | t3 draw 001 |
// t3 drive check 004. Stops at A's ride phase of turn 3 (B holds four cards).
Driver randolf_game() {
  Driver d(royal_script({"TD01/008", "TD01/007", "TD01/004", "TD01/011", "TD01/013", "TD01/016",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/004"}));
  turns_one_and_two(d, "TD01/008");
  return d;
}

// CR 7.3.1.6, 8.1.1.2.3, 8.6.3.1, 7.7.1.2: attacking with five cards in hand against four, the
// ability gives +3000 for the battle; it ends with the battle.
TEST(Td01RandolfTest, MoreCardsInHandThanTheOpponentGivesThreeThousand) {
  Driver d = randolf_game();
  ASSERT_ACCEPTED(d, d.ride("TD01/007"));
  const InstanceId randolf = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_EQ(d.state().player(Player::A).hand.size(), 5u);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(randolf, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(randolf), 11000);
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 1u);
  EXPECT_EQ(d.state().power(randolf), 8000);
}

// CR 8.6.3.1: the ability has no "you may": declining it is refused.
TEST(Td01RandolfTest, MandatoryAbilityCannotBeDeclined) {
  Driver d = randolf_game();
  ASSERT_ACCEPTED(d, d.ride("TD01/007"));
  const InstanceId randolf = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(message(d.decline(randolf, 1)),
            "the automatic ability of Covenant Knight, Randolf (" + id(randolf) + ") is mandatory: it must be played [CR 8.6.3.1]");
  EXPECT_EQ(d.decision(), Decision::PlayAuto);
}

// CR 8.1.1.2.3: the ability triggers even when the condition is false; with fewer cards in
// hand (three against four) it resolves doing nothing.
TEST(Td01RandolfTest, FewerCardsInHandDoesNothing) {
  Driver d = randolf_game();
  ASSERT_ACCEPTED(d, d.ride("TD01/007"));
  const InstanceId randolf = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.call("TD01/011", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.call("TD01/004", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_EQ(d.state().player(Player::A).hand.size(), 3u);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(randolf, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(randolf), 8000);
}

// CR 8.1.1.2.3, 2.11.3: on a rear-guard circle too; as many cards in hand as the opponent (four
// and four) is not more: nothing happens.
TEST(Td01RandolfTest, RearGuardWithEqualHandsIsNotMore) {
  Driver d = randolf_game();
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  const InstanceId randolf = d.hand_card(Player::A, "TD01/007");
  ASSERT_ACCEPTED(d, d.call("TD01/007", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_EQ(d.state().player(Player::A).hand.size(), 4u);
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(randolf, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(randolf), 8000);
}

}  // namespace
}  // namespace vg::test
