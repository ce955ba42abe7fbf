// BT04/026 Fullbau: [AUTO] when a card named Blaster Javelin rides it, search your deck for up to one Blaster Dark,
// reveal it, put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 1.31 8.5.2.4.1, 10.1.9.1, 8.6.3.1: ridden by its named card, the search finds only the
// named card, mandatory.
TEST(Bt04FullbauTest, RiddenByItsNamedCardSearchesTheNamedCard) { check_ridden_search("BT04/026", "BT04/048", "BT04/024", "BT04/023"); }

// CR 8.1.1.2.1: ridden by a card of another name, nothing stands by.
TEST(Bt04FullbauTest, RiddenByAnotherCardNothing) { check_ridden_search_other_rider("BT04/026", "BT04/045", "BT04/024"); }

}  // namespace
}  // namespace vg::test
