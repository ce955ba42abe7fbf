// TD01/001 Crimson Butterfly, Brigitte: [AUTO](VC) when its drive check reveals a grade 3
// <<Royal Paladin>>, +5000 power until end of that battle. Mandatory, no cost.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

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
  EXPECT_ACCEPTED(d, d.ride("TD01/004"));
  to_turn_five(d);
  EXPECT_ACCEPTED(d, d.ride("TD01/001"));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.no_guard());
  return d;
}

// CR 10.2.1.1, 7.5.1.2.3, 8.6.2, 8.6.2.1: each of the two drive checks reveals a grade 3 Royal
// Paladin: the ability stands by each time, +5000 twice, for the battle.
TEST(Td01BrigitteTest, EachGradeThreeRoyalPaladinDriveCheckGivesFiveThousand) {
  Driver d = brigitte_game("TD01/001", "TD01/002");
  const InstanceId brigitte = d.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(brigitte, 1));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);  // the second check
  ASSERT_ACCEPTED(d, play_unsettled(d, brigitte, 1));
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
  ASSERT_ACCEPTED(d, play_unsettled(d, brigitte, 1));
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
