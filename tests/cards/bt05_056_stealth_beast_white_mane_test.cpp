// BT05/056 Stealth Beast, White Mane: [AUTO](VC/RC) when this unit's attack hits a vanguard, if
// your vanguard is a <<Murakumo>>, choose a card of your damage zone and turn it face up.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kWhiteMane = "BT05/056";

// White Mane on `circle` under `vanguard` (itself on the vanguard circle), two damage face down.
Board mane_board(Circle circle, const std::string& vanguard) {
  Side a({{circle, kWhiteMane}}, {}, {}, {}, {kFiller, kFiller});
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, vanguard});
  a.face_down = 2;
  return Board(a, opponent());
}

// CR 7.6.1.9, 10.1.12.1: its hit on the vanguard turns the chosen face-down damage card face up,
// from a rear-guard circle under a «Murakumo» vanguard and from the vanguard circle.
TEST(Bt05StealthBeastWhiteManeTest, HitOnAVanguardCounterChargesOne) {
  for (Circle circle : {Circle::FrontLeft, Circle::Vanguard}) {
    Board b = mane_board(circle, kMurakumo);
    const InstanceId u = b.unit(Player::A, circle), first = b.state().player(Player::A).damage[0];
    ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
    ASSERT_FALSE(b.no_guard());
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(u, 1)), mandatory(kWhiteMane, u));
    ASSERT_FALSE(b.play(u, 1));
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().min, 1);
    ASSERT_FALSE(b.choose({first}));
    EXPECT_FALSE(b.state().card(first).face_down);
    EXPECT_TRUE(b.state().card(b.state().player(Player::A).damage[1]).face_down);
  }
}

// CR 8.1.1.2.3: under a vanguard of another clan it resolves and nothing turns.
TEST(Bt05StealthBeastWhiteManeTest, UnderAnotherClanNothingTurns) {
  Board b = mane_board(Circle::FrontLeft, kFiller);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_NE(b.decision(), Decision::Choose);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 0u);
}

// CR 8.1.1.2.1: a hit on a rear-guard does not trigger it.
TEST(Bt05StealthBeastWhiteManeTest, HittingARearGuardDoesNotTrigger) {
  Board b = mane_board(Circle::FrontLeft, kMurakumo);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::FrontRight));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_TRUE(b.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
