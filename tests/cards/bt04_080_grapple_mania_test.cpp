// BT04/080 Grapple Mania: [AUTO](RC) when an attack hits a vanguard during the battle it boosted a
// <<Nova Grappler>>, you may choose a card of your damage zone and turn it face up; if you do, at
// the beginning of that turn's end phase, return this unit to your deck and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGrappleMania = "BT04/080";

// CR 1.31 7.6.1.9, 8.5.3, 10.1.12.1, 8.6.5: the ability is played (the choice is in its effect);
// the face-down card is offered, at most one; turned face up, the unit stays until the end phase,
// whose timed ability (mandatory) puts it into the deck.
TEST(Bt04GrappleManiaTest, TurnsACardFaceUpThenBackToTheDeckAtTheEndPhase) {
  Board b = boosted_hit_on(kGrappleMania, kBoostedNovaGrappler);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  const InstanceId down = b.state().player(Player::A).damage[0];
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{down});
  EXPECT_EQ(b.game().request().min, 0);
  ASSERT_FALSE(b.choose({down}));
  EXPECT_FALSE(b.state().card(down).face_down);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), u);
  to_end_phase(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), kNoInstance);
}

// "You may": none chosen, the card stays face down and the unit stays past the end phase.
TEST(Bt04GrappleManiaTest, NoneChosenTheUnitStays) {
  Board b = boosted_hit_on(kGrappleMania, kBoostedNovaGrappler);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.choose({}));
  EXPECT_TRUE(b.state().card(b.state().player(Player::A).damage[0]).face_down);
  to_end_phase(b);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), u);
}

// CR 1.31 8.1.1.2.1: a hit on a rear-guard, or a boosted unit of another clan: nothing.
TEST(Bt04GrappleManiaTest, OnlyAHitOnAVanguardOfABoostedNovaGrappler) {
  check_boosted_hit_needs_vanguard_and_clan(kGrappleMania, kBoostedNovaGrappler);
}

}  // namespace
}  // namespace vg::test
