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

// How well one verdict answers one mutation: whether the mistake was detected at all, whether
// the first finding is at the mutated step, whether it cites the operator's rule (and kind),
// and whether it is the only finding (one mistake, one finding).
struct MutationScore {
  bool detected = false, at_step = false, right_rule = false, exactly_one = false;
  bool found() const { return at_step && right_rule; }  // the first finding is the operator's
  bool exact() const { return found() && exactly_one; }
};
MutationScore score(const Mutation& m, const Verdict& v);

// The scores of one operator's mutants, counted.
struct MutationTally {
  int applied = 0, detected = 0, at_step = 0, right_rule = 0, exactly_one = 0, found = 0, exact = 0;
  void add(const MutationScore& s);
  void add(const MutationTally& t);
  double share(int MutationTally::*column) const { return applied ? static_cast<double>(this->*column) / applied : 1.0; }
};

// The table `vgjudge mutate --check` prints: one row per operator and a total row, each column
// "found/applied".
std::string mutation_table(const std::map<std::string, MutationTally>& tallies);

// Whether a column of the table reaches `total` of all mutants and `floor` of each operator's.
// The target of one mistake, one finding is the `exact` column (one finding, at the mutated
// step, citing the operator's rule) at 95% and 80%.
inline constexpr double kTargetTotal = 0.95, kTargetFloor = 0.80;
bool meets_mutation_target(const std::map<std::string, MutationTally>& tallies, int MutationTally::*column = &MutationTally::exact,
                           double total = kTargetTotal, double floor = kTargetFloor);

struct MutationOperator {
  std::string_view name;
  FindingKind kind;
  cr::Rule rule;
  std::string_view summary;
  // Corrupts the record at event i (i == size(): after the last event); false when the
  // operator does not apply there.
  bool (*apply)(Timeline& t, std::size_t i, Mutation& m);
  // The family of mistakes as people write them: the mistake is in the writing, and every other
  // line stays as the game went. The others' games are played on from the board the mistake left.
  bool as_written = false;
};

// Every operator, in one table.
const std::vector<MutationOperator>& mutation_operators();
const MutationOperator* find_mutation_operator(std::string_view name);

// Applies the operator at a place chosen by the seed among those where it applies.
std::optional<Mutation> mutate(const MutationOperator& op, Timeline& t, std::uint64_t seed);

}  // namespace vg
