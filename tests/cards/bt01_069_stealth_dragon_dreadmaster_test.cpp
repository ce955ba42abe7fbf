// BT01/069 Stealth Dragon, Dreadmaster: [AUTO](RC) [Counter Blast 1] when an attack it boosted
// hits, if it boosted a <Nubatama> and you have fewer cards in hand than your opponent, you may
// pay: your opponent chooses a card from their hand and discards it.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDreadmaster = "BT01/069";

// CR 8.5.3, 10.1.2.1.2: boosting Chigasumi (a Nubatama), its battle's hit lets it be paid for;
// player B discards a card of B's choice.
TEST(Bt01DreadmasterTest, BoostingANubatamaThatHitsItMakesTheOpponentDiscard) {
  Side b_side = opponent();
  b_side.hand = {kFiller, "TD02/007"};
  Board b({{{Circle::Vanguard, "BT01/068"}, {Circle::BackCenter, kDreadmaster}}, {}, {}, {}, fillers(1)}, b_side, Decision::StartStep);
  const InstanceId d = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1));  // Chigasumi's own, mandatory; no +3000 here
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(d, 1, b.face_up_damage(Player::A, 1)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  const InstanceId bahr = b.hand_card(Player::B, "TD02/007");
  ASSERT_FALSE(b.choose({bahr}));
  EXPECT_EQ(b.state().card(bahr).zone, Zone::Drop);
}

// The trigger filter: boosting a unit of another clan, the hit does not trigger it.
TEST(Bt01DreadmasterTest, BoostingAnotherClanNothingTriggers) {
  Side b_side = opponent();
  b_side.hand = {kFiller, "TD02/007"};
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, kDreadmaster}}, {}, {}, {}, fillers(1)}, b_side, Decision::StartStep);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.no_guard());
  EXPECT_NE(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 2u);
}

}  // namespace
}  // namespace vg::test
