// vgjudge trace: the rule trace of a recorded game, step by step, headed by the record's line
// and its event as written there, with cards named as the record names them and each finding
// printed at the step where it happens.
#pragma once

#include <climits>
#include <string>
#include <vector>

#include "verifier/verifier.h"

namespace vg::desk {

// Which steps to print: a turn (0: all), and a range of steps (both ends included).
struct TraceRange {
  int turn = 0;
  int from = 0;
  int to = INT_MAX;
};

// The trace lines of the steps in range; `verdict` receives the verification's verdict.
std::vector<std::string> trace_lines(const Replay& replay, const CardPool& pool, const TraceRange& range, Verdict& verdict);

}  // namespace vg::desk
