// BT03/021 Imprisoned Fallen Angel, Saraqael: [CONT](VC/RC) Restraint; [ACT](VC/RC) [Soul Blast 3]
// this unit loses "Restraint" until end of turn; [AUTO](VC) when this unit is boosted by a
// <Dark Irregulars>, +5000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSaraqael = "BT03/021";

// CR 1.31 10.2.4.1: with Restraint it cannot be chosen to attack, from (RC) or (VC) (another
// unit stands in the front row, so that an attack can be declared, CR 1.31 7.2.1.3).
TEST(Bt03ImprisonedFallenAngelSaraqaelTest, RestraintKeepsItFromAttacking) {
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard}) {
    SCOPED_TRACE(to_string(c));
    Side a = with_unit(kSaraqael, c);
    a.units.push_back({Circle::FrontRight, kFiller});
    Board b(a, opponent());
    EXPECT_EQ(message(b.attack(c, Circle::Vanguard)),
              "cannot attack with Imprisoned Fallen Angel, Saraqael (" + id(b.unit(Player::A, c)) + "): it has restraint " + cite(cr::kRestraint));
  }
}

// CR 1.31 10.1.16.1, 10.1.20.2: after its soul blast 3 it has no Restraint for the rest of the turn.
TEST(Bt03ImprisonedFallenAngelSaraqaelTest, SoulBlastThreeLosesRestraint) {
  Side a = with_unit(kSaraqael, Circle::FrontLeft);
  a.soul = fillers(3);
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(u, 2, b.soul(Player::A, 3)));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(b.state().battle->attacker, u);
}

// CR 1.31 8.5.2.3: two soul cards do not pay soul blast 3.
TEST(Bt03ImprisonedFallenAngelSaraqaelTest, TwoSoulCardsDoNotPay) {
  Board b({{{Circle::Vanguard, kSaraqael}}, {}, {}, {}, {}, fillers(2)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  EXPECT_TRUE(b.act(u, 2, b.soul(Player::A, 2)).has_value());
  EXPECT_TRUE(b.attack(Circle::Vanguard, Circle::Vanguard).has_value());
}

// CR 1.31 7.3.1.6, 8.7.1.3: on (VC), without Restraint, boosted by a «Dark Irregulars» it gets
// +5000 for the battle; boosted by a unit of another clan it does not.
TEST(Bt03ImprisonedFallenAngelSaraqaelTest, BoostedByADarkIrregulars) {
  for (const char* booster : {kDarkIrregularsG1, "BT01/042"}) {
    SCOPED_TRACE(booster);
    Board b({{{Circle::Vanguard, kSaraqael}, {Circle::BackCenter, booster}}, {}, {}, {}, {}, fillers(3)}, opponent());
    const InstanceId u = b.unit(Player::A, Circle::Vanguard);
    ASSERT_FALSE(b.act(u, 2, b.soul(Player::A, 3)));
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
    const bool dark = std::string(booster) == kDarkIrregularsG1;
    if (dark) {
      ASSERT_EQ(b.decision(), Decision::PlayAuto);
      ASSERT_FALSE(b.play(u, 3));
    }
    EXPECT_EQ(b.decision(), Decision::Guard);
    EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000 + 8000 + (dark ? 5000 : 0));
    ASSERT_FALSE(b.no_guard());
    EXPECT_EQ(b.state().power(u), 11000);  // CR 1.31 7.7.1.2
  }
}

// CR 1.31 3.1.1.3: the boost ability is active on (VC) only: boosted on (RC), nothing.
TEST(Bt03ImprisonedFallenAngelSaraqaelTest, BoostAbilityNotOnARearGuardCircle) {
  Side a = with_unit(kSaraqael, Circle::FrontLeft);
  a.units.push_back({Circle::BackLeft, kDarkIrregularsG1});
  a.soul = fillers(3);
  Board b(a, opponent());
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 2, b.soul(Player::A, 3)));
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 11000 + 8000);
}

}  // namespace
}  // namespace vg::test
