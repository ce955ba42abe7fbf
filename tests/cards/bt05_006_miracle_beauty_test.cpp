// BT05/006 Miracle Beauty: [AUTO](RC) during your battle phase, when this unit becomes standing
// (from rested), if your vanguard is a «Dimension Police», stand another of your rear-guards in
// this unit's column.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kMiracleBeauty = "BT05/006";
constexpr const char* kTwinOrder = "BT04/028";  // «Dimension Police», grade 2, no ability
constexpr const char* kDaisy = "BT03/081";      // Karenroid, Daisy: «Dimension Police», grade 1

// The vanguard `vanguard` (one drive check); Miracle Beauty on front-left, `behind` on back-left
// and Daisy on front-right, all rested (Miracle Beauty standing if `standing`); the stand trigger
// `top` on top of the deck. The vanguard attacks; the drive check reveals it, its effect waits.
Board beauty_drive(const std::string& vanguard = kTwinOrder, const std::string& top = "BT04/060", const std::string& behind = kDaisy,
                   bool standing = false) {
  std::vector<Circle> rested{Circle::BackLeft, Circle::FrontRight};
  if (!standing) rested.push_back(Circle::FrontLeft);
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, kMiracleBeauty}, {Circle::BackLeft, behind}, {Circle::FrontRight, kDaisy}},
           rested,
           {},
           {top}},
          opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::TriggerEffect);
  return b;
}

// CR 1.31 3.17.1.1, 10.1.11.1, 4.6.2: the stand trigger (Cosmo Fang, BT04/060) stands it in the
// battle phase: it stands Daisy behind it (its column); Daisy on front-right stays rested.
TEST(Bt05MiracleBeautyTest, StoodItStandsTheRearGuardOfItsColumn) {
  Board b = beauty_drive();
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), bl = b.unit(Player::A, Circle::BackLeft),
                   fr = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.trigger(b.unit(Player::A, Circle::Vanguard), u));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kMiracleBeauty, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_FALSE(b.state().card(bl).rested);
  EXPECT_TRUE(b.state().card(fr).rested);
}

// CR 1.31 8.1.1.2.3: with a «Nova Grappler» vanguard (King of Sword; Cannon Ball, TD03/013, its
// stand trigger) it triggers and resolves, but the condition fails: Daisy stays rested.
TEST(Bt05MiracleBeautyTest, NothingWithAVanguardOfAnotherClan) {
  Board b = beauty_drive("TD03/004", "TD03/013");
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), bl = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.trigger(b.unit(Player::A, Circle::Vanguard), u));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_TRUE(b.state().card(bl).rested);
}

// CR 1.31 3.17.2, 1.3.2.1: the stand trigger on a standing Miracle Beauty changes nothing: no trigger.
TEST(Bt05MiracleBeautyTest, AStandingUnitDoesNotBecomeStanding) {
  Board b = beauty_drive(kTwinOrder, "BT04/060", kDaisy, true);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.trigger(b.unit(Player::A, Circle::Vanguard), u));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::BackLeft)).rested);
}

// Section c, ruling 18: standing Dancing Wolf (BT04/076) behind it makes Dancing Wolf become
// standing in the battle phase: Dancing Wolf's ability triggers too (+3000).
TEST(Bt05MiracleBeautyTest, StandingDancingWolfTriggersItsAbility) {
  Board b = beauty_drive(kTwinOrder, "BT04/060", "BT04/076");
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), wolf = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.trigger(b.unit(Player::A, Circle::Vanguard), u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_FALSE(b.state().card(wolf).rested);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(wolf, 1));
  EXPECT_EQ(b.power(Player::A, Circle::BackLeft), 7000 + 3000);
}

// CR 1.31 6.3.1.2: stood in the stand phase (not the battle phase), nothing stands by.
TEST(Bt05MiracleBeautyTest, StoodInTheStandPhaseNothing) {
  Board b({{{Circle::Vanguard, kTwinOrder}, {Circle::FrontLeft, kMiracleBeauty}, {Circle::BackLeft, kDaisy}}, {Circle::FrontLeft, Circle::BackLeft}},
          opponent());
  pass_turns(b, 2);
  EXPECT_FALSE(b.state().card(b.unit(Player::A, Circle::FrontLeft)).rested);
  EXPECT_TRUE(b.state().standing.empty());
}

// "Another rear-guard": on back-center its column holds only the vanguard, which stays rested.
TEST(Bt05MiracleBeautyTest, TheVanguardOfItsColumnIsNotStood) {
  Board b({{{Circle::Vanguard, kTwinOrder}, {Circle::BackCenter, kMiracleBeauty}}, {Circle::BackCenter}, {}, {"BT04/060"}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter), v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::TriggerEffect);
  ASSERT_FALSE(b.trigger(v, u));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_TRUE(b.state().card(v).rested);
}

}  // namespace
}  // namespace vg::test
