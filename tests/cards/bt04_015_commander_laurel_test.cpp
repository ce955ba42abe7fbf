// BT04/015 Commander Laurel: [AUTO](RC) [rest four of your «Dimension Police» rear-guards] when
// the attack of your «Dimension Police» vanguard hits, you may pay; if you do, stand one of your
// vanguards.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCommanderLaurel = "BT04/015";
constexpr const char* kTwinOrder = "BT04/028";  // «Dimension Police», grade 2, no ability
constexpr const char* kDaisy = "BT03/081";      // Karenroid, Daisy: «Dimension Police», grade 1
constexpr const char* kSaturday = "BT03/082";   // Workerpod, Saturday: «Dimension Police», grade 0

// The vanguard `vanguard`; Laurel on front-left, Daisy on back-left, Saturday on front-right,
// Twin Order on back-right (rested if `rested_br`), a Megacolony (kFiller) on back-center.
Board laurel_board(const std::string& vanguard = kTwinOrder, bool rested_br = false) {
  return Board({{{Circle::Vanguard, vanguard},
                 {Circle::FrontLeft, kCommanderLaurel},
                 {Circle::BackLeft, kDaisy},
                 {Circle::FrontRight, kSaturday},
                 {Circle::BackRight, kTwinOrder},
                 {Circle::BackCenter, kFiller}},
                rested_br ? std::vector<Circle>{Circle::BackRight} : std::vector<Circle>{}},
               opponent());
}
// The vanguard attacks player B's vanguard, unguarded: it hits.
Board laurel_hit(const std::string& vanguard = kTwinOrder, bool rested_br = false) {
  Board b = laurel_board(vanguard, rested_br);
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  return b;
}

// CR 1.31 7.6.1.9, 10.1.11.1, 8.5.2.3: paid with itself and three other «Dimension Police»
// rear-guards, all four rest and the vanguard stands (it may attack again).
TEST(Bt04CommanderLaurelTest, PaidWithFourItStandsTheVanguard) {
  Board b = laurel_hit();
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), v = b.unit(Player::A, Circle::Vanguard);
  const std::vector<InstanceId> four{u, b.unit(Player::A, Circle::BackLeft), b.unit(Player::A, Circle::FrontRight),
                                     b.unit(Player::A, Circle::BackRight)};
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_TRUE(b.state().card(v).rested);
  ASSERT_FALSE(b.play(u, 1, four));
  for (InstanceId r : four) EXPECT_TRUE(b.state().card(r).rested);
  EXPECT_FALSE(b.state().card(v).rested);
  EXPECT_FALSE(b.state().card(b.unit(Player::A, Circle::BackCenter)).rested);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_TRUE(b.state().card(v).rested);
}

// CR 1.31 8.6.3.1 ("you may"): declined, nothing rests and the vanguard stays rested.
TEST(Bt04CommanderLaurelTest, DeclinedNothingHappens) {
  Board b = laurel_hit();
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::Vanguard)).rested);
}

// CR 1.31 3.17.2, 8.5.2.3: a rested «Dimension Police» cannot pay; the cost is not paid at all.
TEST(Bt04CommanderLaurelTest, ARestedRearGuardCannotPay) {
  Board b = laurel_hit(kTwinOrder, true);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), br = b.unit(Player::A, Circle::BackRight);
  EXPECT_EQ(message(b.play(u, 1, {u, b.unit(Player::A, Circle::BackLeft), b.unit(Player::A, Circle::FrontRight), br})),
            "cannot pay the rest with " + def(kTwinOrder).name + " (" + id(br) + "): it is already rested, and resting a rested unit pays nothing " +
                cite(cr::kStandStanding));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::Vanguard)).rested);
}

// CR 1.31 10.1.11.1: the Megacolony does not pay; three are not enough.
TEST(Bt04CommanderLaurelTest, TheRestTakesFourDimensionPolice) {
  Board b = laurel_hit();
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft), bc = b.unit(Player::A, Circle::BackCenter);
  const InstanceId bl = b.unit(Player::A, Circle::BackLeft), fr = b.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(b.play(u, 1, {u, bl, fr, bc})),
            "cannot pay the rest with " + def(kFiller).name + " (" + id(bc) + "): it must be a «Dimension Police» " + cite(cr::kRestAction));
  EXPECT_EQ(message(b.play(u, 1, {u, bl, fr})),
            "the rest needs 4 standing rear-guard cards, not 3: a cost is paid whole or not at all " + cite(cr::kRestAction));
  EXPECT_FALSE(b.state().card(bl).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::Vanguard)).rested);
}

// CR 1.31 8.1.1.2.1: the attack of a vanguard of another clan (the Megacolony) hitting does not
// trigger it, nor does a rear-guard's attack (Saturday's) hitting.
TEST(Bt04CommanderLaurelTest, OnlyTheAttackOfADimensionPoliceVanguard) {
  Board other = laurel_hit(kFiller);
  EXPECT_TRUE(other.state().standing.empty());
  Board b = laurel_board();
  ASSERT_FALSE(b.attack(Circle::FrontRight, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_NE(b.decision(), Decision::PlayAuto);
}

}  // namespace
}  // namespace vg::test
