// BT04/001 Phantom Blaster Dragon: [CONT](VC) with Blaster Dark in the soul, +1000 power; [ACT](VC) [Counter Blast 2 and retire
// three of your <Shadow Paladin> rear-guards] +10000 power and +1 critical until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Blaster Dark in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04PhantomBlasterDragonTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/001", "BT04/024", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04PhantomBlasterDragonTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/001", "BT04/024"); }

// CR 10.1.3.1, 10.1.15.1, 8.7.1.3: a rear-guard of another clan does not pay the retire; three
// «Shadow Paladin» do, and the vanguard keeps +10000 and +1 critical after a battle.
TEST(Bt04PhantomBlasterDragonTest, RetiringThreeShadowPaladinsGivesPowerAndCritical) {
  Board b({{{Circle::Vanguard, "BT04/001"}, {Circle::FrontLeft, "BT04/045"}, {Circle::FrontRight, "BT04/023"},
            {Circle::BackLeft, "BT04/049"}, {Circle::BackRight, "TD01/004"}}, {}, {}, {}, fillers(2)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), stranger = b.unit(Player::A, Circle::BackRight);
  const std::vector<InstanceId> three{b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::FrontRight),
                                     b.unit(Player::A, Circle::BackLeft)};
  EXPECT_EQ(message(b.act(v, 2, joined(b.face_up_damage(Player::A, 2), {three[0], three[1], stranger}))),
            "cannot pay the retire with Knight of Silence, Gallatin (" + id(stranger) + "): it must be a «Shadow Paladin» " + cite(cr::kRetire));
  ASSERT_FALSE(b.act(v, 2, joined(b.face_up_damage(Player::A, 2), three)));
  for (InstanceId u : three) EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
  EXPECT_EQ(b.state().power(v), 20000);
  EXPECT_EQ(b.state().critical(v), 2);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 2u);
  EXPECT_EQ(b.state().power(v), 20000);  // until end of turn, not of the battle
  EXPECT_EQ(b.state().critical(v), 2);
}

// CR 1.31 3.1.1.3: on (RC) the ACT is not active.
TEST(Bt04PhantomBlasterDragonTest, NotPlayedFromARearGuardCircle) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT04/001"}, {Circle::FrontRight, "BT04/045"}, {Circle::BackLeft, "BT04/023"},
            {Circle::BackRight, "BT04/049"}}, {}, {}, {}, fillers(2)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(u, 2, joined(b.face_up_damage(Player::A, 2), {b.unit(Player::A, Circle::FrontRight), b.unit(Player::A, Circle::BackLeft),
                                                                        b.unit(Player::A, Circle::BackRight)}))),
            "cannot play the ability of Phantom Blaster Dragon (" + id(u) + ") from where it is: the ability is not active there " +
                cite(cr::kActiveZone));
}

}  // namespace
}  // namespace vg::test
