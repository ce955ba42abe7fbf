// BT05/002 Majesty Lord Blaster: [CONT](VC) while your soul holds a Blaster Blade and a Blaster
// Dark, +2000 power and +1 critical. [AUTO](VC) [put a Blaster Blade and a Blaster Dark of your
// rear-guards into your soul] when this unit attacks, you may pay: +10000 power for that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kMajesty = "BT05/002";
constexpr const char* kMajestyBlade = "TD01/005";  // Blaster Blade
constexpr const char* kMajestyDark = "BT04/024";   // Blaster Dark

// CR 1.31 8.2.1.2, 8.7.1.3: both in the soul, 12000 power and critical 2; the attack that hits the
// vanguard deals 2 damage (CR 7.6.1.5). One of them alone, or on (RC) (CR 2.11.3): as printed.
TEST(Bt05MajestyLordBlasterTest, BladeAndDarkInTheSoulGivePowerAndCritical) {
  Board b({{{Circle::Vanguard, kMajesty}}, {}, {}, {}, {}, {kMajestyBlade, kFiller, kMajestyDark}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);
  EXPECT_EQ(b.critical(Player::A, Circle::Vanguard), 2);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::Vanguard), 2));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 2u);

  Board blade({{{Circle::Vanguard, kMajesty}}, {}, {}, {}, {}, {kMajestyBlade, kMajestyBlade}}, opponent());
  EXPECT_EQ(blade.power(Player::A, Circle::Vanguard), 10000);
  EXPECT_EQ(blade.critical(Player::A, Circle::Vanguard), 1);
  Board dark({{{Circle::Vanguard, kMajesty}}, {}, {}, {}, {}, {kMajestyDark}}, opponent());
  EXPECT_EQ(dark.critical(Player::A, Circle::Vanguard), 1);
  Board on_rc({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kMajesty}}, {}, {}, {}, {}, {kMajestyBlade, kMajestyDark}}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 10000);
  EXPECT_EQ(on_rc.critical(Player::A, Circle::FrontLeft), 1);
}

// CR 8.5.2.3, 4.7: attacking, it puts its Blaster Blade and Blaster Dark rear-guards into the soul:
// +10000 for the battle, and now its soul holds both (+2000, +1 critical).
TEST(Bt05MajestyLordBlasterTest, AttackingPutsBladeAndDarkIntoTheSoulForTenThousand) {
  Board b({{{Circle::Vanguard, kMajesty}, {Circle::FrontLeft, kMajestyBlade}, {Circle::BackLeft, kMajestyDark}}, {}, {}, {}, {}, {}},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId blade = b.unit(Player::A, Circle::FrontLeft), dark = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, {blade, dark}));
  EXPECT_EQ(b.state().card(blade).zone, Zone::Soul);
  EXPECT_EQ(b.state().card(dark).zone, Zone::Soul);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 22000);
  EXPECT_EQ(b.critical(Player::A, Circle::Vanguard), 2);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);  // the +10000 lasted that battle
}

// "You may": declined, nothing moves. The cost takes one of each name (CR 8.5.2.3): a Blaster
// Blade with another card is refused, whole message.
TEST(Bt05MajestyLordBlasterTest, CostTakesOneOfEachNameAndMayBeDeclined) {
  Board b({{{Circle::Vanguard, kMajesty}, {Circle::FrontLeft, kMajestyBlade}, {Circle::BackLeft, kFiller}}, {}, {}, {}, {}, {}},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId blade = b.unit(Player::A, Circle::FrontLeft), other = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(message(b.play(v, 2, {blade, other})),
            "cannot pay the move into the soul with Bloody Hercules (" + id(other) + "): it takes one each of: Blaster Blade; Blaster Dark " +
                cite(cr::kPayCosts));
  ASSERT_FALSE(b.decline(v, 2));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), blade);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

}  // namespace
}  // namespace vg::test
