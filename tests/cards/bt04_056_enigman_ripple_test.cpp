// BT04/056 Enigman Ripple: [CONT](VC) with Enigman Flow in the soul, +2000 power; [AUTO] [discard a grade 3 <Dimension
// Police>] when placed on (RC), you may pay: search your deck for up to one Enigman Storm, reveal
// it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Enigman Flow in the soul, +2000 on (VC), in either player's turn.
TEST(Bt04EnigmanRippleTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/056", "BT04/031", 2000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04EnigmanRippleTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/056", "BT04/031"); }

// CR 1.31 10.1.2.1, 10.1.9.1: a grade 2 of the clan does not pay; a grade 3 does, and the named
// card is found.
TEST(Bt04EnigmanRippleTest, DiscardingAGradeThreeFindsTheNamedCard) { check_placed_discard_search("BT04/056", "BT04/027", "BT04/028", "BT04/004"); }

// CR 8.6.3: "you may": declined, nothing happens; ridden onto (VC) it does not trigger.
TEST(Bt04EnigmanRippleTest, OptionalAndOnlyWhenPlacedOnARearGuardCircle) { check_placed_discard_search_only_on_rc("BT04/056", "BT04/027", "BT04/004"); }

}  // namespace
}  // namespace vg::test
