// Benchmark (issue 16): verification against the floor of parsing the same records with
// pugixml alone, over the bundled examples plus self-play games over every deck of cards/decks.
// Prints each figure as a ratio next to its absolute value and its goal, and writes them to a
// JSON file so the next change can compare. Absolute times on a shared machine are noisy:
// compare the ratios, measured in one run.
//
//   build/bench/vg_bench [GAMES] [JSON] [MEMORY_GAMES]
// (default 1000 games; JSON default build/bench/figures.json, beside the binary: a run never
// writes into the source tree, whose bench/figures.json is the recorded run docs/performance.md
// cites; MEMORY_GAMES, default the corpus, is how many record files the memory figure verifies:
// the corpus written again and again, e.g. 100000). DECKS=DIR plays the decks of DIR instead of
// cards/decks: two binaries whose pools differ then verify games of the same decks.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <pugixml.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "engine/autoplay.h"
#include "replays/decklist_file.h"
#include "replays/recorder.h"
#include "scripting/card_loader.h"
#include "verifier/verifier.h"

extern char** environ;

// The counting allocator: every heap allocation of the process (operator new, and the Lua
// allocator's realloc) goes through malloc, calloc or realloc, interposed here over glibc's.
#ifndef __SANITIZE_ADDRESS__
namespace {
std::atomic<long> g_allocations{0};
}
extern "C" {
void* __libc_malloc(std::size_t);
void* __libc_calloc(std::size_t, std::size_t);
void* __libc_realloc(void*, std::size_t);
void* malloc(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  return __libc_malloc(n);
}
void* calloc(std::size_t n, std::size_t size) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  return __libc_calloc(n, size);
}
void* realloc(void* p, std::size_t n) {
  if (n) g_allocations.fetch_add(1, std::memory_order_relaxed);
  return __libc_realloc(p, n);
}
}
long allocations() { return g_allocations.load(); }
#else
long allocations() { return 0; }  // ASan owns malloc: no count
#endif

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

struct Library {
  vg::CardPool pool;
  std::vector<vg::Decklist> decks;  // every deck of cards/decks (or of $DECKS), in name order
};

bool load(Library& lib) {
  // As vgjudge loads them: a card is read when a deck or record first names it.
  if (auto e = vg::load_card_directory_lazily(VG_SOURCE_DIR "/cards/lua", lib.pool)) {
    std::fprintf(stderr, "%s\n", e->to_string().c_str());
    return false;
  }
  std::vector<std::string> files;
  // DECKS names another deck directory: the same corpus for two binaries whose pools differ.
  const char* decks = std::getenv("DECKS");
  std::error_code error;
  for (const auto& f : fs::directory_iterator(decks != nullptr ? decks : VG_SOURCE_DIR "/cards/decks", error))
    if (f.path().extension() == ".deck") files.push_back(f.path().string());
  if (error) {
    std::fprintf(stderr, "vg_bench: cannot list the decks: %s\n", error.message().c_str());
    return false;
  }
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
    auto d = vg::read_decklist(f, lib.pool);
    if (!std::holds_alternative<vg::Decklist>(d)) return false;
    lib.decks.push_back(std::get<vg::Decklist>(d));
  }
  return !lib.decks.empty();
}

// Game g: deck g % n against deck (g / n) % n, seed g + 1.
std::string self_play(const Library& lib, int g) {
  const std::size_t n = lib.decks.size(), ug = static_cast<std::size_t>(g);
  const std::array<vg::Decklist, vg::kPlayers> decks{lib.decks[ug % n], lib.decks[(ug / n) % n]};
  const auto seed = static_cast<std::uint64_t>(g + 1);
  vg::Game game(lib.pool, decks, vg::earliest_edition(decks, lib.pool));
  vg::Dealer dealer(seed);
  vg::SensibleAgent agent(seed);
  vg::Recorder rec;
  while (!game.over()) {
    vg::Action a = vg::Dealer::is_chance(game.request().decision) ? dealer.answer(game) : dealer.looked(game, agent.choose(game));
    rec.record(game, a);
    game.submit(a);
  }
  return vg::write_replay(rec.replay(game, decks), lib.pool);
}

