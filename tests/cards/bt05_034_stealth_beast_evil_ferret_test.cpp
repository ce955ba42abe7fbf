// BT05/034 Stealth Beast, Evil Ferret: [AUTO] when another <<Murakumo>> rides this unit, you may
// call this card to (RC). [ACT](RC) [put this unit at the bottom of your deck] call up to one
// <<Murakumo>> from your hand to (RC); at the beginning of that turn's end phase, return that unit
// to your hand.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kEvilFerret = "BT05/034";
constexpr const char* kFerretRider = "BT05/057";       // grade 1 «Murakumo» without abilities
constexpr const char* kFerretOtherRider = "TD02/008";  // grade 1 «Kagero»

TEST(Bt05EvilFerretTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden(kEvilFerret, kFerretRider); }
TEST(Bt05EvilFerretTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen(kEvilFerret, kFerretRider, kFerretOtherRider);
}

// CR 1.31 8.5.2.3, 4.2.3, 10.1.6.1, 8.6.5: the unit goes to the bottom of the deck (a new card,
// CR 4.1.4); of the hand only the «Murakumo» may be chosen, and is called; as the end phase
// begins, it returns to the hand (mandatory).
TEST(Bt05EvilFerretTest, BottomOfTheDeckCallsAMurakumoUntilTheEndPhase) {
  Board b({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kEvilFerret}}, {}, {kFiller, kFerretRider}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId murakumo = b.hand_card(Player::A, kFerretRider);
  ASSERT_FALSE(b.act(u, 2));
  EXPECT_EQ(b.state().player(Player::A).deck.front(), u);  // the bottom (the top is the back)
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{murakumo});
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({murakumo}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(murakumo, Circle::FrontLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), murakumo);
  EXPECT_FALSE(b.state().card(murakumo).rested);
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 3)), mandatory(kEvilFerret, u));
  ASSERT_FALSE(b.play(u, 3));
  EXPECT_EQ(b.state().card(murakumo).zone, Zone::Hand);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
}

// "Up to one": none chosen, nothing is called and nothing returns; the cost is paid anyway. On
// (VC) the ability is not active (CR 2.11.3).
TEST(Bt05EvilFerretTest, MayCallNothingAndIsNotActiveOnVc) {
  Board b({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kEvilFerret}}, {}, {kFerretRider}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(u, 2));
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  EXPECT_TRUE(b.state().standing.empty());
  Board v({{{Circle::Vanguard, kEvilFerret}}, {}, {kFerretRider}}, opponent());
  const InstanceId vu = v.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(v.act(vu, 2)),
            "cannot play the ability of " + def(kEvilFerret).name + " (" + id(vu) + ") from where it is: the ability is not active there " +
                cite(cr::kActiveZone));
}

}  // namespace
}  // namespace vg::test
