// BT02/012 Witch Doctor of the Abyss, Negromarl: [AUTO] [Counter Blast 2] when placed on (VC)
// or (RC), if your vanguard is a <Granblue>, it may pay; then a card of your drop zone of your
// choice is called to a rear-guard circle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kNegromarl = "BT02/012";

// CR 10.1.4.1, 8.5.3, 10.1.6.1.3: ridden over a Granblue, it pays and calls the chosen drop
// card to the circle its player picks; the called card need not fit the vanguard's grade.
TEST(Bt02NegromarlTest, PlacedCallsAChosenCardFromTheDropZone) {
  Side a{{{Circle::Vanguard, "BT01/038"}}, {}, {kNegromarl}, {}, fillers(2), {}, {"BT02/053", "TD02/001"}};
  Board b(a, opponent(), Decision::Ride);
  const InstanceId negromarl = b.hand_card(Player::A, kNegromarl);
  const InstanceId overlord = b.state().player(Player::A).drop.back();
  ASSERT_FALSE(b.ride(kNegromarl));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(negromarl, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({overlord}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(message(b.superior_call(negromarl, Circle::FrontLeft)),
            "the effect calls Dragonic Overlord (" + id(overlord) + "), not Witch Doctor of the Abyss, Negromarl [CR 10.1.6.1.1.1]");
  ASSERT_FALSE(b.superior_call(overlord, Circle::FrontLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), overlord);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: with a vanguard of another clan the "if" does not hold: the cost cannot be
// paid, and declined, nothing is called.
TEST(Bt02NegromarlTest, CalledUnderAnotherClanVanguardCallsNothing) {
  Side a{{{Circle::Vanguard, "TD02/001"}}, {}, {kNegromarl}, {}, fillers(2), {}, {"BT02/053"}};
  Board b(a, opponent());
  const InstanceId negromarl = b.hand_card(Player::A, kNegromarl);
  ASSERT_FALSE(b.call(kNegromarl, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(negromarl, 1, b.face_up_damage(Player::A, 2))),
            "cannot pay the cost of the ability of Witch Doctor of the Abyss, Negromarl (" + id(negromarl) + "): its condition does not hold [CR 8.1.1.2.3]");
  ASSERT_FALSE(b.decline(negromarl, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 1u);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
}

}  // namespace
}  // namespace vg::test
