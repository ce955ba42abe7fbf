// BT04/019 Blaukluger: [CONT](VC) with Blaupanzer in the soul, +1000 power; [AUTO](VC) when its attack hits a vanguard,
// turn a card of your damage zone face up.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Blaupanzer in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04BlauklugerTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/019", "BT04/077", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04BlauklugerTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/019", "BT04/077"); }

// CR 7.6.1.9, 10.1.12.1: its hit on the vanguard turns the chosen face-down damage card face up.
// It has no "you may" (CR 8.6.3.1): both face-down cards are offered, the chosen one turns face up.
TEST(Bt04BlauklugerTest, HittingAVanguardTurnsADamageCardFaceUp) {
  Side a({{Circle::Vanguard, "BT04/019"}}, {}, {}, {}, {"TD03/007", "TD03/012"});
  a.face_down = 2;
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  const std::vector<InstanceId> damage = b.state().player(Player::A).damage;
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted(damage));
  ASSERT_FALSE(b.choose({damage[0]}));
  EXPECT_FALSE(b.state().card(damage[0]).face_down);
  EXPECT_TRUE(b.state().card(damage[1]).face_down);
}

// CR 8.1.1.2.1: hitting a rear-guard, nothing stands by.
TEST(Bt04BlauklugerTest, HittingARearGuardNothing) { check_hit_rear_guard_does_not_trigger("BT04/019", Circle::Vanguard); }

}  // namespace
}  // namespace vg::test
