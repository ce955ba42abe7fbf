// BT01/029 Brutal Jack: [CONT](VC/RC) Restraint; [ACT](VC/RC) [Counter Blast 1] until end of
// turn, this unit loses "Restraint"; [AUTO](VC) when boosted by a <Nova Grappler>, +5000 power
// until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kJack = "BT01/029";

// CR 10.2.4.1: with restraint it cannot be chosen to attack.
TEST(Bt01BrutalJackTest, RestraintKeepsItFromAttacking) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kJack}}}, opponent());
  EXPECT_EQ(message(b.attack(Circle::FrontLeft, Circle::Vanguard)),
            "cannot attack with Brutal Jack (" + id(b.unit(Player::A, Circle::FrontLeft)) + "): it has restraint [CR 10.2.4.1]");
}

// CR 10.1.20.2: after its counter blast it has no restraint for the rest of the turn.
TEST(Bt01BrutalJackTest, CounterBlastLosesRestraint) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kJack}}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId jack = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(jack, 2, b.face_up_damage(Player::A, 1)));
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(b.state().battle->attacker, jack);
}

// CR 7.3.1.6: on the vanguard circle, boosted by a «Nova Grappler» it gets +5000 for the battle;
// boosted by a unit of another clan it does not.
TEST(Bt01BrutalJackTest, BoostedByANovaGrappler) {
  for (const char* booster : {"TD03/007", "TD01/008"}) {
    SCOPED_TRACE(booster);
    Board b({{{Circle::Vanguard, kJack}, {Circle::BackCenter, booster}}, {}, {}, {}, fillers(1)}, opponent());
    const InstanceId jack = b.unit(Player::A, Circle::Vanguard);
    ASSERT_FALSE(b.act(jack, 2, b.face_up_damage(Player::A, 1)));
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
    const bool nova = std::string(booster) == "TD03/007";
    if (nova) {
      ASSERT_EQ(b.decision(), Decision::PlayAuto);
      ASSERT_FALSE(b.play(jack, 3));
    }
    EXPECT_EQ(b.decision(), Decision::Guard);
    EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000 + 8000 + (nova ? 5000 : 0));
  }
}

}  // namespace
}  // namespace vg::test
