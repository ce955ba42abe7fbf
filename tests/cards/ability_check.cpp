// The per-ability check (issue 14): a test that follows an ability's text must fail when the
// card loses that ability. For every printed ability of every card in cards/lua, this runs the
// card test binaries given on the command line with VG_DISABLE_ABILITY=NUMBER:K
// (tests/support/driver.cpp) and counts the abilities whose loss no test notices. A card counts
// as covered when it is scripted and every one of its printed abilities is noticed (a card
// without abilities is covered by its printed-characteristics test). Cards still in
// cards/pending are counted as not covered, and listed by number.
//
// Which tests run, nearest first, stopping at the first that fails (so the cost of a noticed
// ability is its card's tests, not the whole suite, and the check grows with the card count as
// little as it can):
//   1. the card's own tests: the suites of tests/cards/SET_NNN_*_test.cpp and of every other
//      card test file that names the card ("TD01/005"; the reprints' tests), in the binaries
//      that hold them;
//   2. the other tests of the binaries holding the tests of the card's set (tests/cards/SET_*);
//   3. every other binary given.
// An ability none of them notices is reported as before, and the check fails. The abilities
// are checked N at a time (-j N, default the cores). --only NUMBER,... checks those cards alone
// (the test that the check fails: CardAbilities.CheckFailsWhenNoTestNotices).
//
// Usage: vg_ability_check [-j N] [--only NUMBER,...] BINARY...
// Exit status: 0 every scripted ability is noticed,
// 1 some ability is not, 2 wrong use, a binary that could not run, or a card test file whose
// suites no binary holds.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "scripting/card_loader.h"

extern char** environ;

namespace fs = std::filesystem;

