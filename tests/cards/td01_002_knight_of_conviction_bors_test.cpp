// TD01/002 Knight of Conviction, Bors: [AUTO](VC/RC) [Counter Blast 1] when it attacks, it may
// pay; +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/support/driver.h"

namespace vg::test {
namespace {

std::string message(const std::optional<RuleViolation>& v) { return v ? v->to_string() : "accepted"; }
[[maybe_unused]] std::string id(InstanceId i) { return "#" + std::to_string(i); }

// A goes first; A's deck tops are `a`: the opening hand, then every later draw and check in
// order. B: hand 007 007 007 004 013 | t2 draw 013 | t2 drive check 007 | t4 draw 004 |
// damage checks 004 004.
Script royal_script(std::vector<std::string> a) {
  Script s;
  s.abilities = true;
  s.tops_a = std::move(a);
  s.tops_b = {"TD02/007", "TD02/007", "TD02/007", "TD02/004", "TD02/013", "TD02/013",
              "TD02/007", "TD02/004", "TD02/004", "TD02/004"};
  return s;
}

// Turns 1 and 2: A rides `g1`; B rides Bahr, calls Bahrs to front-left and front-right and
// attacks A's vanguard three times, so A takes three damage checks. Stops at A's ride phase of
// turn 3, B holding four cards.
void turns_one_and_two(Driver& d, const std::string& g1) {
  ASSERT_FALSE(d.ride(g1));
  d.end_turn();
  ASSERT_FALSE(d.ride("TD02/007"));
  ASSERT_FALSE(d.call("TD02/007", Circle::FrontLeft));
  ASSERT_FALSE(d.call("TD02/007", Circle::FrontRight));
  ASSERT_FALSE(d.pass());
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    ASSERT_FALSE(d.attack(c, Circle::Vanguard));
    ASSERT_FALSE(d.no_guard());
  }
  d.end_turn();
  ASSERT_EQ(d.state().turn, 3);
  ASSERT_EQ(d.decision(), Decision::Ride);
  ASSERT_EQ(d.state().player(Player::B).hand.size(), 4u);
}

// From A's turn 3 after its ride: A ends the turn; on turn 4 B rides Nehalem, calls the other
// Nehalem to back-left and ends the turn without attacking. Stops at A's ride phase of turn 5.
void to_turn_five(Driver& d) {
  d.end_turn();
  ASSERT_FALSE(d.ride("TD02/004"));
  ASSERT_FALSE(d.call("TD02/004", Circle::BackLeft));
  d.end_turn();
  ASSERT_EQ(d.state().turn, 5);
  ASSERT_EQ(d.decision(), Decision::Ride);
}

// A: hand 008 004 002 001 011 | t1 draw 013 | damage checks 004 007 008 | t3 draw 007 |
// t5 draw 010 | t5 drive checks 004 007. A rides Gallatin on turn 3, and `g3` on turn 5.
// Stops at the main phase of turn 5.
Driver bors_game(const std::string& g3) {
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/002", "TD01/001", "TD01/011", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/007", "TD01/010", "TD01/004",
                         "TD01/007"}));
  turns_one_and_two(d, "TD01/008");
  EXPECT_FALSE(d.ride("TD01/004"));
  to_turn_five(d);
  EXPECT_FALSE(d.ride(g3));
  EXPECT_EQ(d.decision(), Decision::Main);
  return d;
}

// CR 7.3.1.6, 10.1.15.1, 7.7.1.2: attacking from the vanguard circle, Bors pays one face-up
// damage card and gets +3000 until the battle ends.
TEST(Td01BorsTest, CounterBlastOneGivesThreeThousandForTheBattle) {
  Driver d = bors_game("TD01/002");
  const InstanceId bors = d.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  const std::vector<InstanceId> paid = d.face_up_damage(Player::A, 1);
  ASSERT_FALSE(d.play(bors, 1, paid));
  EXPECT_TRUE(d.state().card(paid[0]).face_down);
  EXPECT_EQ(d.face_up_damage(Player::A, 6).size(), 2u);
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(bors), 13000);
  ASSERT_FALSE(d.no_guard());
  EXPECT_EQ(d.state().power(bors), 10000);
}

// CR 8.6.3.1 ("you may"): declined, nothing is paid and the power stays 10000.
TEST(Td01BorsTest, MayBeDeclined) {
  Driver d = bors_game("TD01/002");
  const InstanceId bors = d.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(d.decline(bors, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(bors), 10000);
  EXPECT_EQ(d.face_up_damage(Player::A, 6).size(), 3u);
}

// CR 8.5.2.3, 10.1.15.1: the counter blast is exactly one card; two are refused.
TEST(Td01BorsTest, CounterBlastIsExactlyOne) {
  Driver d = bors_game("TD01/002");
  const InstanceId bors = d.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(message(d.play(bors, 1, d.face_up_damage(Player::A, 2))),
            "the counter blast needs 1 face-up damage card, not 2: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(d.face_up_damage(Player::A, 6).size(), 3u);
}

// CR 2.11.3, 7.3.1.6: the ability is active on a rear-guard circle too.
TEST(Td01BorsTest, RearGuardBorsAlsoPaysForThreeThousand) {
  Driver d = bors_game("TD01/001");
  const InstanceId bors = d.hand_card(Player::A, "TD01/002");
  ASSERT_FALSE(d.call("TD01/002", Circle::FrontLeft));
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_FALSE(d.play(bors, 1, d.face_up_damage(Player::A, 1)));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(bors), 13000);
}

}  // namespace
}  // namespace vg::test
