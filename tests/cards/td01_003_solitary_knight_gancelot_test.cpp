// TD01/003 Solitary Knight, Gancelot: [ACT](VC) [Counter Blast 2], +5000 power and +1 critical
// until end of turn if a "Blaster Blade" is in the soul; [ACT](Hand) [reveal it and put it on
// top of the deck], search the deck for up to one "Blaster Blade", reveal it, to the hand, shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"
#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

int face_down(const Driver& d, Player p) {
  int n = 0;
  for (InstanceId c : d.state().player(p).damage) n += d.state().card(c).face_down ? 1 : 0;
  return n;
}

// Turn 1 of A with Gancelot in the opening hand: A rides Marron. Stops at the main phase.
Driver hand_game(const std::string& second) {
  Driver d(royal_script({"TD01/008", "TD01/003", second, "TD01/007", "TD01/011", "TD01/013"}));
  EXPECT_ACCEPTED(d, d.ride("TD01/008"));
  EXPECT_EQ(d.decision(), Decision::Main);
  return d;
}

// CR 6.6.1.2.2, 8.1.1.1.1, 10.1.8, 10.1.9.1, 10.1.10.1: in the main phase the hand ability is
// paid by revealing Gancelot and putting it on top of the deck; the search finds Blaster Blade,
// which goes to the hand, and the deck is shuffled.
TEST(Td01GancelotTest, HandAbilityPutsItselfOnTheDeckAndSearchesBlasterBlade) {
  Driver d = hand_game("TD01/004");
  const InstanceId gancelot = d.hand_card(Player::A, "TD01/003");
  ASSERT_EQ(d.hand_card(Player::A, "TD01/005"), kNoInstance);
  const std::size_t hand = d.state().player(Player::A).hand.size();
  ASSERT_ACCEPTED(d, d.act(gancelot, 2));
  ASSERT_EQ(d.decision(), Decision::Choose);
  EXPECT_EQ(d.state().player(Player::A).deck.back(), gancelot);  // the top of the deck
  EXPECT_EQ(d.request().max, 1);
  // CR 8.5.3: Gancelot, known on top of the deck, is not Blaster Blade and cannot be found.
  EXPECT_EQ(message(d.choose({gancelot})), "card " + id(gancelot) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  const InstanceId found = d.request().options.front();
  ASSERT_ACCEPTED(d, d.choose({found}));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(d.state().card(found).zone, Zone::Hand);
  EXPECT_EQ(d.hand_card(Player::A, "TD01/005"), found);
  EXPECT_EQ(d.state().card(gancelot).zone, Zone::Deck);
  EXPECT_EQ(d.state().player(Player::A).hand.size(), hand);  // Gancelot out, Blaster Blade in
}

// CR 10.1.9.1.1, 8.5.3.1.1: the search of a hidden zone is "up to one": it may find nothing;
// the cost stays paid and the deck is still shuffled.
TEST(Td01GancelotTest, HandAbilityMayFindNothing) {
  Driver d = hand_game("TD01/004");
  const InstanceId gancelot = d.hand_card(Player::A, "TD01/003");
  ASSERT_ACCEPTED(d, d.act(gancelot, 2));
  ASSERT_ACCEPTED(d, d.choose({}));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(d.hand_card(Player::A, "TD01/005"), kNoInstance);
  EXPECT_EQ(d.state().card(gancelot).zone, Zone::Deck);
}

// CR 10.1.9.1, 8.5.3.1.3: with the only Blaster Blade already in the hand, the deck holds none:
// no choice is asked; Gancelot is on the deck all the same.
TEST(Td01GancelotTest, HandAbilityWithNoBlasterBladeLeftInTheDeck) {
  Driver d = hand_game("TD01/005");
  const InstanceId gancelot = d.hand_card(Player::A, "TD01/003");
  const InstanceId blaster = d.hand_card(Player::A, "TD01/005");
  ASSERT_ACCEPTED(d, d.act(gancelot, 2));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(d.state().card(gancelot).zone, Zone::Deck);
  EXPECT_EQ(d.hand_card(Player::A, "TD01/005"), blaster);
}

// CR 10.1.9.1: the search is for a card of that name: Blaster Blade printed in BT01 is found too.
TEST(Td01GancelotTest, HandAbilityFindsBlasterBladeOfEitherPrinting) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {"TD01/003"}, {"BT01/002"}}, opponent());
  const InstanceId gancelot = b.hand_card(Player::A, "TD01/003");
  ASSERT_FALSE(b.act(gancelot, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(b.game().request().options.size(), 1u);
  const InstanceId blade = b.game().request().options.front();
  EXPECT_EQ(b.state().def(blade).number, "BT01/002");
  ASSERT_FALSE(b.choose({blade}));
  EXPECT_EQ(b.state().card(blade).zone, Zone::Hand);
}

// CR 6.6.1.2.2: activated abilities are played in the main phase's play timing only: not in the
// ride phase, not in the battle phase.
TEST(Td01GancelotTest, ActivatedAbilityOnlyInTheMainPhase) {
  Driver d(royal_script({"TD01/008", "TD01/003", "TD01/004", "TD01/007", "TD01/011", "TD01/013"}));
  const InstanceId gancelot = d.hand_card(Player::A, "TD01/003");
  ASSERT_EQ(d.decision(), Decision::Ride);
  EXPECT_EQ(message(d.act(gancelot, 2)),
            "player A: the ACT ability of Solitary Knight, Gancelot where the rules call for player A's normal ride in the ride phase, "
            "or none: ACT abilities are played only in the turn player's main phase [CR 6.6.1.2.2]");
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(message(d.act(gancelot, 2)),
            "player A: the ACT ability of Solitary Knight, Gancelot where the rules call for player A's choice whether to attack: ACT "
            "abilities are played only in the turn player's main phase [CR 6.6.1.2.2]");
  EXPECT_EQ(d.state().card(gancelot).zone, Zone::Hand);
}

// CR 2.11.3, 8.1.1.1.1: the (VC) ability is not active while Gancelot is in the hand.
TEST(Td01GancelotTest, VanguardAbilityIsNotActiveInTheHand) {
  Driver d = hand_game("TD01/004");
  const InstanceId gancelot = d.hand_card(Player::A, "TD01/003");
  EXPECT_EQ(message(d.act(gancelot, 1)),
            "cannot play the ability of Solitary Knight, Gancelot (" + id(gancelot) + ") from where it is: the ability is not active there [CR 2.11.3]");
}

// A: hand 008 `g2` 003 007 011 | t1 draw 013 | damage checks 004 007 008 | t3 draw 001 |
// t5 draw 010. A rides `g2` on turn 3 (declining Blaster Blade's ability) and Gancelot on
// turn 5. Stops at the main phase of turn 5.
Driver vanguard_game(const std::string& g2) {
  Driver d(royal_script({"TD01/008", g2, "TD01/003", "TD01/007", "TD01/011", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/010"}));
  turns_one_and_two(d, "TD01/008");
  const InstanceId second = d.hand_card(Player::A, g2);
  EXPECT_ACCEPTED(d, d.ride(g2));
  if (d.decision() == Decision::PlayAuto) {
    EXPECT_ACCEPTED(d, d.decline(second, 1));
  }
  to_turn_five(d);
  EXPECT_ACCEPTED(d, d.ride("TD01/003"));
  EXPECT_EQ(d.decision(), Decision::Main);
  return d;
}

// CR 8.1.1.1, 10.1.15.1, 6.8.1.2: with Blaster Blade in the soul, counter blast 2 gives +5000
// power and +1 critical until the end of the turn.
TEST(Td01GancelotTest, CounterBlastTwoWithBlasterBladeInSoulGivesPowerAndCritical) {
  Driver d = vanguard_game("TD01/005");
  const InstanceId gancelot = d.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(d.numbers(d.state().player(Player::A).soul), (std::vector<std::string>{"TD01/012", "TD01/008", "TD01/005"}));
  ASSERT_ACCEPTED(d, d.act(gancelot, 1, d.face_up_damage(Player::A, 2)));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(face_down(d, Player::A), 2);
  EXPECT_EQ(d.state().power(gancelot), 14000);
  EXPECT_EQ(d.state().critical(gancelot), 2);
  d.end_turn();
  EXPECT_EQ(d.state().turn, 6);
  EXPECT_EQ(d.state().power(gancelot), 9000);
  EXPECT_EQ(d.state().critical(gancelot), 1);
}

// CR 8.5.2.3, 10.1.15.1: the counter blast needs two face-up damage cards; with one left the
// ability cannot be played and nothing is paid.
TEST(Td01GancelotTest, CounterBlastNeedsTwoFaceUpDamageCards) {
  Driver d = vanguard_game("TD01/005");
  const InstanceId gancelot = d.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(d.act(gancelot, 1, d.face_up_damage(Player::A, 1))),
            "the counter blast needs 2 face-up damage cards, not 1: a cost is paid whole or not at all [CR 10.1.15.1]");
  ASSERT_ACCEPTED(d, d.act(gancelot, 1, d.face_up_damage(Player::A, 2)));
  ASSERT_EQ(d.face_up_damage(Player::A, 6).size(), 1u);
  const InstanceId used = d.state().player(Player::A).damage.front();
  EXPECT_EQ(message(d.act(gancelot, 1, {used, d.face_up_damage(Player::A, 1).front()})),
            "cannot counter blast with " + d.state().def(used).name + " (" + id(used) + "): it is already face down [CR 10.1.15.1]");
  EXPECT_EQ(d.state().power(gancelot), 14000);
}

// CR 8.1.1.1, 8.5.2.3: without Blaster Blade in the soul the cost can still be paid, but the
// "if" is false when the ability resolves: nothing happens.
TEST(Td01GancelotTest, WithoutBlasterBladeInSoulNothingHappens) {
  Driver d = vanguard_game("TD01/007");
  const InstanceId gancelot = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.act(gancelot, 1, d.face_up_damage(Player::A, 2)));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(face_down(d, Player::A), 2);
  EXPECT_EQ(d.state().power(gancelot), 9000);
  EXPECT_EQ(d.state().critical(gancelot), 1);
}

}  // namespace
}  // namespace vg::test
