// BT01/074 Highspeed, Brakki: [AUTO](RC) [Soul Blast 1] as it attacks, it may pay; then
// +5000 power until that battle ends, and at the beginning of that battle's close step it goes
// back into the deck, which is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.6.5, 7.7.1.1: +5000 for the battle; at the close step it returns to the deck.
TEST(Bt01HighspeedBrakkiTest, AttackGainsFiveThousandThenReturnsToTheDeck) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT01/074"}}, {}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 1, b.soul(Player::A, 1)));
  EXPECT_EQ(b.state().power(u), 14000);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
}

// CR 2.11.3: on the vanguard circle the ability is not active: nothing stands by.
TEST(Bt01HighspeedBrakkiTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT01/074"}}, {}, {}, {}, {}, fillers(1)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
