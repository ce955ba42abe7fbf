// BT05/032 Stealth Dragon, Turbulent Edge: [AUTO](VC/RC) when this unit's attack hits a vanguard, if your vanguard is a
// <<Murakumo>>, look at up to five cards from the top of your deck, you may show a Covert Demonic
// Dragon, Mandala Lord among them and add it to your hand, the rest to the bottom in any order.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kStealthDragonTurbulentEdge = "BT05/032";

// CR 1.31 7.6.1.9, 1.3.5, 4.2.2, 8.5.3, 4.2.3: on (RC) and on (VC).
TEST(Bt05StealthDragonTurbulentEdgeTest, LooksAtThreeAndTakesTheMandalaLord) {
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard}) {
    SCOPED_TRACE(to_string(c));
    check_look_for_mandala_lord(kStealthDragonTurbulentEdge, c);
  }
}

TEST(Bt05StealthDragonTurbulentEdgeTest, UpToFiveAndMayNotShow) { check_look_for_mandala_lord_up_to(kStealthDragonTurbulentEdge); }

TEST(Bt05StealthDragonTurbulentEdgeTest, OtherClanVanguardOrRearGuardHitDoesNothing) { check_look_for_mandala_lord_other_clan(kStealthDragonTurbulentEdge); }

}  // namespace
}  // namespace vg::test
