// BT03/033 Raging Dragon, Blastsaurus: [AUTO] [discard a card from your hand] when this unit is put into
// the drop zone from (RC), you may pay: search your deck for up to one card named "Raging Dragon, Blastsaurus",
// call it to (RC), and shuffle your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kRagingDragonBlastsaurus = "BT03/033";

// CR 1.31 9.3.6, 8.6.4, 10.1.2.1, 10.1.9.1, 10.1.6.1.3: retired by a call over it, paid by
// discarding a copy (which, from the hand, triggers nothing), the copy in the deck is found and
// called.
TEST(Bt03RagingDragonBlastsaurusTest, RetiredItCallsACopyFromTheDeck) { check_raging_calls_a_copy(kRagingDragonBlastsaurus); }

// CR 1.31 8.5.3.1.1: "up to one": it may find none.
TEST(Bt03RagingDragonBlastsaurusTest, MayFindNone) { check_raging_finds_none(kRagingDragonBlastsaurus); }

// "You may pay": declined, nothing is discarded.
TEST(Bt03RagingDragonBlastsaurusTest, MayDecline) { check_raging_declined(kRagingDragonBlastsaurus); }

}  // namespace
}  // namespace vg::test
