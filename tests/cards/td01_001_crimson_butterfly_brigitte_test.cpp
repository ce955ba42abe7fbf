// TD01/001 Crimson Butterfly, Brigitte: [AUTO](VC) when its drive check reveals a grade 3
// <<Royal Paladin>>, +5000 power until end of that battle. Mandatory, no cost.
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

// Plays a standing-by AUTO ability without letting the dealer answer what follows: the game
// stops at the next chance request (a damage check), in the middle of the battle.
std::optional<RuleViolation> play_unsettled(Driver& d, InstanceId card, int ability) {
  Action a = Action::make(ActionKind::PlayAuto, d.asked());
  a.card = card;
  a.ability = ability - 1;
  return d.game().submit(a);
}

// A: hand 008 004 001 007 011 | t1 draw 013 | damage checks 004 007 008 | t3 draw 010 |
// t5 draw 016 | t5 drive checks `first`, `second`. A rides Gallatin on turn 3, Brigitte on
// turn 5, and attacks B's vanguard; B does not guard. Stops after the guard step.
Driver brigitte_game(const std::string& first, const std::string& second) {
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/001", "TD01/007", "TD01/011", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/010", "TD01/016", first, second}));
  turns_one_and_two(d, "TD01/008");
  EXPECT_FALSE(d.ride("TD01/004"));
  to_turn_five(d);
  EXPECT_FALSE(d.ride("TD01/001"));
  EXPECT_FALSE(d.pass());
  EXPECT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(d.no_guard());
  return d;
}

// CR 10.2.1.1, 7.5.1.2.3, 8.6.2, 8.6.2.1: each of the two drive checks reveals a grade 3 Royal
// Paladin: the ability stands by each time, +5000 twice, for the battle.
TEST(Td01BrigitteTest, EachGradeThreeRoyalPaladinDriveCheckGivesFiveThousand) {
  Driver d = brigitte_game("TD01/001", "TD01/002");
  const InstanceId brigitte = d.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_FALSE(d.play(brigitte, 1));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);  // the second check
  ASSERT_FALSE(play_unsettled(d, brigitte, 1));
  ASSERT_EQ(d.decision(), Decision::TopCard);  // B's damage check, in the damage step
  EXPECT_EQ(d.state().power(brigitte), 20000);
  d.settle();
  EXPECT_EQ(d.state().power(brigitte), 10000);
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 1u);
}

// CR 8.1.1.2.1: a grade 2 revealed does not trigger it; the grade 3 of the second check does.
TEST(Td01BrigitteTest, OnlyAGradeThreeRoyalPaladinTriggers) {
  Driver d = brigitte_game("TD01/004", "TD01/001");
  const InstanceId brigitte = d.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_EQ(d.numbers(d.state().player(Player::A).trigger), std::vector<std::string>{"TD01/001"});
  ASSERT_FALSE(play_unsettled(d, brigitte, 1));
  ASSERT_EQ(d.decision(), Decision::TopCard);
  EXPECT_EQ(d.state().power(brigitte), 15000);
}

// CR 8.6.3.1: no "you may": declining is refused.
TEST(Td01BrigitteTest, MandatoryAbilityCannotBeDeclined) {
  Driver d = brigitte_game("TD01/001", "TD01/004");
  const InstanceId brigitte = d.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(d.decline(brigitte, 1)),
            "the automatic ability of Crimson Butterfly, Brigitte (" + id(brigitte) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

}  // namespace
}  // namespace vg::test
