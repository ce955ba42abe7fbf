// Benchmark: verification throughput on a generated corpus of TD01 vs TD02 games, against the
// floor of parsing the same XML with pugixml alone. Prints its figures; compare the ratios
// measured in one run (absolute times on shared machines are noisy).
//
//   build/bench/vg_bench [GAMES]      (default 400)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <pugixml.hpp>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "engine/autoplay.h"
#include "replays/decklist_file.h"
#include "replays/recorder.h"
#include "scripting/card_loader.h"
#include "verifier/verifier.h"

namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Library {
  vg::CardPool pool;
  std::array<vg::Decklist, vg::kPlayers> decks;
};

bool load(Library& lib) {
  if (auto e = vg::load_card_directory(VG_SOURCE_DIR "/cards/lua", lib.pool)) {
    std::fprintf(stderr, "%s\n", e->to_string().c_str());
    return false;
  }
  for (int i = 0; i < 2; ++i) {
    auto d = vg::read_decklist(std::string(VG_SOURCE_DIR "/cards/decks/") + (i ? "TD02" : "TD01") + ".deck", lib.pool);
    if (!std::holds_alternative<vg::Decklist>(d)) return false;
    lib.decks[static_cast<std::size_t>(i)] = std::get<vg::Decklist>(d);
  }
  return true;
}

std::string self_play(const Library& lib, std::uint64_t seed) {
  vg::Game game(lib.pool, lib.decks);
  vg::Dealer dealer(seed);
  vg::SensibleAgent agent(seed);
  vg::Recorder rec;
  while (!game.over()) {
    vg::Action a = vg::Dealer::is_chance(game.request().decision) ? dealer.answer(game) : agent.choose(game);
    rec.record(game, a);
    game.submit(a);
  }
  return vg::write_replay(rec.replay(game, lib.decks), lib.pool);
}

// Verifies every record; returns the number of events verified (or -1 if one was not clean).
long verify_all(const Library& lib, const std::vector<std::string>& corpus, std::size_t from, std::size_t step) {
  long events = 0;
  for (std::size_t i = from; i < corpus.size(); i += step) {
    auto r = vg::parse_replay("bench.xml", corpus[i], lib.pool);
    if (!std::holds_alternative<vg::Replay>(r)) return -1;
    const vg::Replay& replay = std::get<vg::Replay>(r);
    if (!vg::verify(replay, lib.pool).clean()) return -1;
    events += static_cast<long>(replay.events.size());
  }
  return events;
}

long peak_kib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 400;
  auto t = Clock::now();
  Library lib;
  if (!load(lib)) return 2;
  const double load_s = seconds_since(t);

  std::vector<std::string> corpus;
  for (int g = 0; g < games; ++g) corpus.push_back(self_play(lib, static_cast<std::uint64_t>(g + 1)));
  std::size_t bytes = 0;
  for (const auto& x : corpus) bytes += x.size();
  std::printf("corpus: %d games of TD01 vs TD02, %.1f MB of XML\n", games, static_cast<double>(bytes) / 1e6);
  std::printf("card scripts loaded once: %.2f ms (32 card files into one Lua state)\n", load_s * 1e3);

  // Floor: pugixml alone parses every record.
  t = Clock::now();
  std::size_t nodes = 0;
  for (const auto& x : corpus) {
    pugi::xml_document doc;
    doc.load_buffer(x.data(), x.size());
    nodes += static_cast<std::size_t>(std::distance(doc.child("vanguard-replay").child("game").begin(), doc.child("vanguard-replay").child("game").end()));
  }
  const double parse_s = seconds_since(t);

  // The record reader: pugixml plus the events, with their positions and card numbers.
  t = Clock::now();
  for (const auto& x : corpus)
    if (!std::holds_alternative<vg::Replay>(vg::parse_replay("bench.xml", x, lib.pool))) return 2;
  const double read_s = seconds_since(t);

  // Setup per game: a Game ready to play (the card scripts are already loaded).
  t = Clock::now();
  for (int g = 0; g < games; ++g) {
    vg::Game game(lib.pool, lib.decks);
    if (game.over()) return 2;
  }
  const double setup_s = seconds_since(t) / games;

  // Verification on one core.
  t = Clock::now();
  const long events = verify_all(lib, corpus, 0, 1);
  const double verify_s = seconds_since(t);
  if (events < 0) {
    std::fprintf(stderr, "a generated game did not verify clean\n");
    return 1;
  }
  const long peak_one = peak_kib();

  // Batch on both cores: one card pool (one Lua state) per thread.
  t = Clock::now();
  std::vector<std::thread> threads;
  std::vector<long> done(2, 0);
  for (std::size_t w = 0; w < 2; ++w)
    threads.emplace_back([&, w] {
      Library own;
      done[w] = load(own) ? verify_all(own, corpus, w, 2) : -1;
    });
  for (auto& th : threads) th.join();
  const double batch_s = seconds_since(t);

  std::printf("parse only (pugixml):   %8.0f games/s  (%zu events)\n", games / parse_s, nodes);
  std::printf("read records:           %8.0f games/s  (%.1f x parse)\n", games / read_s, read_s / parse_s);
  std::printf("verify (one core):      %8.0f games/s  %9.0f events/s\n", games / verify_s, static_cast<double>(events) / verify_s);
  std::printf("verify / parse time:    %8.1f x  (reading included)\n", verify_s / parse_s);
  std::printf("setup per game:         %8.3f ms\n", setup_s * 1e3);
  std::printf("batch (2 threads):      %8.0f games/s  (%.2f x one core)\n", games / batch_s, verify_s / batch_s);
  std::printf("peak memory:            %8.1f MB after one-core verification, %.1f MB after the batch\n", static_cast<double>(peak_one) / 1024.0, static_cast<double>(peak_kib()) / 1024.0);
  return 0;
}
