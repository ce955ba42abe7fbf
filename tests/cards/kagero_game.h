// Shared by the TD02 ruling tests: a TD01 player A whose cards cannot trigger anything in these
// games, a TD02 player B with its abilities, and the first turns of such a game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {

// Player A (TD01) goes first and plays only cards whose abilities cannot trigger in these games:
// Marron on turn 1, then Gallatin on turn 3 with Marron on front-left and back-left and
// Gallatin on front-right; every later card of A is a grade 3 without a trigger icon. Player B
// (TD02, with its abilities) gets `tops_b`: the opening hand, then its draws and checks in order.
inline Script kagero(std::vector<std::string> tops_b) {
  Script s;
  s.abilities = true;
  s.tops_a = {"TD01/008", "TD01/004", "TD01/008", "TD01/004", "TD01/008", "TD01/001", "TD01/003",
              "TD01/006", "TD01/001", "TD01/006", "TD01/001", "TD01/003", "TD01/006", "TD01/001"};
  s.tops_b = std::move(tops_b);
  return s;
}

// Turns 1-3 and B's ride of turn 4 (B rides `grade1` on turn 2 and `grade2` on turn 4). On
// turn 3, A's front-right, front-left and vanguard attack B's vanguard, the first `hits` of them,
// each hitting for one damage.
inline void to_turn_four(Driver& d, const std::string& grade1, const std::string& grade2, int hits = 0) {
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride(grade1));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD01/004"));
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("TD01/004", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD01/008", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.pass());
  const Circle attackers[] = {Circle::FrontRight, Circle::FrontLeft, Circle::Vanguard};
  for (int i = 0; i < hits; ++i) {
    ASSERT_ACCEPTED(d, d.attack(attackers[i], Circle::Vanguard));
    ASSERT_ACCEPTED(d, d.no_guard());
  }
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride(grade2));
  ASSERT_EQ(d.state().turn, 4);
  ASSERT_THAT(d.decision(), ::testing::AnyOf(Decision::Main, Decision::PlayAuto));  // a ride may trigger
  ASSERT_EQ(d.state().player(Player::B).damage.size(), static_cast<std::size_t>(hits));
}

// Then B's turn 4 ends with nothing more, A's turn 5 passes without attacking, and B rides
// `grade3` on turn 6 (nothing when empty) and is in its main phase.
inline void to_turn_six(Driver& d, const std::string& grade3) {
  d.end_turn();
  d.end_turn();
  ASSERT_EQ(d.state().turn, 6);
  if (grade3.empty()) ASSERT_ACCEPTED(d, d.pass());
  else ASSERT_ACCEPTED(d, d.ride(grade3));
  ASSERT_EQ(d.decision(), Decision::Main);
}

}  // namespace vg::test
