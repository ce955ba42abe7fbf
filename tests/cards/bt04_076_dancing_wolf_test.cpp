// BT04/076 Dancing Wolf: [AUTO](RC) during your battle phase, when this unit becomes standing
// (from rested), it gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDancingWolf = "BT04/076";

// King of Sword (TD03/004, one drive check) on (VC), Dancing Wolf on front-left (rested unless
// `standing`); Cannon Ball (TD03/013, a «Nova Grappler» stand trigger) on top of the deck. The
// vanguard attacks; the drive check reveals the stand trigger, whose effect waits.
Board wolf_drive(bool standing = false) {
  Board b({{{Circle::Vanguard, "TD03/004"}, {Circle::FrontLeft, kDancingWolf}},
           standing ? std::vector<Circle>{} : std::vector<Circle>{Circle::FrontLeft},
           {},
           {"TD03/013"}},
          opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::TriggerEffect);
  return b;
}

// CR 1.31 2.8.1.1.4, 3.17.1.1, 10.1.11.1: the stand trigger stands it in the battle phase: it
// triggers, +3000 until the end of the turn.
TEST(Bt04DancingWolfTest, StoodInYourBattlePhaseItGetsThreeThousandUntilEndOfTurn) {
  Board b = wolf_drive();
  const InstanceId w = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.trigger(b.unit(Player::A, Circle::Vanguard), w));
  EXPECT_FALSE(b.state().card(w).rested);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(w, 1)), "the automatic ability of " + def(kDancingWolf).name + " (" + id(w) +
                                          ") is mandatory: it must be played " + cite(cr::kMustPlayAuto));
  ASSERT_FALSE(b.play(w, 1));
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 10000);
  pass_turns(b, 2);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 7000);
}

// CR 1.31 3.17.2, 1.3.2.1: the stand trigger on a standing unit changes nothing: no trigger.
TEST(Bt04DancingWolfTest, AStandingUnitDoesNotBecomeStanding) {
  Board b = wolf_drive(true);
  const InstanceId w = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.trigger(b.unit(Player::A, Circle::Vanguard), w));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_NE(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 7000);
}

// CR 1.31 6.3.1.2: the stand phase is not the battle phase: stood there, nothing stands by.
TEST(Bt04DancingWolfTest, StoodInTheStandPhaseNothing) {
  Board b({{{Circle::Vanguard, "TD03/004"}, {Circle::FrontLeft, kDancingWolf}}, {Circle::FrontLeft}}, opponent());
  const InstanceId w = b.unit(Player::A, Circle::FrontLeft);
  pass_turns(b, 2);
  EXPECT_FALSE(b.state().card(w).rested);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 7000);
}

}  // namespace
}  // namespace vg::test
