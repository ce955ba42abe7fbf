// TD03/003 Mr. Invincible: [AUTO](VC) as your main phase begins, soul charge 1 and counter
// charge 1. [AUTO](VC/RC) [Soul Blast 8, Counter Blast 5] when its attack hits, you may pay;
// then stand all of your units.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 6.5.1.1, 10.1.17.1, 10.1.12.1: at the beginning of the main phase, the top card goes to
// the soul, then a face-down damage card of the player's choice is turned face up.
TEST(Td03MrInvincibleTest, MainPhaseSoulChargesAndTurnsADamageCardFaceUp) {
  Side a({{Circle::Vanguard, "TD03/003"}}, {}, {}, {"TD03/004"}, {"TD03/007", "TD03/012"});
  a.face_down = 2;
  Board b(a, opponent(), Decision::Ride);
  const InstanceId mr = b.unit(Player::A, Circle::Vanguard);
  const InstanceId second = b.state().player(Player::A).damage[1];
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(mr, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 2u);  // only the face-down damage cards
  ASSERT_FALSE(b.choose({second}));
  EXPECT_FALSE(b.state().card(second).face_down);
  EXPECT_TRUE(b.state().card(b.state().player(Player::A).damage[0]).face_down);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 7.6.1.9, 8.5.2.3, 10.1.11: its attack hits; paying Soul Blast 8 and Counter Blast 5
// stands the attacker and the rested rear-guard.
TEST(Td03MrInvincibleTest, HitPaysEightSoulAndFiveDamageToStandAllUnits) {
  Side a({{Circle::Vanguard, "TD03/003"}, {Circle::FrontLeft, "TD03/004"}}, {Circle::FrontLeft}, {}, {},
         fillers(5), fillers(8));
  Board b(a, opponent());
  const InstanceId mr = b.unit(Player::A, Circle::Vanguard), king = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(mr, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  EXPECT_FALSE(b.state().card(mr).rested);
  EXPECT_FALSE(b.state().card(king).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// CR 8.6.3.1: "you may": declined, the units stay rested.
TEST(Td03MrInvincibleTest, HitAbilityMayBeDeclined) {
  Side a({{Circle::Vanguard, "TD03/003"}}, {}, {}, {}, fillers(5), fillers(8));
  Board b(a, opponent());
  const InstanceId mr = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.decline(mr, 2));
  EXPECT_TRUE(b.state().card(mr).rested);
}

}  // namespace
}  // namespace vg::test
