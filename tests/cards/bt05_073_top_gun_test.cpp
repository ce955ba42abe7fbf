// BT05/073 Top Gun: [AUTO](VC) each time one of your «Nova Grappler» rear-guards becomes rested
// (from standing), this unit gets +1000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTopGun = "BT05/073";

// Top Gun on (VC); King of Sword (TD03/004) on front-left and Tough Boy (TD03/007) on
// back-left; a Megacolony (kFiller) on front-right; all standing. In the hand, Street Bouncer.
Board top_gun_board(const std::string& vanguard = kTopGun, const std::string& back_right = "") {
  Side a{{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, "TD03/004"}, {Circle::BackLeft, "TD03/007"}, {Circle::FrontRight, kFiller}},
         {},
         {"BT05/020"}};
  if (!back_right.empty()) a.units.push_back({Circle::BackRight, back_right});
  return Board(a, opponent());
}

// CR 1.31 7.3.1.3, 7.3.1.6, 3.17.1.2, 8.6.2.1: front-left rests to attack and back-left rests
// to boost: two triggers, resolved at the check timing of CR 7.3.1.8, +1000 each; until the end
// of the turn.
TEST(Bt05TopGunTest, AttackingAndBoostingRearGuardsEachGiveOneThousand) {
  Board b = top_gun_board();
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.state().standing.size(), 2u);
  EXPECT_EQ(message(b.decline(v, 1)), "the automatic ability of " + def(kTopGun).name + " (" + id(v) +
                                          ") is mandatory: it must be played " + cite(cr::kMustPlayAuto));
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);
  EXPECT_EQ(b.decision(), Decision::Guard);
  ASSERT_FALSE(b.no_guard());
  pass_turns(b, 2);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 8.1.1.2.1: a rear-guard of another clan (the Megacolony attacking) and the vanguard
// itself (not a rear-guard) rest without triggering it.
TEST(Bt05TopGunTest, OnlyNovaGrapplerRearGuardsTriggerIt) {
  Board b = top_gun_board();
  ASSERT_FALSE(b.attack(Circle::FrontRight, Circle::Vanguard));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Guard);
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 10.1.11.1: a rest cost rests rear-guards: Street Bouncer, called to front-right over
// the Megacolony (retired), rests itself and King of Sword: two triggers.
TEST(Bt05TopGunTest, RearGuardsRestedForACostTriggerItEachTime) {
  Board b = top_gun_board(kTopGun, "TD03/004");
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), br = b.unit(Player::A, Circle::BackRight);
  ASSERT_FALSE(b.call("BT05/020", Circle::FrontRight));
  const InstanceId bouncer = b.unit(Player::A, Circle::FrontRight);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(bouncer, 1, {br}));
  // Street Bouncer's draw resolves; Top Gun's two abilities stand by.
  int played = 0;
  while (b.decision() == Decision::PlayAuto && played < 3) {
    ASSERT_FALSE(b.play(v, 1));
    ++played;
  }
  EXPECT_EQ(played, 2);
  EXPECT_TRUE(b.state().card(bouncer).rested);
  EXPECT_TRUE(b.state().card(br).rested);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);
}

// CR 1.31 2.11.3: on (RC) the ability is not active (the vanguard is King of Sword).
TEST(Bt05TopGunTest, NotActiveOnARearGuardCircle) {
  Board b = top_gun_board("TD03/004", kTopGun);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::BackRight), 10000);
}

}  // namespace
}  // namespace vg::test
