// BT02/039 Scientist Monkey Rue: [ACT](VC/RC) [Counter Blast 2] one of your <<Great Nature>>
// rear-guards gets +4000 power until end of turn, and that unit is retired at the beginning of
// the end phase of that turn.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// Rue on the vanguard circle, a Great Nature Geograph Giant (10000) and a filler of another clan
// as rear-guards, two face-up damage.
Board rue_board(int damage) {
  return Board({{{Circle::Vanguard, "BT02/039"}, {Circle::FrontLeft, "BT02/040"}, {Circle::FrontRight, kFiller}}, {}, {}, {}, fillers(damage)},
               opponent());
}

// CR 8.5.3, 8.7, 8.6.5: only the Great Nature rear-guard may be chosen; it gets +4000, and at the
// beginning of the end phase the timed ability stands by and retires it (CR 10.1.3.1).
TEST(Bt02ScientistMonkeyRueTest, ChosenGreatNatureGetsFourThousandAndIsRetiredAtTheEndPhase) {
  Board b = rue_board(2);
  const InstanceId rue = b.unit(Player::A, Circle::Vanguard);
  const InstanceId giant = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(rue, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{giant});
  ASSERT_FALSE(b.choose({giant}));
  EXPECT_EQ(b.state().power(giant), 14000);
  ASSERT_FALSE(b.pass());  // to the battle phase
  ASSERT_FALSE(b.pass());  // no attack: to the end phase
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(rue, 2));
  EXPECT_EQ(b.state().card(giant).zone, Zone::Drop);
  EXPECT_EQ(b.state().card(b.unit(Player::A, Circle::FrontRight)).zone, Zone::Field);
}

// CR 8.6.5, 4.1.4: "that unit" is the chosen card, not its circle: once it is retired by a call
// onto its circle, the unit called there is not retired at the end phase.
TEST(Bt02ScientistMonkeyRueTest, TheUnitCalledOverTheChosenOneStays) {
  Board b({{{Circle::Vanguard, "BT02/039"}, {Circle::FrontLeft, "BT02/040"}}, {}, {kFiller}, {}, fillers(2)}, opponent());
  const InstanceId rue = b.unit(Player::A, Circle::Vanguard);
  const InstanceId giant = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(rue, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(b.choose({giant}));
  ASSERT_FALSE(b.call(kFiller, Circle::FrontLeft));
  EXPECT_EQ(b.state().card(giant).zone, Zone::Drop);
  const InstanceId called = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(rue, 2));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), called);
}

// CR 8.6.3.1: the timed ability is mandatory: it cannot be declined.
TEST(Bt02ScientistMonkeyRueTest, EndPhaseRetireCannotBeDeclined) {
  Board b = rue_board(2);
  const InstanceId rue = b.unit(Player::A, Circle::Vanguard);
  const InstanceId giant = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(rue, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(b.choose({giant}));
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  auto v = b.decline(rue, 2);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->to_string(), "the automatic ability of Scientist Monkey Rue (#0) is mandatory: it must be played [CR 8.6.3.1]");
}

// CR 10.1.15.1, 8.5.2.3: with one face-up damage card the Counter Blast 2 cannot be paid.
TEST(Bt02ScientistMonkeyRueTest, CounterBlastTwoNeedsTwoFaceUpDamage) {
  Board b = rue_board(1);
  const InstanceId rue = b.unit(Player::A, Circle::Vanguard);
  auto v = b.act(rue, 1, b.face_up_damage(Player::A, 1));
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->to_string(), "the counter blast needs 2 face-up damage cards, not 1: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(b.state().power(b.unit(Player::A, Circle::FrontLeft)), 10000);
}

}  // namespace
}  // namespace vg::test
