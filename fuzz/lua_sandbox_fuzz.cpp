// Feeds arbitrary bytes to the Lua sandbox as the text of a card file, with the real
// instruction budget and memory cap (scripting/lua_sandbox.h). The file loads, or gives an error
// positioned in it. When it loads, a seeded game is played in which both decks hold the card, so
// its abilities run against the card API (scripting/card_api.cpp): a script that fails stops
// the game with a named failure in that file. The game is played twice in the same pool and
// must go the same way both times (no card state crosses games). Never a crash, a hang, a leak,
// or a Lua panic.
// Seeds: the card files of cards/lua, tests/data/cards and tests/hostile/scripts; dictionary:
// fuzz/lua.dict.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "engine/autoplay.h"
#include "engine/dealer.h"
#include "scripting/card_loader.h"

namespace {

constexpr int kDecisions = 200;  // player decisions of the game played with the card

// Plays the seeded game with a deck of 25 of each card: its rule trace and how it ended.
std::string play_once(const vg::CardPool& pool, const std::string& path, std::size_t seed) {
  vg::Decklist deck;
  deck.entries.push_back({0, 25, 0});
  deck.entries.push_back({1, 25, 0});
  vg::Game game(pool, {deck, deck});
  std::vector<vg::TraceLine> trace;
  game.set_trace(&trace);
  vg::Dealer dealer(seed);
  vg::RandomAgent agent(seed);
  vg::play_out(game, dealer, agent, kDecisions);
  const auto& f = game.script_failure();
  if (f && (f->file != path || f->line < 1)) std::abort();
  std::string out = f ? f->to_string() : "no failure";
  for (const vg::TraceLine& t : trace) out += "\n" + t.text;
  return out;
}

// A fresh pool per input (one input cannot change the next): a plain grade 0 test card, so
// every deck has a first vanguard, and the fuzzed card.
void play_with(const std::string& path, const std::string& source) {
  vg::CardPool pool;
  if (vg::load_card_file(VG_SOURCE_DIR "/tests/data/cards/T-001.lua", pool)) std::abort();
  auto e = vg::load_card_source(path, source, pool);
  if (e) {
    if (e->file != path || e->line < 1 || e->column < 1) std::abort();
    return;
  }
  if (pool.size() != 2) std::abort();
  // The same game twice in one pool (one Lua state): a card cannot carry state from one game
  // to the next (issue 32), so both give the same rule trace and the same end.
  const std::string first = play_once(pool, path, source.size());
  if (play_once(pool, path, source.size()) != first) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  play_with("fuzz/X-001.lua", std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
