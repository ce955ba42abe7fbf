// BT03/009 Edel Rose: [ACT](VC) [Counter Blast 2] if you have a card named "Werwolf Sieger" in
// your soul, +5000 power and +1 critical until end of turn; [ACT](hand) [reveal this card and put
// it on top of your deck] search your deck for up to one "Werwolf Sieger", reveal it, put it
// into your hand, and shuffle your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kEdel = "BT03/009";
constexpr const char* kSieger = "BT03/022";

Board edel(const std::vector<std::string>& soul) {
  return Board({{{Circle::Vanguard, kEdel}}, {}, {}, {}, fillers(2), soul}, opponent());
}

// CR 1.31 10.1.15.1, 8.7.1.3: with a Werwolf Sieger in the soul, +5000 and +1 critical, which
// last after the battle (until end of turn).
TEST(Bt03EdelRoseTest, WithWerwolfSiegerInTheSoulPowerAndCritical) {
  Board b = edel({kDarkIrregularsG1, kSieger});
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  EXPECT_EQ(b.state().power(u), 14000);
  EXPECT_EQ(b.state().critical(u), 2);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), 14000);
  EXPECT_EQ(b.state().critical(u), 2);
}

// CR 1.31 8.1.1.2.3, 8.1.1.1.2: without one the cost is paid in vain (the "if" of an activated
// ability is checked as it resolves).
TEST(Bt03EdelRoseTest, WithoutWerwolfSiegerNothingHappens) {
  Board b = edel({kDarkIrregularsG1, kDarkIrregularsG0});
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.state().power(u), 9000);
  EXPECT_EQ(b.state().critical(u), 1);
}

// CR 1.31 3.1.1.3: the first ACT is active on (VC) only.
TEST(Bt03EdelRoseTest, PowerActNotPlayableFromARearGuardCircle) {
  Side a = with_unit(kEdel, Circle::FrontLeft);
  a.damage = fillers(2);
  a.soul = {kSieger};
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(u, 1, b.face_up_damage(Player::A, 2))), not_active_message(kEdel, u));
}

// CR 1.31 6.6.1.2.2, 10.1.8, 10.1.9.1, 10.1.10.1: from the hand, paid by revealing Edel Rose and
// putting it on top of the deck; only the Werwolf Sieger is found, it goes to the hand.
TEST(Bt03EdelRoseTest, FromTheHandItSearchesWerwolfSieger) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kEdel}, {kDarkIrregularsG1, kSieger}}, opponent());
  const InstanceId rose = b.hand_card(Player::A, kEdel);
  const InstanceId sieger = b.card_in(Player::A, Zone::Deck, kSieger);
  ASSERT_FALSE(b.act(rose, 2));
  EXPECT_EQ(b.state().card(rose).zone, Zone::Deck);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{sieger});
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({sieger}));
  EXPECT_EQ(b.state().card(sieger).zone, Zone::Hand);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.5.3.1.1: "up to one": it may find nothing; Edel Rose stays in the deck.
TEST(Bt03EdelRoseTest, FromTheHandItMayFindNothing) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kEdel}, {kSieger}}, opponent());
  const InstanceId rose = b.hand_card(Player::A, kEdel);
  ASSERT_FALSE(b.act(rose, 2));
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.state().card(rose).zone, Zone::Deck);
}

// CR 1.31 3.1.1.3: the second ACT is active in the hand only.
TEST(Bt03EdelRoseTest, SearchNotPlayableFromTheField) {
  Board b({{{Circle::Vanguard, kEdel}}, {}, {}, {kSieger}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(u, 2)), not_active_message(kEdel, u));
}

}  // namespace
}  // namespace vg::test
