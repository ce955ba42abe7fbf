// BT04/005 Evil Armor General, Giraffa: [CONT](VC) with Elite Mutant, Giraffa in the soul, +1000 power; [AUTO](VC) [Counter Blast 2
// and retire two of your <Megacolony> rear-guards] when its attack hits a vanguard, you may pay:
// retire up to two of the opponent's grade 1 or less rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Elite Mutant, Giraffa in the soul, +1000 on (VC), in either player's turn.
TEST(Bt04EvilArmorGeneralGiraffaTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/005", "BT04/016", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04EvilArmorGeneralGiraffaTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/005", "BT04/016"); }

// CR 7.6.1.9, 10.1.3.1, 8.5.3.1.1: a rear-guard of another clan does not pay; two «Megacolony»
// do, and up to two of the opponent's grade 1 or less rear-guards are offered (not grade 2).
TEST(Bt04EvilArmorGeneralGiraffaTest, HittingAVanguardRetiresUpToTwoGradeOneOrLess) {
  Board b({{{Circle::Vanguard, "BT04/005"}, {Circle::FrontLeft, "BT02/077"}, {Circle::FrontRight, "BT01/080"}, {Circle::BackLeft, "TD01/004"}},
           {}, {}, {}, fillers(2)},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), stranger = b.unit(Player::A, Circle::BackLeft);
  const std::vector<InstanceId> mine{b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::FrontRight)};
  const InstanceId one = b.unit(Player::B, Circle::FrontLeft), zero = b.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(v, 2, joined(b.face_up_damage(Player::A, 2), {mine[0], stranger}))),
            "cannot pay the retire with Knight of Silence, Gallatin (" + id(stranger) + "): it must be a «Megacolony» " + cite(cr::kRetire));
  ASSERT_FALSE(b.play(v, 2, joined(b.face_up_damage(Player::A, 2), mine)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({one, zero}));
  EXPECT_EQ(b.game().request().min, 0);
  EXPECT_EQ(b.game().request().max, 2);
  ASSERT_FALSE(b.choose({one, zero}));
  EXPECT_EQ(b.state().card(one).zone, Zone::Drop);
  EXPECT_EQ(b.state().card(zero).zone, Zone::Drop);
  EXPECT_NE(b.unit(Player::B, Circle::BackLeft), kNoInstance);
}

// "You may": declined, nothing is paid or retired; hitting a rear-guard, nothing stands by.
TEST(Bt04EvilArmorGeneralGiraffaTest, OptionalAndOnlyOnAVanguardHit) {
  Board b({{{Circle::Vanguard, "BT04/005"}, {Circle::FrontLeft, "BT02/077"}, {Circle::FrontRight, "BT01/080"}}, {}, {}, {}, fillers(2)},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(v, 2));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  check_hit_rear_guard_does_not_trigger("BT04/005", Circle::Vanguard);
}

}  // namespace
}  // namespace vg::test
