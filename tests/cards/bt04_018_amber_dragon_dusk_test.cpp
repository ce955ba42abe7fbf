// BT04/018 Amber Dragon, Dusk: [CONT](VC) with Amber Dragon, Daylight in the soul, +1000 power; [AUTO](VC) when it attacks a
// vanguard, +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Amber Dragon, Daylight in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04AmberDragonDuskTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/018", "BT04/072", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04AmberDragonDuskTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/018", "BT04/072"); }

// CR 1.31 7.3.1.8, 8.6.3.1: attacking a vanguard from (VC), +2000 for the battle (mandatory).
TEST(Bt04AmberDragonDuskTest, AttackingAVanguardGainsTwoThousand) {
  Board b({{{Circle::Vanguard, "BT04/018"}}}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 2)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 2));
  EXPECT_EQ(b.state().power(v), 11000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(v), 9000);
}

// CR 8.1.1.2.1, 2.11.3: attacking a rear-guard, or from (RC), nothing stands by.
TEST(Bt04AmberDragonDuskTest, NotOnARearGuardAttackNorFromARearGuardCircle) {
  Board b({{{Circle::Vanguard, "BT04/018"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  EXPECT_EQ(b.decision(), Decision::Guard);
  Board r({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT04/018"}}}, opponent());
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(r.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
