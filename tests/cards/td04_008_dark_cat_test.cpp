// TD04/008 Dark Cat: [AUTO] when placed on (VC) or (RC), provided your vanguard is an <<Oracle
// Think Tank>>, each player may draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// Player A calls Dark Cat under `vanguard`; player B holds one card.
Board cat_called(const std::string& vanguard) {
  Side b_side = opponent();
  b_side.hand = {kFiller};
  Board b({{{Circle::Vanguard, vanguard}}, {}, {"TD04/008"}}, b_side);
  EXPECT_FALSE(b.call("TD04/008", Circle::FrontLeft));
  return b;
}

// CR 10.1.4.1, 8.5.3, 3.12.2: under an Oracle Think Tank vanguard each player is asked, A (the
// turn player, CR 1.3.4) first; A draws, B declines.
TEST(Td04DarkCatTest, EachPlayerMayDrawACard) {
  Board b = cat_called("BT01/054");
  const InstanceId cat = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(cat, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::A);
  ASSERT_FALSE(b.choose({cat}));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 1u);
}

// CR 1.3.4: "each player may draw" asks both players at once, so the turn player chooses first,
// also when the ability is the non-turn player's: Test Courier (tests/data/cards/T-073.lua) on B's
// (RC) triggers as A's end phase begins; B plays it, and A is asked before B.
TEST(Td04DarkCatTest, InTheOpponentsTurnTheTurnPlayerChoosesFirst) {
  Side b_side = opponent();
  b_side.units.push_back({Circle::BackCenter, "T/073"});
  Board b({{{Circle::Vanguard, "BT01/054"}}, {}, {}}, b_side);
  const InstanceId courier = b.unit(Player::B, Circle::BackCenter);
  const std::size_t hand_a = b.count(Player::A, Zone::Hand), hand_b = b.count(Player::B, Zone::Hand);
  ASSERT_FALSE(b.pass());  // the main phase ends
  ASSERT_FALSE(b.pass());  // no attack: the end phase begins
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.asked(), Player::B);
  ASSERT_FALSE(b.play(courier, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::A);
  ASSERT_FALSE(b.choose({}));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  ASSERT_FALSE(b.choose({courier}));
  ASSERT_EQ(b.state().turn_player, Player::B);  // the game went on to B's turn, B's draw phase drawn
  EXPECT_EQ(b.count(Player::A, Zone::Hand), hand_a);  // A declined
  EXPECT_EQ(b.count(Player::B, Zone::Hand), hand_b + 2);  // B drew: the Courier's card and its draw phase's
}

// The opponent may draw too (CR 8.5.3: the player named makes the choice).
TEST(Td04DarkCatTest, TheOpponentMayDraw) {
  Board b = cat_called("BT01/054");
  const InstanceId cat = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.play(cat, 1));
  ASSERT_FALSE(b.choose({}));
  ASSERT_FALSE(b.choose({cat}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 2u);
}

// CR 8.1.1.2.3: under a vanguard of another clan nobody is asked and nobody draws.
TEST(Td04DarkCatTest, AnotherClanVanguardDrawsNothing) {
  Board b = cat_called("BT01/038");
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 1u);
}

// CR 8.6.3.1: the ability itself has no "you may": declining it is refused.
TEST(Td04DarkCatTest, PlacedAbilityIsMandatory) {
  Board b = cat_called("BT01/054");
  const InstanceId cat = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.decline(cat, 1)),
            "the automatic ability of Dark Cat (" + id(cat) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

// CR 8.5.3.1: a choice of a card the effect does not offer is refused.
TEST(Td04DarkCatTest, OnlyTheAbilitysCardAnswersYes) {
  Board b = cat_called("BT01/054");
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  const InstanceId vanguard = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.choose({vanguard})),
            "card " + id(vanguard) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
}

}  // namespace
}  // namespace vg::test
