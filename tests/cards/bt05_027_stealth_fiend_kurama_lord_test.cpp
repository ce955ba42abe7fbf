// BT05/027 Stealth Fiend, Kurama Lord: [AUTO](VC) at the beginning of your main phase, soul
// charge 1 and turn a card of your damage zone face up; [AUTO](VC/RC) [Soul Blast 8 and Counter
// Blast 5] when its attack hits, you may pay: stand all of your units.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kKurama = "BT05/027";

// CR 6.6.1.1, 10.1.17.1, 10.1.12.1: as the main phase begins, the top card goes into the soul,
// then a face-down damage card of the player's choice (only those are offered) turns face up.
TEST(Bt05StealthFiendKuramaLordTest, MainPhaseSoulChargesAndTurnsADamageCardFaceUp) {
  Side a({{Circle::Vanguard, kKurama}}, {}, {}, {"BT05/057"}, {kFiller, kFiller, kFiller});
  a.face_down = 2;
  Board b(a, opponent(), Decision::Ride);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId second = b.state().player(Player::A).damage[1];
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, 1)), mandatory(kKurama, v));
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, "BT05/057"), kNoInstance);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 2u);
  ASSERT_FALSE(b.choose({second}));
  EXPECT_FALSE(b.state().card(second).face_down);
  EXPECT_TRUE(b.state().card(b.state().player(Player::A).damage[0]).face_down);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 2.11.3: on a rear-guard circle the first ability is not active.
TEST(Bt05StealthFiendKuramaLordTest, NoSoulChargeOnARearGuardCircle) { check_main_phase_soul_charge_not_on_rc(kKurama); }

// CR 7.6.1.9, 8.5.2.3, 10.1.11: its attack hits; eight soul and five damage stand the attacker
// and the rested rear-guard.
TEST(Bt05StealthFiendKuramaLordTest, HitPaysEightSoulAndFiveDamageToStandAllUnits) {
  Board b({{{Circle::Vanguard, kKurama}, {Circle::FrontLeft, kMurakumo}}, {Circle::FrontLeft}, {}, {}, fillers(5), fillers(8)},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), mist = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  EXPECT_FALSE(b.state().card(v).rested);
  EXPECT_FALSE(b.state().card(mist).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// The same from a rear-guard circle (VC/RC); "you may": declined, the units stay rested.
TEST(Bt05StealthFiendKuramaLordTest, FromARearGuardCircleAndMayBeDeclined) {
  for (bool pay : {true, false}) {
    Board b({{{Circle::Vanguard, kMurakumo}, {Circle::FrontLeft, kKurama}}, {Circle::Vanguard}, {}, {}, fillers(5), fillers(8)},
            opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft), v = b.unit(Player::A, Circle::Vanguard);
    ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
    ASSERT_FALSE(b.no_guard());
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    if (pay) ASSERT_FALSE(b.play(u, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
    else ASSERT_FALSE(b.decline(u, 2));
    EXPECT_EQ(b.state().card(u).rested, !pay);
    EXPECT_EQ(b.state().card(v).rested, !pay);
  }
}

}  // namespace
}  // namespace vg::test
