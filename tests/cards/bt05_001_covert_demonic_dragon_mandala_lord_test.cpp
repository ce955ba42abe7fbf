// BT05/001 Covert Demonic Dragon, Mandala Lord: [CONT](VC/RC) with a vanguard or rear-guard that
// is not a <<Murakumo>>, -2000 power; [AUTO](VC) [Counter Blast 1 and discard a Covert Demonic
// Dragon, Mandala Lord] as the guard step of a battle where this unit is attacked begins, you may
// pay: one attacking unit of the opponent of your choice gets -10000 power for that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kMandala = "BT05/001";

// CR 8.2.1.2: alone with «Murakumo» units it has its printed 11000; a unit of another clan on the
// vanguard or a rear-guard circle takes 2000, on either circle.
TEST(Bt05CovertDemonicDragonMandalaLordTest, AUnitOfAnotherClanTakesTwoThousand) {
  Board same({{{Circle::Vanguard, kMandala}, {Circle::FrontLeft, kMurakumo}}}, opponent());
  EXPECT_EQ(same.power(Player::A, Circle::Vanguard), 11000);
  Board mixed({{{Circle::Vanguard, kMandala}, {Circle::FrontLeft, kMurakumo}, {Circle::BackLeft, kFiller}}}, opponent());
  EXPECT_EQ(mixed.power(Player::A, Circle::Vanguard), 9000);
  Board on_rc({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kMandala}}}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 11000);
  Board under_other({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kMandala}}}, opponent());
  EXPECT_EQ(under_other.power(Player::A, Circle::FrontLeft), 9000);
}

// Player B's side: Mandala Lord on `circle` (a «Murakumo» vanguard otherwise), a Murakumo on
// front-left, one face-up damage and `hand`. Player A attacks from its vanguard.
Board mandala_defending(Circle circle, const std::vector<std::string>& hand) {
  Side b{{{circle, kMandala}}, {}, hand, {}, fillers(1)};
  if (circle != Circle::Vanguard) b.units.push_back({Circle::Vanguard, kMurakumo});
  else b.units.push_back({Circle::FrontLeft, kMurakumo});
  return Board({{{Circle::Vanguard, kFiller}}}, b);
}

// CR 1.31 7.1.2.2, 7.4.1.1, 10.1.15.1, 10.1.2.1: attacked, as the guard step begins it stands by;
// paid with its damage card and another Mandala Lord, the attacker has 10000 less for the battle,
// and its power is back once the battle has ended.
TEST(Bt05CovertDemonicDragonMandalaLordTest, AttackedItTakesTenThousandFromTheAttacker) {
  Board b = mandala_defending(Circle::Vanguard, {kMandala, kFiller});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard), attacker = b.unit(Player::A, Circle::Vanguard);
  const int before = b.power(Player::A, Circle::Vanguard);
  const InstanceId same = b.hand_card(Player::B, kMandala), other = b.hand_card(Player::B, kFiller);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.asked(), Player::B);
  EXPECT_EQ(message(b.play(v, 2, joined(b.face_up_damage(Player::B, 1), {other}))),
            "cannot pay the discard with Bloody Hercules (" + id(other) + "): it takes Covert Demonic Dragon, Mandala Lord " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(v, 2, joined(b.face_up_damage(Player::B, 1), {same})));
  EXPECT_EQ(b.state().card(same).zone, Zone::Drop);
  EXPECT_TRUE(b.face_up_damage(Player::B, 1).empty());
  if (b.decision() == Decision::Choose) {
    ASSERT_FALSE(b.choose({attacker}));
  }
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), before - 10000);
  ASSERT_EQ(b.decision(), Decision::Guard);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);  // 0 power against 11000: no hit
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), before);  // for that battle only
}

// "You may" (CR 8.6.3.1): declined, nothing is paid and the attacker keeps its power.
TEST(Bt05CovertDemonicDragonMandalaLordTest, MayBeDeclined) {
  Board b = mandala_defending(Circle::Vanguard, {kMandala});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  const int before = b.power(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.decline(v, 2));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), before);
  EXPECT_EQ(b.face_up_damage(Player::B, 1).size(), 1u);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Guard);
}

// CR 1.31 7.1.2.2, 8.1.1.2.1: a trigger condition, not an "if": in a battle where another unit
// (a rear-guard) is attacked it does not stand by at all; on a rear-guard circle it is not active
// (CR 2.11.3), attacked or not.
TEST(Bt05CovertDemonicDragonMandalaLordTest, OnlyInABattleWhereThisVanguardIsAttacked) {
  Board other = mandala_defending(Circle::Vanguard, {kMandala});
  ASSERT_FALSE(other.attack(Circle::Vanguard, Circle::FrontLeft));
  EXPECT_TRUE(other.state().standing.empty());
  EXPECT_EQ(other.decision(), Decision::Guard);
  Board rc = mandala_defending(Circle::FrontLeft, {kMandala});
  ASSERT_FALSE(rc.attack(Circle::Vanguard, Circle::FrontLeft));
  EXPECT_TRUE(rc.state().standing.empty());
  EXPECT_EQ(rc.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
