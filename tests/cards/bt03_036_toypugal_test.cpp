// BT03/036 Toypugal: [AUTO](VC/RC) when this unit boosts, if you have two or more grade 3
// <Royal Paladin> vanguards and/or rear-guards, this unit gets +3000 power until end of that
// battle.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kToypugal = "BT03/036";

// Toypugal on back-center boosts the grade 3 vanguard; `others` on other rear-guard circles.
Board boosting(const std::vector<std::pair<Circle, std::string>>& others) {
  Side a{{{Circle::Vanguard, kRoyalG3}, {Circle::BackCenter, kToypugal}}};
  for (const auto& o : others) a.units.push_back(o);
  Board b(a, opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  return b;
}

// CR 1.31 7.3.1.6, 8.1.1.2.3, 7.3.1.7: two grade 3: the booster gets +3000, and the boosted
// vanguard has the booster's power added as it now is (ruling c.21).
TEST(Bt03ToypugalTest, TwoGradeThreeTheBoosterGetsThreeThousand) {
  Board b = boosting({{Circle::FrontLeft, kRoyalG3}});
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), 9000);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 9000);
}

// One grade 3 (the vanguard; Toypugal is grade 1): it resolves and does nothing.
TEST(Bt03ToypugalTest, OneGradeThreeGivesNothing) {
  Board b = boosting({{Circle::FrontLeft, kRoyal}});
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), 6000);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 6000);
}

// CR 1.31 7.7.1.2: the +3000 ends with the battle.
TEST(Bt03ToypugalTest, ThePowerLastsThatBattle) {
  Board b = boosting({{Circle::FrontLeft, kRoyalG3}});
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), 6000);
}

}  // namespace
}  // namespace vg::test
