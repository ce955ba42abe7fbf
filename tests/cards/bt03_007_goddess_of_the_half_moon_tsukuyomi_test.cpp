// BT03/007 Goddess of the Half Moon, Tsukuyomi: [AUTO] placed on (VC), with a Goddess of the Crescent Moon, Tsukuyomi and a Godhawk,
// Ichibyoshi in the soul, you may soul charge 2; [AUTO](VC) as your ride phase begins, look at the top five cards, you may
// superior ride a Goddess of the Full Moon, Tsukuyomi among them, the others to the bottom in any order; if
// you rode, no normal ride in this ride phase.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCard007 = "BT03/007";
constexpr const char* kNext007 = "BT03/006";  // Goddess of the Full Moon, Tsukuyomi

// CR 1.31 6.5.1.1, 10.1.5.1.1, 1.3.1 over 6.5.1.2: the named card among the five is superior
// ridden, the others go to the bottom in the chosen order, and no normal ride follows.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, RidesTheNamedCardAndForbidsTheNormalRide) { check_ride_chain_rides(kCard007, kNext007, 2); }

// CR 1.31 8.5.3, 4.2.3: declined, the five go to the bottom; the normal ride stays allowed.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, DeclinedAllFiveGoToTheBottom) { check_ride_chain_declined(kCard007, kNext007, 2); }

// CR 1.31 8.5.3.1: the order takes every other looked-at card, and only those.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, NotAmongTheFiveNothingToRide) { check_ride_chain_not_among_five(kCard007, kNext007, 2); }

// CR 1.31 2.11.3, 6.5.1.1: on (VC), in its player's ride phase only.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, OnlyOnTheVanguardCircleInYourTurn) { check_ride_chain_only_on_vc_in_your_turn(kCard007, kNext007); }

// CR 1.31 8.6.3.1: the ability itself is mandatory.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, TheLookIsMandatory) { check_ride_chain_mandatory(kCard007, kNext007, 2); }

constexpr const char* kCrescent007 = "BT03/073";
constexpr const char* kGodhawk007 = "BT03/039";

// CR 1.31 10.1.4.1, 8.1.1.2.3, 10.1.17.1: ridden over Goddess of the Crescent Moon with Godhawk,
// Ichibyoshi in the soul, two cards are charged.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, PlacedOnVcWithBothInTheSoulSoulChargesTwo) {
  Board b({{{Circle::Vanguard, kCrescent007}}, {}, {kCard007}, {kMarker, kOracle}, {}, {kGodhawk007}}, opponent(), Decision::Ride);
  Board declined = b;
  ASSERT_FALSE(b.ride(kCard007));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 4u);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, kMarker), kNoInstance);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, kOracle), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(declined.ride(kCard007));
  ASSERT_FALSE(declined.decline(declined.unit(Player::A, Circle::Vanguard), 1));
  EXPECT_EQ(declined.count(Player::A, Zone::Soul), 2u);
}

// CR 1.31 8.1.1.2.3: without Godhawk, Ichibyoshi (or without the Crescent Moon) the condition
// fails on resolution: nothing is charged.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, WithoutBothNothingIsCharged) {
  for (const char* vanguard : {kCrescent007, kFiller}) {
    SCOPED_TRACE(vanguard);
    Board b({{{Circle::Vanguard, vanguard}}, {}, {kCard007}, {kMarker}, {}, {vanguard == kCrescent007 ? kOracle : kGodhawk007}}, opponent(),
            Decision::Ride);
    ASSERT_FALSE(b.ride(kCard007));
    if (b.decision() == Decision::PlayAuto) {
      EXPECT_EQ(message(b.play(b.unit(Player::A, Circle::Vanguard), 1)), "accepted");
    }
    EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
    EXPECT_EQ(b.card_in(Player::A, Zone::Soul, kMarker), kNoInstance);
  }
}

// CR 1.31 10.1.4.1: called to (RC) it does not trigger.
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, CalledToRcNothingStandsBy) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kCard007}, {kMarker}, {}, {kGodhawk007, kCrescent007}}, opponent());  // a grade 2 vanguard
  ASSERT_FALSE(b.call(kCard007, Circle::FrontLeft));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
}

// The line: Goddess of the Crescent Moon's ability superior rides this card, whose own placed
// ability then stands by and charges two (CR 1.31 10.1.4.1: a superior ride places it too).
TEST(Bt03GoddessOfTheHalfMoonTsukuyomiTest, SuperiorRiddenByTheCrescentMoonSoulChargesTwo) {
  Board b = ride_phase_of_b(kCrescent007, {kCard007, kLooked[0], kLooked[1], kLooked[2], kLooked[3], kMarker, kOracle}, {}, {kGodhawk007});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  const std::vector<InstanceId> top = deck_top(b, Player::B, 5);
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_FALSE(b.choose({top[0]}));
  ASSERT_FALSE(b.choose({top[1], top[2], top[3], top[4]}));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(top[0], 1));
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 4u);
  EXPECT_NE(b.card_in(Player::B, Zone::Soul, kMarker), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Ride);
}

}  // namespace
}  // namespace vg::test
