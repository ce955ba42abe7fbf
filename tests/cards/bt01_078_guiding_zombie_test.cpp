// BT01/078 Guiding Zombie: [AUTO] when another <Granblue> rides it, it may be called from the
// soul to a rear-guard circle; [ACT](RC) [put this unit into the soul] put the top three cards
// of the deck into the drop zone.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kZombie = "BT01/078";

TEST(Bt01GuidingZombieTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden(kZombie, "BT01/077"); }
TEST(Bt01GuidingZombieTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen(kZombie, "BT01/077", "TD02/008");
}

// CR 8.5.2.3, 4.4.1, 4.2.3: paid by putting itself into the soul, the ACT takes the deck's top
// three cards one at a time, top first, into the drop zone; the fourth stays on top of the deck.
TEST(Bt01GuidingZombieTest, PutsTheTopThreeCardsOfTheDeckIntoTheDropZone) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, kZombie}}, {}, {}, {"BT01/077", "BT02/014", "BT02/025", "BT02/052"}}, opponent());
  const InstanceId zombie = b.unit(Player::A, Circle::BackCenter);
  const std::size_t deck = b.count(Player::A, Zone::Deck);
  ASSERT_FALSE(b.act(zombie, 2));
  EXPECT_EQ(b.state().card(zombie).zone, Zone::Soul);
  EXPECT_EQ(b.decision(), Decision::Main);
  const auto& drop = b.state().player(Player::A).drop;
  ASSERT_EQ(drop.size(), 3u);
  EXPECT_EQ(b.state().def(drop[0]).number, "BT01/077");
  EXPECT_EQ(b.state().def(drop[1]).number, "BT02/014");
  EXPECT_EQ(b.state().def(drop[2]).number, "BT02/025");
  EXPECT_EQ(b.count(Player::A, Zone::Deck), deck - 3);
  EXPECT_EQ(b.state().def(b.state().player(Player::A).deck.back()).number, "BT02/052");
}

}  // namespace
}  // namespace vg::test
