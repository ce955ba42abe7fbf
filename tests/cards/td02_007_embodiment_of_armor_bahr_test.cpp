// Ruling test of TD02/007 Embodiment of Armor, Bahr: a unit without abilities.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// CR 8.1, CR 8.5.2.1: the card has no abilities, its printed characteristics are those of the
// official data, and played it is a unit of 8000 power with nothing standing by.
TEST(Td02BahrTest, NoAbilitiesAndPlaysAsPrinted) {
  const CardDef& def = pool()[card("TD02/007")];
  EXPECT_EQ(def.name, "Embodiment of Armor, Bahr");
  EXPECT_THAT(def.abilities, IsEmpty());
  EXPECT_EQ(def.clan, "Kagero");
  EXPECT_EQ(def.grade, 1);
  EXPECT_EQ(def.power, 8000);
  EXPECT_EQ(def.shield.value_or(-1), 5000);
  EXPECT_EQ(def.critical, 1);
  EXPECT_EQ(def.skill, Skill::Boost);
  EXPECT_EQ(def.trigger, Trigger::None);
  Driver d(kagero({"TD02/007", "TD02/004", "TD02/006", "TD02/011", "TD02/009", "TD02/010", "TD02/013"}));
  to_turn_four(d, "TD02/007", "TD02/004");
  const InstanceId u = d.state().player(Player::B).soul.back();  // ridden on turn 2
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackCenter));
  EXPECT_EQ(d.state().def(u).name, "Embodiment of Armor, Bahr");
  EXPECT_EQ(d.decision(), Decision::Main);  // nothing stands by
  EXPECT_THAT(d.state().abilities(u), IsEmpty());
}

}  // namespace
}  // namespace vg::test
