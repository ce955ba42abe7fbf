// BT03/074 Battle Sister, Vanilla: [AUTO] when this unit is placed on (GC), if you have six or
// more <Oracle Think Tank> in your soul, it gets +5000 shield until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kVanilla = "BT03/074";

// Player A's 16000 attack on player B's 8000 vanguard, guarded by Vanilla (5000 shield) with
// `oracles` «Oracle Think Tank» in B's soul; the ability played.
Board guarded(int oracles) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, "BT01/054"}}, {}, {kVanilla}, {}, {}, copies(kOracle, oracles)});
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_FALSE(b.guard({kVanilla}));
  const InstanceId g = b.unit(Player::B, Circle::Guardian);
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.asked(), Player::B);
  EXPECT_EQ(message(b.decline(g, 1)), "the automatic ability of Battle Sister, Vanilla (" + id(g) + ") is mandatory: it must be played " + cite(cr::kMustPlayAuto));
  EXPECT_FALSE(b.play(g, 1));
  EXPECT_FALSE(b.end_guard());
  return b;
}

// CR 1.31 10.1.4.1, 7.4.1.3, 8.1.1.2.3: with six, 10000 shield: 18000 against 16000, no hit.
TEST(Bt03BattleSisterVanillaTest, SixInTheSoulPlusFiveThousandShield) {
  Board b = guarded(6);
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 0u);
}

// With five, 5000 shield: 13000, the attack hits.
TEST(Bt03BattleSisterVanillaTest, FiveInTheSoulNoShield) {
  Board b = guarded(5);
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}

}  // namespace
}  // namespace vg::test
