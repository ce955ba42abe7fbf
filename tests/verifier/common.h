// Shared by the verifier tests: the card pool and the trial decks, loaded once.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <variant>

#include "engine/autoplay.h"
#include "replays/decklist_file.h"
#include "replays/recorder.h"
#include "scripting/card_loader.h"
#include "verifier/verifier.h"
#include "tests/support/verdict.h"

namespace vg::test {

inline const CardPool& pool() {
  static const CardPool kPool = [] {
    CardPool p;
    auto e = load_card_directory(VG_SOURCE_DIR "/cards/lua", p);
    if (e) ADD_FAILURE() << e->to_string();
    return p;
  }();
  return kPool;
}

// The pool and the test cards of tests/data/cards (numbers T/...), loaded after it so that the
// real cards keep their ids: for records of mechanisms no card of the pool shows (lock).
inline const CardPool& pool_with_test_cards() {
  static const CardPool kPool = [] {
    CardPool p;
    for (const char* dir : {VG_SOURCE_DIR "/cards/lua", VG_SOURCE_DIR "/tests/data/cards"})
      if (auto e = load_card_directory(dir, p)) ADD_FAILURE() << e->to_string();
    return p;
  }();
  return kPool;
}

// A deck of cards/decks by name, or by its path from the source root (tests/data/decks/...).
inline Decklist deck(const std::string& name) {
  const std::string dir = name.find('/') == std::string::npos ? "/cards/decks/" : "/";
  auto r = read_decklist(VG_SOURCE_DIR + dir + name + ".deck", pool());
  EXPECT_EQ(read_error(r), "");
  return std::get<Decklist>(r);
}

// A seeded game of the engine against itself (SensibleAgent, TD01 vs TD02 unless other decks
// are named, as deck() names them), written as a replay and read back, as `vgjudge selfplay` makes them.
// With `random`, a RandomAgent plays instead: its games hold moves a sensible player never makes.
inline Replay recorded_self_play(std::uint64_t seed, bool random = false, const std::string& deck_a = "TD01", const std::string& deck_b = "TD02") {
  const std::array<Decklist, kPlayers> decks = {deck(deck_a), deck(deck_b)};
  Game game(pool(), decks);
  Dealer dealer(seed);
  SensibleAgent agent(seed);
  RandomAgent random_agent(seed);
  Recorder rec;
  while (!game.over()) {
    Action a = Dealer::is_chance(game.request().decision) ? dealer.answer(game)
               : random                                   ? dealer.looked(game, random_agent.choose(game))
                                                          : dealer.looked(game, agent.choose(game));
    rec.record(game, a);
    EXPECT_EQ(game.submit(a), std::nullopt) << "self-play seed " << seed;
  }
  auto r = parse_replay("self.xml", write_replay(rec.replay(game, decks), pool()), pool());
  EXPECT_EQ(read_error(r), "");
  return std::get<Replay>(r);
}

inline std::vector<std::string> file_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Every NAME.xml of a directory of the source tree (given relative to it) verifies to exactly
// the report in NAME.expected, as `vgjudge verify` prints it from the source root. Returns
// the number of records checked.
inline int expect_reports_of_directory(const std::string& dir, const CardPool& cards = pool()) {
  int checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(VG_SOURCE_DIR "/" + dir)) {
    if (e.path().extension() != ".xml") continue;
    const std::string rel = dir + "/" + e.path().filename().string();
    auto r = read_replay(e.path().string(), cards);
    EXPECT_EQ(read_error(r), "") << rel << ": " << std::get<InputError>(r).to_string();
    if (!std::holds_alternative<Replay>(r)) continue;
    Replay replay = std::get<Replay>(r);
    replay.path = rel;
    std::string expected_file = e.path().string();
    expected_file.replace(expected_file.size() - 4, 4, ".expected");
    EXPECT_EQ(report_lines(rel, verify(replay, cards)), file_lines(expected_file)) << rel;
    ++checked;
  }
  return checked;
}

}  // namespace vg::test
