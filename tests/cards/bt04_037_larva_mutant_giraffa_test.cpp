// BT04/037 Larva Mutant, Giraffa: [AUTO] when a card named Pupa Mutant, Giraffa rides it, search your deck for up to one Elite
// Mutant, Giraffa, reveal it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 8.5.2.4.1, 10.1.9.1, 8.6.3.1: ridden by its named card, the search finds only the
// named card, mandatory.
TEST(Bt04LarvaMutantGiraffaTest, RiddenByItsNamedCardSearchesTheNamedCard) { check_ridden_search("BT04/037", "BT04/064", "BT04/016", "BT02/077"); }

// CR 8.1.1.2.1: ridden by a card of another name, nothing stands by.
TEST(Bt04LarvaMutantGiraffaTest, RiddenByAnotherCardNothing) { check_ridden_search_other_rider("BT04/037", "BT02/077", "BT04/016"); }

}  // namespace
}  // namespace vg::test
