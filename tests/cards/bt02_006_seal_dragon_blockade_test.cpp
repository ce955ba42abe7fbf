// BT02/006 Seal Dragon, Blockade: [CONT](VC) during your turn, your opponent's units cannot
// intercept.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 1.3.1, 10.2.2.1: the card's text prevails over the rules; a guard without it goes on.
TEST(Bt02SealDragonBlockadeTest, TheOpponentCannotIntercept) {
  Board b({{{Circle::Vanguard, "BT02/006"}}}, {{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "TD02/004"}}});
  const InstanceId blockade = b.unit(Player::A, Circle::Vanguard), nehalem = b.unit(Player::B, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(message(b.guard({}, {Circle::FrontLeft})),
            "cannot intercept with Dragon Knight, Nehalem (" + id(nehalem) + "): the continuous ability of Seal Dragon, Blockade (" +
                id(blockade) + ") says its opponent's units cannot intercept [CR 1.3.1]");
  EXPECT_FALSE(b.no_guard());
}

// Without Blockade the same intercept is allowed (the board above is otherwise alike).
TEST(Bt02SealDragonBlockadeTest, AnotherVanguardLetsTheOpponentIntercept) {
  Board b({{{Circle::Vanguard, kFiller}}}, {{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "TD02/004"}}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.guard({}, {Circle::FrontLeft}));
}

}  // namespace
}  // namespace vg::test
