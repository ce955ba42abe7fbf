// BT04/031 Enigman Flow: [AUTO] when a card named Enigman Ripple rides it, search your deck for up to one Enigman Wave,
// reveal it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 8.5.2.4.1, 10.1.9.1, 8.6.3.1: ridden by its named card, the search finds only the
// named card, mandatory.
TEST(Bt04EnigmanFlowTest, RiddenByItsNamedCardSearchesTheNamedCard) { check_ridden_search("BT04/031", "BT04/056", "BT04/012", "BT04/028"); }

// CR 8.1.1.2.1: ridden by a card of another name, nothing stands by.
TEST(Bt04EnigmanFlowTest, RiddenByAnotherCardNothing) { check_ridden_search_other_rider("BT04/031", "BT03/081", "BT04/012"); }

}  // namespace
}  // namespace vg::test
