// TD01/004 Knight of Silence, Gallatin: vanilla grade 2, 10000 power, 5000 shield, intercept.
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

// Turns 1 and 2: A rides `g1`; B rides Bahr, calls Bahrs to front-left and front-right and
// attacks A's vanguard three times, so A takes three damage checks. Stops at A's ride phase of
// turn 3, B holding four cards.
void turns_one_and_two(Driver& d, const std::string& g1) {
  ASSERT_FALSE(d.ride(g1));
  d.end_turn();
  ASSERT_FALSE(d.ride("TD02/007"));
  ASSERT_FALSE(d.call("TD02/007", Circle::FrontLeft));
  ASSERT_FALSE(d.call("TD02/007", Circle::FrontRight));
  ASSERT_FALSE(d.pass());
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    ASSERT_FALSE(d.attack(c, Circle::Vanguard));
    ASSERT_FALSE(d.no_guard());
  }
  d.end_turn();
  ASSERT_EQ(d.state().turn, 3);
  ASSERT_EQ(d.decision(), Decision::Ride);
  ASSERT_EQ(d.state().player(Player::B).hand.size(), 4u);
}

// The card file declares no ability.
bool has_no_abilities(const std::string& number) { return pool()[card(number)].abilities.empty(); }

// CR 8.5.2.1.1.1, 10.2.2.1: no abilities; ridden on turn 3 it is a 10000 vanguard, and nothing
// stands by.
TEST(Td01GallatinTest, VanillaGradeTwoPlaysAsPrinted) {
  EXPECT_TRUE(has_no_abilities("TD01/004"));
  const CardDef& def = pool()[card("TD01/004")];
  EXPECT_EQ(def.grade, 2);
  EXPECT_EQ(def.shield, 5000);
  EXPECT_EQ(def.skill, Skill::Intercept);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/001"}));
  turns_one_and_two(d, "TD01/008");
  ASSERT_FALSE(d.ride("TD01/004"));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_TRUE(d.state().standing.empty());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 10000);
}

}  // namespace
}  // namespace vg::test