// The bundled examples' text, then `games` self-play records.
std::vector<std::string> make_corpus(const Library& lib, int games, std::size_t& examples) {
  std::vector<std::string> corpus;
  std::vector<std::string> files;
  for (const auto& f : fs::directory_iterator(VG_SOURCE_DIR "/replays/examples"))
    if (f.path().extension() == ".xml") files.push_back(f.path().string());
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  examples = corpus.size();
  for (int g = 0; g < games; ++g) corpus.push_back(self_play(lib, g));
  return corpus;
}

// Reads and verifies records from, from + step, ...; the events verified, or -1 when a
// self-play record (one after the examples) is not clean.
long verify_all(const Library& lib, const std::vector<std::string>& corpus, std::size_t examples, std::size_t from, std::size_t step) {
  long events = 0;
  for (std::size_t i = from; i < corpus.size(); i += step) {
    auto r = vg::parse_replay("bench.xml", corpus[i], lib.pool);
    if (!std::holds_alternative<vg::Replay>(r)) return -1;
    const vg::Replay& replay = std::get<vg::Replay>(r);
    if (!vg::verify(replay, lib.pool).clean() && i >= examples) return -1;
    events += static_cast<long>(replay.events.size());
  }
  return events;
}

// Seconds for pugixml alone to parse every record.
double parse_seconds(const std::vector<std::string>& corpus) {
  auto t = Clock::now();
  std::size_t nodes = 0;
  for (const auto& x : corpus) {
    pugi::xml_document doc;
    doc.load_buffer(x.data(), x.size());
    nodes += static_cast<std::size_t>(std::distance(doc.child("vanguard-replay").child("game").begin(), doc.child("vanguard-replay").child("game").end()));
  }
  if (nodes == 0) std::fprintf(stderr, "no events parsed\n");
  return seconds_since(t);
}

// The engine alone (records read beforehand): allocations per event in steady state.
double verify_allocations_per_event(const Library& lib, const std::vector<std::string>& corpus) {
  std::vector<vg::Replay> replays;
  long events = 0;
  for (const auto& x : corpus) {
    replays.push_back(std::get<vg::Replay>(vg::parse_replay("bench.xml", x, lib.pool)));
    events += static_cast<long>(replays.back().events.size());
  }
  for (const auto& r : replays) (void)vg::verify(r, lib.pool);  // warm up
  const long before = allocations();
  for (const auto& r : replays) (void)vg::verify(r, lib.pool);
  return static_cast<double>(allocations() - before) / static_cast<double>(events);
}

struct Child {
  double seconds = 0;
  double peak_mb = 0;
  bool ok = false;
};

// Runs vgjudge with `args`, its output to /dev/null: wall time and, with `memory`, its peak
// memory as GNU time reports it (a process spawned from this one would count this one's peak:
// Linux keeps the peak across exec).
Child run_vgjudge(std::vector<std::string> args, bool memory = false) {
  const std::string peak_file = (fs::temp_directory_path() / ("vg_bench_peak_" + std::to_string(getpid()))).string();
  args.insert(args.begin(), VG_VGJUDGE);
  if (memory) args.insert(args.begin(), {"/usr/bin/time", "-f", "%M", "-o", peak_file});
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  Child c;
  auto t = Clock::now();
  pid_t pid = 0;
  if (posix_spawn(&pid, argv[0], &fa, nullptr, argv.data(), environ) == 0) {
    int status = 0;
    waitpid(pid, &status, 0);
    c.seconds = seconds_since(t);
    c.ok = WIFEXITED(status) && WEXITSTATUS(status) <= 1;
  }
  posix_spawn_file_actions_destroy(&fa);
  std::ifstream in(peak_file);  // "Command exited with non-zero status 1" may come first
  for (std::string word; in >> word;) c.peak_mb = std::atof(word.c_str()) / 1024.0;
  if (memory) fs::remove(peak_file);
  return c;
}

