// BT03/010 Gwynn the Ripper: [AUTO] [Counter Blast 2] when this unit is placed on (VC) or (RC),
// if you have a <Dark Irregulars> vanguard, you may pay: choose one of your opponent's grade 2 or
// less rear-guards, and retire it.
#include <algorithm>

#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGwynn = "BT03/010";

// Player B: a grade 3 on front-left, a grade 2 on front-right, a grade 0 on back-left.
Side targets() { return {{{Circle::Vanguard, "TD02/012"}, {Circle::FrontLeft, kRoyalG3}, {Circle::FrontRight, "TD02/004"}, {Circle::BackLeft, "TD02/012"}}}; }

// CR 1.31 10.1.4.1, 10.1.15.1, 8.5.3, 10.1.3.1: called to (RC) under a «Dark Irregulars»
// vanguard and paid, it offers only the opponent's grade 2 or lower rear-guards; the chosen one
// is retired.
TEST(Bt03GwynnTheRipperTest, CalledItRetiresAGradeTwoOrLowerRearGuard) {
  Board b({{{Circle::Vanguard, kDarkIrregulars}}, {}, {kGwynn}, {}, fillers(2)}, targets());
  ASSERT_FALSE(b.call(kGwynn, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  const InstanceId grade2 = b.unit(Player::B, Circle::FrontRight), grade0 = b.unit(Player::B, Circle::BackLeft);
  std::vector<InstanceId> offered = b.game().request().options;
  std::sort(offered.begin(), offered.end());
  std::vector<InstanceId> low = {grade2, grade0};
  std::sort(low.begin(), low.end());
  EXPECT_EQ(offered, low);
  EXPECT_EQ(b.game().request().min, 1);
  ASSERT_FALSE(b.choose({grade2}));
  EXPECT_EQ(b.state().card(grade2).zone, Zone::Drop);
  EXPECT_NE(b.unit(Player::B, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// Ridden onto (VC) it is itself the «Dark Irregulars» vanguard.
TEST(Bt03GwynnTheRipperTest, RiddenItRetiresAGradeTwoOrLowerRearGuard) {
  Board b({{{Circle::Vanguard, kDarkIrregularsG1}}, {}, {kGwynn}, {}, fillers(2)}, targets(), Decision::Ride);
  ASSERT_FALSE(b.ride(kGwynn));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  const InstanceId grade0 = b.unit(Player::B, Circle::BackLeft);
  ASSERT_FALSE(b.choose({grade0}));
  EXPECT_EQ(b.state().card(grade0).zone, Zone::Drop);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt03GwynnTheRipperTest, AnotherClanVanguardCannotPay) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kGwynn}, {}, fillers(2)}, targets());
  ASSERT_FALSE(b.call(kGwynn, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.play(u, 1, b.face_up_damage(Player::A, 2))), cost_condition_message(kGwynn, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
}

// "You may pay": declined, nothing is retired.
TEST(Bt03GwynnTheRipperTest, DeclinedNothingIsRetired) {
  Board b({{{Circle::Vanguard, kDarkIrregulars}}, {}, {kGwynn}, {}, fillers(2)}, targets());
  ASSERT_FALSE(b.call(kGwynn, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
