// TD04/001 Oracle Guardian, Apollon: [AUTO](VC) [Counter Blast 2] when its attack hits, you may
// pay; then draw two cards, return a card of your choice from hand to the deck and shuffle.
// [AUTO](RC) [Counter Blast 2] when its attack hits, you may pay; then draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.15.1: on the vanguard circle, two draws; the chosen hand card goes back into the deck.
TEST(Td04OracleGuardianApollonTest, VanguardDrawsTwoAndReturnsOne) {
  Board b({{{Circle::Vanguard, "TD04/001"}}, {}, {"TD04/004"}, {kFiller, kFiller, "TD01/001", "TD01/002"}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const std::size_t deck = b.count(Player::A, Zone::Deck);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(b.count(Player::A, Zone::Hand), 5u);  // two drive checks, two draws
  const InstanceId back = b.hand_card(Player::A, "TD04/004");
  ASSERT_FALSE(b.choose({back}));
  EXPECT_EQ(b.state().card(back).zone, Zone::Deck);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 4u);
  EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_NE(b.hand_card(Player::A, "TD01/002"), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Deck), deck - 1);
}

// CR 2.11.3, 7.6.1.9: on a rear-guard circle only the second ability is active: one draw.
TEST(Td04OracleGuardianApollonTest, RearGuardDrawsOne) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "TD04/001"}}, {}, {}, {"TD01/001"}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 1u);
}

}  // namespace
}  // namespace vg::test
