// BT04/048 Blaster Javelin: [CONT](VC) with Fullbau in the soul, +2000 power; [AUTO] [discard a grade 3 <Shadow Paladin>]
// when placed on (RC), you may pay: search your deck for up to one Phantom Blaster Dragon, reveal
// it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Fullbau in the soul, +2000 on (VC), in either player's turn.
TEST(Bt04BlasterJavelinTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/048", "BT04/026", 2000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04BlasterJavelinTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/048", "BT04/026"); }

// CR 1.31 10.1.2.1, 10.1.9.1: a grade 2 of the clan does not pay; a grade 3 does, and the named
// card is found.
TEST(Bt04BlasterJavelinTest, DiscardingAGradeThreeFindsTheNamedCard) { check_placed_discard_search("BT04/048", "BT04/009", "BT04/023", "BT04/001"); }

// CR 8.6.3: "you may": declined, nothing happens; ridden onto (VC) it does not trigger.
TEST(Bt04BlasterJavelinTest, OptionalAndOnlyWhenPlacedOnARearGuardCircle) { check_placed_discard_search_only_on_rc("BT04/048", "BT04/009", "BT04/001"); }

}  // namespace
}  // namespace vg::test
