// BT05/042 Devil Child: [AUTO](RC) when this unit boosts a <<Dark Irregulars>> vanguard, if six or
// more <<Dark Irregulars>> are in your soul, the boosted unit gets +4000 power until end of that
// battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDevilChild = "BT05/042";
constexpr const char* kPrisonerBeast = "BT03/044";  // «Dark Irregulars», grade 1

// Devil Child on back-center behind `vanguard`; `in_soul` «Dark Irregulars» in the soul.
Board devil_board(const std::string& vanguard, int in_soul) {
  return Board({{{Circle::Vanguard, vanguard}, {Circle::BackCenter, kDevilChild}}, {}, {}, {}, {}, copies(kPrisonerBeast, in_soul)},
               opponent());
}

// CR 1.31 7.3.1.6, 8.1.1.2.3: boosting a «Dark Irregulars» vanguard with six in the soul, the attack
// has both powers and 4000 more, for that battle; with five it resolves and adds nothing.
TEST(Bt05DevilChildTest, BoostingADarkIrregularsVanguardWithSixInTheSoul) {
  for (int in_soul : {6, 5}) {
    Board b = devil_board(kDarkIrregulars, in_soul);
    const InstanceId child = b.unit(Player::A, Circle::BackCenter);
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(child, 1)), mandatory(kDevilChild, child));
    ASSERT_FALSE(b.play(child, 1));
    EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 6000 + (in_soul == 6 ? 4000 : 0));
    ASSERT_FALSE(b.no_guard());
    EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
  }
}

// CR 8.1.1.2.1: boosting a vanguard of another clan, or a «Dark Irregulars» rear-guard, nothing
// stands by.
TEST(Bt05DevilChildTest, OnlyADarkIrregularsVanguard) {
  Board other = devil_board(kFiller, 6);
  ASSERT_FALSE(other.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(other.decision(), Decision::Guard);
  Board rear({{{Circle::Vanguard, kDarkIrregulars}, {Circle::FrontLeft, kDarkIrregulars}, {Circle::BackLeft, kDevilChild}}, {}, {}, {}, {},
              copies(kPrisonerBeast, 6)},
             opponent());
  ASSERT_FALSE(rear.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(rear.decision(), Decision::Guard);
  EXPECT_EQ(rear.power(Player::A, Circle::FrontLeft), 16000);
}

}  // namespace
}  // namespace vg::test
