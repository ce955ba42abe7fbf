// BT03/006 Goddess of the Full Moon, Tsukuyomi: [CONT](VC/RC) if you do not have a card named
// "Goddess of the Half Moon, Tsukuyomi", one named "Goddess of the Crescent Moon, Tsukuyomi" and
// one named "Godhawk, Ichibyoshi" in your soul, -2000 power; [ACT](VC) [Counter Blast 2] if you
// have six or more <Oracle Think Tank> in your soul, draw two cards, then put a card from your
// hand into your soul.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTsukuyomi = "BT03/006";

// CR 1.31 8.1.1.3, 8.7.1.3: without the three named cards in the soul (six other «Oracle Think
// Tank» there), 2000 less on either circle, in either player's turn. (The three named cards are
// still pending, so a soul holding them cannot be set up yet.)
TEST(Bt03GoddessOfTheFullMoonTsukuyomiTest, WithoutTheThreeNamedCardsItHas2000Less) {
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft}) {
    SCOPED_TRACE(to_string(c));
    EXPECT_EQ(power_with_soul(kTsukuyomi, c, copies(kOracle, 6)), 9000);
    EXPECT_EQ(power_with_soul(kTsukuyomi, c, copies(kOracle, 6), false), 9000);
  }
}

// Player A's vanguard Tsukuyomi with `oracles` «Oracle Think Tank» in the soul, two face-up
// damage, and two known deck tops.
Board full_moon(int oracles) {
  Side a{{{Circle::Vanguard, kTsukuyomi}}, {}, {}, {kMarker, kDarkIrregulars}, fillers(2), copies(kOracle, oracles)};
  return Board(a, opponent());
}

// CR 1.31 10.1.15.1, 3.12, 8.5.3, 4.7.2: with six, both deck tops are drawn and the card chosen
// from the hand goes into the soul.
TEST(Bt03GoddessOfTheFullMoonTsukuyomiTest, CounterBlastDrawsTwoAndPutsOneIntoTheSoul) {
  Board b = full_moon(6);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  const InstanceId marker = b.hand_card(Player::A, kMarker), sieger = b.hand_card(Player::A, kDarkIrregulars);
  ASSERT_NE(marker, kNoInstance);
  ASSERT_NE(sieger, kNoInstance);
  EXPECT_EQ(b.game().request().min, 1);
  ASSERT_FALSE(b.choose({sieger}));
  EXPECT_EQ(b.state().card(sieger).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 7u);
  ASSERT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.1.1.2.3 (for an ACT, 8.5.2.4.4): with five the cost is paid in vain: no draw.
TEST(Bt03GoddessOfTheFullMoonTsukuyomiTest, WithFiveInTheSoulNothingHappens) {
  Board b = full_moon(5);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 5u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 3.1.1.3: the ACT is active on (VC) only.
TEST(Bt03GoddessOfTheFullMoonTsukuyomiTest, ActNotPlayableFromARearGuardCircle) {
  Side a = with_unit(kTsukuyomi, Circle::FrontLeft);
  a.damage = fillers(2);
  a.soul = copies(kOracle, 6);
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(u, 2, b.face_up_damage(Player::A, 2))), not_active_message(kTsukuyomi, u));
}

}  // namespace
}  // namespace vg::test
