// BT05/016 Wingal Brave: [AUTO] when another <<Royal Paladin>> rides this unit, you may call this
// card to (RC); [AUTO](RC) [put this unit into your soul] when an attack hits during the battle it
// boosted a unit with "Blaster" in its name, you may pay: search your deck for up to one card with
// "Blaster" in its name, reveal it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kWingalBrave = "BT05/016";
constexpr const char* kWingalBraveRider = "TD01/008";       // Little Sage Marron: grade 1 «Royal Paladin»
constexpr const char* kWingalBraveOtherRider = "TD02/008";  // grade 1 «Kagero»
constexpr const char* kBraveBlasterBlade = "TD01/005";
constexpr const char* kBravePhantomBlaster = "BT04/001";    // Phantom Blaster Dragon: the word inside the name

// CR 8.5.2.4.1, 10.1.6.1.3: ridden by a «Royal Paladin», it may be called from the soul.
TEST(Bt05WingalBraveTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden(kWingalBrave, kWingalBraveRider); }
TEST(Bt05WingalBraveTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen(kWingalBrave, kWingalBraveRider, kWingalBraveOtherRider);
}

// Player A: `boosted` attacks player B's vanguard from front-left, boosted by Wingal Brave from
// back-left; B does not guard, so the attack hits.
Board wingal_brave_boosts(const std::string& boosted) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, boosted}, {Circle::BackLeft, kWingalBrave}}, {}, {},
           {kBravePhantomBlaster, kFiller}},
          opponent());
  EXPECT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_FALSE(b.no_guard());
  return b;
}

// CR 1.31 7.6.1.9, 2.1, 8.5.2.3, 10.1.9.1, 10.1.8.1: the attack of Blaster Blade it boosted hits;
// paid by putting itself into the soul, the search offers the cards whose name holds "Blaster"
// (Phantom Blaster Dragon, the word inside its name), not the others; the card goes to the hand.
TEST(Bt05WingalBraveTest, BoostedBlasterHitsSoulItselfToSearchABlaster) {
  Board b = wingal_brave_boosts(kBraveBlasterBlade);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  const InstanceId found = b.card_in(Player::A, Zone::Deck, kBravePhantomBlaster);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{found});
  EXPECT_EQ(b.game().request().sought.what, "a card whose name contains «Blaster»");
  EXPECT_EQ(b.game().request().min, 0);
  ASSERT_FALSE(b.choose({found}));
  EXPECT_EQ(b.state().card(found).zone, Zone::Hand);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

// "You may" (CR 8.6.3.1): declined, it stays on (RC) and nothing is searched.
TEST(Bt05WingalBraveTest, SearchMayBeDeclined) {
  Board b = wingal_brave_boosts(kBraveBlasterBlade);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.decline(u, 2));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), u);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 8.1.1.2.1: a boosted unit without "Blaster" in its name: nothing stands by.
TEST(Bt05WingalBraveTest, BoostedUnitWithoutBlasterTriggersNothing) {
  Board b = wingal_brave_boosts(kRoyalPaladin);
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(b.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
