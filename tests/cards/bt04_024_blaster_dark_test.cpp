// BT04/024 Blaster Dark: [CONT](VC) with Blaster Javelin in the soul, +1000 power; [AUTO] [Counter Blast 2] when placed on
// (VC), you may pay: retire one of the opponent's rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Blaster Javelin in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04BlasterDarkTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/024", "BT04/048", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04BlasterDarkTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/024", "BT04/048"); }

// CR 10.1.4.1, 10.1.15.1, 10.1.3.1: ridden, paid: the chosen rear-guard of the opponent is retired.
TEST(Bt04BlasterDarkTest, RiddenPaysToRetireARearGuard) {
  Board b({{{Circle::Vanguard, "BT04/045"}}, {}, {"BT04/024"}, {}, fillers(2)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride("BT04/024"));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), t = b.unit(Player::B, Circle::BackLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 3u);
  EXPECT_EQ(b.game().request().min, 1);
  ASSERT_FALSE(b.choose({t}));
  EXPECT_EQ(b.state().card(t).zone, Zone::Drop);
}

// "You may": declined, nothing; called to (RC), nothing stands by.
TEST(Bt04BlasterDarkTest, OptionalAndOnlyOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT04/045"}}, {}, {"BT04/024"}, {}, fillers(2)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride("BT04/024"));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::Vanguard), 2));
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  Board r({{{Circle::Vanguard, "BT04/001"}}, {}, {"BT04/024"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(r.call("BT04/024", Circle::FrontLeft));
  EXPECT_TRUE(r.state().standing.empty());
  EXPECT_EQ(r.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
