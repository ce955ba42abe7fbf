// BT05/074 Anthrodroid: [ACT](RC) [Counter Blast 1] if your vanguard is a <<Nova Grappler>>, stand
// this unit.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAnthrodroid = "BT05/074";

// CR 10.1.15.1, 10.1.11, 8.1.1.2.3: rested on front-left, one damage stands it under a «Nova
// Grappler» vanguard; under another clan the damage is paid and it stays rested.
TEST(Bt05AnthrodroidTest, CounterBlastStandsItUnderANovaGrapplerVanguard) {
  for (bool of_clan : {true, false}) {
    Board b({{{Circle::Vanguard, of_clan ? kNovaGrappler : kFiller}, {Circle::FrontLeft, kAnthrodroid}}, {Circle::FrontLeft}, {}, {},
             fillers(1)},
            opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 1)));
    EXPECT_EQ(b.state().card(u).rested, !of_clan);
    EXPECT_TRUE(b.face_up_damage(Player::A, 1).empty());
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}

// CR 2.11.3: on the vanguard circle the ability is not active.
TEST(Bt05AnthrodroidTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kAnthrodroid}}, {Circle::Vanguard}, {}, {}, fillers(1)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(v, 1, b.face_up_damage(Player::A, 1))),
            "cannot play the ability of Anthrodroid (" + id(v) + ") from where it is: the ability is not active there " + cite(cr::kActiveZone));
}

}  // namespace
}  // namespace vg::test
