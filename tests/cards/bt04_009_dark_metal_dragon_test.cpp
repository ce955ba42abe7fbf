// BT04/009 Dark Metal Dragon: [AUTO](VC) when its drive check reveals a <Shadow Paladin>, +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 7.5.1.2, 8.6.3.1: each drive check reveals a «Shadow Paladin» (Black Sage, Charon, then
// Knight of Darkness, Rugos): +2000 each time for the battle (mandatory). Player B's 8000 vanguard
// guarded with 5000 shield: the 10000 attack hits only with both (CR 7.6.1.2: 14000 against 13000).
TEST(Bt04DarkMetalDragonTest, EachRevealedShadowPaladinGivesTwoThousand) {
  Board b({{{Circle::Vanguard, "BT04/009"}}, {}, {}, {"BT04/045", "BT04/023"}}, Side({{Circle::Vanguard, "TD02/007"}}, {}, {"TD01/008"}));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.guard({"TD01/008"}));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 1)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // the second check, Rugos
  EXPECT_EQ(b.state().power(v), 12000);
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);  // the attack hit
}

// Two cards of another clan: nothing stands by.
TEST(Bt04DarkMetalDragonTest, OtherClansRevealNothing) {
  Board b({{{Circle::Vanguard, "BT04/009"}}, {}, {}, {kFiller, "TD01/008"}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::StartStep);
}

}  // namespace
}  // namespace vg::test
