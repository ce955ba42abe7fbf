// TD01/013 Bringer of Good Luck, Epona: critical trigger, 5000 power, 10000 shield; no ability.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// The card file declares no ability.
bool has_no_abilities(const std::string& number) { return pool()[card(number)].abilities.empty(); }

// CR 2.8.1.1.2, 7.5.1.2.2, 7.6.1.5: revealed by a drive check, the critical trigger gives +5000
// power and +1 critical: two damage checks.
TEST(Td01EponaTest, CriticalTriggerOnADriveCheck) {
  EXPECT_TRUE(has_no_abilities("TD01/013"));
  EXPECT_EQ(pool()[card("TD01/013")].trigger, Trigger::Critical);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/010",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001", "TD01/013"}));
  turns_one_and_two(d, "TD01/008");
  ASSERT_FALSE(d.ride("TD01/004"));
  ASSERT_FALSE(d.pass());
  const InstanceId av = d.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_FALSE(d.trigger(av, av));
  EXPECT_EQ(d.state().power(av), 15000);
  EXPECT_EQ(d.state().critical(av), 2);
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 2u);
  EXPECT_NE(d.hand_card(Player::A, "TD01/013"), kNoInstance);
}

}  // namespace
}  // namespace vg::test
