// BT02/059 Margal: [ACT](RC) [put this unit into the soul] up to one of your <Royal Paladin>
// units gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.5.3: Margal goes to the soul; the chosen Royal Paladin gets +3000 for the turn.
TEST(Bt02MargalTest, ChosenRoyalPaladinGetsThreeThousand) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT02/059"}, {Circle::FrontRight, kFiller}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({b.unit(Player::A, Circle::Vanguard)}));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
  EXPECT_EQ(b.power(Player::A, Circle::FrontRight), def(kFiller).power);
}

// CR 8.5.3: "up to one": choosing none is allowed.
TEST(Bt02MargalTest, MayChooseNone) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT02/059"}}}, opponent());
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
