// BT04/008 Stern Blaukluger: [CONT](VC) with a card named Blaukluger in the soul, +1000 power;
// [AUTO](VC) [Counter Blast 2 and discard two <Nova Grappler>] when its attack hits a vanguard,
// you may pay: stand all of your units in its column, and it loses twin drive until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSternBlaukluger = "BT04/008";

// CR 8.7.1.3, 4.7: with Blaukluger (BT04/019) in the soul, +1000 on (VC).
TEST(Bt04SternBlauklugerTest, PowerWithBlauklugerInTheSoul) { check_soul_named_power(kSternBlaukluger, "BT04/019", 1000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04SternBlauklugerTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so(kSternBlaukluger, "BT04/019"); }

// Stern Blaukluger on (VC) boosted by Tough Boy (back-center), King of Sword on front-left
// (rested) and Tough Boy on back-left (rested); two face-up damage; in the hand two Nova
// Grapplers and a Megacolony. It attacks the vanguard, unguarded: the attack hits and the
// ability stands by.
Board stern_hit_board() {
  Board b({{{Circle::Vanguard, kSternBlaukluger},
            {Circle::BackCenter, "TD03/007"},
            {Circle::FrontLeft, "TD03/004"},
            {Circle::BackLeft, "TD03/007"}},
           {Circle::FrontLeft, Circle::BackLeft},
           {"TD03/004", "TD03/007", kFiller},
           {},
           fillers(2)},
          opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_FALSE(b.no_guard());
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  return b;
}

// CR 1.31 7.6.1.9, 10.1.15.1, 10.1.2.1, 4.6.2, 10.1.11, 10.1.20.2: paid, the vanguard and its
// booster (the center column) stand; front-left and back-left stay rested; the vanguard has no
// twin drive for the rest of the turn (its next attack checks once).
TEST(Bt04SternBlauklugerTest, HitPaidStandsItsColumnAndLosesTwinDrive) {
  Board b = stern_hit_board();
  const InstanceId u = b.unit(Player::A, Circle::Vanguard), booster = b.unit(Player::A, Circle::BackCenter);
  const InstanceId fl = b.unit(Player::A, Circle::FrontLeft), bl = b.unit(Player::A, Circle::BackLeft);
  ASSERT_TRUE(b.state().card(u).rested);
  ASSERT_TRUE(b.state().card(booster).rested);
  std::vector<InstanceId> cost = b.face_up_damage(Player::A, 2);
  cost.push_back(b.hand_card(Player::A, "TD03/004"));
  cost.push_back(b.hand_card(Player::A, "TD03/007"));
  ASSERT_FALSE(b.play(u, 2, cost));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_FALSE(b.state().card(booster).rested);
  EXPECT_TRUE(b.state().card(fl).rested);
  EXPECT_TRUE(b.state().card(bl).rested);
  EXPECT_EQ(b.state().skill(u), Skill::None);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 2u);
  // It attacks again: one drive check.
  const std::size_t hand = b.count(Player::A, Zone::Hand);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::A, Zone::Hand), hand + 1);
}

// CR 1.31 8.6.3.1 ("you may"): declined, nothing stands and twin drive stays.
TEST(Bt04SternBlauklugerTest, HitDeclinedNothingStands) {
  Board b = stern_hit_board();
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.decline(u, 2));
  EXPECT_TRUE(b.state().card(u).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::BackCenter)).rested);
  EXPECT_EQ(b.state().skill(u), Skill::TwinDrive);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
}

// CR 1.31 10.1.2.1: the discard takes two «Nova Grappler»; the Megacolony is refused.
TEST(Bt04SternBlauklugerTest, DiscardOfAnotherClanIsRefused) {
  Board b = stern_hit_board();
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  std::vector<InstanceId> cost = b.face_up_damage(Player::A, 2);
  cost.push_back(b.hand_card(Player::A, "TD03/004"));
  const InstanceId megacolony = b.hand_card(Player::A, kFiller);
  cost.push_back(megacolony);
  EXPECT_EQ(message(b.play(u, 2, cost)),
            "cannot pay the discard with " + def(kFiller).name + " (" + id(megacolony) + "): it must be a «Nova Grappler» " + cite(cr::kDiscard));
  EXPECT_TRUE(b.state().card(u).rested);
}

// CR 1.31 8.1.1.2.1: its attack hitting a rear-guard does not trigger it.
TEST(Bt04SternBlauklugerTest, HittingARearGuardNothing) {
  Board b({{{Circle::Vanguard, kSternBlaukluger}}, {}, {"TD03/004", "TD03/007"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_NE(b.decision(), Decision::PlayAuto);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::Vanguard)).rested);
}

}  // namespace
}  // namespace vg::test
