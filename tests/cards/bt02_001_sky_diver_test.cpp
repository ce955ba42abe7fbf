// BT02/001 Sky Diver: [CONT](VC)/(RC) with no other <Spike Brothers> vanguard or rear-guard,
// -2000 power; [AUTO](RC) [put this unit into the soul] when its attack hits, you may pay: call up
// to one <Spike Brothers> from the hand to (RC).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSkyDiver = "BT02/001";
constexpr const char* kSpike = "BT01/075";  // a Spike Brothers without abilities

TEST(Bt02SkyDiverTest, AloneOnTheVanguardCircleItHas2000Less) { check_alone_minus_2000(kSkyDiver, Circle::Vanguard, kSpike); }
TEST(Bt02SkyDiverTest, AloneOnARearGuardCircleItHas2000Less) { check_alone_minus_2000(kSkyDiver, Circle::FrontLeft, kSpike); }

// CR 8.5.2.3, 8.5.3, 10.1.6.1.3: its attack hits; paid by putting itself into the soul, the
// effect offers only the Spike Brothers of the hand (not the filler) and calls the chosen one.
TEST(Bt02SkyDiverTest, ItsHitCallsASpikeBrothersFromTheHand) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kSkyDiver}}, {}, {kSpike, kFiller}}, opponent(), Decision::StartStep);
  const InstanceId diver = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId spike = b.hand_card(Player::A, kSpike);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(diver, 2));
  EXPECT_EQ(b.state().card(diver).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{spike});
  ASSERT_FALSE(b.choose({spike}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(spike, Circle::FrontLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), spike);
}

// CR 8.5.3.1.1: "up to one": the player may call nothing, and the unit stays in the soul.
TEST(Bt02SkyDiverTest, ThePlayerMayCallNothing) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kSkyDiver}}, {}, {kSpike}}, opponent(), Decision::StartStep);
  const InstanceId diver = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.play(diver, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.state().card(diver).zone, Zone::Soul);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
  EXPECT_NE(b.hand_card(Player::A, kSpike), kNoInstance);
}

}  // namespace
}  // namespace vg::test
