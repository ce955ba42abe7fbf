// Ruling tests of TD02/003 Demonic Dragon Berserker, Yaksha: AUTO (hand), during your main phase,
// when an opponent's rear-guard is put into the drop zone, if your vanguard is grade 2, you may
// reveal it and ride it (superior ride).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/driver.h"

namespace vg::test {
namespace {

[[maybe_unused]] std::string message(const std::optional<RuleViolation>& v) { return v ? v->to_string() : "accepted"; }
[[maybe_unused]] std::string id(InstanceId i) { return "#" + std::to_string(i); }

// Player A (TD01) goes first and plays only cards whose abilities cannot trigger in these games:
// Marron on turn 1, then Gallatin on turn 3 with Marron on front-left and back-left and
// Gallatin on front-right; every later card of A is a grade 3 without a trigger icon. Player B
// (TD02, with its abilities) gets `tops_b`: the opening hand, then its draws and checks in order.
Script kagero(std::vector<std::string> tops_b) {
  Script s;
  s.abilities = true;
  s.tops_a = {"TD01/008", "TD01/004", "TD01/008", "TD01/004", "TD01/008", "TD01/001", "TD01/003",
              "TD01/006", "TD01/001", "TD01/006", "TD01/001", "TD01/003", "TD01/006", "TD01/001"};
  s.tops_b = std::move(tops_b);
  return s;
}

// Turns 1-3 and B's ride of turn 4 (B rides `grade1` on turn 2 and `grade2` on turn 4). On
// turn 3, A's front-right, front-left and vanguard attack B's vanguard, the first `hits` of them,
// each hitting for one damage.
void to_turn_four(Driver& d, const std::string& grade1, const std::string& grade2, int hits = 0) {
  ASSERT_FALSE(d.ride("TD01/008"));
  d.end_turn();
  ASSERT_FALSE(d.ride(grade1));
  d.end_turn();
  ASSERT_FALSE(d.ride("TD01/004"));
  ASSERT_FALSE(d.call("TD01/008", Circle::FrontLeft));
  ASSERT_FALSE(d.call("TD01/004", Circle::FrontRight));
  ASSERT_FALSE(d.call("TD01/008", Circle::BackLeft));
  ASSERT_FALSE(d.pass());
  const Circle attackers[] = {Circle::FrontRight, Circle::FrontLeft, Circle::Vanguard};
  for (int i = 0; i < hits; ++i) {
    ASSERT_FALSE(d.attack(attackers[i], Circle::Vanguard));
    ASSERT_FALSE(d.no_guard());
  }
  d.end_turn();
  ASSERT_FALSE(d.ride(grade2));
  ASSERT_EQ(d.state().turn, 4);
  ASSERT_TRUE(d.decision() == Decision::Main || d.decision() == Decision::PlayAuto);  // a ride may trigger
  ASSERT_EQ(d.state().player(Player::B).damage.size(), static_cast<std::size_t>(hits));
}

// Then B's turn 4 ends with nothing more, A's turn 5 passes without attacking, and B rides
// `grade3` on turn 6 (nothing when empty) and is in its main phase.
[[maybe_unused]] void to_turn_six(Driver& d, const std::string& grade3) {
  d.end_turn();
  d.end_turn();
  ASSERT_EQ(d.state().turn, 6);
  if (grade3.empty()) ASSERT_FALSE(d.pass());
  else ASSERT_FALSE(d.ride(grade3));
  ASSERT_EQ(d.decision(), Decision::Main);
}

// B: hand 007 004 005 003 002 | t2 draw 010 | damage checks of turn 3 006 006 011 | t4 draw 009
// | t6 draw 007 | drive checks 005 009.
Script yaksha_script() {
  return kagero({"TD02/007", "TD02/004", "TD02/005", "TD02/003", "TD02/002", "TD02/010", "TD02/006", "TD02/006",
                 "TD02/011", "TD02/009", "TD02/007", "TD02/005", "TD02/009"});
}

// B's Berserk Dragon retires A's Marron: the placed ability, paid with [Counter Blast 2].
void berserk_retires_marron(Driver& d) {
  ASSERT_FALSE(d.call("TD02/005", Circle::FrontRight));
  const InstanceId berserk = d.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(d.play(berserk, 1, d.face_up_damage(Player::B, 2)));
  ASSERT_FALSE(d.choose({d.unit(Player::A, Circle::FrontLeft)}));
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
  ASSERT_FALSE(d.play(yaksha, 1));
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
  ASSERT_FALSE(d.decline(yaksha, 1));
  EXPECT_EQ(d.unit(Player::B, Circle::Vanguard), nehalem);
  EXPECT_EQ(d.hand_card(Player::B, "TD02/003"), yaksha);
}

// CR 8.1.1.2.3: the "if" is checked on resolution: with Goku (grade 3) as vanguard nothing happens.
TEST(Td02YakshaTest, NothingWhenTheVanguardIsNotGradeTwo) {
  Driver d(yaksha_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  to_turn_six(d, "TD02/002");
  const InstanceId goku = d.unit(Player::B, Circle::Vanguard);
  const InstanceId yaksha = d.hand_card(Player::B, "TD02/003");
  berserk_retires_marron(d);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_FALSE(d.play(yaksha, 1));
  EXPECT_EQ(d.unit(Player::B, Circle::Vanguard), goku);
  EXPECT_EQ(d.hand_card(Player::B, "TD02/003"), yaksha);
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 7.6.1.8: a rear-guard retired by B's hit in the battle phase does not trigger Yaksha
// ("during your main phase").
TEST(Td02YakshaTest, NoTriggerOutsideTheMainPhase) {
  Driver d(yaksha_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_FALSE(d.pass());
  const InstanceId gallatin = d.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::FrontRight));  // 10000 against 10000
  ASSERT_FALSE(d.no_guard());
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{gallatin});
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_NE(d.hand_card(Player::B, "TD02/003"), kNoInstance);
}

}  // namespace
}  // namespace vg::test