namespace {

const fs::path kCardTests = VG_SOURCE_DIR "/tests/cards";

// Runs `binary` with VG_DISABLE_ABILITY set (none when `disabled` is empty) and the given gtest
// options; its exit status, or -1 when it could not run or ended by a signal. Standard output
// goes to `out` when given, else (with standard error) to /dev/null.
int run(const std::string& binary, const std::string& disabled, std::vector<std::string> options,
        const std::string& out = "") {
  std::vector<std::string> env_text;
  if (!disabled.empty()) env_text.push_back("VG_DISABLE_ABILITY=" + disabled);
  for (char** e = environ; *e != nullptr; ++e)
    if (std::string(*e).rfind("VG_DISABLE_ABILITY=", 0) != 0) env_text.emplace_back(*e);
  std::vector<char*> env;
  for (std::string& s : env_text) env.push_back(s.data());
  env.push_back(nullptr);
  options.insert(options.begin(), binary);
  std::vector<char*> argv;
  for (std::string& s : options) argv.push_back(s.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t io;
  posix_spawn_file_actions_init(&io);
  posix_spawn_file_actions_addopen(&io, STDOUT_FILENO, out.empty() ? "/dev/null" : out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_addopen(&io, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, binary.c_str(), &io, nullptr, argv.data(), env.data());
  posix_spawn_file_actions_destroy(&io);
  int status = 0;
  if (spawned != 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The test suites a binary holds (gtest --gtest_list_tests: "Suite." lines, "Prefix/Suite."
// for a parameterized one).
bool list_suites(const std::string& binary, std::set<std::string>& suites) {
  const std::string out = (fs::temp_directory_path() / ("vg_ability_check." + std::to_string(getpid()) + ".list")).string();
  const int status = run(binary, "", {"--gtest_list_tests"}, out);
  const std::string text = read_text(out);
  fs::remove(out);
  if (status != 0) return false;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == ' ' || line.back() != '.') continue;
    line.pop_back();
    const auto slash = line.rfind('/');
    suites.insert(slash == std::string::npos ? line : line.substr(slash + 1));
  }
  return true;
}

struct TestFile {
  std::string name;                 // td01_005_blaster_blade_test.cpp
  std::string text;
  std::vector<std::string> suites;  // the suites it defines
};

std::vector<TestFile> card_test_files() {
  static const std::regex kTest(R"(\bTEST(?:_F|_P)?\s*\(\s*([A-Za-z_][A-Za-z0-9_]*))");
  std::vector<TestFile> out;
  for (const auto& e : fs::directory_iterator(kCardTests)) {
    const std::string name = e.path().filename().string();
    if (name.size() < 9 || name.compare(name.size() - 9, 9, "_test.cpp") != 0) continue;
    TestFile f{name, read_text(e.path()), {}};
    std::set<std::string> seen;
    for (std::sregex_iterator m(f.text.begin(), f.text.end(), kTest), end; m != end; ++m)
      if (seen.insert((*m)[1]).second) f.suites.push_back((*m)[1]);
    out.push_back(std::move(f));
  }
  std::sort(out.begin(), out.end(), [](const TestFile& a, const TestFile& b) { return a.name < b.name; });
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// One gtest run: a binary, a filter ("" for all of it), and how near the tests are to the card:
// 0 its own tests, 1 other tests of its set, 2 tests of other sets.
struct Run {
  std::string binary;
  std::string filter;
  int reach = 0;
};

// The filter selecting (or, with `exclude`, leaving out) these suites, parameterized ones too.
std::string filter_of(const std::set<std::string>& suites, bool exclude) {
  std::string f = exclude ? "-" : "";
  for (const std::string& s : suites) f += s + ".*:*/" + s + ".*:";
  f.pop_back();
  return f;
}

// The runs for one card, nearest first (see the top of this file).
std::vector<Run> runs_for(const vg::CardDef& card, const std::vector<TestFile>& files, const std::vector<std::string>& binaries,
                          const std::map<std::string, std::set<std::string>>& suites_of) {
  const std::string set = lower(card.number.substr(0, card.number.find('/')));
  std::string prefix = lower(card.number) + "_";  // TD01/005 -> td01_005_
  std::replace(prefix.begin(), prefix.end(), '/', '_');
  const std::string quoted = "\"" + card.number + "\"";
  std::set<std::string> own, of_set;
  for (const TestFile& f : files) {
    const bool mine = f.name.rfind(prefix, 0) == 0 || f.text.find(quoted) != std::string::npos;
    const bool set_file = f.name.rfind(set + "_", 0) == 0;
    for (const std::string& s : f.suites) {
      if (mine) own.insert(s);
      if (set_file) of_set.insert(s);
    }
  }
  std::vector<Run> runs;
  std::set<std::string> done;  // binaries run whole (or all of them but `own`)
  auto holds = [&](const std::string& b, const std::set<std::string>& suites) {
    const std::set<std::string>& in = suites_of.at(b);
    return std::any_of(suites.begin(), suites.end(), [&](const std::string& s) { return in.count(s) > 0; });
  };
  for (const std::string& b : binaries)
    if (!own.empty() && holds(b, own)) runs.push_back({b, filter_of(own, false), 0});
  for (const std::string& b : binaries)
    if (holds(b, of_set) || (!own.empty() && holds(b, own))) {
      runs.push_back({b, own.empty() || !holds(b, own) ? "" : filter_of(own, true), 1});
      done.insert(b);
    }
  for (const std::string& b : binaries)
    if (!done.count(b)) runs.push_back({b, "", 2});
  return runs;
}

struct Ability {
  const vg::CardDef* card;
  std::size_t k;   // 0-based
  int found = -1;  // the reach of the run whose tests failed, -1 none
  std::string errors;
};

std::vector<std::string> pending_cards() {
  std::vector<std::string> out;
  if (!fs::exists(VG_SOURCE_DIR "/cards/pending")) return out;  // every card is scripted
  for (const auto& f : fs::directory_iterator(VG_SOURCE_DIR "/cards/pending"))
    if (f.path().extension() == ".lua") out.push_back(f.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> binaries;
  std::set<std::string> only;
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "-j" && i + 1 < argc) {
      jobs = static_cast<unsigned>(std::max(1, std::atoi(argv[++i])));
    } else if (a == "--only" && i + 1 < argc) {
      std::istringstream list(argv[++i]);
      for (std::string n; std::getline(list, n, ',');) only.insert(n);
    } else {
      binaries.push_back(a);
    }
  }
  if (binaries.empty()) {
    std::cerr << "usage: vg_ability_check [-j N] [--only NUMBER,...] BINARY...\n";
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  vg::CardPool pool;
  if (auto e = vg::load_card_directory(VG_SOURCE_DIR "/cards/lua", pool)) {
    std::cerr << e->to_string() << "\n";
    return 2;
  }
  std::map<std::string, std::set<std::string>> suites_of;
  std::set<std::string> all_suites;
  for (const std::string& b : binaries) {
    if (!list_suites(b, suites_of[b])) {
      std::cerr << b << ": could not list its tests (--gtest_list_tests)\n";
      return 2;
    }
    all_suites.insert(suites_of[b].begin(), suites_of[b].end());
  }
  const std::vector<TestFile> files = card_test_files();
  bool broken = false;
  for (const TestFile& f : only.empty() ? files : std::vector<TestFile>{})
    for (const std::string& s : f.suites)
      if (!all_suites.count(s)) {
        std::cerr << "tests/cards/" << f.name << ": its suite " << s << " is in none of the binaries given\n";
        broken = true;
      }

  std::vector<Ability> abilities;
  std::map<const vg::CardDef*, std::vector<Run>> runs;
  for (vg::CardId id = 0; id < pool.size(); ++id) {
    const vg::CardDef& card = pool[id];
    if (!only.empty() && !only.count(card.number)) continue;
    if (!card.reprint_of.empty()) continue;  // its first printing's abilities, disabled with them (driver.cpp)
    for (std::size_t k = 0; k < card.abilities.size(); ++k) {
      const vg::AbilityDef& a = card.abilities[k];
      if (a.granted_only || a.timed) continue;  // not printed: part of another ability's effect
      abilities.push_back({&card, k, -1, ""});
      if (!runs.count(&card)) runs[&card] = runs_for(card, files, binaries, suites_of);
    }
  }
  // Each worker takes the next ability and runs its card's runs, nearest first, until one fails.
  std::atomic<std::size_t> next{0};
  std::atomic<int> spawned{0};
  auto work = [&] {
    for (std::size_t i; (i = next++) < abilities.size();) {
      Ability& a = abilities[i];
      const std::string disabled = a.card->number + ":" + std::to_string(a.k + 1);
      const std::vector<Run>& rs = runs.at(a.card);
      for (std::size_t r = 0; r < rs.size() && a.found < 0; ++r) {
        std::vector<std::string> options{"--gtest_brief=1"};
        if (!rs[r].filter.empty()) options.push_back("--gtest_filter=" + rs[r].filter);
        const int status = run(rs[r].binary, disabled, options);
        ++spawned;
        if (status == 1) a.found = rs[r].reach;
        else if (status != 0)
          a.errors += rs[r].binary + ": did not run with VG_DISABLE_ABILITY=" + disabled + " (status " + std::to_string(status) + ")\n";
      }
    }
  };
  std::vector<std::thread> workers;
  for (unsigned j = 0; j < jobs; ++j) workers.emplace_back(work);
  for (std::thread& t : workers) t.join();

  int covered = 0, missed = 0, near[3] = {0, 0, 0};
  std::set<std::string> uncovered;  // numbers of cards with an ability no test notices
  for (std::size_t i = 0; i < abilities.size();) {
    const vg::CardDef* card = abilities[i].card;
    bool all = true;
    for (; i < abilities.size() && abilities[i].card == card; ++i) {
      const Ability& a = abilities[i];
      std::cerr << a.errors;
      broken = broken || !a.errors.empty();
      if (a.found >= 0) {
        ++near[a.found];
        continue;
      }
      std::cout << card->number << " ability " << a.k + 1 << " (" << card->file << "): no test fails without it\n";
      ++missed;
      all = false;
      uncovered.insert(card->number);
    }
    covered += all;
  }
  // Cards without printed abilities are covered, and a reprint is when its first printing is.
  for (vg::CardId id = 0; id < pool.size(); ++id) {
    const vg::CardDef& card = pool[id];
    const bool reprint = !card.reprint_of.empty();
    if (!only.empty() && !only.count(card.number)) continue;
    covered += reprint ? !uncovered.count(card.reprint_of) : std::none_of(abilities.begin(), abilities.end(), [&](const Ability& a) { return a.card == &card; });
  }
  const std::vector<std::string> pending = pending_cards();
  const int total = static_cast<int>(abilities.size());
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "printed abilities noticed when disabled: " << total - missed << "/" << total << " (by the card's own tests "
            << near[0] << ", by other tests of its set " << near[1] << ", by tests of other sets " << near[2] << ")\n";
  if (only.empty())
    std::cout << "cards covered: " << covered << "/" << pool.size() + static_cast<int>(pending.size()) << " ("
              << pending.size() << " not scripted yet, in cards/pending)\n";
  else
    std::cout << "cards covered: " << covered << "/" << only.size() << " (--only)\n";
  char timing[96];
  std::snprintf(timing, sizeof timing, "%d test runs, %u at a time, %.1f s\n", spawned.load(), jobs, seconds);
  std::cout << timing;
  return broken ? 2 : missed > 0 ? 1 : 0;
}
