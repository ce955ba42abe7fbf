// A recorded game walked step by step for the judge's desk: the verdict, the board after every
// step, and the record's own line for each event.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "desk/board.h"
#include "verifier/verifier.h"

namespace vg::desk {

struct Walk {
  std::string path;
  Verdict verdict;
  std::vector<Board> boards;       // boards[n]: after step n (0: before the first event)
  std::vector<std::string> events;  // events[n - 1]: the record's text of step n's event
};

// Verifies the record and keeps the board (seen with `view`) after every step.
Walk walk(const Replay& replay, const CardPool& pool, View view);

// The board after `step` seen with `view`, and the verdict up to there; nullopt when the
// record could not be followed that far (`verdict` says why).
std::optional<Board> board_at(const Replay& replay, const CardPool& pool, int step, View view, Verdict& verdict);

// A step as the CLI takes it: "N" (events done) or "line:N" (the board after the record's
// event on line N, or the last event before it). Throws std::invalid_argument with the reason.
int parse_step(const std::string& at, const Replay& replay);

// The record's text of each event (its line in the file, trimmed), in order.
std::vector<std::string> event_texts(const Replay& replay);

}  // namespace vg::desk
