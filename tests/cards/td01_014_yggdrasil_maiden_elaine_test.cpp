// TD01/014 Yggdrasil Maiden, Elaine: heal trigger, 5000 power, 10000 shield. Its only text is
// the reminder of the four-heal limit: no ability to script.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// Turn 1: A rides Marron. Turn 2: B rides Bahr, calls Bahr to front-left and attacks A's
// vanguard with it: one damage check. Stops when the check asks A for something (or after it).
void one_attack_on_turn_two(Driver& d) {
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  ASSERT_ACCEPTED(d, d.call("TD02/007", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
}

// CR 2.8.1.1.5, 10.1.7.1, 7.6.1.6.2: the second damage check is Elaine; with one damage against
// none, the heal trigger gives +5000 and heals the first damage card to the drop zone.
TEST(Td01ElaineTest, HealTriggerOnADamageCheck) {
  EXPECT_THAT(pool()[card("TD01/014")].abilities, IsEmpty());
  EXPECT_EQ(pool()[card("TD01/014")].trigger, Trigger::Heal);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/013",
                         "TD01/004", "TD01/014"}));
  one_attack_on_turn_two(d);
  ASSERT_EQ(d.state().player(Player::A).damage.size(), 1u);
  const InstanceId first = d.state().player(Player::A).damage.front();
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_EQ(d.asked(), Player::A);
  const InstanceId av = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.trigger(av, first));
  EXPECT_EQ(d.numbers(d.state().player(Player::A).damage), std::vector<std::string>{"TD01/014"});
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{first});
  EXPECT_EQ(d.state().power(av), 13000);
}

}  // namespace
}  // namespace vg::test
