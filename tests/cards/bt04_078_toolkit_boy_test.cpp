// BT04/078 Toolkit Boy: [AUTO](RC) when an attack hits a vanguard during the battle it boosted a
// <<Nova Grappler>> vanguard, choose a card of your damage zone and turn it face up.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kToolkitBoy = "BT04/078";

// Player A: `vanguard` attacks `target`, boosted by Toolkit Boy from back-center; two damage
// cards, the first face down. Player B does not guard.
Board toolkit_boy_boosts(const std::string& vanguard, Circle target) {
  Side a({{Circle::Vanguard, vanguard}, {Circle::BackCenter, kToolkitBoy}}, {}, {}, {}, fillers(2));
  a.face_down = 1;
  Board b(a, opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, target, Circle::BackCenter));
  EXPECT_FALSE(b.no_guard());
  return b;
}

// CR 1.31 7.6.1.9, 8.5.3, 10.1.12.1: mandatory; the face-down damage card is the one offered,
// exactly one, and it is turned face up.
TEST(Bt04ToolkitBoyTest, BoostedNovaGrapplerVanguardHitsAVanguardACardTurnsFaceUp) {
  Board b = toolkit_boy_boosts(kBoostedNovaGrappler, Circle::Vanguard);
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  const InstanceId down = b.state().player(Player::A).damage[0];
  ASSERT_TRUE(b.state().card(down).face_down);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{down});
  EXPECT_EQ(b.game().request().min, 1);
  ASSERT_FALSE(b.choose({down}));
  EXPECT_FALSE(b.state().card(down).face_down);
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), u);  // it stays
}

// CR 1.31 8.1.1.2.1: the vanguard's attack hits a rear-guard: nothing stands by.
TEST(Bt04ToolkitBoyTest, AHitOnARearGuardTriggersNothing) {
  Board b = toolkit_boy_boosts(kBoostedNovaGrappler, Circle::FrontLeft);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_TRUE(b.state().card(b.state().player(Player::A).damage[0]).face_down);
}

// A vanguard of another clan boosted: nothing; a «Nova Grappler» rear-guard boosted (Toolkit Boy
// behind it on back-left) hits the vanguard: nothing either, it is not a vanguard.
TEST(Bt04ToolkitBoyTest, OnlyABoostedNovaGrapplerVanguard) {
  Board other = toolkit_boy_boosts(kFiller, Circle::Vanguard);
  EXPECT_EQ(other.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(other.state().standing.empty());
  Board rear = boosted_hit_on(kToolkitBoy, kBoostedNovaGrappler);
  EXPECT_EQ(rear.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(rear.state().standing.empty());
  EXPECT_EQ(rear.decision(), Decision::StartStep);
}

}  // namespace
}  // namespace vg::test
