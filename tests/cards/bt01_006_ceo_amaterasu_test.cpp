// BT01/006 CEO Amaterasu: [CONT](VC) during your turn, with four or more cards in hand, +4000
// power; [AUTO](VC) at the beginning of your main phase, soul charge 1, look at the top card of
// your deck and put it on the top or the bottom; [AUTO](VC/RC) [Soul Blast 8 and Counter Blast 5]
// when this unit's attack hits, you may pay: draw up to five cards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAmaterasu = "BT01/006";

// CR 8.2.1.2: +4000 with four cards in hand in its player's turn; not with three, not in the
// opponent's turn (player B's Amaterasu in player A's turn).
TEST(Bt01CeoAmaterasuTest, PowerWithFourCardsInHand) {
  Board b({{{Circle::Vanguard, kAmaterasu}}, {}, fillers(4)}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 14000);
  Board o({{{Circle::Vanguard, kAmaterasu}}, {}, fillers(3)}, opponent());
  EXPECT_EQ(o.power(Player::A, Circle::Vanguard), 10000);
  Board t({{{Circle::Vanguard, kFiller}}}, {{{Circle::Vanguard, kAmaterasu}}, {}, fillers(4)});
  EXPECT_EQ(t.power(Player::B, Circle::Vanguard), 10000);
}

// CR 8.6.3.1, 10.1.17.1, 4.2.2: as the main phase begins the mandatory ability soul charges the
// top card, then its player looks at the next one: chosen, it goes to the bottom of the deck;
// not chosen, it stays on top.
TEST(Bt01CeoAmaterasuTest, SoulChargeThenTheTopCardToTheTopOrTheBottom) {
  for (bool bottom : {true, false}) {
    SCOPED_TRACE(bottom);
    Board b({{{Circle::Vanguard, kAmaterasu}}, {}, {}, {"TD04/007", "TD04/013"}}, opponent(), Decision::Ride);
    const InstanceId v = b.unit(Player::A, Circle::Vanguard);
    const InstanceId charged = b.card_in(Player::A, Zone::Deck, "TD04/007"), looked = b.card_in(Player::A, Zone::Deck, "TD04/013");
    ASSERT_FALSE(b.pass());  // the ride phase
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(v, 2)),
              "the automatic ability of CEO Amaterasu (" + id(v) + ") is mandatory: it must be played [CR 8.6.3.1]");
    ASSERT_FALSE(b.play(v, 2));
    EXPECT_EQ(b.state().card(charged).zone, Zone::Soul);
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{looked});
    ASSERT_FALSE(b.choose(bottom ? std::vector<InstanceId>{looked} : std::vector<InstanceId>{}));
    const auto& deck = b.state().player(Player::A).deck;
    EXPECT_EQ(bottom ? deck.front() : deck.back(), looked);
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}

// CR 7.6.1.9, 3.12.4: once the attack hits, soul blast 8 and counter blast 5 pay for draws, one
// "may" before each: three taken, then no more.
TEST(Bt01CeoAmaterasuTest, HitDrawsUpToFive) {
  Side a({{Circle::Vanguard, kAmaterasu}}, {}, {}, {}, fillers(5), fillers(8));
  Board b(a, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const std::size_t hand = b.count(Player::A, Zone::Hand);
  ASSERT_FALSE(b.play(v, 3, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  for (int k = 0; k < 3; ++k) {
    ASSERT_EQ(b.decision(), Decision::Choose);
    ASSERT_FALSE(b.choose({v}));
  }
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), hand + 3);
}

}  // namespace
}  // namespace vg::test
