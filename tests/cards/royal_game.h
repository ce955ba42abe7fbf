// Shared by the TD01 ruling tests: a TD01 player A (with its abilities) against a TD02 player
// B whose cards cannot trigger anything in these games, and the first turns of such a game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {

// A goes first; A's deck tops are `a`: the opening hand, then every later draw and check in
// order. B: hand 007 007 007 004 013 | t2 draw 013 | t2 drive check 007 | t4 draw 004 |
// damage checks 004 004.
inline Script royal_script(std::vector<std::string> a) {
  Script s;
  s.abilities = true;
  s.tops_a = std::move(a);
  s.tops_b = {"TD02/007", "TD02/007", "TD02/007", "TD02/004", "TD02/013", "TD02/013",
              "TD02/007", "TD02/004", "TD02/004", "TD02/004"};
  return s;
}

// Turns 1 and 2: A rides `g1`; B rides Bahr, calls Bahrs to front-left and front-right and
// attacks A's vanguard three times, so A takes three damage checks. Stops at A's ride phase of
// turn 3, B holding four cards.
inline void turns_one_and_two(Driver& d, const std::string& g1) {
  ASSERT_ACCEPTED(d, d.ride(g1));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  ASSERT_ACCEPTED(d, d.call("TD02/007", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("TD02/007", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.pass());
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    ASSERT_ACCEPTED(d, d.attack(c, Circle::Vanguard));
    ASSERT_ACCEPTED(d, d.no_guard());
  }
  d.end_turn();
  ASSERT_EQ(d.state().turn, 3);
  ASSERT_EQ(d.decision(), Decision::Ride);
  ASSERT_EQ(d.state().player(Player::B).hand.size(), 4u);
}

// From A's turn 3 after its ride: A ends the turn; on turn 4 B rides Nehalem, calls the other
// Nehalem to back-left and ends the turn without attacking. Stops at A's ride phase of turn 5.
inline void to_turn_five(Driver& d) {
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/004"));
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::BackLeft));
  d.end_turn();
  ASSERT_EQ(d.state().turn, 5);
  ASSERT_EQ(d.decision(), Decision::Ride);
}

}  // namespace vg::test
