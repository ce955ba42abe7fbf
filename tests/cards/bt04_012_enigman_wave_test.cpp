// BT04/012 Enigman Wave: [CONT](VC) with Enigman Ripple in the soul, +1000 power; [AUTO](VC) at the beginning of your
// attack step, if it has 14000 or more power, until end of that battle it has "[AUTO](VC) when
// its attack hits a vanguard, draw a card".
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Enigman Ripple in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04EnigmanWaveTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/012", "BT04/056", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04EnigmanWaveTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/012", "BT04/056"); }

// CR 1.31 7.3.1.1-7.3.1.2, 8.1.1.2.3 (docs/classic-mechanisms.md (c) 9): at the beginning of the
// attack step; Cosmo Beak (BT04/013) gives the vanguard +4000 first when `pump` is set.
Board wave_board(bool pump, bool opponents = false) {
  const Side side({{Circle::Vanguard, "BT04/012"}}, {}, {"BT04/013"}, {"BT04/023", "BT04/028"}, fillers(2), {"BT04/056"});
  Board b(opponents ? Side({{Circle::Vanguard, kFiller}}) : side, opponents ? side : opponent());
  if (pump) {
    EXPECT_FALSE(b.call("BT04/013", Circle::FrontLeft));
    EXPECT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1, b.face_up_damage(Player::A, 2)));
    EXPECT_FALSE(b.choose({b.unit(Player::A, Circle::Vanguard)}));
  }
  return b;
}

// At 14000 it gets the ability (mandatory); its attack hitting the vanguard draws the card under
// the drive check's; the given ability ends with the battle (CR 7.7.1.2).
TEST(Bt04EnigmanWaveTest, AtFourteenThousandItsHitDrawsACard) {
  Board b = wave_board(true);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(b.state().power(v), 14000);
  to_attack_step(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 2)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 2));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 3)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 3));
  EXPECT_NE(b.hand_card(Player::A, "BT04/023"), kNoInstance);  // the drive check
  EXPECT_NE(b.hand_card(Player::A, "BT04/028"), kNoInstance);  // the draw
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.state().abilities(v), (std::vector<int>{0, 1}));
}

// At 10000 it resolves and gives nothing: the hit draws nothing.
TEST(Bt04EnigmanWaveTest, BelowFourteenThousandNothing) {
  Board b = wave_board(false);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(b.state().power(v), 10000);
  to_attack_step(b);
  ASSERT_FALSE(b.play(v, 2));
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);  // Cosmo Beak and the drive check
}

// "Your attack step": player B's vanguard does not trigger in player A's.
TEST(Bt04EnigmanWaveTest, NotInTheOpponentsAttackStep) {
  Board b = wave_board(false, true);
  to_attack_step(b);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Attacker);
}

}  // namespace
}  // namespace vg::test
