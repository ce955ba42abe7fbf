// BT04/016 Elite Mutant, Giraffa: [CONT](VC) with Pupa Mutant, Giraffa in the soul, +1000 power; [AUTO](VC) when its attack hits
// a vanguard, one of the opponent's rear-guards does not stand in the opponent's next stand phase.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Pupa Mutant, Giraffa in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04EliteMutantGiraffaTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/016", "BT04/064", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04EliteMutantGiraffaTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/016", "BT04/064"); }

// CR 7.6.1.9, 1.3.1, 6.3.1.2: its hit on the vanguard (mandatory): the chosen rested rear-guard
// stays rested in player B's stand phase, another rested one stands.
TEST(Bt04EliteMutantGiraffaTest, HittingAVanguardKeepsARearGuardRested) {
  Side them = opponent();
  them.rested = {Circle::FrontLeft, Circle::FrontRight};
  Board b({{{Circle::Vanguard, "BT04/016"}}}, them);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), kept = b.unit(Player::B, Circle::FrontLeft),
                   other = b.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 2)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 3u);
  ASSERT_FALSE(b.choose({kept}));
  ASSERT_FALSE(b.pass());  // the battle phase ends: player B's turn
  ASSERT_EQ(b.state().turn_player, Player::B);
  EXPECT_TRUE(b.state().card(kept).rested);
  EXPECT_FALSE(b.state().card(other).rested);
}

// CR 8.1.1.2.1: hitting a rear-guard, nothing stands by.
TEST(Bt04EliteMutantGiraffaTest, HittingARearGuardNothing) { check_hit_rear_guard_does_not_trigger("BT04/016", Circle::Vanguard); }

}  // namespace
}  // namespace vg::test
