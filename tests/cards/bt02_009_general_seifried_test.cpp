// BT02/009 General Seifried: [AUTO](VC) when its drive check reveals a grade 3 <Spike
// Brothers>, it may call that card to an open (RC); [AUTO](VC) when a <Spike Brothers> boosts
// it, +3000 power until the end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSeifried = "BT02/009";

// CR 7.5.1.2, 10.1.6.1.3: the checked Juggernaut Maximum is called from the trigger zone, only
// to an open circle; it does not go to the hand (CR 7.5.1.2.4 moves a card still there).
TEST(Bt02SeifriedTest, DriveCheckedGradeThreeSpikeBrothersIsCalledToAnOpenCircle) {
  Board b({{{Circle::Vanguard, kSeifried}, {Circle::FrontLeft, kFiller}}, {}, {}, {"BT01/020"}}, opponent());
  const InstanceId seifried = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const InstanceId checked = b.state().pile(Player::A, Zone::Trigger).front();
  ASSERT_FALSE(b.play(seifried, 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(message(b.superior_call(checked, Circle::FrontLeft)),
            "cannot call Juggernaut Maximum (" + id(checked) + ") to front-left: the effect calls it only to an open circle, and " +
                def(kFiller).name + " (" + id(b.unit(Player::A, Circle::FrontLeft)) + ") is there [CR 10.1.6.1.1.1]");
  ASSERT_FALSE(b.superior_call(checked, Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), checked);
  EXPECT_EQ(b.state().card(checked).zone, Zone::Field);
}

// A grade 3 of another clan triggers nothing: it goes to the hand.
TEST(Bt02SeifriedTest, AnotherClansGradeThreeIsNotCalled) {
  Board b({{{Circle::Vanguard, kSeifried}}, {}, {}, {"TD02/001"}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::StartStep);
  EXPECT_NE(b.hand_card(Player::A, "TD02/001"), kNoInstance);
}

// CR 7.3.1.6: boosted by Wonder Boy (Spike Brothers) it gets +3000; by Dandy Guy, Romario
// (Granblue) it does not.
TEST(Bt02SeifriedTest, BoostedBySpikeBrothersGetsThreeThousand) {
  Board b({{{Circle::Vanguard, kSeifried}, {Circle::BackCenter, "BT01/075"}}}, opponent());
  const InstanceId seifried = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(seifried, 2));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(kSeifried).power + def("BT01/075").power + 3000);
  Board o({{{Circle::Vanguard, kSeifried}, {Circle::BackCenter, "BT01/077"}}}, opponent());
  ASSERT_FALSE(o.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(o.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
