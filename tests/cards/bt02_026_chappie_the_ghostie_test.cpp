// BT02/026 Chappie the Ghostie: [AUTO] when placed on (GC), search the deck for up to one
// <Granblue>, put it into the drop zone, shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 10.1.9.1, 4.4.2: called as a guardian, Chappie's mandatory ability searches its
// player's deck for a <Granblue> only (Knight Spirit, not the filler) and puts it into the drop
// zone.
TEST(Bt02ChappieTest, PutOnTheGuardianCircleItPutsAGranblueFromTheDeckIntoTheDrop) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, "BT01/077"}}, {}, {"BT02/026"}, {kFiller, "BT02/052"}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({"BT02/026"}));
  const InstanceId chappie = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(chappie, 1)),
            "the automatic ability of Chappie the Ghostie (" + id(chappie) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_FALSE(b.play(chappie, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(b.game().request().options.size(), 1u);
  const InstanceId spirit = b.game().request().options.front();
  EXPECT_EQ(b.state().def(spirit).number, "BT02/052");
  ASSERT_FALSE(b.choose({spirit}));
  EXPECT_EQ(b.state().card(spirit).zone, Zone::Drop);
}

}  // namespace
}  // namespace vg::test
