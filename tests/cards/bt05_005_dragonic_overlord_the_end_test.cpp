// BT05/005 Dragonic Overlord the End: [CONT](VC/RC) with a vanguard or rear-guard that is not a
// <<Kagero>>, -2000 power; [CONT](VC) with a Dragonic Overlord in your soul, +2000 power;
// [AUTO](VC) [Counter Blast 2 and discard a Dragonic Overlord the End] when its attack hits, you
// may pay: stand this unit.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTheEnd = "BT05/005";

// CR 8.2.1.2: alone with «Kagero» units it has its printed 11000; one rear-guard of another
// clan takes 2000, on the vanguard circle as on a rear-guard circle.
TEST(Bt05DragonicOverlordTheEndTest, AUnitOfAnotherClanTakesTwoThousand) {
  Board kagero({{{Circle::Vanguard, kTheEnd}, {Circle::FrontLeft, kKagero}}}, opponent());
  EXPECT_EQ(kagero.power(Player::A, Circle::Vanguard), 11000);
  Board mixed({{{Circle::Vanguard, kTheEnd}, {Circle::FrontLeft, kKagero}, {Circle::BackLeft, kFiller}}}, opponent());
  EXPECT_EQ(mixed.power(Player::A, Circle::Vanguard), 9000);
  Board on_rc({{{Circle::Vanguard, kKagero}, {Circle::FrontLeft, kTheEnd}}}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 11000);
  Board under_other({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kTheEnd}}}, opponent());
  EXPECT_EQ(under_other.power(Player::A, Circle::FrontLeft), 9000);
}

// CR 3.8.2: a guardian is neither a vanguard nor a rear-guard: player B's The End, guarded by a
// guardian of another clan, keeps its power (its shield added).
TEST(Bt05DragonicOverlordTheEndTest, AGuardianOfAnotherClanDoesNotCount) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, "TD03/012"}}, {}, {}, {"TD03/012"}},
          {{{Circle::Vanguard, kTheEnd}}, {}, {"TD01/012"}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.guard({"TD01/012"}));
  ASSERT_EQ(b.decision(), Decision::TriggerEffect);  // A's critical trigger waits: the guardian is on (GC)
  ASSERT_NE(b.unit(Player::B, Circle::Guardian), kNoInstance);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 11000 + 10000);
}

// CR 8.2.1.2: with a Dragonic Overlord in the soul, +2000 on the vanguard circle only.
TEST(Bt05DragonicOverlordTheEndTest, DragonicOverlordInTheSoulGivesTwoThousandOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kTheEnd}}, {}, {}, {}, {}, {"TD02/001"}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
  Board other({{{Circle::Vanguard, kTheEnd}}, {}, {}, {}, {}, {kKagero}}, opponent());
  EXPECT_EQ(other.power(Player::A, Circle::Vanguard), 11000);
  Board on_rc({{{Circle::Vanguard, kKagero}, {Circle::FrontLeft, kTheEnd}}, {}, {}, {}, {}, {"TD02/001"}}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 11000);
}

// CR 7.6.1.9, 10.1.15.1, 10.1.2.1, 10.1.11: its attack hits; two damage and a discarded Dragonic
// Overlord the End stand it. Another card does not pay the discard.
TEST(Bt05DragonicOverlordTheEndTest, HitPaysTwoDamageAndAnotherTheEndToStand) {
  Board b({{{Circle::Vanguard, kTheEnd}}, {}, {kTheEnd, kFiller}, {}, fillers(2)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId same = b.hand_card(Player::A, kTheEnd), other = b.hand_card(Player::A, kFiller);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_TRUE(b.state().card(v).rested);
  EXPECT_EQ(message(b.play(v, 3, joined(b.face_up_damage(Player::A, 2), {other}))),
            "cannot pay the discard with Bloody Hercules (" + id(other) + "): it takes Dragonic Overlord the End " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(v, 3, joined(b.face_up_damage(Player::A, 2), {same})));
  EXPECT_FALSE(b.state().card(v).rested);
  EXPECT_EQ(b.state().card(same).zone, Zone::Drop);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
}

// "You may" (CR 8.6.3.1): declined, it stays rested; on a rear-guard circle it is not active.
TEST(Bt05DragonicOverlordTheEndTest, StandMayBeDeclinedAndIsNotActiveOnARearGuardCircle) {
  Board b({{{Circle::Vanguard, kTheEnd}}, {}, {kTheEnd}, {}, fillers(2)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(v, 3));
  EXPECT_TRUE(b.state().card(v).rested);
  Board rc({{{Circle::Vanguard, kKagero}, {Circle::FrontLeft, kTheEnd}}, {}, {kTheEnd}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(rc.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(rc.no_guard());
  EXPECT_TRUE(rc.state().standing.empty());
  EXPECT_NE(rc.decision(), Decision::PlayAuto);
}

}  // namespace
}  // namespace vg::test
