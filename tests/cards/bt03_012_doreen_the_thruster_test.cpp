// BT03/012 Doreen the Thruster: [AUTO](RC) during your main phase, when a card is put into your
// soul, if you have a <Dark Irregulars> vanguard, this unit gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDoreen = "BT03/012";

// Silence Joker (BT02/048) on front-left puts itself into the soul as its ACT's cost, in the
// main phase; Doreen on front-right under `vanguard`. Returns Doreen's power once resolved.
int power_after_soul(const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, "BT02/048"}, {Circle::FrontRight, kDoreen}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontRight);
  EXPECT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  return b.state().power(u);
}

// CR 1.31 4.7.2, 8.6.2, 8.7.1.3: a card into the soul in the main phase gives +3000.
TEST(Bt03DoreenTheThrusterTest, CardIntoTheSoulInTheMainPhaseGivesThreeThousand) {
  EXPECT_EQ(power_after_soul(kDarkIrregulars), 9000);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it resolves and does nothing.
TEST(Bt03DoreenTheThrusterTest, AnotherClanVanguardGivesNothing) { EXPECT_EQ(power_after_soul(kFiller), 6000); }

// CR 1.31 8.6.2.1: each card put into the soul triggers it once: two Silence Jokers, +6000.
TEST(Bt03DoreenTheThrusterTest, EachCardIntoTheSoulTriggersIt) {
  Board b({{{Circle::Vanguard, kDarkIrregulars}, {Circle::FrontLeft, "BT02/048"}, {Circle::BackLeft, "BT02/048"},
            {Circle::FrontRight, kDoreen}}},
          opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontRight);
  for (Circle c : {Circle::FrontLeft, Circle::BackLeft}) {
    ASSERT_FALSE(b.act(b.unit(Player::A, c), 1));
    ASSERT_FALSE(b.play(u, 1));
  }
  EXPECT_EQ(b.state().power(u), 12000);
}

// CR 1.31 8.6.3.1: mandatory.
TEST(Bt03DoreenTheThrusterTest, Mandatory) {
  Board b({{{Circle::Vanguard, kDarkIrregulars}, {Circle::FrontLeft, "BT02/048"}, {Circle::FrontRight, kDoreen}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(message(b.decline(u, 1)), mandatory_message(kDoreen, u));
}

// CR 1.31 8.1.1.2.1: in the ride phase the former vanguard goes into the soul: not the main
// phase, nothing triggers.
TEST(Bt03DoreenTheThrusterTest, RideIntoTheSoulDoesNotTrigger) {
  Board b({{{Circle::Vanguard, kDarkIrregularsG1}, {Circle::FrontRight, kDoreen}}, {}, {kDarkIrregulars}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kDarkIrregulars));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::FrontRight), 6000);
}

// CR 1.31 3.1.1.3: active on (RC) only: on (VC) nothing triggers.
TEST(Bt03DoreenTheThrusterTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kDoreen}, {Circle::FrontLeft, "BT02/048"}}}, opponent());
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
