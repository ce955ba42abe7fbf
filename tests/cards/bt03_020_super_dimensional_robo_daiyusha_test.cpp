// BT03/020 Super Dimensional Robo, Daiyusha: [AUTO](VC) at the beginning of your attack step, if
// this unit's power is 14000 or greater, it gets +1 critical until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDaiyusha = "BT03/020";
constexpr const char* kGrander = "BT03/080";  // as it attacks, the «Dimension Police» vanguard gets +2000 for the turn

// From the start step: the attack step begins (CR 1.31 7.3.1.1-7.3.1.2) and Daiyusha's ability
// stands by; it is played, and the attack step goes on to choosing the attacker.
void begin_attack_step(Board& b, InstanceId daiyusha) {
  if (b.decision() == Decision::Main) {
    ASSERT_FALSE(b.pass());
  }
  ASSERT_EQ(b.decision(), Decision::StartStep);
  ASSERT_FALSE(b.submit(Action::make(ActionKind::Attack, Player::A)));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(daiyusha, 1));
  ASSERT_EQ(b.decision(), Decision::Attacker);
}

// A Grander attacks from `circle`; its ability gives the vanguard +2000 for the turn. As that
// attack step began, Daiyusha had less than 14000: no critical in that battle.
void grander_attacks(Board& b, InstanceId daiyusha, Circle circle) {
  begin_attack_step(b, daiyusha);
  EXPECT_EQ(b.state().critical(daiyusha), 1);
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_FALSE(b.play(b.unit(Player::A, circle), 1));
  ASSERT_FALSE(b.no_guard());
}

// CR 1.31 8.1.1.2.3, 8.7.1.3: two Granders' attacks bring Daiyusha to 14000; at the next attack
// step it gets +1 critical, which lasts that battle only (CR 1.31 7.7.1.2).
TEST(Bt03SuperDimensionalRoboDaiyushaTest, AtFourteenThousandPlusOneCriticalForThatBattle) {
  Board b({{{Circle::Vanguard, kDaiyusha}, {Circle::FrontLeft, kGrander}, {Circle::FrontRight, kGrander}}}, opponent());
  const InstanceId d = b.unit(Player::A, Circle::Vanguard);
  grander_attacks(b, d, Circle::FrontLeft);   // 10000 as that attack step began
  grander_attacks(b, d, Circle::FrontRight);  // 12000
  ASSERT_EQ(b.state().power(d), 14000);
  begin_attack_step(b, d);
  EXPECT_EQ(b.state().critical(d), 2);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.state().critical(d), 2);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 4u);  // two from the Granders, two from Daiyusha
  EXPECT_EQ(b.state().critical(d), 1);
}

// Ruling c.9: the power is read as the attack step begins, before a booster is chosen: at
// 12000, a boost that would bring the attack above 14000 does not count.
TEST(Bt03SuperDimensionalRoboDaiyushaTest, ABoostChosenAfterDoesNotCount) {
  Board b({{{Circle::Vanguard, kDaiyusha}, {Circle::FrontLeft, kGrander}, {Circle::BackCenter, kDimensionPolice}}}, opponent());
  const InstanceId d = b.unit(Player::A, Circle::Vanguard);
  grander_attacks(b, d, Circle::FrontLeft);
  ASSERT_EQ(b.state().power(d), 12000);
  begin_attack_step(b, d);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.state().power(d), 20000);
  EXPECT_EQ(b.state().critical(d), 1);
}

// CR 1.31 3.1.1.3: on (RC) it is not active: nothing stands by as the attack step begins.
TEST(Bt03SuperDimensionalRoboDaiyushaTest, NotActiveOnARearGuardCircle) {
  Board b(with_unit(kDaiyusha, Circle::FrontLeft), opponent());
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.submit(Action::make(ActionKind::Attack, Player::A)));
  EXPECT_EQ(b.decision(), Decision::Attacker);
}

}  // namespace
}  // namespace vg::test
