// BT04/020 Fang of Light, Garmore: [CONT](VC) during your turn, +1000 power for each of your units
// named Snogal or Brugal on (RC); [AUTO] [discard a <<Royal Paladin>>] when placed on (VC) or (RC),
// if you have a <<Royal Paladin>> vanguard, you may pay: search your deck for up to one Snogal or
// Brugal, call it to (RC), and shuffle. Snogal (BT04/081) and Brugal (BT04/082) are the real cards:
// their own abilities add to their power only, never to the vanguard's.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFangOfLightGarmore = "BT04/020";
constexpr const char* kGarmoreRoyalPaladin = "TD01/004";  // Knight of Silence, Gallatin: grade 2, no abilities
constexpr const char* kGarmoreOtherClanGrade3 = "BT04/001";  // Phantom Blaster Dragon: «Shadow Paladin»

// CR 1.31 8.2.1.2: on (VC) in its player's turn, +1000 for each Snogal or Brugal on (RC) (not for
// another unit); in the opponent's turn (player B's vanguard in A's turn) nothing.
TEST(Bt04FangOfLightGarmoreTest, PlusOneThousandPerSnogalOrBrugalInYourTurn) {
  const Side side({{Circle::Vanguard, kFangOfLightGarmore}, {Circle::FrontLeft, kSnogal}, {Circle::BackLeft, kBrugal},
                   {Circle::BackCenter, kSnogal}, {Circle::FrontRight, kFiller}});
  Board b(side, side);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 3000);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 10000);
}

// CR 2.11.3: on (RC) the ability is not active.
TEST(Bt04FangOfLightGarmoreTest, NothingOnARearGuardCircle) {
  Board b({{{Circle::Vanguard, kFangOfLightGarmore}, {Circle::FrontLeft, kFangOfLightGarmore}, {Circle::BackLeft, kSnogal}}},
          opponent());
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 10000);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000);
}

// CR 1.31 10.1.2.1, 10.1.9.1, 10.1.6.1: ridden onto a «Royal Paladin», it is its own «Royal
// Paladin» vanguard; a card of another clan does not pay the discard; a «Royal Paladin» does, the
// search offers the Snogal and the Brugal of the deck (at most one, possibly none), and the one
// chosen is called to (RC).
TEST(Bt04FangOfLightGarmoreTest, PlacedOnVcDiscardsARoyalPaladinAndCallsASnogalOrBrugal) {
  Board b({{{Circle::Vanguard, kGarmoreRoyalPaladin}}, {}, {kFangOfLightGarmore, kGarmoreRoyalPaladin, kFiller},
           {kSnogal, kBrugal, kFiller}},
          opponent(), Decision::Ride);
  const InstanceId royal = b.hand_card(Player::A, kGarmoreRoyalPaladin), other = b.hand_card(Player::A, kFiller);
  const InstanceId snogal = b.card_in(Player::A, Zone::Deck, kSnogal), brugal = b.card_in(Player::A, Zone::Deck, kBrugal);
  ASSERT_FALSE(b.ride(kFangOfLightGarmore));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(v, 2, {other})),
            "cannot pay the discard with Bloody Hercules (" + id(other) + "): it must be a «Royal Paladin» " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(v, 2, {royal}));
  EXPECT_EQ(b.state().card(royal).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({snogal, brugal}));
  EXPECT_EQ(b.game().request().min, 0);
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({brugal}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(brugal, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), brugal);
  EXPECT_EQ(b.state().card(snogal).zone, Zone::Deck);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// Called to (RC) under a «Royal Paladin» vanguard (another Fang of Light, Garmore), the same.
TEST(Bt04FangOfLightGarmoreTest, PlacedOnRcCallsTheSnogal) {
  Board b({{{Circle::Vanguard, kFangOfLightGarmore}}, {}, {kFangOfLightGarmore, kGarmoreRoyalPaladin}, {kSnogal}}, opponent());
  const InstanceId snogal = b.card_in(Player::A, Zone::Deck, kSnogal);
  ASSERT_FALSE(b.call(kFangOfLightGarmore, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2, {b.hand_card(Player::A, kGarmoreRoyalPaladin)}));
  ASSERT_FALSE(b.choose({snogal}));
  ASSERT_FALSE(b.superior_call(snogal, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), snogal);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000);  // and the vanguard's ability 1 counts it
}

// "You may" (CR 8.6.3.1): declined, nothing is discarded or searched. Under a vanguard of another
// clan the condition does not hold (CR 8.1.1.2.3): the cost cannot be paid.
TEST(Bt04FangOfLightGarmoreTest, MayBeDeclinedAndNeedsARoyalPaladinVanguard) {
  Board b({{{Circle::Vanguard, kFangOfLightGarmore}}, {}, {kFangOfLightGarmore, kGarmoreRoyalPaladin}, {kSnogal}}, opponent());
  ASSERT_FALSE(b.call(kFangOfLightGarmore, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 2));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
  Board o({{{Circle::Vanguard, kGarmoreOtherClanGrade3}}, {}, {kFangOfLightGarmore, kGarmoreRoyalPaladin}, {kSnogal}}, opponent());
  ASSERT_FALSE(o.call(kFangOfLightGarmore, Circle::FrontLeft));
  const InstanceId u = o.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(o.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(o.play(u, 2, {o.hand_card(Player::A, kGarmoreRoyalPaladin)})), condition_fails(o, u));
  ASSERT_FALSE(o.decline(u, 2));
  EXPECT_EQ(o.count(Player::A, Zone::Hand), 1u);
}

}  // namespace
}  // namespace vg::test
