// TD01/009 Wingal: [AUTO](RC) when it boosts a unit named "Blaster Blade", that unit gets +4000
// power until end of that battle. Mandatory, no cost.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// A: hand 008 005 009 004 007 | t1 draw 013 | damage checks 004 007 008 | t3 draw 001 |
// t3 drive check 004. Turn 1: Marron rides, Wingal is called to back-center. Turn 3: A rides
// `g2` (declining Blaster Blade's ability). Stops at the main phase of turn 3.
Driver wingal_game(const std::string& g2) {
  Driver d(royal_script({"TD01/008", "TD01/005", "TD01/009", "TD01/004", "TD01/007", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/004"}));
  EXPECT_ACCEPTED(d, d.ride("TD01/008"));
  EXPECT_ACCEPTED(d, d.call("TD01/009", Circle::BackCenter));
  d.end_turn();
  EXPECT_ACCEPTED(d, d.ride("TD02/007"));
  EXPECT_ACCEPTED(d, d.call("TD02/007", Circle::FrontLeft));
  EXPECT_ACCEPTED(d, d.call("TD02/007", Circle::FrontRight));
  EXPECT_ACCEPTED(d, d.pass());
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    EXPECT_ACCEPTED(d, d.attack(c, Circle::Vanguard));
    EXPECT_ACCEPTED(d, d.no_guard());
  }
  d.end_turn();
  const InstanceId second = d.hand_card(Player::A, g2);
  EXPECT_ACCEPTED(d, d.ride(g2));
  if (d.decision() == Decision::PlayAuto) {
    EXPECT_ACCEPTED(d, d.decline(second, 1));
  }
  EXPECT_EQ(d.decision(), Decision::Main);
  return d;
}

// CR 7.3.1.6, 7.3.1.7, 7.7.1.2: boosting Blaster Blade, Wingal gives it +4000 besides the boost
// (9000 + 6000 + 4000) until the battle ends.
TEST(Td01WingalTest, BoostingBlasterBladeGivesFourThousandForTheBattle) {
  Driver d = wingal_game("TD01/005");
  const InstanceId blaster = d.unit(Player::A, Circle::Vanguard), wingal = d.unit(Player::A, Circle::BackCenter);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(wingal, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(blaster), 19000);
  EXPECT_EQ(d.state().power(wingal), 6000);
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().power(blaster), 9000);
}

// CR 8.6.3.1: no "you may": declining is refused.
TEST(Td01WingalTest, MandatoryAbilityCannotBeDeclined) {
  Driver d = wingal_game("TD01/005");
  const InstanceId wingal = d.unit(Player::A, Circle::BackCenter);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(message(d.decline(wingal, 1)),
            "the automatic ability of Wingal (" + id(wingal) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

// CR 8.1.1.2.1, 7.3.1.7: boosting a unit of another name does not trigger it: only the boost.
TEST(Td01WingalTest, BoostingAnotherUnitDoesNotTrigger) {
  Driver d = wingal_game("TD01/004");
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(d.decision(), Decision::Guard);
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 16000);
}

}  // namespace
}  // namespace vg::test
