// Replays a recorded game through the engine, event by event, and reports every finding:
// an action the rules forbid (ILLEGAL), a required action the record moved past (MISSED), an
// action that contradicts the game state (INCONSISTENT), or a question hidden information
// leaves open (UNDETERMINED). Verification goes on the way the game actually went wherever that
// is physically possible, so one pass reports every problem.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "replays/replay.h"

namespace vg {

// The record's name of each engine instance (indexed by instance; empty: not named).
using RecordNames = std::vector<std::string>;

// Note: not a finding (docs/rulings.md): a mandatory ability left out that would have changed
// nothing. Notes are kept apart (Verdict::notes) and print as NOTE lines.
enum class FindingKind { Illegal, Missed, Inconsistent, Undetermined, Note };
std::string_view to_string(FindingKind k);

struct Finding {
  FindingKind kind = FindingKind::Illegal;
  int step = 0;  // 1-based index of the event in <game>
  int line = 0;
  int turn = 0;
  Phase phase = Phase::Setup;
  Step battle_step = Step::None;
  Player player = Player::A;
  cr::Rule rule;
  std::string message;
  Edition edition = kDefaultEdition;  // the record's: it picks the number the rule is printed with
  int follows = 0;  // the number (1-based) of an earlier finding this one may follow from, or 0

  // "step N, turn T, PHASE/STEP, player X: message [CR rule]"
  std::string to_string() const;
};

struct Verdict {
  std::vector<Finding> findings;
  std::vector<Finding> notes;  // NOTE lines: not findings (a clean record may have some)
  std::optional<InputError> error;  // the record could not be read or followed
  std::optional<ScriptFailure> script_failure;  // a card script failed: an error of the tool
  int steps = 0;                    // events verified
  bool game_over = false;
  std::optional<Player> winner;
  std::string outcome;  // how the game stands at the end of the record
  bool finished = true;  // false: verification stopped before the end of the record
  std::vector<std::string> names;  // the record's name of each engine instance (empty: unnamed)
  bool clean() const { return !error && !script_failure && finished && findings.empty(); }
  bool verified() const { return !error && !script_failure; }
};

struct VerifyOptions {
  int stop_after = -1;                    // stop after this step (vgjudge state --at)
  // The most events the trials of other reading orders (an automatic ability written late) may
  // read for one record; past it, the record is not verified. Legal records and records with
  // one mistake read at most a few hundred.
  std::size_t trial_reads = 100000;
  std::vector<TraceLine>* trace = nullptr;
  std::vector<int>* trace_steps = nullptr;  // the step of each trace line
  // Called before the first step (step 0) and after each step verified, with the game as it
  // stands and the record's name of each instance named so far (the judge's desk draws it).
  std::function<void(int step, const Game& game, const RecordNames& names)> after_step;
};

// The engine names cards by instance number ("#12"); this names them as the record does
// (names[instance], empty for a card the record never named).
std::string with_record_names(const std::string& text, const std::vector<std::string>& names);
// The same, the name of instance n given by `name` (n < count).
std::string with_record_names(const std::string& text, std::size_t count, const std::function<std::string_view(std::size_t)>& name);

// A mandatory requirement moved past, in words (a MISSED finding's message): the pending
// request `r` of the game `s`, left undone `next` ("before <call>"). Empty for an automatic
// ability request where no mandatory ability stands by.
std::string missed_words(const Request& r, const GameState& s, const std::string& next);

// The text report of one record: a line per finding, then the verdict line.
std::vector<std::string> report_lines(const std::string& path, const Verdict& v);

// Verifies a replay; `final_state`, when given, receives the game at the end.
Verdict verify(const Replay& replay, const CardPool& pool, const VerifyOptions& options = {},
               std::optional<Game>* final_state = nullptr);

// Makes the heap keep what a verified game frees for the next game. Otherwise glibc gives the
// free top of the heap back to the system after each game (past 128 KiB), and takes it again for
// the next: two system calls, page faults and a TLB flush per game, about a quarter of the time
// of verifying a directory of self-play records. For a process that verifies many games.
void keep_freed_memory();

}  // namespace vg
