// BT05/030 Caped Stealth Rogue, Shanaou: [AUTO](RC) when this unit's attack hits a vanguard, if
// your vanguard is a <<Murakumo>>, you may return this unit to your hand.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kShanaou = "BT05/030";

// CR 7.6.1.9, 4.1.4: its hit on the vanguard under a «Murakumo» vanguard returns it to the hand.
TEST(Bt05CapedStealthRogueShanaouTest, HitOnAVanguardReturnsItToTheHand) {
  Board b({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kShanaou}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Hand);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
}

// "You may" (CR 8.6.3.1): declined, it stays on its circle.
TEST(Bt05CapedStealthRogueShanaouTest, MayBeDeclined) {
  Board b({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kShanaou}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), u);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it triggers all the same and does nothing:
// played or declined, the unit stays.
TEST(Bt05CapedStealthRogueShanaouTest, UnderAnotherClanItStays) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kShanaou}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  Board declined = b;
  EXPECT_EQ(message(b.play(u, 1)), "accepted");
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), u);
  ASSERT_FALSE(declined.decline(u, 1));
  EXPECT_EQ(declined.unit(Player::A, Circle::FrontLeft), u);
}

// CR 8.1.1.2.1: a hit on a rear-guard does not trigger it; CR 2.11.3: on the vanguard circle
// it is not active.
TEST(Bt05CapedStealthRogueShanaouTest, NotOnARearGuardHitNorFromTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kShanaou}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::FrontLeft));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  Board v({{{Circle::Vanguard, kShanaou}}}, opponent());
  ASSERT_FALSE(v.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(v.no_guard());
  EXPECT_EQ(v.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(v.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
