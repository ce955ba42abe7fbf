// BT01/020 Juggernaut Maximum: [CONT](VC/RC) without another <Spike Brothers> vanguard or
// rear-guard, -2000 power. [AUTO](RC) [Soul Blast 1] as it attacks, it may pay; then +5000 power
// until that battle ends, and at the beginning of that battle's close step it goes back into the
// deck, which is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.7: alone it has 9000; with Wonder Boy beside it, 11000.
TEST(Bt01JuggernautMaximumTest, MinusTwoThousandWithoutAnotherSpikeBrother) {
  check_alone_minus_2000("BT01/020", Circle::Vanguard, "BT01/075");
}

// CR 3.8.2: a Spike Brothers guardian is not a vanguard or a rear-guard: guarded by Wonder
// Boy, the lone Juggernaut Maximum keeps its -2000.
TEST(Bt01JuggernautMaximumTest, ASpikeBrothersGuardianDoesNotCount) {
  check_guardian_is_not_another_unit("BT01/020", "BT01/075");
}

// CR 8.6.5, 7.7.1.1: on a rear-guard circle, +5000 for the battle; at the close step it returns to the deck.
TEST(Bt01JuggernautMaximumTest, AttackGainsFiveThousandThenReturnsToTheDeck) {
  Board b({{{Circle::Vanguard, "BT01/075"}, {Circle::FrontLeft, "BT01/020"}}, {}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 2, b.soul(Player::A, 1)));
  EXPECT_EQ(b.state().power(u), 16000);
  const std::size_t deck = b.count(Player::A, Zone::Deck);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 3));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.count(Player::A, Zone::Deck), deck + 1);
}

// CR 8.6.3.1, 8.6.5: declined, nothing is set up and it stays on its circle.
TEST(Bt01JuggernautMaximumTest, DeclinedItStays) {
  Board b({{{Circle::Vanguard, "BT01/075"}, {Circle::FrontLeft, "BT01/020"}}, {}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.decline(u, 2));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), u);
  EXPECT_NE(b.decision(), Decision::PlayAuto);
}

}  // namespace
}  // namespace vg::test
