// Ruling tests of TD02/016 Demonic Dragon Mage, Rakshasa: AUTO (RC), during your main phase, when
// an opponent's rear-guard is put into the drop zone, +3000 power until end of turn (mandatory).
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

// B: hand 007 016 005 004 009 | t2 draw 011 | damage checks of turn 3: 006 006 011 | t4 draw 009
// | drive check 007.
Script rakshasa_script() {
  return kagero({"TD02/007", "TD02/016", "TD02/005", "TD02/004", "TD02/009", "TD02/011", "TD02/006", "TD02/006",
                 "TD02/011", "TD02/009", "TD02/007"});
}

// CR 8.6.1, 8.6.3.1, 6.8.1.2: Berserk Dragon retires A's Marron in B's main phase: Rakshasa gets
// +3000 until end of turn.
TEST(Td02RakshasaTest, PlusThreeThousandWhenOpponentsRearGuardIsDroppedInMainPhase) {
  Driver d(rakshasa_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_FALSE(d.call("TD02/016", Circle::BackLeft));
  const InstanceId rakshasa = d.unit(Player::B, Circle::BackLeft);
  ASSERT_FALSE(d.call("TD02/005", Circle::FrontRight));
  ASSERT_FALSE(d.play(d.unit(Player::B, Circle::FrontRight), 1, d.face_up_damage(Player::B, 2)));
  ASSERT_FALSE(d.choose({d.unit(Player::A, Circle::FrontLeft)}));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.decline(rakshasa, 1)),
            "the automatic ability of Demonic Dragon Mage, Rakshasa (" + id(rakshasa) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_FALSE(d.play(rakshasa, 1));
  EXPECT_EQ(d.state().power(rakshasa), 6000);
  d.end_turn();
  EXPECT_EQ(d.state().power(rakshasa), 3000);
}

// CR 7.6.1.8: A's rear-guard retired by B's hit in the battle phase: not "during your main phase".
TEST(Td02RakshasaTest, NoTriggerInTheBattlePhase) {
  Driver d(rakshasa_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_FALSE(d.call("TD02/016", Circle::BackLeft));
  const InstanceId rakshasa = d.unit(Player::B, Circle::BackLeft);
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::FrontRight));  // 10000 against 10000
  ASSERT_FALSE(d.no_guard());
  EXPECT_EQ(d.state().player(Player::A).drop.size(), 1u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(d.state().power(rakshasa), 3000);
}

}  // namespace
}  // namespace vg::test
