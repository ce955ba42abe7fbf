// Ruling test of TD02/015 Dragon Monk, Genjo: a unit without abilities. Its only text is the reminder of the deck limit for heal triggers (a deck-building
// rule, not an ability).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// CR 8.1, CR 6.6.1.2.1: the card has no abilities, its printed characteristics are those of the
// official data, and played it is a unit of 5000 power with nothing standing by.
TEST(Td02GenjoTest, NoAbilitiesAndPlaysAsPrinted) {
  const CardDef& def = pool()[card("TD02/015")];
  EXPECT_EQ(def.name, "Dragon Monk, Genjo");
  EXPECT_THAT(def.abilities, IsEmpty());
  EXPECT_EQ(def.clan, "Kagero");
  EXPECT_EQ(def.grade, 0);
  EXPECT_EQ(def.power, 5000);
  EXPECT_EQ(def.shield.value_or(-1), 10000);
  EXPECT_EQ(def.critical, 1);
  EXPECT_EQ(def.skill, Skill::Boost);
  EXPECT_EQ(def.trigger, Trigger::Heal);
  Driver d(kagero({"TD02/007", "TD02/004", "TD02/015", "TD02/011", "TD02/009", "TD02/010", "TD02/006"}));
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/015", Circle::BackCenter));
  const InstanceId u = d.unit(Player::B, Circle::BackCenter);
  EXPECT_EQ(d.decision(), Decision::Main);  // nothing stands by
  EXPECT_EQ(d.state().power(u), 5000);
  EXPECT_EQ(d.state().critical(u), 1);
  EXPECT_THAT(d.state().abilities(u), IsEmpty());
}

}  // namespace
}  // namespace vg::test
