// BT05/019 Evil-eye Princess, Euryale: [AUTO] when placed on (VC) or (RC), if six or more
// <<Oracle Think Tank>> are in your soul, bind face down a card picked at random from your
// opponent's hand; at the beginning of that turn's end phase, your opponent puts it into their hand.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kEuryale = "BT05/019";

// Player A with `soul` and Euryale in the hand: in the main phase under another Euryale (a grade 3
// vanguard, so that it can be called), in the ride phase over a grade 2 «Oracle Think Tank»; player
// B with `hand`.
Board euryale_board(const std::vector<std::string>& soul, const std::vector<std::string>& hand, Decision at = Decision::Main) {
  Side b = opponent();
  b.hand = hand;
  return Board({{{Circle::Vanguard, at == Decision::Ride ? kOracle : kEuryale}}, {}, {kEuryale}, {}, {}, soul}, b, at);
}

// CR 1.31 10.1.4.1, 3.16.1, 10.1.18.1, 4.9.2.1, 8.6.5: called to (RC) with six «Oracle Think Tank» in
// the soul, a card of B's hand is picked at random (B states which: another card is refused) and
// bound face down; as the end phase begins the timed ability puts it back into B's hand.
TEST(Bt05EvilEyePrincessEuryaleTest, PlacedBindsARandomCardUntilTheEndPhase) {
  Board b = euryale_board(copies(kOracle, 6), {kNeoNectar, kMurakumo});
  const InstanceId first = b.hand_card(Player::B, kNeoNectar), second = b.hand_card(Player::B, kMurakumo);
  ASSERT_FALSE(b.call(kEuryale, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kEuryale, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  EXPECT_TRUE(b.game().request().random);
  EXPECT_EQ(b.game().request().options, (std::vector<InstanceId>{first, second}));
  EXPECT_EQ(message(b.choose({u})), "card #" + std::to_string(u) + " cannot be chosen: it is not one of the cards the effect offers " +
                                        cite(cr::kChooseWhenResolving));
  ASSERT_FALSE(b.choose({second}));
  EXPECT_EQ(b.state().card(second).zone, Zone::Bind);
  EXPECT_TRUE(b.state().card(second).face_down);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 1u);
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.pass());  // to the battle phase
  ASSERT_FALSE(b.pass());  // no attack: to the end phase
  EXPECT_EQ(b.state().card(second).zone, Zone::Bind);
  if (b.decision() == Decision::PlayAuto) {
    ASSERT_FALSE(b.play(u, 2));
  }
  EXPECT_EQ(b.state().card(second).zone, Zone::Hand);
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 3u);  // with the card B draws as its turn begins
  EXPECT_EQ(b.count(Player::B, Zone::Bind), 0u);
}

// Ridden to (VC), the ridden vanguard counts in the soul: five and the ridden one make six.
TEST(Bt05EvilEyePrincessEuryaleTest, RiddenWithFiveAndTheRiddenVanguardInTheSoul) {
  Board b = euryale_board(copies(kOracle, 5), {kNeoNectar}, Decision::Ride);
  const InstanceId card = b.hand_card(Player::B, kNeoNectar);
  ASSERT_FALSE(b.ride(kEuryale));
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1));
  if (b.decision() == Decision::Choose) {
    ASSERT_FALSE(b.choose({card}));
  }
  EXPECT_EQ(b.state().card(card).zone, Zone::Bind);
}

// CR 1.31 8.1.1.2.3: with five in the soul (called to (RC): the soul does not grow) nothing is
// bound and nothing comes back; with an empty hand nothing is bound (CR 1.3.2).
TEST(Bt05EvilEyePrincessEuryaleTest, FiveInTheSoulOrAnEmptyHandBindsNothing) {
  Board five = euryale_board(copies(kOracle, 5), {kNeoNectar});
  ASSERT_FALSE(five.call(kEuryale, Circle::FrontLeft));
  ASSERT_FALSE(five.play(five.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(five.decision(), Decision::Main);
  EXPECT_EQ(five.count(Player::B, Zone::Bind), 0u);
  EXPECT_EQ(five.count(Player::B, Zone::Hand), 1u);
  Board empty = euryale_board(copies(kOracle, 6), {});
  ASSERT_FALSE(empty.call(kEuryale, Circle::FrontLeft));
  ASSERT_FALSE(empty.play(empty.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(empty.decision(), Decision::Main);
  EXPECT_TRUE(empty.state().timed.empty());
}

}  // namespace
}  // namespace vg::test
