// BT05/008 Mistress Hurricane: [CONT](VC) with eight or more <<Pale Moon>> in your soul, +1000
// power; [AUTO] [Counter Blast 2] when placed on (VC), you may pay: call a <<Pale Moon>> of your
// choice from your soul to (RC).
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kHurricane = "BT05/008";
constexpr const char* kBicorn = "BT03/052";  // Dark Metal Bicorn, «Pale Moon», grade 1

TEST(Bt05MistressHurricaneTest, EightPaleMoonInTheSoulGiveAThousandOnTheVanguardCircle) {
  check_soul_count_plus_1000(kHurricane, kBicorn);
}

// CR 10.1.4.1, 10.1.15.1, 8.5.3, 10.1.6.1: ridden onto a «Pale Moon», paying two damage, one
// «Pale Moon» of the soul (the card ridden over among them; not the card of another clan) is
// called to the circle chosen.
TEST(Bt05MistressHurricaneTest, PlacedOnTheVanguardCircleCallsAPaleMoonFromTheSoul) {
  Board b({{{Circle::Vanguard, kPaleMoon}}, {}, {kHurricane}, {}, fillers(2), {kBicorn, kFiller}}, opponent(), Decision::Ride);
  const InstanceId cerberus = b.unit(Player::A, Circle::Vanguard), bicorn = b.card_in(Player::A, Zone::Soul, kBicorn);
  ASSERT_FALSE(b.ride(kHurricane));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  std::vector<InstanceId> options = b.game().request().options;
  std::sort(options.begin(), options.end());
  std::vector<InstanceId> expected{cerberus, bicorn};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(options, expected);
  EXPECT_EQ(b.game().request().min, 1);
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({bicorn}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(bicorn, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), bicorn);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
}

// "You may" (CR 8.6.3.1): declined, the soul keeps its cards.
TEST(Bt05MistressHurricaneTest, TheCallMayBeDeclined) {
  Board b({{{Circle::Vanguard, kPaleMoon}}, {}, {kHurricane}, {}, fillers(2), {kBicorn}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kHurricane));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::Vanguard), 2));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.1: called to a rear-guard circle it is not placed on (VC): nothing stands by.
TEST(Bt05MistressHurricaneTest, CalledToARearGuardCircleNothingStandsBy) {
  Board b({{{Circle::Vanguard, kHurricane}}, {}, {kHurricane}, {}, fillers(2), {kBicorn}}, opponent());
  ASSERT_FALSE(b.call(kHurricane, Circle::FrontLeft));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
