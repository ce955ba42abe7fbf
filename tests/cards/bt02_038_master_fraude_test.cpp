// BT02/038 Master Fraude: [AUTO](VC/RC) [Soul Blast 3] when its attack hits, if your vanguard is
// a <<Megacolony>>, you may pay; then draw a card. [AUTO](VC) when a <<Megacolony>> boosts it,
// +3000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.16.1, 10.1.1: its hit pays three soul for one draw.
TEST(Bt02MasterFraudeTest, HitPaysThreeSoulForADraw) {
  Board b({{{Circle::Vanguard, "BT02/038"}}, {}, {}, {}, {}, fillers(3)}, opponent());
  const InstanceId fraude = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const std::size_t hand = b.count(Player::A, Zone::Hand);  // the drive checks' cards
  ASSERT_FALSE(b.play(fraude, 1, b.soul(Player::A, 3)));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), hand + 1);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// CR 7.3.1.6, 7.3.1.7: boosted by a Megacolony, it has the boost and 3000 more.
TEST(Bt02MasterFraudeTest, BoostedByAMegacolonyAddsThreeThousand) {
  Board b({{{Circle::Vanguard, "BT02/038"}, {Circle::BackCenter, "BT02/077"}}}, opponent());
  const InstanceId fraude = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(fraude, 2));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(fraude), 10000 + def("BT02/077").power + 3000);
}

// CR 8.1.1.2.1: boosted by a unit of another clan, nothing triggers.
TEST(Bt02MasterFraudeTest, BoostedByAnotherClanDoesNotTrigger) {
  Board b({{{Circle::Vanguard, "BT02/038"}, {Circle::BackCenter, "BT01/042"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + def("BT01/042").power);
}

}  // namespace
}  // namespace vg::test
