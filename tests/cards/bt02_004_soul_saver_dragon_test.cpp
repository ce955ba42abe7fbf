// BT02/004 Soul Saver Dragon: [AUTO](VC) when it attacks a vanguard, +3000 power until that
// battle ends. [AUTO] [Soul Blast 5] when placed on (VC), you may pay; then up to three of your
// <<Royal Paladin>> rear-guards get +5000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.3.1.6, 7.7.1.2: attacking a vanguard it has 13000 for that battle.
TEST(Bt02SoulSaverDragonTest, AttackingAVanguardGivesThreeThousand) {
  Board b({{{Circle::Vanguard, "BT02/004"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), 13000);
}

// CR 8.1.1.2.1: attacking a rear-guard does not trigger it.
TEST(Bt02SoulSaverDragonTest, AttackingARearGuardDoesNotTrigger) {
  Board b({{{Circle::Vanguard, "BT02/004"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontRight));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 10.1.4.1, 10.1.16.1, 8.5.3: ridden, it pays five soul for +5000 to three chosen Royal
// Paladin rear-guards; the fourth and the other clan's unit keep their power.
TEST(Bt02SoulSaverDragonTest, RiddenFiveSoulGiveThreeRoyalPaladinsFiveThousand) {
  Side a({{Circle::Vanguard, "BT01/021"}, {Circle::FrontLeft, "BT01/042"}, {Circle::FrontRight, "BT01/042"},
          {Circle::BackLeft, "BT01/042"}, {Circle::BackRight, "BT01/042"}, {Circle::BackCenter, kFiller}},
         {}, {"BT02/004"}, {}, {}, fillers(5));
  Board b(a, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride("BT02/004"));
  const InstanceId saver = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(saver, 2, b.soul(Player::A, 5)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 4u);  // the Royal Paladins only
  EXPECT_EQ(b.game().request().max, 3);
  const std::vector<InstanceId> three{b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::FrontRight),
                                      b.unit(Player::A, Circle::BackLeft)};
  ASSERT_FALSE(b.choose(three));
  for (InstanceId u : three) EXPECT_EQ(b.state().power(u), 13000);
  EXPECT_EQ(b.power(Player::A, Circle::BackRight), 8000);
  EXPECT_EQ(b.power(Player::A, Circle::BackCenter), 10000);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);  // the grade 2 ridden over
}

}  // namespace
}  // namespace vg::test
