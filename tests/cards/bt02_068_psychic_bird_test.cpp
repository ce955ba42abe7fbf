// BT02/068 Psychic Bird: [ACT](RC) [put this unit into your soul] provided your vanguard is a
// <<Oracle Think Tank>>, draw up to one card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// Player A's Psychic Bird on front-left under `vanguard`, its ACT played: the unit is in the soul.
Board played(const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, "BT02/068"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_FALSE(b.act(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  return b;
}

// CR 8.5.2.3, 3.12.4: the cost puts it into the soul; the player chooses to draw one card.
TEST(Bt02PsychicBirdTest, DrawsUpToOneCard) {
  Board b = played("BT01/054");
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().min, 0);  // "up to"
  ASSERT_FALSE(b.choose({b.state().player(Player::A).soul.back()}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 3.12.4: the player may draw none.
TEST(Bt02PsychicBirdTest, MayDrawNone) {
  Board b = played("BT01/054");
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost is paid in vain: nothing is asked, no draw.
TEST(Bt02PsychicBirdTest, AnotherClanVanguardDrawsNothing) {
  Board b = played("BT01/038");
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// CR 2.11.3: the ACT is active on (RC) only: from the vanguard circle it is refused.
TEST(Bt02PsychicBirdTest, NotPlayableFromTheVanguardCircle) {
  Board b({{{Circle::Vanguard, "BT02/068"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(u, 1)), "cannot play the ability of Psychic Bird (" + id(u) + ") from where it is: the ability is not active there [CR 2.11.3]");
  EXPECT_EQ(b.state().card(u).zone, Zone::Field);
}

}  // namespace
}  // namespace vg::test
