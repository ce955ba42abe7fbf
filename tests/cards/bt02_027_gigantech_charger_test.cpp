// BT02/027 Gigantech Charger: [AUTO] when placed on (VC) or (RC), reveal the top card of the
// deck; a <Royal Paladin> is called to (RC), otherwise the deck is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCharger = "BT02/027";

// CR 10.1.8.1.2, 10.1.8.1.3, 10.1.6.1.3: the revealed Royal Paladin stays on top of the deck
// until the mandatory call takes it to the circle its player chooses.
TEST(Bt02GigantechChargerTest, ARevealedRoyalPaladinIsCalled) {
  Board b({{{Circle::Vanguard, "BT01/033"}}, {}, {kCharger}, {"TD01/008"}}, opponent());
  ASSERT_FALSE(b.call(kCharger, Circle::FrontLeft));
  const InstanceId charger = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(charger, 1)),
            "the automatic ability of Gigantech Charger (" + id(charger) + ") is mandatory: it must be played [CR 8.6.3.1]");
  const InstanceId top = b.state().player(Player::A).deck.back();
  ASSERT_FALSE(b.play(charger, 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(b.state().card(top).zone, Zone::Deck);
  EXPECT_EQ(b.state().player(Player::A).deck.back(), top);
  ASSERT_FALSE(b.superior_call(top, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), top);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// A card of another clan stays in the deck, which is shuffled.
TEST(Bt02GigantechChargerTest, AnotherClanStaysInTheDeck) {
  Board b({{{Circle::Vanguard, "BT01/033"}}, {}, {kCharger}, {kFiller}}, opponent());
  ASSERT_FALSE(b.call(kCharger, Circle::FrontLeft));
  const std::size_t deck = b.count(Player::A, Zone::Deck);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Deck), deck);
  for (Circle c : kRearGuardCircles) {
    if (c != Circle::FrontLeft) {
      EXPECT_EQ(b.unit(Player::A, c), kNoInstance);
    }
  }
}

}  // namespace
}  // namespace vg::test
