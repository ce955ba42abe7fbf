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

namespace vg {

// A seeded agent that plays like a beginner: rides up, fills its circles, attacks the vanguard
// with boosts, guards when the damage is high and puts trigger power where it counts. Its
// games read like real ones; every decision is still one of the engine's legal answers.
class SensibleAgent {
 public:
  explicit SensibleAgent(std::uint64_t seed) : rng_(seed) {}
  Action choose(const Game& game);

 private:
  double score(const Game& game, const Action& a);
  std::mt19937_64 rng_;
};

}  // namespace vg
