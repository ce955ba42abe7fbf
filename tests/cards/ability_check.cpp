// The per-ability check (issue 14): a test that follows an ability's text must fail when the
// card loses that ability. For every printed ability of every card in cards/lua, this runs the
// card test binaries given on the command line with VG_DISABLE_ABILITY=NUMBER:K
// (tests/support/driver.cpp) and counts the abilities whose loss no test notices. A card counts
// as covered when it is scripted and every one of its printed abilities is noticed (a card
// without abilities is covered by its printed-characteristics test). Cards still in
// cards/pending are counted as not covered, and listed by number.
//
// Usage: vg_ability_check BINARY...   Exit status: 0 every scripted ability is noticed,
// 1 some ability is not, 2 wrong use or a binary that could not run.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "scripting/card_loader.h"

extern char** environ;

namespace {

// Runs `binary` quietly with VG_DISABLE_ABILITY set; its exit status, or -1 when it could not
// run or ended by a signal.
int run_disabled(const std::string& binary, const std::string& disabled) {
  std::vector<std::string> env_text{"VG_DISABLE_ABILITY=" + disabled};
  for (char** e = environ; *e != nullptr; ++e)
    if (std::string(*e).rfind("VG_DISABLE_ABILITY=", 0) != 0) env_text.emplace_back(*e);
  std::vector<char*> env;
  for (std::string& s : env_text) env.push_back(s.data());
  env.push_back(nullptr);
  std::string quiet = "--gtest_brief=1";
  std::vector<char*> argv{const_cast<char*>(binary.c_str()), quiet.data(), nullptr};
  posix_spawn_file_actions_t io;
  posix_spawn_file_actions_init(&io);
  posix_spawn_file_actions_addopen(&io, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&io, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, binary.c_str(), &io, nullptr, argv.data(), env.data());
  posix_spawn_file_actions_destroy(&io);
  int status = 0;
  if (spawned != 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) return -1;
  return WEXITSTATUS(status);
}

// Whether some binary fails (status 1, gtest's failure) with the ability disabled. A status
// other than 0 or 1 is the check's own error: reported, and the check fails.
bool noticed(const std::vector<std::string>& binaries, const std::string& disabled, bool& broken) {
  for (const std::string& b : binaries) {
    const int status = run_disabled(b, disabled);
    if (status == 1) return true;
    if (status != 0) {
      std::cerr << b << ": did not run with VG_DISABLE_ABILITY=" << disabled << " (status " << status << ")\n";
      broken = true;
    }
  }
  return false;
}

std::vector<std::string> pending_cards() {
  std::vector<std::string> out;
  if (!std::filesystem::exists(VG_SOURCE_DIR "/cards/pending")) return out;  // every card is scripted
  for (const auto& f : std::filesystem::directory_iterator(VG_SOURCE_DIR "/cards/pending"))
    if (f.path().extension() == ".lua") out.push_back(f.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: vg_ability_check BINARY...\n";
    return 2;
  }
  const std::vector<std::string> binaries(argv + 1, argv + argc);
  vg::CardPool pool;
  if (auto e = vg::load_card_directory(VG_SOURCE_DIR "/cards/lua", pool)) {
    std::cerr << e->to_string() << "\n";
    return 2;
  }
  int covered = 0, abilities = 0, missed = 0;
  bool broken = false;
  for (vg::CardId id = 0; id < pool.size(); ++id) {
    const vg::CardDef& card = pool[id];
    bool all = true;
    for (std::size_t k = 0; k < card.abilities.size(); ++k) {
      const vg::AbilityDef& a = card.abilities[k];
      if (a.granted_only || a.timed) continue;  // not printed: part of another ability's effect
      ++abilities;
      if (noticed(binaries, card.number + ":" + std::to_string(k + 1), broken)) continue;
      std::cout << card.number << " ability " << k + 1 << " (" << card.file << "): no test fails without it\n";
      ++missed;
      all = false;
    }
    covered += all;
  }
  const std::vector<std::string> pending = pending_cards();
  std::cout << "printed abilities noticed when disabled: " << abilities - missed << "/" << abilities << "\n";
  std::cout << "cards covered: " << covered << "/" << pool.size() + static_cast<int>(pending.size())
            << " (" << pending.size() << " not scripted yet, in cards/pending)\n";
  return broken ? 2 : missed > 0 ? 1 : 0;
}