// The median of `runs` whole-process verifications of `args`.
Child median_run(const std::vector<std::string>& args, int runs) {
  std::vector<Child> all;
  for (int i = 0; i < runs; ++i) all.push_back(run_vgjudge(args));
  std::sort(all.begin(), all.end(), [](const Child& a, const Child& b) { return a.seconds < b.seconds; });
  Child m = all[all.size() / 2];
  for (const Child& c : all) m.ok = m.ok && c.ok;
  return m;
}

// Writes n record files into a new directory: the corpus from its start, again and again.
std::string write_corpus(const std::vector<std::string>& corpus, std::size_t n, const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("vg_bench_" + std::to_string(getpid()) + "_" + name);
  fs::create_directories(dir);
  for (std::size_t i = 0; i < n; ++i) {
    char file[32];
    std::snprintf(file, sizeof file, "game-%06zu.xml", i);
    std::ofstream(dir / file, std::ios::binary) << corpus[i % corpus.size()];
  }
  return dir.string();
}

// The median wall time of starting a process that does nothing (the floor of one game's time).
double process_start_seconds(int runs) {
  std::vector<double> all;
  for (int i = 0; i < runs; ++i) {
    pid_t pid = 0;
    char truth[] = "/bin/true";
    char* argv[] = {truth, nullptr};
    auto t = Clock::now();
    if (posix_spawn(&pid, argv[0], nullptr, nullptr, argv, environ) != 0) return 0;
    int status = 0;
    waitpid(pid, &status, 0);
    all.push_back(seconds_since(t));
  }
  return median(all);
}

struct Figure {
  std::string key, label;
  double value;
  std::string unit;
  double ratio;          // the figure as a ratio (value / its reference)
  std::string ratio_of;  // what the ratio compares
  std::string goal;
};

std::string machine() {
  std::ifstream in("/proc/cpuinfo");
  std::string line, model = "unknown";
  while (std::getline(in, line))
    if (line.rfind("model name", 0) == 0) {
      model = line.substr(line.find(':') + 2);
      break;
    }
  return model + ", " + std::to_string(std::thread::hardware_concurrency()) + " cores";
}

void write_json(const std::string& path, int games, std::size_t examples, long events, const std::vector<Figure>& figures) {
  std::ostringstream o;
  o << "{\n  \"machine\": \"" << machine() << "\",\n  \"records\": {\"examples\": " << examples << ", \"self_play\": " << games
    << ", \"events\": " << events << "},\n  \"figures\": {\n";
  for (std::size_t i = 0; i < figures.size(); ++i) {
    const Figure& f = figures[i];
    o << "    \"" << f.key << "\": {\"value\": " << f.value << ", \"unit\": \"" << f.unit << "\", \"ratio\": " << f.ratio
      << ", \"ratio_of\": \"" << f.ratio_of << "\", \"goal\": \"" << f.goal << "\"}" << (i + 1 < figures.size() ? ",\n" : "\n");
  }
  o << "  }\n}\n";
  std::ofstream(path) << o.str();
}

