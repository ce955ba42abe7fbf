// BT05/003 Star Call Trumpeter: [AUTO] [Counter Blast 2] when placed on (VC) or (RC), if you have
// a <<Royal Paladin>> vanguard, you may pay: search your deck for up to one grade 2 or less card
// with "Blaster" in its name, call it to (RC), and shuffle.
#include <gtest/gtest.h>

#include <set>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kStarCallTrumpeter = "BT05/003";
constexpr const char* kTrumpeterBlasterBlade = "TD01/005";      // grade 2
constexpr const char* kTrumpeterBlasterJavelin = "BT04/048";    // grade 1
constexpr const char* kTrumpeterPhantomBlaster = "BT04/001";    // Phantom Blaster Dragon, grade 3

// CR 1.31 10.1.15.1, 10.1.9.1, 2.1, 10.1.6.1: called to (RC) under a «Royal Paladin» vanguard,
// two damage pay; the search offers the grade 2 or less cards whose name holds "Blaster" (Blaster
// Blade, Blaster Javelin), not Phantom Blaster Dragon (grade 3) nor a card without the word; the
// chosen one is called to (RC) (its own "placed on (RC)" then stands by, declined).
TEST(Bt05StarCallTrumpeterTest, CalledToRcCallsAGradeTwoOrLessBlaster) {
  Board b({{{Circle::Vanguard, kRoyalPaladin}}, {}, {kStarCallTrumpeter},
           {kTrumpeterBlasterBlade, kTrumpeterPhantomBlaster, kTrumpeterBlasterJavelin}, fillers(2)},
          opponent());
  const InstanceId blade = b.card_in(Player::A, Zone::Deck, kTrumpeterBlasterBlade);
  const InstanceId javelin = b.card_in(Player::A, Zone::Deck, kTrumpeterBlasterJavelin);
  ASSERT_FALSE(b.call(kStarCallTrumpeter, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  const std::vector<InstanceId>& offered = b.game().request().options;
  EXPECT_EQ(std::set<InstanceId>(offered.begin(), offered.end()), (std::set<InstanceId>{blade, javelin}));
  EXPECT_EQ(offered.size(), 2u);
  EXPECT_EQ(b.game().request().sought.what, "a grade 2 or less card whose name contains «Blaster»");
  EXPECT_EQ(b.game().request().min, 0);
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({blade}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(blade, Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), blade);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // Blaster Blade's own "placed on (RC)"
  ASSERT_FALSE(b.decline(blade, 2));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.state().card(javelin).zone, Zone::Deck);
}

// Ridden onto (VC) over a «Royal Paladin», it is its own «Royal Paladin» vanguard: the same.
TEST(Bt05StarCallTrumpeterTest, RiddenOntoVcCallsABlaster) {
  Board b({{{Circle::Vanguard, kRoyalPaladin}}, {}, {kStarCallTrumpeter}, {kTrumpeterBlasterJavelin}, fillers(2)}, opponent(),
          Decision::Ride);
  const InstanceId javelin = b.card_in(Player::A, Zone::Deck, kTrumpeterBlasterJavelin);
  ASSERT_FALSE(b.ride(kStarCallTrumpeter));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(b.choose({javelin}));
  ASSERT_FALSE(b.superior_call(javelin, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), javelin);
}

// "You may" (CR 8.6.3.1): declined, nothing is paid or searched. Under a vanguard of another clan
// the condition does not hold (CR 8.1.1.2.3): the cost cannot be paid.
TEST(Bt05StarCallTrumpeterTest, MayBeDeclinedAndNeedsARoyalPaladinVanguard) {
  Board b({{{Circle::Vanguard, kRoyalPaladin}}, {}, {kStarCallTrumpeter}, {kTrumpeterBlasterBlade}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(kStarCallTrumpeter, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.decision(), Decision::Main);
  Board o({{{Circle::Vanguard, kFiller}}, {}, {kStarCallTrumpeter}, {kTrumpeterBlasterBlade}, fillers(2)}, opponent());
  ASSERT_FALSE(o.call(kStarCallTrumpeter, Circle::FrontLeft));
  const InstanceId u = o.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(o.play(u, 1, o.face_up_damage(Player::A, 2))), condition_fails(kStarCallTrumpeter, u));
  ASSERT_FALSE(o.decline(u, 1));
  EXPECT_EQ(o.face_up_damage(Player::A, 2).size(), 2u);
}

}  // namespace
}  // namespace vg::test
