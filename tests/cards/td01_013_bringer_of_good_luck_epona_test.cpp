// TD01/013 Bringer of Good Luck, Epona: critical trigger, 5000 power, 10000 shield; no ability.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// CR 2.8.1.1.2, 7.5.1.2.2, 7.6.1.5: revealed by a drive check, the critical trigger gives +5000
// power and +1 critical: two damage checks.
TEST(Td01EponaTest, CriticalTriggerOnADriveCheck) {
  EXPECT_THAT(pool()[card("TD01/013")].abilities, IsEmpty());
  EXPECT_EQ(pool()[card("TD01/013")].trigger, Trigger::Critical);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/010",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/013"}));
  turns_one_and_two(d, "TD01/008");
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId av = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_ACCEPTED(d, d.trigger(av, av));
  EXPECT_EQ(d.state().power(av), 15000);
  EXPECT_EQ(d.state().critical(av), 2);
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 2u);
  EXPECT_NE(d.hand_card(Player::A, "TD01/013"), kNoInstance);
}

}  // namespace
}  // namespace vg::test
