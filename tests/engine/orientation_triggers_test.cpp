// "Becomes [Rest]" and "becomes [Stand]" watched over a player's units (docs/card-scripts.md,
// "Becoming standing or rested"; CR 1.31 3.17.1.1, 3.17.1.2, 3.17.2, 10.1.11.1), through Test
// Lookout (tests/data/cards/T-060.lua) on player A's vanguard circle in player B's turn: `rests`
// with whose = "opponent" and rear_guard, and `stands` with whose = "yours" and a grade.
#include <gtest/gtest.h>

#include <optional>

#include "engine/position.h"
#include "tests/support/driver.h"

namespace vg::test {
namespace {

// Turn 4, player B's main phase. A: Test Lookout on (VC), a grade 0 (T/004) on front-left,
// rested, and a grade 1 (T/018) on back-left, rested. B: a vanguard (T/004), T/004 on
// front-left and back-left.
std::optional<Game> lookout_game() {
  Position pos;
  pos.edition = Edition::Cr1_31;
  pos.turn = 4;
  pos.turn_player = Player::B;
  auto& a = pos.players[0];
  a.units.push_back({card("T/060"), Circle::Vanguard});
  a.units.push_back({card("T/004"), Circle::FrontLeft, true});
  a.units.push_back({card("T/018"), Circle::BackLeft, true});
  auto& b = pos.players[1];
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft, Circle::BackLeft}) b.units.push_back({card("T/004"), c});
  for (auto& p : pos.players)
    for (int k = 0; k < 10; ++k) p.deck.push_back({card("T/004")});
  std::optional<Game> game;
  if (auto problem = position_game(pool(), pos, game)) ADD_FAILURE() << *problem;
  return game;
}

Action orient_action(ActionKind k, Player p) { return Action::make(k, p); }

// B's front-left attacks, boosted by back-left: two of the opponent's rear-guards become rested,
// two triggers (+1000 each) at the check timing of CR 1.31 7.3.1.8. B's vanguard attacking next is
// not a rear-guard: nothing.
TEST(OrientationTriggersTest, TheOpponentsRearGuardsBecomingRestedEachTrigger) {
  std::optional<Game> g = lookout_game();
  ASSERT_TRUE(g);
  Game& game = *g;
  const InstanceId lookout = game.state().unit_at(Player::A, Circle::Vanguard);
  ASSERT_FALSE(game.submit(orient_action(ActionKind::Pass, Player::B)));
  ASSERT_FALSE(game.submit(orient_action(ActionKind::Attack, Player::B)));
  Action a = orient_action(ActionKind::Attacker, Player::B);
  a.circle = Circle::FrontLeft;
  ASSERT_FALSE(game.submit(a));
  a = orient_action(ActionKind::Target, Player::B);
  a.circle = Circle::Vanguard;
  ASSERT_FALSE(game.submit(a));
  a = orient_action(ActionKind::Boost, Player::B);
  a.circle = Circle::BackLeft;
  ASSERT_FALSE(game.submit(a));
  for (int k = 0; k < 2; ++k) {
    ASSERT_EQ(game.request().decision, Decision::PlayAuto);
    ASSERT_EQ(game.request().player, Player::A);
    Action play = orient_action(ActionKind::PlayAuto, Player::A);
    play.card = lookout;
    play.ability = 0;
    ASSERT_FALSE(game.submit(play));
  }
  EXPECT_EQ(game.state().power(lookout), 5000 + 2000);
  EXPECT_EQ(game.request().decision, Decision::Guard);
  ASSERT_FALSE(game.submit(orient_action(ActionKind::Guard, Player::A)));
  EXPECT_TRUE(game.state().standing.empty());
}

// In A's next stand phase (CR 1.31 6.3.1.2) A's rested units stand: the grade 0 one triggers
// the `stands` ability once (+2000); the grade 1 one does not fit; the vanguard, already
// standing, does not become standing (CR 3.17.2).
TEST(OrientationTriggersTest, YourGradeZeroUnitBecomingStandingTriggersOnce) {
  std::optional<Game> g = lookout_game();
  ASSERT_TRUE(g);
  Game& game = *g;
  const InstanceId lookout = game.state().unit_at(Player::A, Circle::Vanguard);
  ASSERT_FALSE(game.submit(orient_action(ActionKind::Pass, Player::B)));  // B's main phase ends
  ASSERT_FALSE(game.submit(orient_action(ActionKind::Pass, Player::B)));  // no attack
  for (int k = 0; k < 20 && game.request().decision == Decision::TopCard; ++k) {
    Action top = orient_action(ActionKind::TopCard, game.request().player);
    top.card = game.state().player(game.request().player).deck.back();
    ASSERT_FALSE(game.submit(top));
  }
  ASSERT_EQ(game.state().turn, 5);
  ASSERT_EQ(game.request().decision, Decision::PlayAuto);
  ASSERT_EQ(game.state().standing.size(), 1u);
  Action play = orient_action(ActionKind::PlayAuto, Player::A);
  play.card = lookout;
  play.ability = 1;
  ASSERT_FALSE(game.submit(play));
  EXPECT_FALSE(game.state().card(game.state().unit_at(Player::A, Circle::BackLeft)).rested);
  EXPECT_EQ(game.state().power(lookout), 5000 + 2000);
}

}  // namespace
}  // namespace vg::test
