// TD01/015 Weapons Dealer, Govannon: draw trigger, 5000 power, 5000 shield; no ability.
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

// CR 2.8.1.1.3, 7.6.1.6.2: the damage check is Govannon: +5000 power and a card drawn.
TEST(Td01GovannonTest, DrawTriggerOnADamageCheck) {
  EXPECT_THAT(pool()[card("TD01/015")].abilities, IsEmpty());
  EXPECT_EQ(pool()[card("TD01/015")].trigger, Trigger::Draw);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/013",
                         "TD01/015", "TD01/001"}));
  one_attack_on_turn_two(d);
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_EQ(d.asked(), Player::A);
  const InstanceId av = d.unit(Player::A, Circle::Vanguard);
  const std::size_t hand = d.state().player(Player::A).hand.size();
  ASSERT_ACCEPTED(d, d.trigger(av));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), hand + 1);
  EXPECT_NE(d.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_EQ(d.state().power(av), 13000);
  EXPECT_EQ(d.numbers(d.state().player(Player::A).damage), std::vector<std::string>{"TD01/015"});
}

}  // namespace
}  // namespace vg::test
