// BT04/006 Amber Dragon, Eclipse: [CONT](VC) with Amber Dragon, Dusk in the soul, +1000 power; [ACT](VC) [Counter Blast 2] until
// end of turn it has "[AUTO](VC) when its attack hits a vanguard, retire up to two of the
// opponent's rear-guards".
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Amber Dragon, Dusk in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04AmberDragonEclipseTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/006", "BT04/018", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04AmberDragonEclipseTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/006", "BT04/018"); }

// CR 1.31 10.1.20.3, 7.6.1.9, 8.5.3.1.1: after the ACT, its attack hitting a vanguard retires up
// to two of the opponent's rear-guards (the given ability, mandatory).
TEST(Bt04AmberDragonEclipseTest, ActGivesRetireUpToTwoOnAVanguardHit) {
  Board b({{{Circle::Vanguard, "BT04/006"}}, {}, {}, {}, fillers(2)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(v, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 3)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 3));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 3u);
  EXPECT_EQ(b.game().request().max, 2);
  const std::vector<InstanceId> two{b.unit(Player::B, Circle::FrontLeft), b.unit(Player::B, Circle::BackLeft)};
  ASSERT_FALSE(b.choose(two));
  for (InstanceId u : two) EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
  EXPECT_NE(b.unit(Player::B, Circle::FrontRight), kNoInstance);
}

// CR 10.1.20.1: without the ACT, its attack hitting a vanguard triggers nothing.
TEST(Bt04AmberDragonEclipseTest, NothingOnAHitWithoutTheAct) {
  Board b({{{Circle::Vanguard, "BT04/006"}}, {}, {}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
}

}  // namespace
}  // namespace vg::test
