// BT04/040 Armored Fairy, Shubiela: [AUTO](VC/RC) [Soul Blast 3] when its attack hits, if your vanguard is a <Nova Grappler>, you may
// pay: draw a card; [AUTO](VC) when a <Nova Grappler> boosts it, +3000 power until end of that
// battle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.16.1: attacking from (RC) under a «Nova Grappler» vanguard, paid: a draw.
TEST(Bt04ArmoredFairyShubielaTest, PaidUnderANovaGrapplerDraws) {
  Board b({{{Circle::Vanguard, "TD03/007"}, {Circle::FrontLeft, "BT04/040"}}, {}, {}, {"BT04/028"}, {}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.soul(Player::A, 3)));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_NE(b.hand_card(Player::A, "BT04/028"), kNoInstance);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid; declined, nothing.
TEST(Bt04ArmoredFairyShubielaTest, UnderAnotherClanNotPaid) {
  Board b({{{Circle::Vanguard, "TD01/004"}, {Circle::FrontLeft, "BT04/040"}}, {}, {}, {}, {}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, b.soul(Player::A, 3))), condition_fails(b, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 3u);
}

// CR 1.31 7.3.1.6, 7.3.1.8: boosted on (VC) by a «Nova Grappler», +3000 for the battle (mandatory).
TEST(Bt04ArmoredFairyShubielaTest, BoostedByANovaGrapplerGainsThreeThousand) {
  Board b({{{Circle::Vanguard, "BT04/040"}, {Circle::BackCenter, "TD03/007"}}}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 2)), mandatory(b, v));
  ASSERT_FALSE(b.play(v, 2));
  EXPECT_EQ(b.state().power(v), 21000);
  ASSERT_FALSE(b.no_guard());
  while (b.decision() == Decision::PlayAuto) ASSERT_FALSE(b.decline(v, 1));  // its hit: not paid
  EXPECT_EQ(b.state().power(v), 10000);
}

// CR 8.1.1.2.1, 2.11.3: boosted by a unit of another clan, or on (RC), nothing stands by.
TEST(Bt04ArmoredFairyShubielaTest, OnlyBoostedByANovaGrapplerOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT04/040"}, {Circle::BackCenter, "TD01/008"}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::Guard);
  Board r({{{Circle::Vanguard, "TD03/007"}, {Circle::FrontLeft, "BT04/040"}, {Circle::BackLeft, "TD03/007"}}}, opponent());
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(r.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
