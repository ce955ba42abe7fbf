// Ruling tests of TD02/011 Wyvern Strike, Jarran: AUTO (RC), when it boosts a unit named "Wyvern
// Strike, Tejas", that unit gets +4000 power until end of that battle (mandatory).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 006 011 004 004 | t2 draw 009 | t4 draw 013 | 005 007.
Script jarran_script() {
  return kagero({"TD02/007", "TD02/006", "TD02/011", "TD02/004", "TD02/004", "TD02/009", "TD02/013", "TD02/005", "TD02/007"});
}

// CR 7.3.1.6, 8.6.3.1, 7.3.1.7, 7.7.1.2: boosting Tejas: mandatory, 8000 + 6000 + 4000 for the
// battle, back to 8000 when it ends.
TEST(Td02JarranTest, BoostingTejasGivesPlusFourThousandForTheBattle) {
  Driver d(jarran_script());
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/006", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackRight));
  const InstanceId tejas = d.unit(Player::B, Circle::FrontRight), jarran = d.unit(Player::B, Circle::BackRight);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.decline(jarran, 1)),
            "the automatic ability of Wyvern Strike, Jarran (" + id(jarran) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_ACCEPTED(d, d.play(jarran, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(tejas), 18000);
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().power(tejas), 8000);
}

// CR 8.1.1.2.1: boosting Nehalem (another name) does not trigger it.
TEST(Td02JarranTest, BoostingAnotherUnitDoesNotTrigger) {
  Driver d(jarran_script());
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackRight));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.power_at(Player::B, Circle::FrontRight), 16000);
}

}  // namespace
}  // namespace vg::test
