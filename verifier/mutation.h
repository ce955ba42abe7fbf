// Mutation testing of the verifier: an operator corrupts one step of a clean record in a way
// the rules forbid (or leaves out a step they require) and says which finding the verifier
// must report for it: its kind, its rule and its step. `vgjudge mutate` and
// tests/verifier/mutation_test.cpp run every operator of the table on clean games.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "verifier/verifier.h"

namespace vg {

// A clean record and, computed when first asked for, the game before each of its events
// (through the verifier itself, so the state is the one the verifier will judge in).
class Timeline {
 public:
  struct Snapshot {
    Game game;
    std::vector<std::string> names;  // the record's name of each engine instance
  };
  Timeline(const Replay& replay, const CardPool& pool) : replay_(replay), pool_(pool) {}

  const Replay& replay() const { return replay_; }
  const CardPool& pool() const { return pool_; }
  std::size_t size() const { return replay_.events.size(); }
  const Event& event(std::size_t i) const { return replay_.events[i]; }
  // The game and the instance names before event i (0-based); i == size(): at the end.
  const Snapshot& before(std::size_t i);
  const GameState& state(std::size_t i) { return before(i).game.state(); }

 private:
  const Replay& replay_;
  const CardPool& pool_;
  std::map<std::size_t, Snapshot> cache_;
};

// A corrupted record and the finding it must cause: the first finding of its verification.
struct Mutation {
  std::string op;
  Replay replay;
  int step = 0;  // 1-based step of the finding; 0: before the first event (the decklists)
  FindingKind kind = FindingKind::Illegal;
  cr::Rule rule;
  std::string change;  // what was corrupted, in words

  // "step N: KIND [CR rule]"
  std::string expected() const;
  // Whether a verdict's first finding is this one.
  bool found_in(const Verdict& v) const;
};

struct MutationOperator {
  std::string_view name;
  FindingKind kind;
  cr::Rule rule;
  std::string_view summary;
  // Corrupts the record at event i (i == size(): after the last event); false when the
  // operator does not apply there.
  bool (*apply)(Timeline& t, std::size_t i, Mutation& m);
};

// Every operator, in one table.
const std::vector<MutationOperator>& mutation_operators();
const MutationOperator* find_mutation_operator(std::string_view name);

// Applies the operator at a place chosen by the seed among those where it applies.
std::optional<Mutation> mutate(const MutationOperator& op, Timeline& t, std::uint64_t seed);

}  // namespace vg
