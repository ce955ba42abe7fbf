// BT05/031 Stealth Dragon, Cursed Breath: [AUTO](VC/RC) when this unit's attack hits a vanguard, if your vanguard is a
// <<Murakumo>>, look at up to five cards from the top of your deck, you may show a Covert Demonic
// Dragon, Mandala Lord among them and add it to your hand, the rest to the bottom in any order.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kStealthDragonCursedBreath = "BT05/031";

// CR 1.31 7.6.1.9, 1.3.5, 4.2.2, 8.5.3, 4.2.3: on (RC) and on (VC).
TEST(Bt05StealthDragonCursedBreathTest, LooksAtThreeAndTakesTheMandalaLord) {
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard}) {
    SCOPED_TRACE(to_string(c));
    check_look_for_mandala_lord(kStealthDragonCursedBreath, c);
  }
}

TEST(Bt05StealthDragonCursedBreathTest, UpToFiveAndMayNotShow) { check_look_for_mandala_lord_up_to(kStealthDragonCursedBreath); }

TEST(Bt05StealthDragonCursedBreathTest, OtherClanVanguardOrRearGuardHitDoesNothing) { check_look_for_mandala_lord_other_clan(kStealthDragonCursedBreath); }

}  // namespace
}  // namespace vg::test
