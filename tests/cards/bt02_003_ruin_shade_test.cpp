// BT02/003 Ruin Shade: [AUTO](VC/RC) [put two cards from the top of your deck into your drop
// zone] when this unit attacks, if you have a <Granblue> vanguard, you may pay; if you do, +2000
// power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kShade = "BT02/003";

std::vector<InstanceId> top_two(const Board& b) {
  const auto& deck = b.state().player(Player::A).deck;
  return {deck[deck.size() - 1], deck[deck.size() - 2]};
}

// CR 8.5.2.3, 4.2.3: paying the cost takes the top two cards of the deck into the drop zone, one
// by one (each as the answer to a request, as a draw is); the unit has +2000 for the battle.
TEST(Bt02RuinShadeTest, TheTopTwoCardsPayForPower) {
  Board b({{{Circle::Vanguard, "BT01/038"}, {Circle::FrontLeft, kShade}}, {}, {}, {"BT02/052", "BT02/053"}}, opponent());
  const InstanceId shade = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const std::vector<InstanceId> top = top_two(b);
  EXPECT_EQ(message(b.play(shade, 1, {top[0]})),
            "card #" + std::to_string(top[0]) + " is not in player A's damage zone, soul, hand or rear-guard circles to pay the cost [CR 8.5.2.3]");
  ASSERT_FALSE(b.play(shade, 1));
  EXPECT_EQ(b.state().player(Player::A).drop, (std::vector<InstanceId>{top[0], top[1]}));
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 11000);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid; declined, nothing moves.
TEST(Bt02RuinShadeTest, NothingUnderAnotherClan) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kShade}}}, opponent());
  const InstanceId shade = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(shade, 1)),
            "cannot pay the cost of the ability of Ruin Shade (" + id(shade) + "): its condition does not hold [CR 8.1.1.2.3]");
  ASSERT_FALSE(b.decline(shade, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 0u);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 9000);
}

}  // namespace
}  // namespace vg::test
