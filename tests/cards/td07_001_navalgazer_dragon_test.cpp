// TD07/001 Navalgazer Dragon: [ACT](VC) Limit Break 4 [Counter Blast 2]: until end of turn, +3000
// and "[AUTO](VC) when this unit's attack hits a vanguard, if this is the third battle of that
// turn or later, choose up to two of your «Aqua Force» rear-guards and stand them"; [AUTO](VC)
// when it attacks, if this is the third battle of that turn or later, +3000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kNavalgazer = "TD07/001";

// Navalgazer on (VC) with four face-up damage; Tear Knights, Lazarus («Aqua Force») on the front
// rear-guard circles and Tear Knight, Theo behind the right one; Thunderstorm Dragoon
// («Narukami») behind the left one.
Board navalgazer(int damage = 4) {
  return Board({{{Circle::Vanguard, kNavalgazer}, {Circle::FrontLeft, "TD07/004"}, {Circle::FrontRight, "TD07/004"},
                 {Circle::BackLeft, "TD06/004"}, {Circle::BackRight, "TD07/008"}},
                {}, {}, {}, fillers(damage)},
               opponent());
}

// CR 1.31 10.2.5, 8.5.2.3, 10.1.15.1: the ACT pays two damage and gives +3000 until end of turn
// and ability 3. The rear-guards attack first; in the third battle the vanguard's ability 2
// gives +3000 until end of turn (CR 1.31 7.1.2.1); its attack hits and ability 3 stands by:
// up to two «Aqua Force» rear-guards are offered (not the «Narukami»), and the two rested ones
// stand (CR 1.31 10.1.11).
TEST(Td07NavalgazerDragonTest, ActThenThirdBattleHitStandsTwoAquaForceRearGuards) {
  Board b = navalgazer();
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  const InstanceId left = b.unit(Player::A, Circle::FrontLeft), right = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.face_up_damage(Player::A, 4).size(), 2u);
  EXPECT_EQ(b.state().power(u), 13000);
  unguarded_battle(b, Circle::FrontLeft);
  unguarded_battle(b, Circle::FrontRight);
  ASSERT_TRUE(b.state().card(left).rested && b.state().card(right).rested);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(kNavalgazer, u));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().power(u), 16000);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 3)), mandatory(kNavalgazer, u));
  ASSERT_FALSE(b.play(u, 3));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({left, right, b.unit(Player::A, Circle::BackRight)}));
  ASSERT_FALSE(b.choose({left, right}));
  EXPECT_FALSE(b.state().card(left).rested);
  EXPECT_FALSE(b.state().card(right).rested);
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.state().power(u), 16000);  // both last until end of turn
}

// CR 1.31 7.1.2.1, 8.1.1.2.3: with the ACT played, the vanguard attacks in the second battle and
// hits: abilities 2 and 3 resolve and do nothing; the rested rear-guard stays rested.
TEST(Td07NavalgazerDragonTest, SecondBattleHitStandsNothing) {
  Board b = navalgazer();
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  const InstanceId left = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 2)));
  unguarded_battle(b, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().power(u), 13000);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 3));
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_TRUE(b.state().card(left).rested);
}

// CR 1.31 7.1.2.1, 8.6.3.1: without the ACT, the third battle's +3000 still comes (ability 2,
// until end of turn), and the hit stands nothing by: ability 3 is only granted by the ACT.
TEST(Td07NavalgazerDragonTest, ThirdBattleWithoutTheActPowerOnly) {
  Board b = navalgazer();
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  unguarded_battle(b, Circle::FrontLeft);
  unguarded_battle(b, Circle::FrontRight);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().power(u), 13000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.state().power(u), 13000);
}

// CR 1.31 10.2.5.1: with three damage the limit break ACT cannot be played.
TEST(Td07NavalgazerDragonTest, ActNeedsFourDamage) {
  Board b = navalgazer(3);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(u, 1, b.face_up_damage(Player::A, 2))),
            "cannot play the limit break ability of " + def(kNavalgazer).name + " (" + id(u) + "): it needs four or more damage, not 3 " +
                cite(cr::kLimitBreakAct));
}

}  // namespace
}  // namespace vg::test
