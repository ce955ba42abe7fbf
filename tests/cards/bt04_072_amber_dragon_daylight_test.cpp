// BT04/072 Amber Dragon, Daylight: [CONT](VC) with Amber Dragon, Dawn in the soul, +2000 power; [AUTO] [discard a grade 3 <Kagero>]
// when placed on (RC), you may pay: search your deck for up to one Amber Dragon, Eclipse, reveal
// it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Amber Dragon, Dawn in the soul, +2000 on (VC), in either player's turn.
TEST(Bt04AmberDragonDaylightTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/072", "BT04/039", 2000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04AmberDragonDaylightTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/072", "BT04/039"); }

// CR 1.31 10.1.2.1, 10.1.9.1: a grade 2 of the clan does not pay; a grade 3 does, and the named
// card is found.
TEST(Bt04AmberDragonDaylightTest, DiscardingAGradeThreeFindsTheNamedCard) { check_placed_discard_search("BT04/072", "BT04/070", "TD02/004", "BT04/006"); }

// CR 8.6.3: "you may": declined, nothing happens; ridden onto (VC) it does not trigger.
TEST(Bt04AmberDragonDaylightTest, OptionalAndOnlyWhenPlacedOnARearGuardCircle) { check_placed_discard_search_only_on_rc("BT04/072", "BT04/070", "BT04/006"); }

}  // namespace
}  // namespace vg::test
