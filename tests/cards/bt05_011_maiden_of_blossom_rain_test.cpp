// BT05/011 Maiden of Blossom Rain (Sentinel): [AUTO] when placed on (GC), you may discard a <<Neo Nectar>> from your hand;
// then one of your attacked <<Neo Nectar>> units cannot be hit until the end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 1.31 5.1.2.5, 10.2.8: the card carries the Sentinel mark.
TEST(Bt05MaidenOfBlossomRainTest, HasTheSentinelMark) { EXPECT_TRUE(def("BT05/011").sentinel); }

// CR 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a <<Neo Nectar>> discarded, the attacked
// vanguard (Corolla Dragon, 8000) is not hit by 16000.
TEST(Bt05MaidenOfBlossomRainTest, DiscardingOfTheClanTheVanguardCannotBeHit) { check_sentinel("BT05/011", "BT05/046"); }

// CR 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt05MaidenOfBlossomRainTest, OnlyACardOfTheClanPaysTheCost) { check_sentinel_cost_of_the_clan("BT05/011", "BT05/046"); }

// CR 8.5.3: the attacked unit must be a <<Neo Nectar>>: under a vanguard of another clan the cost is
// paid and nothing is chosen; the attack hits.
TEST(Bt05MaidenOfBlossomRainTest, AnAttackedUnitOfAnotherClanIsNotProtected) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, "BT01/048"}}, {}, {"BT05/011", "BT05/046"}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({"BT05/011"}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(s, 1, {b.hand_card(Player::B, "BT05/046")}));
  EXPECT_NE(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}

}  // namespace
}  // namespace vg::test
