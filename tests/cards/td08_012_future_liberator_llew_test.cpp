// TD08/012 Future Liberator, Llew: [AUTO](RC) when this unit boosts a <Gold Paladin> vanguard,
// provided you have three or more other rear-guards whose names contain "Liberator", the boosted
// unit gets +4000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFutureLiberatorLlew = "TD08/012";

// Llew on (RC) back-center boosts the Gold Paladin vanguard Gareth (8000) beside the rear-guards
// Gallatin and Angelic Liberator and `third`; returns what the boosted unit gains beyond the boost.
int llew_gain(const std::string& third) {
  Board b({{{Circle::Vanguard, "TD05/008"}, {Circle::BackCenter, kFutureLiberatorLlew}, {Circle::FrontLeft, "TD08/004"}, {Circle::FrontRight, "TD08/013"},
            {Circle::BackLeft, third}}},
          opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(kFutureLiberatorLlew, u));
  EXPECT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.decision(), Decision::Guard);
  return b.power(Player::A, Circle::Vanguard) - def("TD05/008").power - def(kFutureLiberatorLlew).power;
}

// CR 1.31 7.3.1.6, 8.1.1.2.3, 8.6.3.1: mandatory; the boosted vanguard has both powers and
// 4000 more for the battle.
TEST(Td08FutureLiberatorLlewTest, BoostingAGoldPaladinVanguardBesideThreeLiberatorsGivesFourThousand) {
  EXPECT_EQ(llew_gain("TD08/013"), 4000);
}

// CR 1.31 8.1.1.2.3: with a Gold Paladin of another name as the third it resolves and does
// nothing.
TEST(Td08FutureLiberatorLlewTest, OnlyTwoOtherLiberatorRearGuardsNothing) {
  EXPECT_EQ(llew_gain("TD05/004"), 0);
}

// CR 1.31 8.1.1.2.1: boosting a Gold Paladin rear-guard, or a vanguard of another clan,
// nothing stands by.
TEST(Td08FutureLiberatorLlewTest, BoostingARearGuardOrAnotherClanNothingTriggers) {
  Board r({{{Circle::Vanguard, "TD05/008"}, {Circle::FrontLeft, "TD05/004"}, {Circle::BackLeft, kFutureLiberatorLlew}, {Circle::FrontRight, "TD08/004"},
            {Circle::BackCenter, "TD08/013"}, {Circle::BackRight, "TD08/013"}}},
          opponent());
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(r.decision(), Decision::Guard);
  Board o({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, kFutureLiberatorLlew}, {Circle::FrontLeft, "TD08/004"}, {Circle::FrontRight, "TD08/013"},
            {Circle::BackLeft, "TD08/013"}}},
          opponent());
  ASSERT_FALSE(o.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(o.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
