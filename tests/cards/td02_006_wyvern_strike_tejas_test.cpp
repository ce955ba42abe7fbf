// Ruling tests of TD02/006 Wyvern Strike, Tejas: CONT (VC/RC), it may attack the opponent's
// back-row unit of its own column.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 006 004 009 011 | t2 draw 010 | t4 draw 013 | drive checks 005 007.
Script tejas_script() {
  return kagero({"TD02/007", "TD02/006", "TD02/004", "TD02/009", "TD02/011", "TD02/010", "TD02/013", "TD02/005", "TD02/007"});
}

// CR 7.3.1.4, 4.6.2.1, 7.6.1.8; CR 1.31 7.3.1.4.5 (its "this unit may battle" effect changes how the
// attacked unit is chosen, and is applied): Tejas on B's front-right faces A's left column: it may attack A's
// back-left Marron (and the hit retires it), not A's back-right; Nehalem without the ability may
// attack only the front row.
TEST(Td02TejasTest, AttacksTheBackRowUnitOfItsColumn) {
  Driver d(tejas_script());
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/006", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.declare_attack());
  ASSERT_ACCEPTED(d, d.attacker(Circle::Vanguard));
  EXPECT_EQ(message(d.target(Circle::BackLeft)),
            "cannot attack the unit on back-left: only units in the opponent's front row can be attacked [CR 7.3.1.4]");
  ASSERT_ACCEPTED(d, d.target(Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.boost(std::nullopt));
  ASSERT_ACCEPTED(d, d.no_guard());  // 10000 against 10000: Gallatin is retired
  ASSERT_EQ(d.decision(), Decision::StartStep);
  const InstanceId marron = d.unit(Player::A, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.declare_attack());
  ASSERT_ACCEPTED(d, d.attacker(Circle::FrontRight));
  // A's back-right is empty: that is refused first (an illegal answer must be physically possible).
  EXPECT_EQ(message(d.target(Circle::BackRight)), "the opponent has no unit on back-right to attack [CR 7.3.1.4]");
  ASSERT_ACCEPTED(d, d.target(Circle::BackLeft));
  EXPECT_EQ(d.state().battle->attacked, marron);
  ASSERT_ACCEPTED(d, d.boost(std::nullopt));
  ASSERT_ACCEPTED(d, d.no_guard());  // 8000 against 8000
  EXPECT_EQ(d.unit(Player::A, Circle::BackLeft), kNoInstance);
  EXPECT_EQ(d.state().player(Player::A).drop.back(), marron);
}

}  // namespace
}  // namespace vg::test
