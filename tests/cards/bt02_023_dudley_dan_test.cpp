// BT02/023 Dudley Dan: [AUTO](RC) [Counter Blast 2 and a <Spike Brothers> from the hand into
// the soul] when this unit boosts a vanguard, you may pay; then search the deck for up to one
// <Spike Brothers>, call it to an open (RC), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDan = "BT02/023";
constexpr const char* kJoker = "BT02/048";
constexpr const char* kSeifried = "BT02/009";

// CR 7.3.1.6, 8.5.2.3, 10.1.9, 10.1.6.1.1.1: boosting the vanguard, a hand card of another clan
// does not pay; a «Spike Brothers» does, goes into the soul, and the card found is called to an
// open circle: not to the one the attacker stands on. A grade 3 under a grade 2 vanguard (seed
// rulings on Dudley Dan: a superior call ignores the vanguard's grade).
TEST(Bt02DudleyDanTest, BoostingTheVanguardCallsASpikeBrother) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, kDan}, {Circle::FrontLeft, kFiller}}, {}, {kJoker, "TD01/008"}, {kSeifried},
           fillers(2)},
          opponent());
  const InstanceId dan = b.unit(Player::A, Circle::BackCenter), joker = b.hand_card(Player::A, kJoker);
  const InstanceId seifried = b.card_in(Player::A, Zone::Deck, kSeifried);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const InstanceId marron = b.hand_card(Player::A, "TD01/008");
  EXPECT_EQ(message(b.play(dan, 1, joined(b.face_up_damage(Player::A, 2), {marron}))),
            "cannot pay the move into the soul with Little Sage, Marron (" + id(marron) + "): it must be a «Spike Brothers» [CR 8.5.2.3]");
  ASSERT_FALSE(b.play(dan, 1, joined(b.face_up_damage(Player::A, 2), {joker})));
  EXPECT_EQ(b.state().card(joker).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({seifried}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(message(b.superior_call(seifried, Circle::FrontLeft)),
            "cannot call General Seifried (" + id(seifried) + ") to front-left: the effect calls it only to an open circle, and " +
                def(kFiller).name + " (" + id(b.unit(Player::A, Circle::FrontLeft)) + ") is there [CR 10.1.6.1.1.1]");
  ASSERT_FALSE(b.superior_call(seifried, Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), seifried);
}

// CR 7.3.1.6: boosting a rear-guard triggers nothing.
TEST(Bt02DudleyDanTest, BoostingARearGuardTriggersNothing) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackLeft, kDan}, {Circle::FrontLeft, kFiller}}, {}, {kJoker}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_NE(b.decision(), Decision::PlayAuto);
}

}  // namespace
}  // namespace vg::test
