// TD01/016 Flogal: stand trigger, 5000 power, 10000 shield; no ability.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// CR 2.8.1.1.4, 7.5.1.2.2: revealed by a drive check, the stand trigger gives +5000 power and
// stands the rear-guard that had attacked.
TEST(Td01FlogalTest, StandTriggerOnADriveCheck) {
  EXPECT_THAT(pool()[card("TD01/016")].abilities, IsEmpty());
  EXPECT_EQ(pool()[card("TD01/016")].trigger, Trigger::Stand);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/008", "TD01/007", "TD01/010", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/016"}));
  turns_one_and_two(d, "TD01/008");
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId av = d.unit(Player::A, Circle::Vanguard), fl = d.unit(Player::A, Circle::FrontLeft);
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_THAT(look(d, fl), Rested());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_ACCEPTED(d, d.trigger(av, fl));
  EXPECT_THAT(look(d, fl), Not(Rested()));
  EXPECT_EQ(d.state().power(av), 15000);
}

}  // namespace
}  // namespace vg::test
