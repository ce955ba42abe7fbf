// BT03/039 Godhawk, Ichibyoshi: [AUTO](VC) as your ride phase begins, look at the top five cards, you may
// superior ride a Goddess of the Crescent Moon, Tsukuyomi among them, the others to the bottom in any order; if
// you rode, no normal ride in this ride phase.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCard039 = "BT03/039";
constexpr const char* kNext039 = "BT03/073";  // Goddess of the Crescent Moon, Tsukuyomi

// CR 1.31 6.5.1.1, 10.1.5.1.1, 1.3.1 over 6.5.1.2: the named card among the five is superior
// ridden, the others go to the bottom in the chosen order, and no normal ride follows.
TEST(Bt03GodhawkIchibyoshiTest, RidesTheNamedCardAndForbidsTheNormalRide) { check_ride_chain_rides(kCard039, kNext039, 1); }

// CR 1.31 8.5.3, 4.2.3: declined, the five go to the bottom; the normal ride stays allowed.
TEST(Bt03GodhawkIchibyoshiTest, DeclinedAllFiveGoToTheBottom) { check_ride_chain_declined(kCard039, kNext039, 1); }

// CR 1.31 8.5.3.1: the order takes every other looked-at card, and only those.
TEST(Bt03GodhawkIchibyoshiTest, NotAmongTheFiveNothingToRide) { check_ride_chain_not_among_five(kCard039, kNext039, 1); }

// CR 1.31 2.11.3, 6.5.1.1: on (VC), in its player's ride phase only.
TEST(Bt03GodhawkIchibyoshiTest, OnlyOnTheVanguardCircleInYourTurn) { check_ride_chain_only_on_vc_in_your_turn(kCard039, kNext039); }

// CR 1.31 8.6.3.1: the ability itself is mandatory.
TEST(Bt03GodhawkIchibyoshiTest, TheLookIsMandatory) { check_ride_chain_mandatory(kCard039, kNext039, 1); }

}  // namespace
}  // namespace vg::test
