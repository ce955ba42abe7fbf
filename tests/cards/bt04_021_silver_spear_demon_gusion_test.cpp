// BT04/021 Silver Spear Demon, Gusion: [ACT](VC/RC) [Counter Blast 2] +4000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.5.1, 10.1.15.1: from (VC) and from (RC), each use turns two damage cards face down and
// gives +4000 for the turn; a third use has nothing to pay with.
TEST(Bt04SilverSpearDemonGusionTest, EachUseGivesFourThousand) {
  for (Circle circle : {Circle::Vanguard, Circle::FrontLeft}) {
    Side a({{circle, "BT04/021"}}, {}, {}, {}, fillers(4));
    if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kFiller});
    Board b(a, opponent());
    const InstanceId u = b.unit(Player::A, circle);
    ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 2)));
    EXPECT_EQ(b.state().power(u), 14000);
    ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 2)));
    EXPECT_EQ(b.state().power(u), 18000);
    EXPECT_EQ(message(b.act(u, 1, {})),
              "the counter blast needs 2 face-up damage cards, not 0: a cost is paid whole or not at all " + cite(cr::kCounterBlast));
  }
}

}  // namespace
}  // namespace vg::test
