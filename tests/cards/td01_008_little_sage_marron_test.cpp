// TD01/008 Little Sage, Marron: vanilla grade 1, 8000 power, 5000 shield, boost.
#include <gtest/gtest.h>

#include "tests/support/driver.h"

namespace vg::test {
namespace {

// A goes first; A's deck tops are `a`: the opening hand, then every later draw and check in
// order. B: hand 007 007 007 004 013 | t2 draw 013 | t2 drive check 007 | t4 draw 004 |
// damage checks 004 004.
Script royal_script(std::vector<std::string> a) {
  Script s;
  s.abilities = true;
  s.tops_a = std::move(a);
  s.tops_b = {"TD02/007", "TD02/007", "TD02/007", "TD02/004", "TD02/013", "TD02/013",
              "TD02/007", "TD02/004", "TD02/004", "TD02/004"};
  return s;
}

// The card file declares no ability.
bool has_no_abilities(const std::string& number) { return pool()[card(number)].abilities.empty(); }

// CR 8.5.2.1.1.1, 8.5.2.4.2: no abilities; ridden it is an 8000 vanguard, called a standing
// 8000 rear-guard, and nothing stands by.
TEST(Td01MarronTest, VanillaGradeOnePlaysAsPrinted) {
  EXPECT_TRUE(has_no_abilities("TD01/008"));
  EXPECT_EQ(pool()[card("TD01/008")].skill, Skill::Boost);
  Driver d(royal_script({"TD01/008", "TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/013"}));
  ASSERT_FALSE(d.ride("TD01/008"));
  ASSERT_FALSE(d.call("TD01/008", Circle::BackCenter));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_TRUE(d.state().standing.empty());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 8000);
  EXPECT_EQ(d.power_at(Player::A, Circle::BackCenter), 8000);
}

}  // namespace
}  // namespace vg::test
