// The unit circles reads of the card API (docs/card-scripts.md; CR 1.31 4.6.2, 4.6.2.1, 4.6.3),
// through Test Surveyor (tests/data/cards/T-018.lua): each of its four continuous abilities
// reads one of them, so its power tells which conditions hold.
#include <gtest/gtest.h>

#include <optional>
#include <utility>
#include <vector>

#include "engine/position.h"
#include "tests/support/driver.h"

namespace vg::test {
namespace {

// Player A: Test Surveyor on `at`, a vanguard, and `more`; player B: units on front-left,
// front-right and back-right (across from A's left column: B's right one, CR 4.6.2.1).
int surveyor_power(Circle at, const std::vector<std::pair<Circle, const char*>>& more = {}) {
  Position pos;
  pos.edition = Edition::Cr1_31;
  pos.turn = 3;
  auto& a = pos.players[0];
  a.units.push_back({card("T/018"), at});
  if (at != Circle::Vanguard) a.units.push_back({card("T/004"), Circle::Vanguard});
  for (const auto& [c, n] : more) a.units.push_back({card(n), c});
  auto& b = pos.players[1];
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft, Circle::FrontRight, Circle::BackRight}) b.units.push_back({card("T/004"), c});
  for (auto& p : pos.players)
    for (int k = 0; k < 10; ++k) p.deck.push_back({card("T/004")});
  std::optional<Game> game;
  if (auto problem = position_game(pool(), pos, game)) {
    ADD_FAILURE() << *problem;
    return 0;
  }
  return game->state().power(game->state().unit_at(Player::A, at)) - 5000;
}

// Front-left: its circle, the left column, B's two units across (front-right and back-right),
// and A's front row of two (front-left and the vanguard).
TEST(UnitCirclesTest, FrontLeftReadsItsCircleColumnTheColumnAcrossAndTheFrontRow) {
  EXPECT_EQ(surveyor_power(Circle::FrontLeft), 1000 + 2000 + 4000 + 8000);
}
// Back-left: not front-left, still the left column and B's right column across; the front row
// has the vanguard alone.
TEST(UnitCirclesTest, BackLeftIsInTheLeftColumnNotTheFrontRow) { EXPECT_EQ(surveyor_power(Circle::BackLeft), 2000 + 4000); }
// Front-right: across is B's left column (front-left alone); the front row has two units.
TEST(UnitCirclesTest, FrontRightFacesTheOpponentsLeftColumn) { EXPECT_EQ(surveyor_power(Circle::FrontRight), 8000); }
// The vanguard is in the center column (B's vanguard alone across); with front-left and
// front-right the front row has three units.
TEST(UnitCirclesTest, VanguardIsInTheCenterColumn) {
  EXPECT_EQ(surveyor_power(Circle::Vanguard, {{Circle::FrontLeft, "T/004"}, {Circle::FrontRight, "T/004"}}), 0);
  EXPECT_EQ(surveyor_power(Circle::Vanguard, {{Circle::FrontLeft, "T/004"}}), 8000);
}

}  // namespace
}  // namespace vg::test
