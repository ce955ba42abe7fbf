// BT05/022 Knight of Harvest, Gene: [AUTO](RC) [put this unit on top of your deck] when this unit's
// attack hits a vanguard, if your vanguard is a <<Neo Nectar>>, you may pay: search your deck for up
// to two Knight of Verdure, Gene, call them to separate (RC) as [Rest], then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kKnightOfHarvestGene = "BT05/022";
constexpr const char* kHarvestVerdure = "BT05/043";  // Knight of Verdure, Gene

// CR 1.31 8.5.2.3, 10.1.9.1, 10.1.6.1.1.1: the two copies found, each called rested.
TEST(Bt05KnightOfHarvestGeneTest, HitPutsItOnTheDeckAndCallsTwoVerdureRested) {
  check_hit_to_deck_calls_rested(kKnightOfHarvestGene, 1, kHarvestVerdure, 2);
}
TEST(Bt05KnightOfHarvestGeneTest, MayBeDeclinedNeedsANeoNectarVanguardAndAVanguardHit) {
  check_hit_to_deck_only_so(kKnightOfHarvestGene, 1, kHarvestVerdure);
}

// "Up to two" to separate circles (CR 10.1.6.1.1.1): the second copy cannot go where the first
// went; one copy found is enough, none is allowed.
TEST(Bt05KnightOfHarvestGeneTest, SeparateCirclesAndUpToTwo) {
  Board b({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kKnightOfHarvestGene}}, {}, {}, {kHarvestVerdure, kHarvestVerdure}},
          opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.play(u, 1));
  const std::vector<InstanceId> found = b.game().request().options;
  ASSERT_EQ(found.size(), 2u);
  ASSERT_FALSE(b.choose(found));
  const InstanceId first = b.game().request().card;
  ASSERT_FALSE(b.superior_call(first, Circle::BackRight));
  const InstanceId second = b.game().request().card;
  EXPECT_EQ(message(b.superior_call(second, Circle::BackRight)),
            "cannot call Knight of Verdure, Gene (" + id(second) + ") to back-right: this effect has already called Knight of Verdure, Gene (" +
                id(first) + ") there " + cite(cr::kCallChooseCircle));
  ASSERT_FALSE(b.superior_call(second, Circle::BackCenter));
  EXPECT_TRUE(b.state().card(first).rested);
  EXPECT_TRUE(b.state().card(second).rested);

  Board one({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kKnightOfHarvestGene}}, {}, {}, {kHarvestVerdure}}, opponent());
  const InstanceId ou = one.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(one.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(one.no_guard());
  ASSERT_FALSE(one.play(ou, 1));
  ASSERT_FALSE(one.choose({}));
  EXPECT_NE(one.decision(), Decision::SuperiorCall);
  EXPECT_EQ(one.state().card(ou).zone, Zone::Deck);
  EXPECT_NE(one.card_in(Player::A, Zone::Deck, kHarvestVerdure), kNoInstance);
}

}  // namespace
}  // namespace vg::test
