// TD01/010 Starlight Unicorn: [AUTO] when placed on (RC), choose another of your
// <<Royal Paladin>> units: +2000 power until end of turn. Mandatory, no cost.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// A: hand 008 010 010 004 007 | t1 draw 013. Turn 1, after the ride of Marron.
Driver unicorn_game() {
  Driver d(royal_script({"TD01/008", "TD01/010", "TD01/010", "TD01/004", "TD01/007", "TD01/013"}));
  EXPECT_ACCEPTED(d, d.ride("TD01/008"));
  return d;
}

// CR 10.1.4.1, 8.6.2, 8.5.3, 6.8.1.2: called to a rear-guard circle, the ability gives the
// chosen other Royal Paladin +2000 until the end of the turn.
TEST(Td01StarlightUnicornTest, CallGivesAnotherRoyalPaladinTwoThousandUntilEndOfTurn) {
  Driver d = unicorn_game();
  const InstanceId unicorn = d.hand_card(Player::A, "TD01/010");
  const InstanceId marron = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontLeft));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(unicorn, 1));
  ASSERT_EQ(d.decision(), Decision::Choose);
  EXPECT_EQ(d.request().options, std::vector<InstanceId>{marron});
  ASSERT_ACCEPTED(d, d.choose({marron}));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(d.state().power(marron), 10000);
  EXPECT_EQ(d.state().power(unicorn), 6000);
  d.end_turn();
  EXPECT_EQ(d.state().power(marron), 8000);
}

// CR 8.5.3, 8.5.3.1: "another" of "your" units: not the Unicorn itself, not an opponent's unit;
// and one must be chosen.
TEST(Td01StarlightUnicornTest, ChoosesAnotherOfYourUnitsOnly) {
  Driver d = unicorn_game();
  const InstanceId unicorn = d.hand_card(Player::A, "TD01/010");
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.play(unicorn, 1));
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  EXPECT_EQ(message(d.choose({unicorn})), "card " + id(unicorn) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  EXPECT_EQ(message(d.choose({bv})), "card " + id(bv) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  EXPECT_EQ(message(d.choose({})), "the effect must choose 1, not 0 [CR 8.5.3.1]");
  EXPECT_EQ(d.decision(), Decision::Choose);
}

// CR 8.5.3: a second Unicorn may choose the first one, a rear-guard.
TEST(Td01StarlightUnicornTest, SecondUnicornMayChooseTheFirst) {
  Driver d = unicorn_game();
  const InstanceId first = d.hand_card(Player::A, "TD01/010");
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.play(first, 1));
  ASSERT_ACCEPTED(d, d.choose({d.unit(Player::A, Circle::Vanguard)}));
  const InstanceId second = d.hand_card(Player::A, "TD01/010");
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.play(second, 1));
  ASSERT_EQ(d.request().options.size(), 2u);
  ASSERT_ACCEPTED(d, d.choose({first}));
  EXPECT_EQ(d.state().power(first), 8000);
}

// CR 8.6.3.1: no "you may": declining is refused.
TEST(Td01StarlightUnicornTest, MandatoryAbilityCannotBeDeclined) {
  Driver d = unicorn_game();
  const InstanceId unicorn = d.hand_card(Player::A, "TD01/010");
  ASSERT_ACCEPTED(d, d.call("TD01/010", Circle::FrontLeft));
  EXPECT_EQ(message(d.decline(unicorn, 1)),
            "the automatic ability of Starlight Unicorn (" + id(unicorn) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

// CR 8.1.1.2.1, 10.1.4.1: placed on the vanguard circle by a ride, it does not trigger.
TEST(Td01StarlightUnicornTest, RideToTheVanguardCircleDoesNotTrigger) {
  Driver d(royal_script({"TD01/010", "TD01/008", "TD01/010", "TD01/004", "TD01/007", "TD01/013"}));
  ASSERT_ACCEPTED(d, d.ride("TD01/010"));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 6000);
}

}  // namespace
}  // namespace vg::test
