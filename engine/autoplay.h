// A seeded random legal agent: every decision drawn uniformly from the engine's legal answers.
#pragma once

#include <cstdint>
#include <random>

#include "engine/dealer.h"

namespace vg {

class RandomAgent {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  // One legal answer to the game's pending player decision.
  Action choose(const Game& game);

 private:
  std::mt19937_64 rng_;
};

// Plays the game to its end (or `max_decisions` player decisions); returns the decisions made.
int play_out(Game& game, Dealer& dealer, RandomAgent& agent, int max_decisions = 100000);

}  // namespace vg
