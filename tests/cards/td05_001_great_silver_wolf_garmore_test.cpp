// TD05/001 Great Silver Wolf, Garmore: [AUTO](VC) Limit Break 4: when this unit attacks a
// vanguard, +5000 until end of that battle; [AUTO] [Counter Blast 2] when placed on (VC), you may
// pay: search your deck for up to one grade 2 or less <Gold Paladin>, call it to (RC), then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGreatSilverWolfGarmore = "TD05/001";

// CR 1.31 10.2.5.1, 7.3.1.8: ability 1 with four damage; mandatory.
TEST(Td05GreatSilverWolfGarmoreTest, LimitBreakFourDamageAttackingAVanguardGainsFiveThousand) {
  check_limit_break_5000(kGreatSilverWolfGarmore);
}

// CR 1.31 10.2.5.1.
TEST(Td05GreatSilverWolfGarmoreTest, LimitBreakNotActiveWithThreeDamage) {
  check_limit_break_needs_four_damage(kGreatSilverWolfGarmore);
}

// CR 1.31 8.1.1.2.1, 3.1.1.3.
TEST(Td05GreatSilverWolfGarmoreTest, LimitBreakNotOnARearGuardAttackNorOnRearGuardCircle) {
  check_limit_break_only_vanguard_on_vc(kGreatSilverWolfGarmore);
}

// CR 1.31 10.1.4.1, 10.1.15.1, 10.1.9.1, 10.1.6.1: of the deck only the grade 2 Gold Paladin fits
// (not the grade 3 one, not the Narukami); it is called to the rear-guard circle chosen.
TEST(Td05GreatSilverWolfGarmoreTest, RiddenCounterBlastTwoCallsAGradeTwoOrLessGoldPaladinFromTheDeck) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kGreatSilverWolfGarmore}, {"TD05/003", "TD06/004", "TD05/004"}, fillers(2)}, opponent(), Decision::Ride);
  const InstanceId found = b.card_in(Player::A, Zone::Deck, "TD05/004");
  ASSERT_FALSE(b.ride(kGreatSilverWolfGarmore));
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{found});
  ASSERT_FALSE(b.choose({found}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(found, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), found);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.5.3.1.1, 10.1.9.1: "up to one": choosing none, nothing is called.
TEST(Td05GreatSilverWolfGarmoreTest, UpToOneFindingNothingIsAllowed) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kGreatSilverWolfGarmore}, {"TD05/004"}, fillers(2)}, opponent(), Decision::Ride);
  const InstanceId found = b.card_in(Player::A, Zone::Deck, "TD05/004");
  ASSERT_FALSE(b.ride(kGreatSilverWolfGarmore));
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 2, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.state().card(found).zone, Zone::Deck);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.6.3.1: "you may": declined, the damage stays face up.
TEST(Td05GreatSilverWolfGarmoreTest, DeclinedNothingPaidNothingCalled) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kGreatSilverWolfGarmore}, {"TD05/004"}, fillers(2)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kGreatSilverWolfGarmore));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::Vanguard), 2));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 10.1.4.1: placed on (RC), not (VC): nothing stands by.
TEST(Td05GreatSilverWolfGarmoreTest, CalledToARearGuardCircleNothingTriggers) {
  Board b({{{Circle::Vanguard, "TD05/003"}}, {}, {kGreatSilverWolfGarmore}, {"TD05/004"}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(kGreatSilverWolfGarmore, Circle::FrontLeft));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
