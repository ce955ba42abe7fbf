// BT03/003 Nightmare Doll, Alice: [AUTO](RC) [Counter Blast 1 & put this unit into your soul]
// when this unit's attack hits, if you have a <Pale Moon> vanguard, you may pay: call a
// <Pale Moon> other than a card named "Nightmare Doll, Alice" from your soul to (RC).
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAlice = "BT03/003";

// CR 1.31 8.5.2.3, 8.5.3, 10.1.6.1.3: paid, the «Pale Moon» of the soul other than an Alice is
// called, to the circle Alice left (ruling c.20).
TEST(Bt03NightmareDollAliceTest, HitCallsAnotherPaleMoonFromTheSoul) { check_pale_moon_call_from_soul(kAlice, false); }

// CR 1.31 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid.
TEST(Bt03NightmareDollAliceTest, AnotherClanVanguardCannotPay) { check_pale_moon_call_other_clan(kAlice, false); }

// "You may pay": declined, Alice stays on (RC).
TEST(Bt03NightmareDollAliceTest, DeclinedAliceStays) { check_pale_moon_call_declined(kAlice, false); }

// CR 1.31 3.1.1.3: the ability is active on (RC) only: Alice's hit as the vanguard triggers nothing.
TEST(Bt03NightmareDollAliceTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kAlice}}, {}, {}, {}, fillers(1), {kPaleMoonG1}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(b.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
