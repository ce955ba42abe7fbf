// BT05/020 Street Bouncer: [AUTO] [rest this unit and another of your «Nova Grappler»
// rear-guards in its column] when this card is placed on (RC), if your vanguard is a «Nova
// Grappler», you may pay; if you do, draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBouncer = "BT05/020";

// The vanguard `vanguard`; Tough Boy (TD03/007) on back-left, standing; King of Sword (TD03/004)
// on back-right, rested; Tough Boy on front-right, standing. In the hand Street Bouncer; a
// critical trigger (TD03/012) on top of the deck. Street Bouncer is called to `to`.
Board bouncer_called(Circle to, const std::string& vanguard = "TD03/004") {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::BackLeft, "TD03/007"}, {Circle::BackRight, "TD03/004"}, {Circle::FrontRight, "TD03/007"}},
           {Circle::BackRight},
           {kBouncer},
           {"TD03/012"}},
          opponent());
  EXPECT_FALSE(b.call(kBouncer, to));
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  return b;
}

// CR 1.31 10.1.4.1, 8.5.2.3, 10.1.11.1, 4.6.2: called to front-left, it rests itself and Tough
// Boy behind it (its column) and draws the critical trigger.
TEST(Bt05StreetBouncerTest, RestingItselfAndAnotherOfItsColumnDraws) {
  Board b = bouncer_called(Circle::FrontLeft);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), bl = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.play(u, 1, {bl}));
  EXPECT_TRUE(b.state().card(u).rested);
  EXPECT_TRUE(b.state().card(bl).rested);
  EXPECT_NE(b.hand_card(Player::A, "TD03/012"), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 4.6.2, 10.1.11.1: a rear-guard of another column does not pay ("in its column").
TEST(Bt05StreetBouncerTest, ARearGuardOfAnotherColumnCannotPay) {
  Board b = bouncer_called(Circle::FrontLeft);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), fr = b.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(b.play(u, 1, {fr})), "cannot pay the rest with " + def("TD03/007").name + " (" + id(fr) + "): it must be in the column of " +
                                             def(kBouncer).name + " (" + id(u) + ") " + cite(cr::kRestAction));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_FALSE(b.state().card(fr).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 1.31 3.17.2, 8.5.2.3: called to front-right, the one of its column is rested: it cannot pay.
TEST(Bt05StreetBouncerTest, ARestedRearGuardOfItsColumnCannotPay) {
  Board b = bouncer_called(Circle::FrontRight);
  const InstanceId u = b.unit(Player::A, Circle::FrontRight), br = b.unit(Player::A, Circle::BackRight);
  EXPECT_EQ(message(b.play(u, 1, {br})), "cannot pay the rest with " + def("TD03/004").name + " (" + id(br) +
                                             "): it is already rested, and resting a rested unit pays nothing " + cite(cr::kStandStanding));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 1.31 8.5.2.3: "this unit and another": it cannot be the other one too, and the rest takes one.
TEST(Bt05StreetBouncerTest, ItselfIsNotTheOtherRearGuard) {
  Board b = bouncer_called(Circle::FrontLeft);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.play(u, 1, {u})), "cannot pay the rest with " + def(kBouncer).name + " (" + id(u) +
                                            "): the cost rests this unit already; the rest takes another rear-guard " + cite(cr::kPayCosts));
  EXPECT_EQ(message(b.play(u, 1, {})),
            "the rest needs 1 standing rear-guard card, not 0: a cost is paid whole or not at all " + cite(cr::kRestAction));
  EXPECT_FALSE(b.state().card(u).rested);
}

// CR 1.31 8.6.3.1 ("you may"): declined, nothing rests and nothing is drawn.
TEST(Bt05StreetBouncerTest, DeclinedNothingHappens) {
  Board b = bouncer_called(Circle::FrontLeft);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), bl = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_FALSE(b.state().card(bl).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 1.31 8.1.1.2.3: with a Megacolony vanguard the condition does not hold: it cannot be paid.
TEST(Bt05StreetBouncerTest, NotWithAVanguardOfAnotherClan) {
  Board b = bouncer_called(Circle::FrontLeft, kFiller);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), bl = b.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(message(b.play(u, 1, {bl})), condition_fails(kBouncer, u));
  EXPECT_FALSE(b.state().card(bl).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 1.31 10.1.4.1: ridden onto (VC) it is not placed on (RC): nothing stands by.
TEST(Bt05StreetBouncerTest, RiddenItTriggersNothing) {
  Board b({{{Circle::Vanguard, "TD03/007"}, {Circle::BackCenter, "TD03/007"}}, {}, {kBouncer}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kBouncer));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
