// BT04/032 Death Warden Ant Lion: [AUTO](VC) at the beginning of your main phase, soul charge 1 and +2000 power until end of turn;
// [ACT](VC/RC) [Soul Blast 8 and Counter Blast 5] none of the opponent's rear-guards stands in
// the opponent's next stand phase.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 6.6.1.1, 10.1.17.1: as the main phase begins, soul charge 1 and +2000.
TEST(Bt04DeathWardenAntLionTest, MainPhaseSoulChargeAndPower) { check_main_phase_soul_charge("BT04/032"); }

// CR 2.11.3: on (RC) it does not trigger.
TEST(Bt04DeathWardenAntLionTest, NoSoulChargeOnARearGuardCircle) { check_main_phase_soul_charge_not_on_rc("BT04/032"); }

// CR 10.1.16.1, 10.1.15.1, 1.3.1, 6.3.1.2: played from (RC), player B's three rested rear-guards
// stay rested in B's next stand phase; B's rested vanguard stands.
TEST(Bt04DeathWardenAntLionTest, NoneOfTheOpponentsRearGuardsStands) {
  Side them = opponent();
  them.rested = {Circle::Vanguard, Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft};
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT04/032"}}, {}, {}, {}, fillers(5), fillers(8)}, them);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(u, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  ASSERT_FALSE(b.pass());  // A's main phase
  ASSERT_FALSE(b.pass());  // A's battle phase: player B's turn
  ASSERT_EQ(b.state().turn_player, Player::B);
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft}) EXPECT_TRUE(b.state().card(b.unit(Player::B, c)).rested);
  EXPECT_FALSE(b.state().card(b.unit(Player::B, Circle::Vanguard)).rested);
}

}  // namespace
}  // namespace vg::test
