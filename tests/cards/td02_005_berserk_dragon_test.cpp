// Ruling tests of TD02/005 Berserk Dragon: AUTO [Counter Blast 2], when placed on (VC) or (RC), if
// you have a <<Kagero>> vanguard, you may pay; then retire an opponent's grade 2 or less
// rear-guard.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 005 005 004 009 | t2 draw 010 | damage checks of turn 3 (`hits` of 006 006 011) |
// t4 draw 009 | drive checks 007 011.
Script berserk_script(int hits) {
  std::vector<std::string> b = {"TD02/007", "TD02/005", "TD02/005", "TD02/004", "TD02/009", "TD02/010"};
  const char* damage[] = {"TD02/006", "TD02/006", "TD02/011"};
  for (int i = 0; i < hits; ++i) b.push_back(damage[i]);
  for (const char* n : {"TD02/009", "TD02/007", "TD02/011"}) b.push_back(n);
  return kagero(b);
}

// CR 10.1.4.1, 8.5.2.3, 10.1.15.1, 8.5.3, 10.1.3: called to (RC), paid with two face-up damage
// cards (one is not enough), then one of A's rear-guards retired; A's vanguard cannot be chosen.
TEST(Td02BerserkDragonTest, PlacedOnRearGuardCircleRetiresARearGuard) {
  Driver d(berserk_script(3));
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_ACCEPTED(d, d.call("TD02/005", Circle::FrontRight));
  const InstanceId berserk = d.unit(Player::B, Circle::FrontRight);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.play(berserk, 1, d.face_up_damage(Player::B, 1))),
            "the counter blast needs 2 face-up damage cards, not 1: a cost is paid whole or not at all [CR 10.1.15.1]");
  ASSERT_ACCEPTED(d, d.play(berserk, 1, d.face_up_damage(Player::B, 2)));
  EXPECT_EQ(d.face_up_damage(Player::B, 3).size(), 1u);
  ASSERT_EQ(d.decision(), Decision::Choose);
  const InstanceId av = d.unit(Player::A, Circle::Vanguard), gallatin = d.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(d.choose({av})), "card " + id(av) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  ASSERT_ACCEPTED(d, d.choose({gallatin}));  // grade 2
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{gallatin});
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 10.1.4.1, 8.5.2.1: ridden, it is placed on (VC): the ability triggers too (at the check
// timing of the ride phase), and A's grade 1 Marron may be chosen.
TEST(Td02BerserkDragonTest, PlacedOnVanguardCircleByRideTriggersToo) {
  Driver d(berserk_script(3));
  to_turn_four(d, "TD02/007", "TD02/005", 3);
  const InstanceId berserk = d.unit(Player::B, Circle::Vanguard);
  ASSERT_EQ(d.state().def(berserk).name, "Berserk Dragon");
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(berserk, 1, d.face_up_damage(Player::B, 2)));
  const InstanceId marron = d.unit(Player::A, Circle::FrontLeft);
  ASSERT_ACCEPTED(d, d.choose({marron}));
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{marron});
  EXPECT_EQ(d.decision(), Decision::Main);
}

// CR 8.5.2.3: with no damage the cost cannot be paid: the ability can only be declined.
TEST(Td02BerserkDragonTest, CostNotPayableWithoutDamage) {
  Driver d(berserk_script(0));
  to_turn_four(d, "TD02/007", "TD02/004");
  ASSERT_ACCEPTED(d, d.call("TD02/005", Circle::FrontRight));
  const InstanceId berserk = d.unit(Player::B, Circle::FrontRight);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.play(berserk, 1)),
            "the counter blast needs 2 face-up damage cards, not 0: a cost is paid whole or not at all [CR 10.1.15.1]");
  ASSERT_ACCEPTED(d, d.decline(berserk, 1));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(d.numbers(d.state().player(Player::A).drop), IsEmpty());
}

}  // namespace
}  // namespace vg::test
