// BT04/029 Platinum Ace: [AUTO](VC) at the beginning of your attack step, if it has 13000 or more power, +1 critical
// until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// Enigman Storm and Platinum Ace's attack-step ability (docs/classic-mechanisms.md (c) 9): the
// battle begins (CR 1.31 7.3.1.1), then it stands by (7.3.1.2); the power is read on resolution
// (CR 8.1.1.2.3). Cosmo Beak (BT04/013) gives the vanguard +4000 first when `pump` is set.
Board storm_board(bool pump, bool opponents = false) {
  const Side side({{Circle::Vanguard, "BT04/029"}}, {}, {"BT04/013"}, {}, fillers(2), {});
  Board b(opponents ? Side({{Circle::Vanguard, kFiller}}) : side, opponents ? side : opponent());
  if (pump) {
    EXPECT_FALSE(b.call("BT04/013", Circle::FrontLeft));
    EXPECT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1, b.face_up_damage(Player::A, 2)));
    EXPECT_FALSE(b.choose({b.unit(Player::A, Circle::Vanguard)}));
  }
  return b;
}

// At 13000 power it has +1 critical for the battle: two damage; it is mandatory.
TEST(Bt04PlatinumAceTest, CriticalForTheBattleAt13000Power) {
  Board b = storm_board(true);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(b.state().power(v), 13000);
  to_attack_step(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 1)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.state().critical(v), 2);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 2u);
  EXPECT_EQ(b.state().critical(v), 1);  // CR 7.7.1.2: that battle is over
}

// At 9000 power (below the number) it resolves and gives nothing.
TEST(Bt04PlatinumAceTest, NothingBelowTheNumber) {
  Board b = storm_board(false);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(b.state().power(v), 9000);
  to_attack_step(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.state().critical(v), 1);
}

// "Your attack step": player B's vanguard does not trigger in player A's attack step.
TEST(Bt04PlatinumAceTest, NotInTheOpponentsAttackStep) {
  Board b = storm_board(false, true);
  to_attack_step(b);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Attacker);
}

}  // namespace
}  // namespace vg::test
