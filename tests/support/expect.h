// Assertions that say what failed: for an answer, the refusal (its rule and message) and a
// short board; for a card, where it is and how it stands; for a game, the board.
//
//   ASSERT_ACCEPTED(d, d.call("TD01/005", Circle::FrontRight));
//   EXPECT_REFUSED(d, d.game().check(a), "<the whole message> [CR <rule>]");
//   EXPECT_THAT(look(d, unit), Rested());
//   EXPECT_THAT(d, HasLost(Player::A));
#pragma once

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tests/support/driver.h"
#include "tests/support/print.h"

namespace vg::test {

using ::testing::IsEmpty;
using ::testing::Not;

// "Blaster Blade (#12)", or "#12" while the card is hidden.
std::string name_of(const GameState& s, InstanceId i);
// One screen: turn, phase and step, the pending request; for each player the units on their
// circles (power, critical, rested), then damage (face up), hand, deck, soul and drop counts,
// and the abilities standing by.
std::string board(const Game& g);
inline std::string board(const Driver& d) { return board(d.game()); }
void PrintTo(const Driver& d, std::ostream* os);

// For ASSERT_ACCEPTED / EXPECT_ACCEPTED: success when the answer was accepted; otherwise the
// answer as written, its refusal with the rule, and the board after it.
testing::AssertionResult accepted(const char* driver_text, const char* answer_text, const Driver& d,
                                  const std::optional<RuleViolation>& v);
// For ASSERT_REFUSED / EXPECT_REFUSED: success when the answer was refused with exactly the
// expected text, rule included; otherwise expected and actual text and the board.
testing::AssertionResult refused(const char* driver_text, const char* answer_text, const char* expected_text,
                                 const Driver& d, const std::optional<RuleViolation>& v, const std::string& expected);

#define ASSERT_ACCEPTED(driver, answer) ASSERT_PRED_FORMAT2(::vg::test::accepted, driver, answer)
#define EXPECT_ACCEPTED(driver, answer) EXPECT_PRED_FORMAT2(::vg::test::accepted, driver, answer)
#define ASSERT_REFUSED(driver, answer, text) ASSERT_PRED_FORMAT3(::vg::test::refused, driver, answer, text)
#define EXPECT_REFUSED(driver, answer, text) EXPECT_PRED_FORMAT3(::vg::test::refused, driver, answer, text)

// One card seen in its game, for the card matchers; prints where it is and how it stands.
struct CardView {
  const GameState* state;
  InstanceId id;
};
inline CardView look(const Driver& d, InstanceId i) { return {&d.state(), i}; }
void PrintTo(const CardView& c, std::ostream* os);

MATCHER(Rested, "is rested") { return arg.state->card(arg.id).rested; }
MATCHER(FaceDown, "is face down") { return arg.state->card(arg.id).face_down; }
MATCHER_P(InHandOf, player, "is in the hand of player " + std::string(to_string(player))) {
  return arg.state->in_hand(player, arg.id);
}

// Game matchers on a Driver (a failure prints the board).
MATCHER(IsOver, "is over") { return arg.game().over(); }
MATCHER_P(HasLost, player, "has player " + std::string(to_string(player)) + " lost") {
  return arg.state().player(player).lost;
}
MATCHER(InBattle, "is in a battle") { return arg.state().battle.has_value(); }

// The automatic abilities standing by and the timed triggers set up by effects, as
// "Name (#id) ability N" each, to compare or to find empty.
std::vector<std::string> standing_by(const Driver& d);
std::vector<std::string> timed_by(const Driver& d);

}  // namespace vg::test
