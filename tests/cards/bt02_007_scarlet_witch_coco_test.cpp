// BT02/007 Scarlet Witch, CoCo: [CONT](VC) in your own turn, with no card in your soul, +3000
// power; [AUTO] [Counter Blast 2] when placed on (VC), if your soul holds one card or none, you
// may pay: draw up to two cards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.2.1.2, 6.2.1: on (VC) in its player's turn with an empty soul: 13000.
TEST(Bt02ScarletWitchCocoTest, OwnTurnEmptySoulGivesThreeThousand) {
  Board b({{{Circle::Vanguard, "BT02/007"}}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
}

// With a card in the soul the condition fails: printed power.
TEST(Bt02ScarletWitchCocoTest, CardInTheSoulGivesNothing) {
  Board b({{{Circle::Vanguard, "BT02/007"}}, {}, {}, {}, {}, {kFiller}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 6.2.1: in the opponent's turn ("your own turn" fails): printed power, though the soul is empty.
TEST(Bt02ScarletWitchCocoTest, OpponentsTurnGivesNothing) {
  Board b(opponent(), {{{Circle::Vanguard, "BT02/007"}}});
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 10000);
}

// Player A rides CoCo over a grade 2 with `soul` cards already in the soul and two face-up damage.
Board coco_ridden(int soul) {
  Side a{{{Circle::Vanguard, "TD04/004"}}, {}, {"BT02/007"}, {}, fillers(2), fillers(soul)};
  Board b(a, opponent(), Decision::Ride);
  EXPECT_FALSE(b.ride("BT02/007"));
  return b;
}

// CR 10.1.4.1, 10.1.15.1, 3.12.4: ridden with the old vanguard its soul's only card, it pays
// Counter Blast 2 and draws two cards, asked before each.
TEST(Bt02ScarletWitchCocoTest, PlacedOnVanguardDrawsUpToTwo) {
  Board b = coco_ridden(0);
  const InstanceId coco = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(coco, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(b.choose({coco}));
  ASSERT_FALSE(b.choose({coco}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 3.12.4: the player may stop after the first card.
TEST(Bt02ScarletWitchCocoTest, MayStopAfterOneCard) {
  Board b = coco_ridden(0);
  const InstanceId coco = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.play(coco, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(b.choose({coco}));
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: with two cards in the soul the "if" fails: the cost cannot be paid.
TEST(Bt02ScarletWitchCocoTest, TwoCardsInTheSoulRefuseTheCost) {
  Board b = coco_ridden(1);
  const InstanceId coco = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(coco, 2, b.face_up_damage(Player::A, 2))),
            "cannot pay the cost of the ability of Scarlet Witch, CoCo (" + id(coco) + "): its condition does not hold [CR 8.1.1.2.3]");
  EXPECT_FALSE(b.decline(coco, 2));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

}  // namespace
}  // namespace vg::test
