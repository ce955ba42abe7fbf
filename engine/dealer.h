// The physical side of a game the engine does not decide: who goes first, shuffles, and which
// card is on top of a deck. A Dealer plays those facts from a seeded generator (or a stacked
// deck order) so that engine-made games are reproducible; a recorded game supplies them from
// its log instead.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <vector>

#include "engine/game.h"

namespace vg {

class Dealer {
 public:
  explicit Dealer(std::uint64_t seed) : rng_(seed) {}

  // After the next shuffle of `p`'s deck, these cards are on top in this order (top first) and
  // the rest below in random order, when the deck holds them all.
  void stack(Player p, std::vector<CardId> top_first) { stacked_[static_cast<std::size_t>(index(p))] = std::move(top_first); }
  // The player who goes first, instead of a coin flip.
  void set_first_player(Player p) { first_ = p; }

  static bool is_chance(Decision d) {
    return d == Decision::FirstPlayer || d == Decision::Shuffle || d == Decision::TopCard;
  }
  // The answer to a chance request; the game's request must be one.
  Action answer(const Game& game);
  // A player's choice among hidden cards of a deck (the cards a look shows: "look at up to N", the
  // order of the looked-at cards put at the bottom, CR 8.5.3) names the chosen cards: the hidden
  // ones are named as this dealer's order of the deck has them, top first, so that the game knows
  // them from then on as the record states them (a verifier learns them from the record's
  // choice). Their identities leave the order, as cards taken from the top do. Any other answer
  // is returned as it is.
  Action looked(const Game& game, Action a);
  // Answers chance requests until the game needs a player's decision or is over; `observe`,
  // when given, sees each answer before it is submitted (a recorder keeps it).
  void settle(Game& game, const std::function<void(const Game&, const Action&)>& observe = nullptr);

 private:
  std::vector<CardId> deck_contents(const GameState& s, Player p) const;

  std::mt19937_64 rng_;
  std::array<std::vector<CardId>, kPlayers> order_;  // identities, top at the back
  std::array<std::optional<std::vector<CardId>>, kPlayers> stacked_;
  std::optional<Player> first_;
};

// A Vanguard perft: the number of legal decision sequences of `depth` player decisions from
// the game's current position, with chance answered by the dealer.
std::uint64_t perft(const Game& game, const Dealer& dealer, int depth);

}  // namespace vg
