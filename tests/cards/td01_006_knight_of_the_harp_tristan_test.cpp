// TD01/006 Knight of the Harp, Tristan: [AUTO](VC) when its drive check reveals a grade 3
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

// A: hand 008 006 004 007 011 | t1 draw 013 | damage checks 004 007 008 | t3 draw 010 |
// t3 drive check `drive`. A rides Tristan on turn 3 and attacks B's Bahr; B guards with Monica
// (shield 5000): 13000 to reach. Stops after the guard.
Driver tristan_game(const std::string& drive) {
  Driver d(royal_script({"TD01/008", "TD01/006", "TD01/004", "TD01/007", "TD01/011", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/010", drive}));
  turns_one_and_two(d, "TD01/008");
  EXPECT_ACCEPTED(d, d.ride("TD01/006"));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.guard({"TD02/013"}));
  return d;
}

// CR 7.5.1.2.1, 7.5.1.2.3, 8.6.2, 7.6.1.2: the drive check reveals Brigitte (grade 3 Royal
// Paladin): Tristan gets +5000 for the battle, and 13000 hits the guarded 13000.
TEST(Td01TristanTest, GradeThreeRoyalPaladinDriveCheckGivesFiveThousand) {
  Driver d = tristan_game("TD01/001");
  const InstanceId tristan = d.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, play_unsettled(d, tristan, 1));
  ASSERT_EQ(d.decision(), Decision::TopCard);  // B's damage check, in the damage step
  EXPECT_EQ(d.state().power(tristan), 13000);
  d.settle();
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 1u);
  EXPECT_EQ(d.state().power(tristan), 8000);
}

// CR 8.6.3.1: no "you may": declining is refused.
TEST(Td01TristanTest, MandatoryAbilityCannotBeDeclined) {
  Driver d = tristan_game("TD01/001");
  const InstanceId tristan = d.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(d.decline(tristan, 1)),
            "the automatic ability of Knight of the Harp, Tristan (" + id(tristan) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

// CR 8.1.1.2.1: a grade 2 revealed does not trigger it: 8000 does not hit 13000.
TEST(Td01TristanTest, OtherGradeDoesNotTrigger) {
  Driver d = tristan_game("TD01/004");
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 0u);
}

}  // namespace
}  // namespace vg::test
