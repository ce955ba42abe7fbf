// BT02/005 Blazing Flare Dragon: [AUTO](VC/RC) during your main phase, when an opponent's
// rear-guard is put into the drop zone, +3000 power until end of turn. [ACT](VC) [Soul Blast 5]
// retire one of the opponent's rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.5.3, 10.1.3, 8.6.2: its ACT retires the chosen rear-guard, which triggers its AUTO: +3000.
TEST(Bt02BlazingFlareDragonTest, RetireTriggersItsOwnPowerGain) {
  check_drop_watch("BT02/005", Circle::Vanguard);
}

// CR 2.11.3: on a rear-guard circle the ACT is not active.
TEST(Bt02BlazingFlareDragonTest, ActNotOnARearGuardCircle) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT02/005"}}, {}, {}, {}, {}, fillers(5)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_TRUE(b.act(u, 2, b.soul(Player::A, 5)).has_value());
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 5u);
}

}  // namespace
}  // namespace vg::test
