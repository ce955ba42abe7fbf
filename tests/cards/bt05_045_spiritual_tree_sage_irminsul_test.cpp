// BT05/045 Spiritual Tree Sage, Irminsul: [AUTO] when placed on (VC) or (RC), reveal the top card
// of your deck: a grade 1 or 2 <<Neo Nectar>> is called to (RC); otherwise shuffle your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kIrminsul = "BT05/045";

// Irminsul called to front-left with `top` on top of the deck; its ability played.
Board irminsul_called(const std::string& top) {
  Board b({{{Circle::Vanguard, kNeoNectar}}, {}, {kIrminsul}, {top}}, opponent());
  EXPECT_FALSE(b.call(kIrminsul, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kIrminsul, u));
  EXPECT_FALSE(b.play(u, 1));
  return b;
}

// CR 10.1.8.1.2, 10.1.6.1: a grade 1 or a grade 2 «Neo Nectar» on top is called to the circle
// chosen.
TEST(Bt05SpiritualTreeSageIrminsulTest, AGradeOneOrTwoNeoNectarIsCalled) {
  for (const char* top : {"BT05/046", kNeoNectar}) {
    SCOPED_TRACE(top);
    Board b = irminsul_called(top);
    const InstanceId card = b.card_in(Player::A, Zone::Deck, top);
    ASSERT_EQ(b.decision(), Decision::SuperiorCall);
    ASSERT_FALSE(b.superior_call(card, Circle::FrontRight));
    EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), card);
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}

// CR 10.1.10: a grade 0 «Neo Nectar» or a grade 2 of another clan is not called; the deck is
// shuffled (here it keeps its order) and the card stays in it.
TEST(Bt05SpiritualTreeSageIrminsulTest, AnyOtherCardStaysAndTheDeckIsShuffled) {
  for (const char* top : {"BT05/051", "TD01/004"}) {
    SCOPED_TRACE(top);
    Board b = irminsul_called(top);
    EXPECT_EQ(b.decision(), Decision::Main);
    EXPECT_EQ(b.state().def(b.state().player(Player::A).deck.back()).number, top);
    EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), kNoInstance);
  }
}

// CR 10.1.4.1: ridden onto the vanguard circle it triggers too.
TEST(Bt05SpiritualTreeSageIrminsulTest, RiddenOntoTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT05/046"}}, {}, {kIrminsul}, {"BT05/046"}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kIrminsul));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  const InstanceId card = b.card_in(Player::A, Zone::Deck, "BT05/046");
  ASSERT_FALSE(b.superior_call(card, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), card);
}

}  // namespace
}  // namespace vg::test
