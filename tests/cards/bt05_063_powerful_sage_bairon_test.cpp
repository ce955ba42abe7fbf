// BT05/063 Powerful Sage, Bairon: [AUTO](VC/RC) when this unit's attack hits a vanguard, choose one of your
// <<Royal Paladin>> units: it gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 8.5.3, 8.6.3.1: its attack hits the vanguard; mandatory, the <<Royal Paladin>> units are
// offered (not the unit of another clan), and the chosen one has 3000 more.
TEST(Bt05PowerfulSageBaironTest, HitOnAVanguardGivesAUnitOfTheClanThreeThousand) { check_hit_vanguard_plus_3000("BT05/063", Circle::Vanguard, kRoyalPaladin); }

// CR 8.1.1.2.1: a hit on a rear-guard does not trigger it.
TEST(Bt05PowerfulSageBaironTest, HittingARearGuardDoesNotTrigger) { check_hit_rear_guard_does_not_trigger("BT05/063", Circle::Vanguard); }

// The same from a rear-guard circle (VC/RC).
TEST(Bt05PowerfulSageBaironTest, HitFromARearGuardCircle) { check_hit_vanguard_plus_3000("BT05/063", Circle::FrontLeft, kRoyalPaladin); }

}  // namespace
}  // namespace vg::test
