// BT05/013 Stealth Beast, Leaves Mirage (Sentinel): [AUTO] when placed on (GC), you may discard a <<Murakumo>> from your hand;
// then one of your attacked <<Murakumo>> units cannot be hit until the end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 1.31 5.1.2.5, 10.2.8: the card carries the Sentinel mark.
TEST(Bt05StealthBeastLeavesMirageTest, HasTheSentinelMark) { EXPECT_TRUE(def("BT05/013").sentinel); }

// CR 10.1.4.1, 10.1.2.1, 1.3.1: called as a guardian with a <<Murakumo>> discarded, the attacked
// vanguard (Shijimamaru, 8000) is not hit by 16000.
TEST(Bt05StealthBeastLeavesMirageTest, DiscardingOfTheClanTheVanguardCannotBeHit) { check_sentinel("BT05/013", "BT05/057"); }

// CR 10.1.2.1, 8.5.2.3: a card of another clan does not pay; declined, the attack hits.
TEST(Bt05StealthBeastLeavesMirageTest, OnlyACardOfTheClanPaysTheCost) { check_sentinel_cost_of_the_clan("BT05/013", "BT05/057"); }

// CR 8.5.3: the attacked unit must be a <<Murakumo>>: under a vanguard of another clan the cost is
// paid and nothing is chosen; the attack hits.
TEST(Bt05StealthBeastLeavesMirageTest, AnAttackedUnitOfAnotherClanIsNotProtected) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, "BT01/048"}}, {}, {"BT05/013", "BT05/057"}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({"BT05/013"}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(s, 1, {b.hand_card(Player::B, "BT05/057")}));
  EXPECT_NE(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}

}  // namespace
}  // namespace vg::test
