// TD08/001 Solitary Liberator, Gancelot: [AUTO] Limit Break 4: when a <Gold Paladin> rides it, the
// vanguard +10000 and up to three <Gold Paladin> rear-guards +5000 until end of turn; [AUTO](VC)
// when it attacks a vanguard, +2000 until end of that battle; [CONT](VC/RC) Lord (printed ACT).
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGancelot = "TD08/001";
constexpr const char* kGallatin = "TD08/004";  // Liberator of Silence, Gallatin: a Gold Paladin without abilities
constexpr const char* kGareth = "TD05/008";    // Knight of Elegant Skills, Gareth: a Gold Paladin

// The message of an attacker refused by Lord (CR 1.31 10.2.7, 10.2.7.1).
std::string lord_refusal(InstanceId lord, InstanceId other, const std::string& other_number) {
  return "cannot attack with " + def(kGancelot).name + " (" + id(lord) + "): it has Lord, and " + def(other_number).name + " (" +
         id(other) + ") is not a «Gold Paladin» " + cite(cr::kLord);
}

// Gancelot on (VC) with four (or `damage`) damage, four Gold Paladin rear-guards and one of another
// clan, Dignified Gold Dragon (a Gold Paladin) in the hand, at the ride phase.
Board ridden_board(int damage, const std::string& rider = "TD08/002") {
  return Board({{{Circle::Vanguard, kGancelot},
                 {Circle::FrontLeft, kGallatin},
                 {Circle::FrontRight, kGareth},
                 {Circle::BackLeft, kGallatin},
                 {Circle::BackCenter, kGareth},
                 {Circle::BackRight, kFiller}},
                {},
                {rider},
                {},
                fillers(damage)},
               opponent(), Decision::Ride);
}

// CR 1.31 10.2.5.3.2, 8.5.2.4.1, 8.6.3.1: ridden by a Gold Paladin with four damage, it stands by
// from the soul (mandatory); the new vanguard gets +10000, and up to three Gold Paladin
// rear-guards of the player's choice +5000, until end of turn; the rear-guard of another clan is
// not offered.
TEST(Td08SolitaryLiberatorGancelotTest, LimitBreakRiddenByAGoldPaladinPowersTheVanguardAndThreeRearGuards) {
  Board b = ridden_board(4);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  const InstanceId fl = b.unit(Player::A, Circle::FrontLeft), fr = b.unit(Player::A, Circle::FrontRight);
  const InstanceId bl = b.unit(Player::A, Circle::BackLeft), bc = b.unit(Player::A, Circle::BackCenter);
  const InstanceId br = b.unit(Player::A, Circle::BackRight);
  ASSERT_FALSE(b.ride("TD08/002"));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kGancelot, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({fl, fr, bl, bc}));
  EXPECT_EQ(b.game().request().min, 0);  // "up to three"
  EXPECT_EQ(b.game().request().max, 3);
  ASSERT_FALSE(b.choose({fl, fr, bc}));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def("TD08/002").power + 10000);
  EXPECT_EQ(b.state().power(fl), def(kGallatin).power + 5000);
  EXPECT_EQ(b.state().power(fr), def(kGareth).power + 5000);
  EXPECT_EQ(b.state().power(bc), def(kGareth).power + 5000);
  EXPECT_EQ(b.state().power(bl), def(kGallatin).power);
  EXPECT_EQ(b.state().power(br), def(kFiller).power);
  EXPECT_EQ(b.decision(), Decision::Main);
  // Until end of turn: still there in the battle phase.
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(b.state().power(fl), def(kGallatin).power + 5000);
}

// CR 1.31 10.2.5.3.2.1: with three damage the ability does not trigger.
TEST(Td08SolitaryLiberatorGancelotTest, LimitBreakWithThreeDamageNothing) {
  Board b = ridden_board(3);
  ASSERT_FALSE(b.ride("TD08/002"));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def("TD08/002").power);
}

