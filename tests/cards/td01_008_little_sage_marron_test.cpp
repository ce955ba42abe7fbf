// TD01/008 Little Sage, Marron: vanilla grade 1, 8000 power, 5000 shield, boost.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// CR 8.5.2.1.1.1, 8.5.2.4.2: no abilities; ridden it is an 8000 vanguard, called a standing
// 8000 rear-guard, and nothing stands by.
TEST(Td01MarronTest, VanillaGradeOnePlaysAsPrinted) {
  EXPECT_THAT(pool()[card("TD01/008")].abilities, IsEmpty());
  EXPECT_EQ(pool()[card("TD01/008")].skill, Skill::Boost);
  Driver d(royal_script({"TD01/008", "TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/013"}));
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::BackCenter));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 8000);
  EXPECT_EQ(d.power_at(Player::A, Circle::BackCenter), 8000);
}

}  // namespace
}  // namespace vg::test
