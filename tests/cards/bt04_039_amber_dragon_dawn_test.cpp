// BT04/039 Amber Dragon, Dawn: [AUTO] when a card named Amber Dragon, Daylight rides it, search your deck for up to one Amber
// Dragon, Dusk, reveal it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 8.5.2.4.1, 10.1.9.1, 8.6.3.1: ridden by its named card, the search finds only the
// named card, mandatory.
TEST(Bt04AmberDragonDawnTest, RiddenByItsNamedCardSearchesTheNamedCard) { check_ridden_search("BT04/039", "BT04/072", "BT04/018", "TD02/004"); }

// CR 8.1.1.2.1: ridden by a card of another name, nothing stands by.
TEST(Bt04AmberDragonDawnTest, RiddenByAnotherCardNothing) { check_ridden_search_other_rider("BT04/039", "TD02/007", "BT04/018"); }

}  // namespace
}  // namespace vg::test
