#include "desk/trace.h"

#include <cctype>

#include "desk/walk.h"

namespace vg::desk {

namespace {

// The trace as verification made it: each line with its step, and the turn each step began in.
struct RawTrace {
  std::vector<TraceLine> lines;
  std::vector<int> steps;
  std::vector<int> turn_before;  // turn_before[n]: the turn when step n began
};

std::string finding_line(const std::string& path, const Finding& f, std::size_t number) {
  return "  >> " + path + ":" + std::to_string(f.line) + ": finding " + std::to_string(number) + ": " + f.to_string();
}

}  // namespace

std::vector<std::string> trace_lines(const Replay& replay, const CardPool& pool, const TraceRange& range, Verdict& verdict) {
  RawTrace raw;
  VerifyOptions opts;
  opts.trace = &raw.lines;
  opts.trace_steps = &raw.steps;
  opts.after_step = [&](int, const Game& game, const RecordNames&) { raw.turn_before.push_back(game.state().turn); };
  verdict = verify(replay, pool, opts);
  const int last = static_cast<int>(replay.events.size());
  raw.steps.resize(raw.lines.size(), verdict.steps + 1);
  const std::vector<std::string> events = event_texts(replay);
  auto in_range = [&](int step) {
    const int turn = step >= 1 && step <= static_cast<int>(raw.turn_before.size()) ? raw.turn_before[static_cast<std::size_t>(step - 1)] : -1;
    return step >= range.from && step <= range.to && (range.turn == 0 || turn == range.turn);
  };
  std::vector<std::string> out;
  std::size_t line = 0, finding = 0;
  for (int step = 0; step <= last + 1; ++step) {
    if (!in_range(step)) {
      while (line < raw.lines.size() && raw.steps[line] == step) ++line;
      while (finding < verdict.findings.size() && verdict.findings[finding].step <= step) ++finding;
      continue;
    }
    if (step >= 1 && step <= last)
      out.push_back(replay.path + ":" + std::to_string(replay.events[static_cast<std::size_t>(step - 1)].line) + ": step " +
                    std::to_string(step) + " " + events[static_cast<std::size_t>(step - 1)]);
    for (; line < raw.lines.size() && raw.steps[line] == step; ++line)
      out.push_back("  " + cr::cite(raw.lines[line].rule, replay.edition) + " " + with_record_names(raw.lines[line].text, verdict.names));
    for (; finding < verdict.findings.size() && verdict.findings[finding].step <= step; ++finding)
      out.push_back(finding_line(replay.path, verdict.findings[finding], finding + 1));
  }
  return out;
}

}  // namespace vg::desk
