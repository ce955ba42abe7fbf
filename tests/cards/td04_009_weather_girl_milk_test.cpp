// TD04/009 Weather Girl, Milk: [AUTO](RC) when it boosts an <<Oracle Think Tank>> vanguard, if
// you hold four or more cards, the boosted unit gets +4000 power until that battle ends.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// Milk boosts the vanguard `vanguard` (8000) with `hand` cards in hand: the attack's power at the guard step.
int boosted_power(const std::string& vanguard, int hand, bool stands_by) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::BackCenter, "TD04/009"}}, {}, fillers(hand)}, opponent());
  const InstanceId milk = b.unit(Player::A, Circle::BackCenter);
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), stands_by ? Decision::PlayAuto : Decision::Guard);
  if (stands_by) {
    EXPECT_FALSE(b.play(milk, 1));
  }
  EXPECT_EQ(b.decision(), Decision::Guard);
  return b.power(Player::A, Circle::Vanguard);
}

// CR 7.3.1.6, 7.3.1.7, 8.1.1.2.3: boosting an Oracle Think Tank vanguard with four cards in hand adds 4000.
TEST(Td04WeatherGirlMilkTest, BoostingTheVanguardWithFourCardsAddsFourThousand) {
  EXPECT_EQ(boosted_power("BT01/054", 4, true), 8000 + 6000 + 4000);
}

// CR 8.1.1.2.3: with three cards the "if" fails: only the boost.
TEST(Td04WeatherGirlMilkTest, WithThreeCardsOnlyTheBoost) {
  EXPECT_EQ(boosted_power("BT01/054", 3, true), 8000 + 6000);
}

// CR 8.1.1.2.1: boosting a vanguard of another clan does not trigger it.
TEST(Td04WeatherGirlMilkTest, AnotherClanDoesNotTrigger) {
  EXPECT_EQ(boosted_power("BT01/060", 4, false), 8000 + 6000);
}

// CR 8.1.1.2.1: boosting an Oracle Think Tank rear-guard does not trigger it.
TEST(Td04WeatherGirlMilkTest, BoostingARearGuardDoesNotTrigger) {
  Board b({{{Circle::Vanguard, "BT01/054"}, {Circle::FrontLeft, "BT01/054"}, {Circle::BackLeft, "TD04/009"}}, {}, fillers(4)}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 8000 + 6000);
}

}  // namespace
}  // namespace vg::test
