// TD07/005 Marine General of the Restless Tides, Algos: [AUTO](VC/RC) when its attack hits a
// vanguard, if your vanguard is an «Aqua Force» and this is the fourth battle of that turn or
// later, draw a card.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAlgos = "TD07/005";

// CR 1.31 7.1.2.1, 7.6.1.9: a turn of four battles. Algos on (RC) hits in the first (the
// ability resolves and draws nothing), a stand trigger of the vanguard's drive check stands it
// (CR 1.31 2.8.1.1.3), and it hits again in the fourth: a card is drawn.
TEST(Td07AlgosTest, FourthBattleDrawsFirstDoesNot) {
  Board b({{{Circle::Vanguard, "TD07/004"}, {Circle::FrontLeft, kAlgos}, {Circle::FrontRight, "TD07/004"}}, {}, {}, {"TD07/017"}},
          opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  unguarded_battle(b, Circle::FrontLeft);  // the ability stood by and was played
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::TriggerEffect);  // Dolphin Soldier of High Speed Raids
  Action stand = Action::make(ActionKind::TriggerEffect, Player::A);
  stand.power_to = b.unit(Player::A, Circle::Vanguard);
  stand.effect_to = u;
  ASSERT_FALSE(b.submit(stand));
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_FALSE(b.state().card(u).rested);
  unguarded_battle(b, Circle::FrontRight);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);  // the drive check's card
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(b.state().battles_this_turn, 4);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kAlgos, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);
}

// Algos attacking from (VC) after `before` battles of the turn: it hits, the ability stands
// by and is played; returns the cards in hand (the drive check's, and the one drawn).
std::size_t vanguard_hand_after(int before) {
  Board b({{{Circle::Vanguard, kAlgos}}}, opponent(), Decision::StartStep, 3, before);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_FALSE(b.play(u, 1));
  return b.count(Player::A, Zone::Hand);
}

// CR 1.31 3.1.1.3: active on (VC), where it is itself the «Aqua Force» vanguard: the fourth
// battle draws, the third does not.
TEST(Td07AlgosTest, VanguardFourthBattleDrawsThirdDoesNot) {
  EXPECT_EQ(vanguard_hand_after(3), 2u);
  EXPECT_EQ(vanguard_hand_after(2), 1u);
}

// CR 1.31 8.1.1.2.3: the fourth battle under a «Megacolony» vanguard draws nothing.
TEST(Td07AlgosTest, OtherClanVanguardNothing) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kAlgos}}}, opponent(), Decision::StartStep, 3, 3);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 1.31 8.1.1.2.1: its attack hits a rear-guard in the fourth battle: nothing stands by.
TEST(Td07AlgosTest, HitOnARearGuardNothing) {
  Board b({{{Circle::Vanguard, "TD07/004"}, {Circle::FrontLeft, kAlgos}}}, opponent(), Decision::StartStep, 3, 3);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::FrontRight));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.unit(Player::B, Circle::FrontRight), kNoInstance);  // hit and retired
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

}  // namespace
}  // namespace vg::test
