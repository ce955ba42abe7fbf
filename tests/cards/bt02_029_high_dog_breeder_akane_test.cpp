// BT02/029 High Dog Breeder, Akane: [AUTO] [Counter Blast 2] when placed on (VC) or (RC), you may
// pay: search the deck for up to one <Royal Paladin> High Beast, call it to (RC), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAkane = "BT02/029";

// CR 10.1.9.1, 8.5.3, 10.1.6.1.3: called to a rear-guard circle and paid for, Akane's search
// offers only the Royal Paladin High Beast (Wingal): not Dark Cat (another clan) nor Marron (a
// Giant); the card found is called to the circle its player chooses.
TEST(Bt02AkaneTest, PlacedItCallsARoyalPaladinHighBeastFromTheDeck) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kAkane}, {"TD04/008", "TD01/008", "TD01/009"}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(kAkane, Circle::FrontLeft));
  const InstanceId akane = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(akane, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(b.game().request().options.size(), 1u);
  const InstanceId wingal = b.game().request().options.front();
  EXPECT_EQ(b.state().def(wingal).number, "TD01/009");
  ASSERT_FALSE(b.choose({wingal}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(wingal, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), wingal);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: placed on the vanguard circle too; declined, nothing is called.
TEST(Bt02AkaneTest, RiddenItMayBeDeclined) {
  Board b({{{Circle::Vanguard, "TD01/008"}}, {}, {kAkane}, {"TD01/009"}, fillers(2)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(kAkane));
  const InstanceId akane = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const std::size_t deck = b.count(Player::A, Zone::Deck);
  ASSERT_FALSE(b.decline(akane, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Deck), deck);
  for (Circle c : kRearGuardCircles) EXPECT_EQ(b.unit(Player::A, c), kNoInstance);
}

}  // namespace
}  // namespace vg::test
