// BT03/018 Knight of Godly Speed, Galahad: [CONT](VC/RC) if you do not have a card named "Knight
// of Tribulations, Galahad", one named "Knight of Quests, Galahad" and one named "Drangal" in
// your soul, -2000 power; [ACT](VC) [Counter Blast 2] if you have six or more <Royal Paladin> in
// your soul, +3000 power and +1 critical until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kGalahad = "BT03/018";

// CR 1.31 8.1.1.3, 8.7.1.3: without the three named cards in the soul (six other «Royal
// Paladin» there), 2000 less on either circle, in either player's turn. (The three named cards
// are still pending, so a soul holding them cannot be set up yet.)
TEST(Bt03KnightOfGodlySpeedGalahadTest, WithoutTheThreeNamedCardsItHas2000Less) {
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft}) {
    SCOPED_TRACE(to_string(c));
    EXPECT_EQ(power_with_soul(kGalahad, c, copies(kRoyal, 6)), 9000);
    EXPECT_EQ(power_with_soul(kGalahad, c, copies(kRoyal, 6), false), 9000);
  }
}

Board galahad(int royals) {
  return Board({{{Circle::Vanguard, kGalahad}}, {}, {}, {}, fillers(2), copies(kRoyal, royals)}, opponent());
}

// CR 1.31 10.1.15.1, 8.7.1.3: with six, +3000 and +1 critical for the rest of the turn.
TEST(Bt03KnightOfGodlySpeedGalahadTest, CounterBlastGivesPowerAndCritical) {
  Board b = galahad(6);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  EXPECT_EQ(b.state().power(u), 9000 + 3000);
  EXPECT_EQ(b.state().critical(u), 2);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 2u);
  EXPECT_EQ(b.state().critical(u), 2);  // until end of turn, not of the battle
}

// CR 1.31 8.1.1.2.3: with five the cost is paid in vain.
TEST(Bt03KnightOfGodlySpeedGalahadTest, WithFiveInTheSoulNothingHappens) {
  Board b = galahad(5);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(u, 2, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.state().power(u), 9000);
  EXPECT_EQ(b.state().critical(u), 1);
}

// CR 1.31 3.1.1.3: the ACT is active on (VC) only.
TEST(Bt03KnightOfGodlySpeedGalahadTest, ActNotPlayableFromARearGuardCircle) {
  Side a = with_unit(kGalahad, Circle::FrontLeft);
  a.damage = fillers(2);
  a.soul = copies(kRoyal, 6);
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(u, 2, b.face_up_damage(Player::A, 2))), not_active_message(kGalahad, u));
}

}  // namespace
}  // namespace vg::test
