// BT01/008 Asura Kaiser: [CONT](VC/RC) without another <Nova Grappler> vanguard or
// rear-guard, -2000 power. [AUTO](VC) each time its drive check reveals a grade 3 <Nova
// Grappler>, stand one of your rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.7: alone it has 9000; with King of Sword beside it, 11000.
TEST(Bt01AsuraKaiserTest, MinusTwoThousandWithoutAnotherNovaGrappler) {
  check_alone_minus_2000("BT01/008", Circle::Vanguard, "TD03/004");
}

// CR 2.11.3: the continuous ability applies on a rear-guard circle too.
TEST(Bt01AsuraKaiserTest, MinusTwoThousandOnARearGuardCircle) {
  check_alone_minus_2000("BT01/008", Circle::FrontRight, "TD03/004");
}

// CR 3.8.2: a Nova Grappler guardian is not a vanguard or a rear-guard: guarded by Tough Boy,
// the lone Asura Kaiser keeps its -2000.
TEST(Bt01AsuraKaiserTest, ANovaGrapplerGuardianDoesNotCount) {
  check_guardian_is_not_another_unit("BT01/008", "TD03/007");
}

// CR 7.5.1.2, 10.1.11: the drive check reveals a grade 3 Nova Grappler: a rested rear-guard of choice stands.
TEST(Bt01AsuraKaiserTest, GradeThreeNovaGrapplerCheckStandsARearGuard) {
  Board b({{{Circle::Vanguard, "BT01/008"}, {Circle::FrontLeft, "TD03/004"}}, {Circle::FrontLeft}, {}, {"TD03/002"}}, opponent());
  const InstanceId kaiser = b.unit(Player::A, Circle::Vanguard);
  const InstanceId king = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_TRUE(b.state().card(king).rested);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(kaiser, 2));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({king}));
  EXPECT_FALSE(b.state().card(king).rested);
}

// CR 8.1.1.2.1: a grade 3 of another clan does not trigger it.
TEST(Bt01AsuraKaiserTest, GradeThreeOfAnotherClanDoesNotTrigger) {
  Board b({{{Circle::Vanguard, "BT01/008"}, {Circle::FrontLeft, "TD03/004"}}, {Circle::FrontLeft}, {}, {"TD01/001"}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_NE(b.decision(), Decision::PlayAuto);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::FrontLeft)).rested);
}

}  // namespace
}  // namespace vg::test
