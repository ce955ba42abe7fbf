// BT04/034 Water Gang: [AUTO](VC/RC) [Counter Blast 2] when its attack hits, if your vanguard is a <Megacolony>, you may
// pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.15.1: under a «Megacolony» vanguard (Bloody Hercules), its hit draws.
TEST(Bt04WaterGangTest, PaidUnderAMegacolonyDraws) { check_hits_counter_blast_draw("BT04/034", kFiller); }

// Its attack hitting a rear-guard triggers too ("when this unit's attack hits"), from (VC), where
// its vanguard is itself, a «Megacolony»: paid, a draw after the drive check's card.
TEST(Bt04WaterGangTest, HittingARearGuardFromTheVanguardCircleToo) {
  Board b({{{Circle::Vanguard, "BT04/034"}}, {}, {}, {"TD01/008", "BT04/028"}, fillers(2)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_NE(b.hand_card(Player::A, "TD01/008"), kNoInstance);  // the drive check
  EXPECT_NE(b.hand_card(Player::A, "BT04/028"), kNoInstance);  // the draw
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt04WaterGangTest, UnderAnotherClanNotPaid) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT04/034"}}, {}, {}, {}, fillers(2)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, b.face_up_damage(Player::A, 2))), condition_fails(b, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
}

}  // namespace
}  // namespace vg::test
