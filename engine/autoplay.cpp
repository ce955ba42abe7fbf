#include "engine/autoplay.h"

#include <cassert>

namespace vg {

Action RandomAgent::choose(const Game& game) {
  std::vector<Action> options = game.legal_actions();
  assert(!options.empty() && "a player decision always has a legal answer");
  std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
  return options[pick(rng_)];
}

int play_out(Game& game, Dealer& dealer, RandomAgent& agent, int max_decisions) {
  int n = 0;
  for (dealer.settle(game); !game.over() && n < max_decisions; dealer.settle(game), ++n) {
    auto v = game.submit(agent.choose(game));
    assert(!v && "a legal answer is accepted");
    (void)v;
  }
  return n;
}

}  // namespace vg
