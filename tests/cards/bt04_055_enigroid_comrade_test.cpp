// BT04/055 Enigroid Comrade: [CONT](VC/RC) unless your vanguard is named Enigman Storm or Enigman Wave, -5000 power;
// [AUTO](VC/RC) when it attacks, +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3: under a vanguard of one of the two names it has its printed power.
TEST(Bt04EnigroidComradeTest, PrintedPowerUnderANamedVanguard) { check_unless_vanguard_named("BT04/055", {"BT04/004", "BT04/012"}); }

// Under a vanguard of another name, or on (VC) itself, -5000.
TEST(Bt04EnigroidComradeTest, MinusFiveThousandOtherwise) { check_minus_5000_otherwise("BT04/055", "BT04/028"); }

// CR 1.31 7.3.1.8, 8.6.3.1: +2000 for the battle as it attacks (mandatory), from (RC) under Enigman
// Storm, whose own ability stands by as the attack step begins (CR 1.31 7.3.1.2) and resolves
// first (10000 power: it gives nothing), and from (VC).
TEST(Bt04EnigroidComradeTest, AttackingGainsTwoThousandForTheBattle) {
  Board b({{{Circle::Vanguard, "BT04/004"}, {Circle::FrontLeft, "BT04/055"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  to_attack_step(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 2));
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().power(u), def("BT04/055").power + 2000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def("BT04/055").power);
  Board v({{{Circle::Vanguard, "BT04/055"}}}, opponent());
  const InstanceId w = v.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(v.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(v.play(w, 2));
  EXPECT_EQ(v.state().power(w), def("BT04/055").power - 5000 + 2000);
}

}  // namespace
}  // namespace vg::test
