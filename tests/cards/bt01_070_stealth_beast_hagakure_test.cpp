// BT01/070 Stealth Beast, Hagakure: [AUTO] [Counter Blast 1] when placed on (GC), if your
// vanguard is a <Nubatama> and you have fewer cards in hand than your opponent, you may pay: your
// opponent chooses a card from their hand and discards it.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kHagakure = "BT01/070";
constexpr const char* kChigasumi = "BT01/068";  // a Nubatama vanguard

// CR 8.5.3, 10.1.2.1.2: called as a guardian by player B, paid for; the choice is player A's
// (the opponent of its master), among A's hand cards, and the chosen card is discarded.
TEST(Bt01HagakureTest, GuardingItMakesTheOpponentDiscardACardOfTheirChoice) {
  Side a = boosted_attacker();
  a.hand = {kFiller, "TD02/007"};
  Board b(a, {{{Circle::Vanguard, kChigasumi}}, {}, {kHagakure}, {}, fillers(1)});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({kHagakure}));
  const InstanceId hagakure = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(hagakure, 1, b.face_up_damage(Player::B, 1)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::A);
  EXPECT_EQ(b.game().request().options, b.state().player(Player::A).hand);
  const InstanceId bahr = b.hand_card(Player::A, "TD02/007");
  ASSERT_FALSE(b.choose({bahr}));
  EXPECT_EQ(b.state().card(bahr).zone, Zone::Drop);
}

// CR 8.1.1.2.3: with a vanguard of another clan the cost cannot be paid.
TEST(Bt01HagakureTest, WithAVanguardOfAnotherClanItCannotBePaid) {
  Side a = boosted_attacker();
  a.hand = {kFiller, "TD02/007"};
  Board b(a, {{{Circle::Vanguard, kFiller}}, {}, {kHagakure}, {}, fillers(1)});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({kHagakure}));
  const InstanceId hagakure = b.unit(Player::B, Circle::Guardian);
  EXPECT_EQ(message(b.play(hagakure, 1, b.face_up_damage(Player::B, 1))),
            "cannot pay the cost of the ability of Stealth Beast, Hagakure (" + id(hagakure) + "): its condition does not hold [CR 8.1.1.2.3]");
}

}  // namespace
}  // namespace vg::test
