// BT05/010 Glass Beads Dragon: [AUTO](VC/RC) [Counter Blast 2] when this unit's attack hits, if your vanguard is a
// <<Neo Nectar>>, you may pay: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.9, 10.1.15.1, 3.12.2: from a rear-guard circle under a <<Neo Nectar>> vanguard, two
// damage pay for a card drawn.
TEST(Bt05GlassBeadsDragonTest, HitFromARearGuardCircleDrawsACard) { check_hits_counter_blast_draw("BT05/010", kNeoNectar); }

// The same from the vanguard circle, where it is its own <<Neo Nectar>> vanguard.
TEST(Bt05GlassBeadsDragonTest, HitFromTheVanguardCircleDrawsACard) { check_hits_counter_blast_draw_on_vc("BT05/010"); }

// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt05GlassBeadsDragonTest, UnderAnotherClanTheCostCannotBePaid) { check_hits_counter_blast_draw_other_clan("BT05/010"); }

}  // namespace
}  // namespace vg::test
