// Ruling test of TD02/004 Dragon Knight, Nehalem: a unit without abilities.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// CR 8.1, CR 8.5.2.1: the card has no abilities, its printed characteristics are those of the
// official data, and played it is a unit of 10000 power with nothing standing by.
TEST(Td02NehalemTest, NoAbilitiesAndPlaysAsPrinted) {
  const CardDef& def = pool()[card("TD02/004")];
  EXPECT_EQ(def.name, "Dragon Knight, Nehalem");
  EXPECT_THAT(def.abilities, IsEmpty());
  EXPECT_EQ(def.clan, "Kagero");
  EXPECT_EQ(def.grade, 2);
  EXPECT_EQ(def.power, 10000);
  EXPECT_EQ(def.shield.value_or(-1), 5000);
  EXPECT_EQ(def.critical, 1);
  EXPECT_EQ(def.skill, Skill::Intercept);
  EXPECT_EQ(def.trigger, Trigger::None);
  Driver d(kagero({"TD02/007", "TD02/004", "TD02/006", "TD02/011", "TD02/009", "TD02/010", "TD02/013"}));
  to_turn_four(d, "TD02/007", "TD02/004");
  const InstanceId u = d.unit(Player::B, Circle::Vanguard);
  EXPECT_EQ(d.decision(), Decision::Main);  // nothing stands by
  EXPECT_EQ(d.state().power(u), 10000);
  EXPECT_EQ(d.state().critical(u), 1);
  EXPECT_THAT(d.state().abilities(u), IsEmpty());
}

}  // namespace
}  // namespace vg::test
