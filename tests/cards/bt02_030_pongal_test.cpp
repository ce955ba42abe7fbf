// BT02/030 Pongal: [ACT](RC) [Counter Blast 1, put this unit into your soul] if your vanguard is
// a <<Royal Paladin>>, search your deck for up to one "Soul Saver Dragon", reveal it, put it into
// your hand, and shuffle the deck.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.5.2.3, 10.1.9, 10.1.8: under a Royal Paladin vanguard the cost is paid and the Soul Saver
// Dragon of the deck goes to the hand.
TEST(Bt02PongalTest, FindsSoulSaverDragonUnderARoyalPaladinVanguard) {
  Board b({{{Circle::Vanguard, "BT01/042"}, {Circle::FrontLeft, "BT02/030"}}, {}, {}, {kFiller, "BT02/004"}, fillers(1)}, opponent());
  const InstanceId pongal = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(pongal, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().card(pongal).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  const std::vector<InstanceId> found = b.game().request().options;
  ASSERT_EQ(found.size(), 1u);
  ASSERT_FALSE(b.choose(found));
  EXPECT_EQ(b.hand_card(Player::A, "BT02/004"), found[0]);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost is paid, and nothing is searched.
TEST(Bt02PongalTest, UnderAnotherClanNothingIsSearched) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT02/030"}}, {}, {}, {"BT02/004"}, fillers(1)}, opponent());
  const InstanceId pongal = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(pongal, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().card(pongal).zone, Zone::Soul);
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

}  // namespace
}  // namespace vg::test
