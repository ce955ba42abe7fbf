// The cost "put this unit on top of / at the bottom of your deck" (docs/card-scripts.md, "This
// card to the deck"; CR 1.31 8.5.2.3), through Test Drifter (tests/data/cards/T-040.lua), whose
// ACT is active on (VC) and (RC) and pays with `self_to_deck_bottom`.
#include <gtest/gtest.h>

#include "tests/cards/board.h"

namespace vg::test {
namespace {

// On a rear-guard circle it pays: the unit is at the bottom of the deck (the front of the pile)
// and the effect draws the top card.
TEST(SelfToDeckCostTest, FromARearGuardCircleTheUnitGoesToTheBottom) {
  Board b({{{Circle::Vanguard, "T/004"}, {Circle::BackLeft, "T/040"}}, {}, {}, {"T/004"}}, {{{Circle::Vanguard, "T/004"}}});
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  const std::size_t hand = b.count(Player::A, Zone::Hand);
  ASSERT_FALSE(b.act(u, 1));
  EXPECT_EQ(b.state().player(Player::A).deck.front(), u);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), hand + 1);
}

// On the vanguard circle the cost cannot be paid (it takes the unit from a rear-guard circle),
// and nothing moves (CR 8.5.2.3: paid whole or not at all).
TEST(SelfToDeckCostTest, FromTheVanguardCircleItCannotBePaid) {
  Board b({{{Circle::Vanguard, "T/040"}}, {}, {}, {"T/004"}}, {{{Circle::Vanguard, "T/004"}}});
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(v, 1)),
            "cannot pay the cost: Test Drifter (" + id(v) + ") is not where the cost takes it from " + cite(cr::kPayCosts));
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), v);
}

}  // namespace
}  // namespace vg::test
