// Ruling tests of TD02/003 Demonic Dragon Berserker, Yaksha: AUTO (hand), during your main phase,
// when an opponent's rear-guard is put into the drop zone, if your vanguard is grade 2, you may
// reveal it and ride it (superior ride).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 004 005 003 002 | t2 draw 010 | damage checks of turn 3 006 006 011 | t4 draw 009
// | t6 draw 007 | drive checks 005 009.
Script yaksha_script() {
  return kagero({"TD02/007", "TD02/004", "TD02/005", "TD02/003", "TD02/002", "TD02/010", "TD02/006", "TD02/006",
                 "TD02/011", "TD02/009", "TD02/007", "TD02/005", "TD02/009"});
}

// B's Berserk Dragon retires A's Marron: the placed ability, paid with [Counter Blast 2].
void berserk_retires_marron(Driver& d) {
  ASSERT_ACCEPTED(d, d.call("TD02/005", Circle::FrontRight));
  const InstanceId berserk = d.unit(Player::B, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.play(berserk, 1, d.face_up_damage(Player::B, 2)));
  ASSERT_ACCEPTED(d, d.choose({d.unit(Player::A, Circle::FrontLeft)}));
}

// CR 8.6.1, 2.11.3, 10.1.5.2: from the hand, in B's main phase, the opponent's rear-guard going to
// the drop zone triggers Yaksha; B plays it and Yaksha becomes the vanguard, Nehalem goes to the
// soul.
TEST(Td02YakshaTest, SuperiorRidesWhenOpponentsRearGuardIsDroppedInMainPhase) {
  Driver d(yaksha_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  const InstanceId nehalem = d.unit(Player::B, Circle::Vanguard);
  const InstanceId yaksha = d.hand_card(Player::B, "TD02/003");
  berserk_retires_marron(d);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(yaksha, 1));
  EXPECT_EQ(d.unit(Player::B, Circle::Vanguard), yaksha);
  EXPECT_EQ(d.state().power(yaksha), 9000);
  EXPECT_EQ(d.state().player(Player::B).soul.size(), 3u);  // Undeux, Bahr, Nehalem
  EXPECT_EQ(d.state().player(Player::B).soul.back(), nehalem);
  EXPECT_EQ(d.hand_card(Player::B, "TD02/003"), kNoInstance);
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 8.6.3, 8.1.1.2.3: "you may": declined, Yaksha stays in the hand.
TEST(Td02YakshaTest, MayBeDeclined) {
  Driver d(yaksha_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  const InstanceId nehalem = d.unit(Player::B, Circle::Vanguard);
  const InstanceId yaksha = d.hand_card(Player::B, "TD02/003");
  berserk_retires_marron(d);
  ASSERT_ACCEPTED(d, d.decline(yaksha, 1));
  EXPECT_EQ(d.unit(Player::B, Circle::Vanguard), nehalem);
  EXPECT_EQ(d.hand_card(Player::B, "TD02/003"), yaksha);
}

// CR 8.1.1.2.3: the "if" is checked on resolution: with Goku (grade 3) as vanguard the ability
// still triggers and may be played, and does nothing (docs/rulings.md: a "When ..., if ..."
// ability played while its "if" is false is legal). Declining it is legal too. A record that
// shows the superior ride anyway is the verifier's to judge (ILLEGAL 8.1.1.2.3), and apply_anyway
// carries the ride out as the table did.
TEST(Td02YakshaTest, PlayedWhenTheVanguardIsNotGradeTwoDoesNothing) {
  Driver d(yaksha_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  to_turn_six(d, "TD02/002");
  const InstanceId goku = d.unit(Player::B, Circle::Vanguard);
  const InstanceId yaksha = d.hand_card(Player::B, "TD02/003");
  berserk_retires_marron(d);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  Game declined = d.game();
  Action decline = Action::make(ActionKind::PlayAuto, Player::B);
  decline.card = yaksha;
  decline.ability = 0;
  decline.none = true;
  EXPECT_EQ(message(declined.submit(decline)), "accepted");
  Action play = decline;
  play.none = false;
  Game played = d.game();
  EXPECT_EQ(message(played.submit(play)), "accepted");
  EXPECT_EQ(played.state().vanguard(Player::B), goku);
  EXPECT_EQ(played.request().decision, Decision::Main);
  d.game().apply_anyway(play);
  EXPECT_EQ(d.unit(Player::B, Circle::Vanguard), yaksha);
  EXPECT_EQ(d.state().player(Player::B).soul.back(), goku);
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 7.6.1.8: a rear-guard retired by B's hit in the battle phase does not trigger Yaksha
// ("during your main phase").
TEST(Td02YakshaTest, NoTriggerOutsideTheMainPhase) {
  Driver d(yaksha_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId gallatin = d.unit(Player::A, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontRight));  // 10000 against 10000
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{gallatin});
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_NE(d.hand_card(Player::B, "TD02/003"), kNoInstance);
}

}  // namespace
}  // namespace vg::test
