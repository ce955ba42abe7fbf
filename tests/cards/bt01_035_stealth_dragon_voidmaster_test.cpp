// BT01/035 Stealth Dragon, Voidmaster: [AUTO](VC) when it attacks, if you have more cards in hand
// than your opponent, +3000 until end of that battle; [AUTO](VC/RC) [Counter Blast 1] when its
// attack hits, if you have fewer cards in hand than your opponent, you may pay: your opponent
// chooses a card from their hand and discards it.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kVoidmaster = "BT01/035";
constexpr const char* kDreadmaster = "BT01/069";

// CR 8.1.1.2.3: holding more cards than the opponent, it has +3000 for the battle.
TEST(Bt01VoidmasterTest, AttackingWithMoreCardsInHandItHas3000More) {
  Board b({{{Circle::Vanguard, kVoidmaster}}, {}, {kFiller, kFiller}}, opponent(), Decision::StartStep);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(kVoidmaster).power + 3000);
}

// CR 8.5.3, 10.1.2.1.2: its attack hits; with fewer cards than the opponent (the two of its twin
// drive against four) it is paid for, and player B chooses which of B's hand cards is discarded.
TEST(Bt01VoidmasterTest, ItsHitMakesTheOpponentDiscardACardOfTheirChoice) {
  Side b_side = opponent();
  b_side.hand = {kFiller, kFiller, kFiller, "TD02/007"};
  Board b({{{Circle::Vanguard, kVoidmaster}}, {}, {}, {}, fillers(1)}, b_side, Decision::StartStep);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.play(v, 1));  // mandatory, played though its "if" does not hold (CR 8.6.3.1)
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(kVoidmaster).power);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, b.face_up_damage(Player::A, 1)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  const InstanceId bahr = b.hand_card(Player::B, "TD02/007");
  ASSERT_FALSE(b.choose({bahr}));
  EXPECT_EQ(b.state().card(bahr).zone, Zone::Drop);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 3u);
}

// Seed 000 ruling (docs/rulings.md): Voidmaster boosted by Dreadmaster hits with 3 cards in hand
// (one, and two from the twin drive) against 4 (CR 8.1.1.2.3). Both abilities stand by; Voidmaster's goes first and the opponent
// discards; at 3 against 3 Dreadmaster's condition no longer holds, so it cannot be paid.
TEST(Bt01VoidmasterTest, AfterVoidmastersDiscardDreadmastersCannotBePaidAtEqualHands) {
  Side b_side = opponent();
  b_side.hand = {kFiller, kFiller, kFiller, "TD02/007"};
  Board b({{{Circle::Vanguard, kVoidmaster}, {Circle::BackCenter, kDreadmaster}}, {}, {kFiller}, {}, fillers(2)}, b_side,
          Decision::StartStep);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), d = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.play(v, 1));  // mandatory; 3 cards against 4: no +3000
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, b.face_up_damage(Player::A, 1)));
  ASSERT_FALSE(b.choose({b.hand_card(Player::B, "TD02/007")}));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(d, 1, b.face_up_damage(Player::A, 1))),
            "cannot pay the cost of the ability of Stealth Dragon, Dreadmaster (" + id(d) + "): its condition does not hold [CR 8.1.1.2.3]");
  ASSERT_FALSE(b.decline(d, 1));
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 3u);
}

}  // namespace
}  // namespace vg::test
