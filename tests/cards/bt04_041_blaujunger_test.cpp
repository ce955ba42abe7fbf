// BT04/041 Blaujunger: [AUTO] when a card named Blaupanzer rides it, search your deck for up to one Blaukluger, reveal
// it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 8.5.2.4.1, 10.1.9.1, 8.6.3.1: ridden by its named card, the search finds only the
// named card, mandatory.
TEST(Bt04BlaujungerTest, RiddenByItsNamedCardSearchesTheNamedCard) { check_ridden_search("BT04/041", "BT04/077", "BT04/019", "TD03/004"); }

// CR 8.1.1.2.1: ridden by a card of another name, nothing stands by.
TEST(Bt04BlaujungerTest, RiddenByAnotherCardNothing) { check_ridden_search_other_rider("BT04/041", "TD03/007", "BT04/019"); }

}  // namespace
}  // namespace vg::test
