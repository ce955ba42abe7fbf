// BT03/059 Raging Dragon, Sparksaurus: [AUTO] [discard a card from your hand] when this unit is put into
// the drop zone from (RC), you may pay: search your deck for up to one card named "Raging Dragon, Sparksaurus",
// call it to (RC), and shuffle your deck.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kRagingDragonSparksaurus = "BT03/059";

// CR 1.31 9.3.6, 8.6.4, 10.1.2.1, 10.1.9.1, 10.1.6.1.3: retired by a call over it, paid by
// discarding a copy (which, from the hand, triggers nothing), the copy in the deck is found and
// called.
TEST(Bt03RagingDragonSparksaurusTest, RetiredItCallsACopyFromTheDeck) { check_raging_calls_a_copy(kRagingDragonSparksaurus); }

// CR 1.31 8.5.3.1.1: "up to one": it may find none.
TEST(Bt03RagingDragonSparksaurusTest, MayFindNone) { check_raging_finds_none(kRagingDragonSparksaurus); }

// "You may pay": declined, nothing is discarded.
TEST(Bt03RagingDragonSparksaurusTest, MayDecline) { check_raging_declined(kRagingDragonSparksaurus); }

// CR 1.31 8.1.1.2.1: from (GC) to the drop zone is not from (RC): as player B's guardian,
// retired at the end of the battle, it triggers nothing.
TEST(Bt03RagingDragonSparksaurusTest, RetiredFromTheGuardianCircleNothing) {
  Side b_side = opponent();
  b_side.units[0] = {Circle::Vanguard, kTachikaze};  // grade 2: the grade 1 guardian may be called
  b_side.hand = {kRagingDragonSparksaurus};
  b_side.deck = {kRagingDragonSparksaurus};
  Board b({{{Circle::Vanguard, kFiller}}}, b_side);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.guard({kRagingDragonSparksaurus}));
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::StartStep);
}

}  // namespace
}  // namespace vg::test
