// TD07/013 Battle Siren, Dorothea: [AUTO](RC) when it boosts an «Aqua Force» vanguard, if this is
// the third battle of that turn or later, the boosted unit gets +4000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDorothea = "TD07/013";

// Dorothea behind the «Aqua Force» vanguard Tear Knight, Lazarus; the rear-guards on the left and
// right attack first, as many as the battles before.
Board behind_the_vanguard(int before) {
  Board b({{{Circle::Vanguard, "TD07/004"}, {Circle::BackCenter, kDorothea}, {Circle::FrontLeft, "TD07/004"},
            {Circle::FrontRight, "TD07/004"}}},
          opponent());
  if (before > 0) unguarded_battle(b, Circle::FrontLeft);
  if (before > 1) unguarded_battle(b, Circle::FrontRight);
  return b;
}

// CR 1.31 7.1.2.1, 7.3.1.6: boosting the vanguard in the turn's third battle: +4000 to the
// boosted vanguard (mandatory) until the battle ends (CR 1.31 7.7.1.2).
TEST(Td07DorotheaTest, ThirdBattleBoostedVanguardGains) {
  Board b = behind_the_vanguard(2);
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.state().battles_this_turn, 3);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kDorothea, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 6000 + 4000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 8.1.1.2.3: in the second battle, the ability resolves and gives nothing.
TEST(Td07DorotheaTest, SecondBattleNothing) {
  Board b = behind_the_vanguard(1);
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 6000);
}

// CR 1.31 8.1.1.2.1: boosting a «Megacolony» vanguard, or an «Aqua Force» rear-guard, in the
// third battle: nothing stands by.
TEST(Td07DorotheaTest, OtherClanVanguardOrARearGuardNothing) {
  Board v({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, kDorothea}}}, opponent(), Decision::StartStep, 3, 2);
  ASSERT_FALSE(v.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(v.decision(), Decision::Guard);
  EXPECT_EQ(v.power(Player::A, Circle::Vanguard), 10000 + 6000);
  Board r({{{Circle::Vanguard, "TD07/004"}, {Circle::FrontLeft, "TD07/004"}, {Circle::BackLeft, kDorothea}}}, opponent(),
          Decision::StartStep, 3, 2);
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(r.decision(), Decision::Guard);
  EXPECT_EQ(r.power(Player::A, Circle::FrontLeft), 10000 + 6000);
}

}  // namespace
}  // namespace vg::test
