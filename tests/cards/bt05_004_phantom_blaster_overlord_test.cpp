// BT05/004 Phantom Blaster Overlord: [CONT](VC/RC) with a vanguard or rear-guard that is not a
// <<Shadow Paladin>>, -2000 power; [CONT](VC) with a Phantom Blaster Dragon in your soul, +2000
// power; [AUTO](VC) [Counter Blast 3 and discard a Phantom Blaster Overlord] when it attacks, you
// may pay: +10000 power and +1 critical until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPhantomBlasterOverlord = "BT05/004";
constexpr const char* kPhantomBlasterDragonForOverlord = "BT04/001";

// CR 8.2.1.2: alone with «Shadow Paladin» units it has its printed 11000; one rear-guard of
// another clan takes 2000, on the vanguard circle as on a rear-guard circle.
TEST(Bt05PhantomBlasterOverlordTest, AUnitOfAnotherClanTakesTwoThousand) {
  Board same({{{Circle::Vanguard, kPhantomBlasterOverlord}, {Circle::FrontLeft, kShadowPaladin}}}, opponent());
  EXPECT_EQ(same.power(Player::A, Circle::Vanguard), 11000);
  Board mixed({{{Circle::Vanguard, kPhantomBlasterOverlord}, {Circle::FrontLeft, kShadowPaladin}, {Circle::BackLeft, kFiller}}},
              opponent());
  EXPECT_EQ(mixed.power(Player::A, Circle::Vanguard), 9000);
  Board on_rc({{{Circle::Vanguard, kShadowPaladin}, {Circle::FrontLeft, kPhantomBlasterOverlord}}}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 11000);
  Board under_other({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kPhantomBlasterOverlord}}}, opponent());
  EXPECT_EQ(under_other.power(Player::A, Circle::FrontLeft), 9000);
}

// CR 8.2.1.2: with a Phantom Blaster Dragon in the soul, +2000 on the vanguard circle only.
TEST(Bt05PhantomBlasterOverlordTest, PhantomBlasterDragonInTheSoulGivesTwoThousandOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kPhantomBlasterOverlord}}, {}, {}, {}, {}, {kPhantomBlasterDragonForOverlord}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
  Board other({{{Circle::Vanguard, kPhantomBlasterOverlord}}, {}, {}, {}, {}, {kShadowPaladin}}, opponent());
  EXPECT_EQ(other.power(Player::A, Circle::Vanguard), 11000);
  Board on_rc({{{Circle::Vanguard, kShadowPaladin}, {Circle::FrontLeft, kPhantomBlasterOverlord}}, {}, {}, {}, {},
               {kPhantomBlasterDragonForOverlord}},
              opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 11000);
}

// CR 1.31 7.3.1.8, 10.1.15.1, 10.1.2.1: as it attacks, three damage and a discarded Phantom
// Blaster Overlord give +10000 and +1 critical, kept after the battle (until end of turn).
// Another card does not pay the discard.
TEST(Bt05PhantomBlasterOverlordTest, AttackPaysThreeDamageAndAnotherOverlordForTenThousandAndACritical) {
  Board b({{{Circle::Vanguard, kPhantomBlasterOverlord}}, {}, {kPhantomBlasterOverlord, kFiller}, {}, fillers(3)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId same = b.hand_card(Player::A, kPhantomBlasterOverlord), other = b.hand_card(Player::A, kFiller);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(v, 3, joined(b.face_up_damage(Player::A, 3), {other}))),
            "cannot pay the discard with Bloody Hercules (" + id(other) + "): it takes Phantom Blaster Overlord " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(v, 3, joined(b.face_up_damage(Player::A, 3), {same})));
  EXPECT_EQ(b.state().card(same).zone, Zone::Drop);
  EXPECT_TRUE(b.face_up_damage(Player::A, 3).empty());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 21000);
  EXPECT_EQ(b.critical(Player::A, Circle::Vanguard), 2);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::StartStep);  // the battle is over; the turn is not
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 21000);
  EXPECT_EQ(b.critical(Player::A, Circle::Vanguard), 2);
}

// "You may" (CR 8.6.3.1): declined, nothing is paid or gained; on a rear-guard circle the
// ability is not active (CR 2.11.3).
TEST(Bt05PhantomBlasterOverlordTest, AttackMayBeDeclinedAndIsNotActiveOnARearGuardCircle) {
  Board b({{{Circle::Vanguard, kPhantomBlasterOverlord}}, {}, {kPhantomBlasterOverlord}, {}, fillers(3)}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.decline(v, 3));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 3u);
  Board rc({{{Circle::Vanguard, kShadowPaladin}, {Circle::FrontLeft, kPhantomBlasterOverlord}}, {}, {kPhantomBlasterOverlord}, {},
            fillers(3)},
           opponent());
  ASSERT_FALSE(rc.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_TRUE(rc.state().standing.empty());
  EXPECT_EQ(rc.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
