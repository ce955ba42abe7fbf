// BT02/070 Cannon Fire Dragon, Cannon Gear: [AUTO] when placed on (VC) or (RC), retire one of
// your rear-guards. [AUTO](VC) when a <<Tachikaze>> boosts it, +2000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.4.1, 10.1.3: called, it retires the rear-guard its player chooses.
TEST(Bt02CannonFireDragonCannonGearTest, PlacedRetiresAChosenRearGuard) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontRight, "BT01/066"}}, {}, {"BT02/070"}}, opponent());
  const InstanceId other = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.call("BT02/070", Circle::FrontLeft));
  const InstanceId gear = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(gear, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({other}));
  EXPECT_EQ(b.state().card(other).zone, Zone::Drop);
  EXPECT_EQ(b.state().card(gear).zone, Zone::Field);
}

// CR 7.3.1.6, 8.2.1.2: boosted by a Tachikaze, it has 2000 more, still after the battle.
TEST(Bt02CannonFireDragonCannonGearTest, BoostedByATachikazeAddsTwoThousandForTheTurn) {
  Board b({{{Circle::Vanguard, "BT02/070"}, {Circle::BackCenter, "BT01/066"}}}, opponent());
  const InstanceId gear = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(gear, 2));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(gear), 11000 + def("BT01/066").power + 2000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(gear), 11000 + 2000);
}

// CR 8.1.1.2.1: boosted by a unit of another clan, nothing triggers.
TEST(Bt02CannonFireDragonCannonGearTest, BoostedByAnotherClanDoesNotTrigger) {
  Board b({{{Circle::Vanguard, "BT02/070"}, {Circle::BackCenter, "BT01/042"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000 + def("BT01/042").power);
}

}  // namespace
}  // namespace vg::test
