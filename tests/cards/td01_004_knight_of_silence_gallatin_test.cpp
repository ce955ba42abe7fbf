// TD01/004 Knight of Silence, Gallatin: vanilla grade 2, 10000 power, 5000 shield, intercept.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// CR 8.5.2.1.1.1, 10.2.2.1: no abilities; ridden on turn 3 it is a 10000 vanguard, and nothing
// stands by.
TEST(Td01GallatinTest, VanillaGradeTwoPlaysAsPrinted) {
  EXPECT_THAT(pool()[card("TD01/004")].abilities, IsEmpty());
  const CardDef& def = pool()[card("TD01/004")];
  EXPECT_EQ(def.grade, 2);
  EXPECT_EQ(def.shield, 5000);
  EXPECT_EQ(def.skill, Skill::Intercept);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001"}));
  turns_one_and_two(d, "TD01/008");
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 10000);
}

}  // namespace
}  // namespace vg::test
