// BT01/001 King of Knights, Alfred: [CONT](VC) your units cannot boost this unit; [CONT](VC)
// during your turn, +2000 power for each of your <Royal Paladin> rear-guards; [ACT](VC/RC)
// [Counter Blast 3] search the deck for up to one grade 2 or less <Royal Paladin>, call it to
// (RC), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAlfred = "BT01/001";

// CR 1.3.1, 7.3.1.5: the card's text prevails over the rules.
TEST(Bt01KingOfKnightsAlfredTest, NoUnitMayBoostIt) {
  Board b({{{Circle::Vanguard, kAlfred}, {Circle::BackCenter, "TD01/008"}}}, opponent());
  const InstanceId alfred = b.unit(Player::A, Circle::Vanguard), marron = b.unit(Player::A, Circle::BackCenter);
  EXPECT_EQ(message(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter)),
            "cannot boost King of Knights, Alfred (" + id(alfred) + ") with Little Sage, Marron (" + id(marron) +
                "): its continuous ability says your units cannot boost it [CR 1.3.1]");
}

// CR 8.7.1.3: +2000 for each «Royal Paladin» rear-guard (two here; the Megacolony one does not
// count), in its player's turn only (player B's Alfred in player A's turn has none).
TEST(Bt01KingOfKnightsAlfredTest, PowerForEachRoyalPaladinRearGuardInYourTurn) {
  Board b({{{Circle::Vanguard, kAlfred}, {Circle::FrontLeft, "TD01/008"}, {Circle::FrontRight, "TD01/004"}, {Circle::BackLeft, kFiller}}},
          opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 14000);
  Board o({{{Circle::Vanguard, kFiller}}}, {{{Circle::Vanguard, kAlfred}, {Circle::FrontLeft, "TD01/008"}}});
  EXPECT_EQ(o.power(Player::B, Circle::Vanguard), 10000);
}

// CR 10.1.9, 10.1.6.1: the search offers only a grade 2 or less «Royal Paladin»; the card called
// is one more «Royal Paladin» rear-guard.
TEST(Bt01KingOfKnightsAlfredTest, CallsAGradeTwoOrLessRoyalPaladin) {
  Board b({{{Circle::Vanguard, kAlfred}}, {}, {}, {"BT01/010", kFiller, "TD01/004"}, fillers(3)}, opponent());
  const InstanceId alfred = b.unit(Player::A, Circle::Vanguard);
  const InstanceId gallatin = b.card_in(Player::A, Zone::Deck, "TD01/004");
  ASSERT_FALSE(b.act(alfred, 3, b.face_up_damage(Player::A, 3)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{gallatin});
  ASSERT_FALSE(b.choose({gallatin}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(gallatin, Circle::FrontLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), gallatin);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);
}

}  // namespace
}  // namespace vg::test
