// BT03/025 Vermillion Gatekeeper: [AUTO](VC) when another <Dark Irregulars> rides this unit, you may soul charge 1.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kVermillionGatekeeper = "BT03/025";

// CR 1.31 8.5.2.4.1, 8.6.4.1.4, 10.1.17.1: ridden by a «Dark Irregulars», it goes into the soul and
// the deck's top card joins it.
TEST(Bt03VermillionGatekeeperTest, RiddenByTheClanSoulChargesOne) { check_ridden_soul_charge(kVermillionGatekeeper, kDarkIrregularsG1); }

// "You may": declined, only the ridden card is in the soul.
TEST(Bt03VermillionGatekeeperTest, MayDecline) { check_ridden_soul_charge_declined(kVermillionGatekeeper, kDarkIrregularsG1); }

// CR 1.31 8.1.1.2.1: ridden by a unit of another clan it does not trigger.
TEST(Bt03VermillionGatekeeperTest, RiddenByAnotherClanNothing) { check_ridden_by_other_clan(kVermillionGatekeeper, "BT01/060"); }

}  // namespace
}  // namespace vg::test
