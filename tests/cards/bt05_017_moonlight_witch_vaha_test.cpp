// BT05/017 Moonlight Witch, Vaha: [AUTO](VC/RC) [Counter Blast 2] when this unit's attack hits, if your vanguard is a
// <<Shadow Paladin>>, you may pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.15.1, 3.12.2: from a rear-guard circle under a <<Shadow Paladin>> vanguard, two
// damage pay for a card drawn.
TEST(Bt05MoonlightWitchVahaTest, HitFromARearGuardCircleDrawsACard) { check_hits_counter_blast_draw("BT05/017", kShadowPaladin); }

// The same from the vanguard circle, where it is its own <<Shadow Paladin>> vanguard.
TEST(Bt05MoonlightWitchVahaTest, HitFromTheVanguardCircleDrawsACard) { check_hits_counter_blast_draw_on_vc("BT05/017"); }

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt05MoonlightWitchVahaTest, UnderAnotherClanTheCostCannotBePaid) { check_hits_counter_blast_draw_other_clan("BT05/017"); }

}  // namespace
}  // namespace vg::test
