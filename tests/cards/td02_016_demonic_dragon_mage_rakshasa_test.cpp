// Ruling tests of TD02/016 Demonic Dragon Mage, Rakshasa: AUTO (RC), during your main phase, when
// an opponent's rear-guard is put into the drop zone, +3000 power until end of turn (mandatory).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 016 005 004 009 | t2 draw 011 | damage checks of turn 3: 006 006 011 | t4 draw 009
// | drive check 007.
Script rakshasa_script() {
  return kagero({"TD02/007", "TD02/016", "TD02/005", "TD02/004", "TD02/009", "TD02/011", "TD02/006", "TD02/006",
                 "TD02/011", "TD02/009", "TD02/007"});
}

// CR 8.6.1, 8.6.3.1, 6.8.1.2: Berserk Dragon retires A's Marron in B's main phase: Rakshasa gets
// +3000 until end of turn.
TEST(Td02RakshasaTest, PlusThreeThousandWhenOpponentsRearGuardIsDroppedInMainPhase) {
  Driver d(rakshasa_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_ACCEPTED(d, d.call("TD02/016", Circle::BackLeft));
  const InstanceId rakshasa = d.unit(Player::B, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.call("TD02/005", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::B, Circle::FrontRight), 1, d.face_up_damage(Player::B, 2)));
  ASSERT_ACCEPTED(d, d.choose({d.unit(Player::A, Circle::FrontLeft)}));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.decline(rakshasa, 1)),
            "the automatic ability of Demonic Dragon Mage, Rakshasa (" + id(rakshasa) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_ACCEPTED(d, d.play(rakshasa, 1));
  EXPECT_EQ(d.state().power(rakshasa), 6000);
  d.end_turn();
  EXPECT_EQ(d.state().power(rakshasa), 3000);
}

// CR 7.6.1.8: A's rear-guard retired by B's hit in the battle phase: not "during your main phase".
TEST(Td02RakshasaTest, NoTriggerInTheBattlePhase) {
  Driver d(rakshasa_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_ACCEPTED(d, d.call("TD02/016", Circle::BackLeft));
  const InstanceId rakshasa = d.unit(Player::B, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontRight));  // 10000 against 10000
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::A).drop.size(), 1u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(d.state().power(rakshasa), 3000);
}

}  // namespace
}  // namespace vg::test
