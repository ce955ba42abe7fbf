// BT04/027 Enigman Rain: [AUTO](VC) at the beginning of your attack step, if it has 12000 or more power, until end of that
// battle it has "[AUTO](VC) when its attack hits a vanguard, stand one of your rear-guards".
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 7.3.1.1-7.3.1.2, 8.1.1.2.3 (docs/classic-mechanisms.md (c) 9). Cosmo Roar (BT04/030,
// front-left) rests to give the vanguard +2000 first when `pump` is set; back-left is rested.
Board rain_board(bool pump, bool opponents = false) {
  const Side side({{Circle::Vanguard, "BT04/027"}, {Circle::FrontLeft, "BT04/030"}, {Circle::BackLeft, "BT03/081"}}, {Circle::BackLeft});
  Board b(opponents ? Side({{Circle::Vanguard, kFiller}}) : side, opponents ? side : opponent());
  if (pump) {
    EXPECT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
    EXPECT_FALSE(b.choose({b.unit(Player::A, Circle::Vanguard)}));
  }
  return b;
}

// At 12000 it gets the ability (mandatory); its hit on the vanguard stands the rear-guard chosen
// among all of its player's (the rested Cosmo Roar).
TEST(Bt04EnigmanRainTest, AtTwelveThousandItsHitStandsARearGuard) {
  Board b = rain_board(true);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), roar = b.unit(Player::A, Circle::FrontLeft),
                   daisy = b.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(b.state().power(v), 12000);
  EXPECT_TRUE(b.state().card(roar).rested);
  to_attack_step(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 1)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 2)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({roar, daisy}));
  ASSERT_FALSE(b.choose({roar}));
  EXPECT_FALSE(b.state().card(roar).rested);
  EXPECT_TRUE(b.state().card(daisy).rested);
}

// At 10000 it resolves and gives nothing: the hit stands nothing.
TEST(Bt04EnigmanRainTest, BelowTwelveThousandNothing) {
  Board b = rain_board(false);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  to_attack_step(b);
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::StartStep);
}

// "Your attack step": player B's vanguard does not trigger in player A's.
TEST(Bt04EnigmanRainTest, NotInTheOpponentsAttackStep) {
  Board b = rain_board(false, true);
  to_attack_step(b);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Attacker);
}

}  // namespace
}  // namespace vg::test
