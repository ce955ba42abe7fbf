// BT05/079 Hysteric Shirley: [ACT](RC) [put this unit into your soul] if your vanguard is a <<Dark
// Irregulars>>, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kShirley = "BT05/079";

Board shirley_board(const std::string& vanguard) {
  return Board({{{Circle::Vanguard, vanguard}, {Circle::BackLeft, kShirley}}, {}, {}, {"TD01/001"}}, opponent());
}

// CR 8.5.2.3, 8.5.3, 10.1.17.1: it goes into the soul; under a «Dark Irregulars» vanguard its
// player is asked, and saying yes puts the top card of the deck into the soul too.
TEST(Bt05HystericShirleyTest, UnderItsClanItMaySoulChargeOne) {
  Board b = shirley_board(kDarkIrregulars);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.act(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({u}));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, "TD01/001"), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// "You may": saying no, only Shirley is in the soul.
TEST(Bt05HystericShirleyTest, TheSoulChargeMayBeDeclined) {
  Board b = shirley_board(kDarkIrregulars);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.act(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
}

// CR 8.1.1.2.3: under a vanguard of another clan it goes into the soul and nothing is asked.
TEST(Bt05HystericShirleyTest, UnderAnotherClanNothingIsAsked) {
  Board b = shirley_board(kFiller);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.act(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
}

// CR 2.11.3: on the vanguard circle the ability is not active.
TEST(Bt05HystericShirleyTest, NotActiveOnTheVanguardCircle) { check_soul_self_not_from_vc(kShirley); }

}  // namespace
}  // namespace vg::test