void print(const std::vector<Figure>& figures) {
  std::printf("%-34s %14s %-12s %9s  %-34s %s\n", "figure", "value", "unit", "ratio", "ratio of", "goal");
  for (const Figure& f : figures)
    std::printf("%-34s %14.3f %-12s %9.3f  %-34s %s\n", f.label.c_str(), f.value, f.unit.c_str(), f.ratio, f.ratio_of.c_str(), f.goal.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 1000;
  const std::string json = argc > 2 ? argv[2] : VG_BINARY_DIR "/bench/figures.json";
  const long memory_games = argc > 3 ? std::atol(argv[3]) : 0;
  vg::keep_freed_memory();  // as vgjudge does
  Library lib;
  if (!load(lib)) return 2;
  std::size_t examples = 0;
  const std::vector<std::string> corpus = make_corpus(lib, games, examples);
  std::printf("machine: %s\ncorpus: %zu examples + %d self-play games over %zu decks\n", machine().c_str(), examples, games, lib.decks.size());

  // Each timed three times, parse and verify in turn; the medians (one run on these shared
  // machines moved by up to a tenth).
  std::vector<double> parse_runs, verify_runs;
  long events = 0;
  for (int run = 0; run < 3 && events >= 0; ++run) {
    parse_runs.push_back(parse_seconds(corpus));
    auto t = Clock::now();
    events = verify_all(lib, corpus, examples, 0, 1);  // one core, reading included
    verify_runs.push_back(seconds_since(t));
  }
  const double parse_s = median(parse_runs), verify_s = median(verify_runs);
  if (events < 0) {
    std::fprintf(stderr, "a self-play record did not verify clean\n");
    return 1;
  }
  const double allocs = verify_allocations_per_event(lib, corpus);

  // Whole processes: one game, -j 1 and -j 2 over the corpus, memory over a tenth of it.
  // Memory: MEMORY_GAMES record files against a tenth of them (the corpus itself by default).
  const std::size_t many = memory_games > 0 ? static_cast<std::size_t>(memory_games) : corpus.size();
  const std::string dir = write_corpus(corpus, corpus.size(), "all");
  const Child one = median_run({"verify", "-q", "-j", "1", VG_SOURCE_DIR "/replays/examples/td01-vs-td02-clean-a.xml"}, 21);
  const double start = process_start_seconds(21);
  const Child j1 = median_run({"verify", "-q", "-j", "1", dir}, 3);
  const Child j2 = median_run({"verify", "-q", "-j", "2", dir}, 3);
  fs::remove_all(dir);
  const std::string all = write_corpus(corpus, many, "many"), tenth = write_corpus(corpus, many / 10, "tenth");
  const Child big = run_vgjudge({"verify", "-q", "-j", "2", all}, true);
  const Child small = run_vgjudge({"verify", "-q", "-j", "2", tenth}, true);
  fs::remove_all(all);
  fs::remove_all(tenth);
  if (!one.ok || !j1.ok || !j2.ok || !big.ok || !small.ok) {
    std::fprintf(stderr, "vgjudge verify failed (%s)\n", VG_VGJUDGE);
    return 1;
  }
  const double n = static_cast<double>(corpus.size()), ev = static_cast<double>(events);
  const std::vector<Figure> figures{
      {"verify_over_parse", "verify / parse (time)", verify_s / n * 1e3, "ms/game", verify_s / parse_s, "verify time / pugixml parse time", "<= 3"},
      {"parse_games_per_s", "parse only (pugixml)", n / parse_s, "games/s", 1.0, "the floor", ""},
      {"events_per_s_per_core", "verify events/s per core", ev / verify_s, "events/s", ev / verify_s / 1e6, "/ 1,000,000 (the goal)", ">= 1"},
      {"allocations_per_event", "heap allocations per event", allocs, "allocs", allocs / 2.0, "/ 2 (the goal)", "<= 1"},
      {"j2_over_j1", "verify -j 2 speed-up", j1.seconds / j2.seconds, "x", j1.seconds / j2.seconds, "-j 1 time / -j 2 time", ">= 1.8"},
      {"j1_seconds", "verify -j 1 (whole corpus)", j1.seconds, "s", 1.0, "", ""},
      {"j2_seconds", "verify -j 2 (whole corpus)", j2.seconds, "s", j1.seconds / j2.seconds, "-j 1 time / -j 2 time", ""},
      {"memory_flat", "verify -j 2 peak memory, " + std::to_string(many) + " games", big.peak_mb, "MB", big.peak_mb / small.peak_mb,
       "all games / a tenth of them", "~ 1"},
      {"one_game_ms", "one game, whole process (median)", one.seconds * 1e3, "ms", one.seconds * 1e3 / 3.0, "/ 3 ms (the goal)", "<= 1"},
      {"process_start_ms", "process start, /bin/true (median)", start * 1e3, "ms", one.seconds / start, "one game / process start", ""},
  };
  print(figures);
  write_json(json, games, examples, events, figures);
  std::printf("written to %s\n", json.c_str());
  return 0;
}
