// BT05/021 Frontline Valkyrie, Laurel: [AUTO](VC/RC) when this unit attacks a vanguard, if your
// vanguard is a <<Neo Nectar>>, this unit gets +2000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kLaurel = "BT05/021";

// CR 1.31 7.3.1.8, 8.1.1.2.3: on the vanguard circle (its own «Neo Nectar» vanguard), attacking the
// opponent's vanguard, it has 2000 more for that battle; the ability is mandatory.
TEST(Bt05FrontlineValkyrieLaurelTest, AttackingAVanguardGainsTwoThousand) {
  Board b({{{Circle::Vanguard, kLaurel}}}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 1)), mandatory(kLaurel, v));
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.state().power(v), 12000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(v), 10000);  // CR 7.7.1.2: the battle is over
}

// The same from a rear-guard circle under a «Neo Nectar» vanguard; under a vanguard of another
// clan it resolves and does nothing.
TEST(Bt05FrontlineValkyrieLaurelTest, FromARearGuardCircleOnlyUnderANeoNectarVanguard) {
  for (bool of_clan : {true, false}) {
    Board b({{{Circle::Vanguard, of_clan ? kNeoNectar : "TD02/001"}, {Circle::FrontLeft, kLaurel}}}, opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    ASSERT_FALSE(b.play(u, 1));
    EXPECT_EQ(b.state().power(u), of_clan ? 12000 : 10000);
  }
}

// CR 8.1.1.2.1: attacking a rear-guard, nothing stands by.
TEST(Bt05FrontlineValkyrieLaurelTest, AttackingARearGuardDoesNotTrigger) {
  Board b({{{Circle::Vanguard, kLaurel}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

}  // namespace
}  // namespace vg::test
