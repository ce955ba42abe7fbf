// BT05/036 Knight of Purgatory, Skull Face: [AUTO](VC) at the beginning of your main phase, soul
// charge 1 and +2000 power until end of turn; [AUTO](VC/RC) [Soul Blast 8 and Counter Blast 5]
// when its attack hits, you may pay: retire all of the opponent's rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSkullFace = "BT05/036";

// CR 6.6.1.1, 10.1.17.1: as the main phase begins, the top card goes into the soul and +2000.
TEST(Bt05KnightOfPurgatorySkullFaceTest, MainPhaseSoulChargeAndTwoThousand) { check_main_phase_soul_charge(kSkullFace); }

// CR 2.11.3: on a rear-guard circle the first ability is not active.
TEST(Bt05KnightOfPurgatorySkullFaceTest, NoSoulChargeOnARearGuardCircle) { check_main_phase_soul_charge_not_on_rc(kSkullFace); }

// CR 7.6.1.9, 10.1.16.1, 10.1.15.1, 10.1.3: eight soul and five damage retire every rear-guard
// of the opponent.
TEST(Bt05KnightOfPurgatorySkullFaceTest, HitRetiresAllOpponentRearGuards) { check_hits_retire_all(kSkullFace, 2, true); }

// CR 8.6.3.1: "you may": declined, the rear-guards stay.
TEST(Bt05KnightOfPurgatorySkullFaceTest, MayBeDeclined) { check_hits_retire_all(kSkullFace, 2, false); }

// The same from a rear-guard circle (VC/RC): its attack hits and the opponent's rear-guards are
// retired.
TEST(Bt05KnightOfPurgatorySkullFaceTest, HitFromARearGuardCircleRetiresThemToo) {
  Board b({{{Circle::Vanguard, kShadowPaladin}, {Circle::FrontLeft, kSkullFace}}, {}, {}, {}, fillers(5), fillers(8)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 3u);
}

}  // namespace
}  // namespace vg::test
