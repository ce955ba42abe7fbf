// BT05/078 Dark Soul Conductor: [AUTO] when this card is put into the drop zone from (GC), if your vanguard is a
// <<Dark Irregulars>>, you may soul charge 2.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 7.6.1.8, 8.6.4, 10.1.17.1: retired from (GC) at the end of the battle, it puts the top two
// cards of the deck into the soul under a <<Dark Irregulars>> vanguard; under another clan it does nothing.
TEST(Bt05DarkSoulConductorTest, LeavingTheGuardianCircleSoulChargesTwo) { check_guardian_soul_charge_2("BT05/078", kDarkIrregulars); }

// CR 8.6.3.1: "you may": declined, the soul stays empty.
TEST(Bt05DarkSoulConductorTest, MayBeDeclined) { check_guardian_soul_charge_declined("BT05/078", kDarkIrregulars); }

// CR 8.1.1.2.1: retired from (RC), it does not trigger.
TEST(Bt05DarkSoulConductorTest, NotFromARearGuardCircle) { check_guardian_soul_charge_not_from_rc("BT05/078", kDarkIrregulars); }

}  // namespace
}  // namespace vg::test