// CR 1.31 8.1.1.2.1: ridden by a grade 3 of another clan (Dragonic Overlord), nothing stands by.
TEST(Td08SolitaryLiberatorGancelotTest, RiddenByAnotherClanNothing) {
  Board b = ridden_board(4, "TD02/001");
  ASSERT_FALSE(b.ride("TD02/001"));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), def(kGallatin).power);
}

// CR 1.31 7.3.1.8, 8.6.3.1: on (VC), attacking a vanguard beside Gold Paladins only, it attacks
// (Lord allows it) and gets +2000 until that battle ends (mandatory).
TEST(Td08SolitaryLiberatorGancelotTest, OnTheVanguardCircleAttackingAVanguardGainsTwoThousand) {
  Board b({{{Circle::Vanguard, kGancelot}, {Circle::FrontLeft, kGallatin}, {Circle::BackCenter, kGareth}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(kGancelot, u));
  ASSERT_FALSE(b.play(u, 2));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(kGancelot).power + 2000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def(kGancelot).power);  // CR 1.31 7.7.1.2: the battle is over
}

// CR 1.31 8.1.1.2.1, 3.1.1.3: attacking a rear-guard, or from (RC), ability 2 does not trigger.
TEST(Td08SolitaryLiberatorGancelotTest, AttackingARearGuardOrFromARearGuardCircleNothing) {
  Board b({{{Circle::Vanguard, kGancelot}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  EXPECT_FALSE(stands_by(b, u, 2));
  EXPECT_EQ(b.state().power(u), def(kGancelot).power);
  Board r({{{Circle::Vanguard, kGallatin}, {Circle::FrontLeft, kGancelot}}}, opponent());
  const InstanceId v = r.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_FALSE(stands_by(r, v, 2));
  EXPECT_EQ(r.state().power(v), def(kGancelot).power);
}

// CR 1.31 10.2.7.1, 7.3.1.3.2: Lord on (VC) with a rear-guard of another clan in the back row:
// it cannot be chosen to attack (nor offered); the other units are not affected.
TEST(Td08SolitaryLiberatorGancelotTest, LordOnTheVanguardCircleWithAnotherClanCannotAttack) {
  Board b({{{Circle::Vanguard, kGancelot}, {Circle::FrontLeft, kGallatin}, {Circle::BackRight, kFiller}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard), other = b.unit(Player::A, Circle::BackRight);
  EXPECT_EQ(message(b.attack(Circle::Vanguard, Circle::Vanguard)), lord_refusal(u, other, kFiller));
  ASSERT_EQ(b.decision(), Decision::Attacker);
  for (const Action& a : b.game().legal_actions()) EXPECT_NE(a.circle, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(b.state().battle->attacker, b.unit(Player::A, Circle::FrontLeft));
}

// CR 1.31 10.2.7.1: Lord on (RC) under a vanguard of another clan: it cannot attack; the
// vanguard can.
TEST(Td08SolitaryLiberatorGancelotTest, LordOnARearGuardCircleUnderAnotherClanVanguardCannotAttack) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kGancelot}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), other = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.attack(Circle::FrontLeft, Circle::Vanguard)), lord_refusal(u, other, kFiller));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.state().battle->attacker, other);
}

// CR 1.31 10.2.7.1, 7.3.1.3: Gancelot is the only unit of its player that could attack and it is
// barred: the attack step has no attacker to offer, and the battle goes to the close step.
TEST(Td08SolitaryLiberatorGancelotTest, LordAloneInTheFrontRowBarredNoAttackOffered) {
  Board b({{{Circle::Vanguard, kGancelot}, {Circle::BackCenter, kFiller}}}, opponent());
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::StartStep);
  for (const Action& a : b.game().legal_actions()) EXPECT_NE(a.kind, ActionKind::Attack);
}

}  // namespace
}  // namespace vg::test
