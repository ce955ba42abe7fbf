// Perft: counts of legal decision sequences from fixed positions, each verified by hand.
#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

// A first, A's hand after the draw of turn 1: 008 008 009 007 001 013; vanguard TD01/012 (grade 0).
Script ride_script() {
  Script s;
  s.seed = 7;
  s.tops_a = {"TD01/008", "TD01/008", "TD01/009", "TD01/007", "TD01/001", "TD01/013"};
  return s;
}

// CR 6.5.1.2, 8.5.2.1.1.1: ride phase of turn 1 with hand {008 g1, 008 g1, 009 g1, 007 g2, 001 g3,
// 013 g0} over a grade 0 vanguard: pass + 3 distinct rideable cards (008, 009, 013) = 4.
TEST(PerftTest, RidePhaseOfTurnOne) {
  Driver d(ride_script());
  ASSERT_EQ(d.decision(), Decision::Ride);
  EXPECT_EQ(perft(d.game(), d.dealer(), 1), 4u);
}

// CR 6.6.1.2, 8.5.2.1.1.2: depth 2, the ride then the first main phase decision:
//   pass ride -> grade 0 vanguard: calls of 013 to 5 circles + pass           =  6
//   ride 008  -> grade 1: calls of 008, 009, 013 to 5 circles + pass          = 16
//   ride 009  -> grade 1: calls of 008, 013 (no 009 left) to 5 circles + pass = 11
//   ride 013  -> grade 0: nothing callable (all grade 1+), pass               =  1
// (moves between two empty circles are refused.) Total 34.
TEST(PerftTest, RideThenMainDecision) {
  Driver d(ride_script());
  EXPECT_EQ(perft(d.game(), d.dealer(), 2), 34u);
}

// CR 7.4.1.1.2, 3.11.1.1, 8.5.2.1.1.2: guard decision of turn 2 (B's Bahr attacks), A's vanguard
// is Marron (grade 1), hand {007 g2, 001 g3 no shield, 009 g1, 010 g1, 011 g1}, no rear-guards:
// any subset of {009, 010, 011} = 2^3 = 8.
TEST(PerftTest, GuardDecisionCountsSubsetsOfLegalGuardians) {
  Script s;
  s.tops_a = {"TD01/008", "TD01/007", "TD01/001", "TD01/009", "TD01/010", "TD01/011", "TD01/002"};
  s.tops_b = {"TD02/007", "TD02/004", "TD02/001", "TD02/005", "TD02/008", "TD02/006", "TD02/009"};
  Driver d(s);
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(perft(d.game(), d.dealer(), 1), 8u);
}

// CR 2.8.1.1.2: a critical trigger with one unit (the vanguard): power to it, critical to it = 1.
// With one rear-guard too: 2 choices for the power x 2 for the critical = 4.
TEST(PerftTest, CriticalTriggerChoices) {
  Script s;
  s.tops_a = {"TD01/008", "TD01/007", "TD01/001", "TD01/009", "TD01/010", "TD01/011", "TD01/002"};
  s.tops_b = {"TD02/007", "TD02/004", "TD02/002", "TD02/005", "TD02/008", "TD02/006", "TD02/016"};
  Driver d(s);
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  Driver e = d;
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(perft(d.game(), d.dealer(), 1), 1u);
  ASSERT_ACCEPTED(e, e.call("TD02/008", Circle::BackCenter));
  ASSERT_ACCEPTED(e, e.pass());
  ASSERT_ACCEPTED(e, e.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(e, e.no_guard());
  ASSERT_EQ(e.decision(), Decision::TriggerEffect);
  EXPECT_EQ(perft(e.game(), e.dealer(), 1), 4u);
}

}  // namespace
}  // namespace vg::test
