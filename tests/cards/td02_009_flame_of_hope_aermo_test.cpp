// Ruling tests of TD02/009 Flame of Hope, Aermo: AUTO (RC), [discard a card], when the attack it
// boosted hits, you may pay; then draw a card.
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

// B: hand 007 004 004 009 011 | t2 draw 010 | t4 draw 013 | Aermo's draw 005 | 006 007.
Script aermo_script() {
  return kagero({"TD02/007", "TD02/004", "TD02/004", "TD02/009", "TD02/011", "TD02/010", "TD02/013", "TD02/005", "TD02/006", "TD02/007"});
}

void nehalem_and_aermo_on_the_right(Driver& d) {
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_FALSE(d.call("TD02/004", Circle::FrontRight));
  ASSERT_FALSE(d.call("TD02/009", Circle::BackRight));
  ASSERT_FALSE(d.pass());
}

// CR 7.6.1.9, 8.5.2.3, 10.1.2.1: Nehalem boosted by Aermo hits (16000 against 10000); the
// ability is paid with one discarded card (not with none) and B draws.
TEST(Td02AermoTest, BoostedAttackHitsDiscardToDraw) {
  Driver d(aermo_script());
  nehalem_and_aermo_on_the_right(d);
  const InstanceId aermo = d.unit(Player::B, Circle::BackRight);
  ASSERT_FALSE(d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_FALSE(d.no_guard());
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);
  EXPECT_EQ(message(d.play(aermo, 1)), "the discard needs 1 card from the hand, not 0: a cost is paid whole or not at all [CR 10.1.2.1]");
  const InstanceId jarran = d.hand_card(Player::B, "TD02/011");
  ASSERT_FALSE(d.play(aermo, 1, {jarran}));
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{jarran});
  EXPECT_EQ(d.hand_numbers(Player::B).back(), "TD02/005");
  EXPECT_EQ(d.decision(), Decision::StartStep);
}

// CR 8.6.3: "you may": declined, nothing is discarded or drawn.
TEST(Td02AermoTest, MayBeDeclined) {
  Driver d(aermo_script());
  nehalem_and_aermo_on_the_right(d);
  const InstanceId aermo = d.unit(Player::B, Circle::BackRight);
  ASSERT_FALSE(d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_FALSE(d.no_guard());
  const auto hand = d.hand_numbers(Player::B);
  ASSERT_FALSE(d.decline(aermo, 1));
  EXPECT_EQ(d.hand_numbers(Player::B), hand);
  EXPECT_TRUE(d.state().player(Player::B).drop.empty());
}

// CR 8.1.1.2.1: the same hit without Aermo's boost does not trigger it.
TEST(Td02AermoTest, NoTriggerWhenItDidNotBoost) {
  Driver d(aermo_script());
  nehalem_and_aermo_on_the_right(d);
  ASSERT_FALSE(d.attack(Circle::FrontRight, Circle::Vanguard));
  ASSERT_FALSE(d.no_guard());  // 10000 against 10000
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
}

}  // namespace
}  // namespace vg::test
