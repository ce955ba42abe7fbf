#include "desk/walk.h"

#include <fstream>
#include <stdexcept>

namespace vg::desk {

namespace {

// Stamps the step and the record line of its event on a board.
void stamp(Board& b, const Replay& replay, int step) {
  b.step = step;
  b.line = step >= 1 ? replay.events[static_cast<std::size_t>(step - 1)].line : 0;
}

}  // namespace

Walk walk(const Replay& replay, const CardPool& pool, View view) {
  Walk w;
  w.path = replay.path;
  VerifyOptions opts;
  opts.after_step = [&](int step, const Game& game, const RecordNames& names) {
    w.boards.push_back(snapshot(game.state(), names, view));
    stamp(w.boards.back(), replay, step);
  };
  w.verdict = verify(replay, pool, opts);
  w.events = event_texts(replay);
  return w;
}

std::optional<Board> board_at(const Replay& replay, const CardPool& pool, int step, View view, Verdict& verdict) {
  std::optional<Board> out;
  VerifyOptions opts;
  opts.stop_after = step;
  opts.after_step = [&](int n, const Game& game, const RecordNames& names) {
    if (n != step) return;
    out = snapshot(game.state(), names, view);
    stamp(*out, replay, n);
  };
  verdict = verify(replay, pool, opts);
  return out;
}

int parse_step(const std::string& at, const Replay& replay) {
  const bool by_line = at.starts_with("line:");
  const std::string digits = by_line ? at.substr(5) : at;
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos || digits.size() > 9)
    throw std::invalid_argument("--at takes a step number or line:N, not '" + at + "'");
  const int n = std::stoi(digits);
  const int steps = static_cast<int>(replay.events.size());
  if (!by_line) {
    if (n > steps) throw std::invalid_argument("--at must be from 0 to " + std::to_string(steps));
    return n;
  }
  int step = 0;
  while (step < steps && replay.events[static_cast<std::size_t>(step)].line <= n) ++step;
  return step;
}

std::vector<std::string> event_texts(const Replay& replay) {
  std::vector<std::string> lines;
  std::ifstream in(replay.path);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  std::vector<std::string> out;
  for (const Event& e : replay.events) {
    std::string t = e.line >= 1 && e.line <= static_cast<int>(lines.size()) ? lines[static_cast<std::size_t>(e.line - 1)] : "";
    const auto first = t.find_first_not_of(" \t\r");
    const auto last = t.find_last_not_of(" \t\r");
    out.push_back(first == std::string::npos ? "<" + std::string(to_string(e.kind)) + ">" : t.substr(first, last - first + 1));
  }
  return out;
}

}  // namespace vg::desk
