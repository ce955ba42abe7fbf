// TD08/006 Blaster Blade Liberator: [AUTO] [Counter Blast 2] when placed on (VC) or (RC), if your
// vanguard's name contains "Liberator", you may pay: retire one of the opponent's rear-guards in
// the front row of your choice.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBlasterBladeLiberator = "TD08/006";

// Player A: `vanguard` on (VC) (at the ride phase: `at`), Blaster Blade Liberator in the hand,
// two face-up damage; player B: `b` (by default a vanguard, both front rear-guards and back-left).
Board liberator_board(const std::string& vanguard, Decision at = Decision::Main, const Side& b = opponent()) {
  return Board({{{Circle::Vanguard, vanguard}}, {}, {kBlasterBladeLiberator}, {}, fillers(2)}, b, at);
}
std::string not_offered(InstanceId c) {
  return "card " + id(c) + " cannot be chosen: it is not one of the cards the effect offers " + cite(cr::kChooseWhenResolving);
}

// CR 1.31 10.1.4.1, 10.1.15.1, 4.6.3, 10.1.3.1: called to (RC) under Liberator of Silence,
// Gallatin, paid with two face-up damage: the choice offers the opponent's two front-row
// rear-guards only (not the vanguard, not back-left), and the chosen one is retired.
TEST(Td08BlasterBladeLiberatorTest, PlacedOnARearGuardCircleRetiresAFrontRowRearGuard) {
  Board b = liberator_board("TD08/004");
  ASSERT_FALSE(b.call(kBlasterBladeLiberator, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId fl = b.unit(Player::B, Circle::FrontLeft), fr = b.unit(Player::B, Circle::FrontRight);
  const InstanceId bl = b.unit(Player::B, Circle::BackLeft), bv = b.unit(Player::B, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({fl, fr}));
  EXPECT_EQ(message(b.choose({bv})), not_offered(bv));
  EXPECT_EQ(message(b.choose({bl})), not_offered(bl));
  ASSERT_FALSE(b.choose({fr}));
  EXPECT_EQ(b.unit(Player::B, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(b.state().card(fr).zone, Zone::Drop);
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), fl);
  EXPECT_EQ(b.unit(Player::B, Circle::BackLeft), bl);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 10.1.4.1: placed on (VC) by a ride (onto Gareth, grade 1): the vanguard is now this
// card, whose name contains "Liberator"; it retires a front-row rear-guard.
TEST(Td08BlasterBladeLiberatorTest, PlacedOnTheVanguardCircleByARideRetires) {
  Board b = liberator_board("TD05/008", Decision::Ride);
  ASSERT_FALSE(b.ride(kBlasterBladeLiberator));
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  const InstanceId fl = b.unit(Player::B, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({fl}));
  EXPECT_EQ(b.state().card(fl).zone, Zone::Drop);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.6.3.1 ("you may"): declined, nothing is paid or retired.
TEST(Td08BlasterBladeLiberatorTest, DeclinedNothingIsPaid) {
  Board b = liberator_board("TD08/004");
  ASSERT_FALSE(b.call(kBlasterBladeLiberator, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.1.1.2.3: under a Gold Paladin vanguard whose name lacks "Liberator" (Beaumains) the
// cost is refused; only declining is left.
TEST(Td08BlasterBladeLiberatorTest, UnderAVanguardWithoutLiberatorInItsNameTheCostIsRefused) {
  Board b = liberator_board("TD05/004");
  ASSERT_FALSE(b.call(kBlasterBladeLiberator, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, b.face_up_damage(Player::A, 2))), condition_fails(kBlasterBladeLiberator, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
}

// CR 1.31 4.6.3, 8.5.3.1: the opponent has rear-guards in the back row only: the cost is paid and
// nothing is retired.
TEST(Td08BlasterBladeLiberatorTest, NoFrontRowRearGuardNothingRetired) {
  Board b = liberator_board("TD08/004", Decision::Main, Side({{Circle::Vanguard, "TD02/012"}, {Circle::BackLeft, "TD02/004"}}));
  ASSERT_FALSE(b.call(kBlasterBladeLiberator, Circle::FrontLeft));
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_NE(b.unit(Player::B, Circle::BackLeft), kNoInstance);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
}

}  // namespace
}  // namespace vg::test
