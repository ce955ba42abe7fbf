// A start position: a game described mid-turn (both fields by circle, hands, decks, damage
// zones, souls, drop zones, the turn and the decision the turn player faces), for ruling tests
// (docs/ruling-tests.md). position_game() builds a Game that stands at that decision, with
// every card's identity known.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"

namespace vg {

struct PositionCard {
  CardId card = kUnknownCard;
  Circle circle = Circle::Vanguard;  // units only
  bool rested = false;               // units only (CR 3.17.1)
  bool face_down = false;            // damage zone only (CR 3.17.3)
  InstanceId instance = kNoInstance; // filled by position_game()
  // A vanguard circle's second unit: the Legion Mate of the vanguard there (CR 1.31 10.1.24.2),
  // turned as its Leader is (CR 1.31 10.1.24.11); only where the edition has legion.
  bool legion_mate = false;
};

struct PlayerPosition {
  std::vector<PositionCard> units;   // at most one per circle (and a Legion Mate); a vanguard is required
  std::vector<PositionCard> hand;
  std::vector<PositionCard> deck;    // top first
  std::vector<PositionCard> damage;  // in the order the cards were put there
  std::vector<PositionCard> soul, drop;
};

struct Position {
  std::array<PlayerPosition, kPlayers> players;
  int turn = 1;
  Player turn_player = Player::A;
  Player first_player = Player::A;
  Decision at = Decision::Main;  // Ride, Main or StartStep, of the turn player
  bool rode_this_turn = false;
  int battles_this_turn = 0;  // battles begun this turn before this decision (CR 1.31 7.1.2.1)
  Edition edition = kDefaultEdition;  // the rules the position is played under
};

// Builds the game at the position's decision and writes each card's instance into `pos`.
// Instances are numbered in order: A's units, hand, deck, damage, soul, drop, then B's.
// Returns the problem (in words) when the position cannot be a game state.
std::optional<std::string> position_game(const CardPool& pool, Position& pos, std::optional<Game>& out);

}  // namespace vg
