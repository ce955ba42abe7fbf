// BT05/043 Knight of Verdure, Gene: [AUTO](RC) [put this unit on top of your deck] when this unit's
// attack hits a vanguard, if your vanguard is a <<Neo Nectar>>, you may pay: search your deck for up
// to one Knight of Harvest, Gene, call it to (RC) as [Rest], then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kKnightOfVerdureGene = "BT05/043";
constexpr const char* kVerdureHarvest = "BT05/022";  // Knight of Harvest, Gene

TEST(Bt05KnightOfVerdureGeneTest, HitPutsItOnTheDeckAndCallsHarvestRested) {
  check_hit_to_deck_calls_rested(kKnightOfVerdureGene, 1, kVerdureHarvest, 1);
}
TEST(Bt05KnightOfVerdureGeneTest, MayBeDeclinedNeedsANeoNectarVanguardAndAVanguardHit) {
  check_hit_to_deck_only_so(kKnightOfVerdureGene, 1, kVerdureHarvest);
}

// CR 3.17, 7.3.1.3: a unit called rested cannot attack in that battle phase; the turn's stand
// phase is past.
TEST(Bt05KnightOfVerdureGeneTest, TheUnitCalledRestedCannotAttack) {
  Board b({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kKnightOfVerdureGene}}, {}, {}, {kVerdureHarvest}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.choose(b.game().request().options));
  const InstanceId harvest = b.game().request().card;
  ASSERT_FALSE(b.superior_call(harvest, Circle::FrontRight));
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_TRUE(b.state().card(harvest).rested);
  EXPECT_TRUE(b.attack(Circle::FrontRight, Circle::Vanguard).has_value());
}

}  // namespace
}  // namespace vg::test
