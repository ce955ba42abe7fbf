// Ruling tests of TD02/006 Wyvern Strike, Tejas: CONT (VC/RC), it may attack the opponent's
// back-row unit of its own column.
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

// B: hand 007 006 004 009 011 | t2 draw 010 | t4 draw 013 | drive checks 005 007.
Script tejas_script() {
  return kagero({"TD02/007", "TD02/006", "TD02/004", "TD02/009", "TD02/011", "TD02/010", "TD02/013", "TD02/005", "TD02/007"});
}

// CR 7.3.1.4, 4.6.2.1, 7.6.1.8: Tejas on B's front-right faces A's left column: it may attack A's
// back-left Marron (and the hit retires it), not A's back-right; Nehalem without the ability may
// attack only the front row.
TEST(Td02TejasTest, AttacksTheBackRowUnitOfItsColumn) {
  Driver d(tejas_script());
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_FALSE(d.call("TD02/006", Circle::FrontRight));
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.declare_attack());
  ASSERT_FALSE(d.attacker(Circle::Vanguard));
  EXPECT_EQ(message(d.target(Circle::BackLeft)),
            "cannot attack the unit on back-left: only units in the opponent's front row can be attacked [CR 7.3.1.4]");
  ASSERT_FALSE(d.target(Circle::FrontRight));
  ASSERT_FALSE(d.boost(std::nullopt));
  ASSERT_FALSE(d.no_guard());  // 10000 against 10000: Gallatin is retired
  ASSERT_EQ(d.decision(), Decision::StartStep);
  const InstanceId marron = d.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(d.declare_attack());
  ASSERT_FALSE(d.attacker(Circle::FrontRight));
  EXPECT_EQ(message(d.target(Circle::BackRight)),
            "cannot attack the unit on back-right: only units in the opponent's front row can be attacked [CR 7.3.1.4]");
  ASSERT_FALSE(d.target(Circle::BackLeft));
  EXPECT_EQ(d.state().battle->attacked, marron);
  ASSERT_FALSE(d.boost(std::nullopt));
  ASSERT_FALSE(d.no_guard());  // 8000 against 8000
  EXPECT_EQ(d.unit(Player::A, Circle::BackLeft), kNoInstance);
  EXPECT_EQ(d.state().player(Player::A).drop.back(), marron);
}

}  // namespace
}  // namespace vg::test
