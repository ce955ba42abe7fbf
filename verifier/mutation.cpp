#include "verifier/mutation.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <memory>
#include <random>
#include <set>

#include "engine/autoplay.h"
#include "engine/dealer.h"
#include "replays/recorder.h"
#include "verifier/mutation_edit.h"
#include "verifier/verification.h"

namespace vg {

const Timeline::Snapshot& Timeline::before(std::size_t i) {
  auto it = cache_.find(i);
  if (it != cache_.end()) return it->second;
  VerifyOptions o;
  o.stop_after = static_cast<int>(i);
  std::optional<Game> game;
  Verdict v = verify(replay_, pool_, o, &game);
  return cache_.emplace(i, Snapshot{std::move(*game), std::move(v.names)}).first->second;
}

std::string Mutation::expected() const {
  return "step " + std::to_string(step) + ": " + std::string(to_string(kind)) + " " + cr::cite(rule, replay.edition);
}

bool Mutation::found_in(const Verdict& v) const {
  if (v.findings.empty()) return false;
  const Finding& f = v.findings.front();
  return f.step == step && f.kind == kind && f.rule == rule;
}

MutationScore score(const Mutation& m, const Verdict& v) {
  MutationScore s;
  s.detected = !v.findings.empty() || !v.verified() || !v.finished;
  if (v.findings.empty()) return s;
  const Finding& f = v.findings.front();
  s.at_step = f.step == m.step;
  s.right_rule = f.kind == m.kind && f.rule == m.rule;
  s.exactly_one = v.findings.size() == 1 && v.verified() && v.finished;
  return s;
}

void MutationTally::add(const MutationScore& s) {
  ++applied;
  detected += s.detected;
  at_step += s.at_step;
  right_rule += s.right_rule;
  exactly_one += s.exactly_one;
  found += s.found();
  exact += s.exact();
}

void MutationTally::add(const MutationTally& t) {
  for (int MutationTally::*c : {&MutationTally::applied, &MutationTally::detected, &MutationTally::at_step, &MutationTally::right_rule,
                                &MutationTally::exactly_one, &MutationTally::found, &MutationTally::exact})
    this->*c += t.*c;
}

std::string mutation_table(const std::map<std::string, MutationTally>& tallies) {
  std::size_t width = 8;
  for (const auto& [name, t] : tallies) width = std::max(width, name.size());
  auto right = [](const std::string& c) { return std::string(c.size() < 12 ? 12 - c.size() : 0, ' ') + c; };
  auto cell = [&](int n, int of) { return right(std::to_string(n) + "/" + std::to_string(of)); };
  auto row = [&](const std::string& name, const MutationTally& t) {
    char share[16];
    std::snprintf(share, sizeof share, "%11.1f%%", 100.0 * t.share(&MutationTally::exact));
    return name + std::string(width - name.size(), ' ') + cell(t.detected, t.applied) + cell(t.at_step, t.applied) +
           cell(t.right_rule, t.applied) + cell(t.exactly_one, t.applied) + cell(t.exact, t.applied) + share + "\n";
  };
  std::string out = "operator" + std::string(width - 8, ' ') + right("detected") + right("at step") + right("its rule") +
                    right("exactly one") + right("all three") + right("share") + "\n";
  MutationTally total;
  for (const auto& [name, t] : tallies) {
    out += row(name, t);
    total.add(t);
  }
  return out + row("total", total);
}

bool meets_mutation_target(const std::map<std::string, MutationTally>& tallies, int MutationTally::*column, double total,
                           double floor) {
  MutationTally all;
  for (const auto& [name, t] : tallies) {
    if (t.share(column) < floor) return false;
    all.add(t);
  }
  return all.share(column) >= total;
}

const std::vector<MutationOperator>& mutation_operators() {
  static const std::vector<MutationOperator> kAll = [] {
    std::vector<MutationOperator> all = mutation::engine_made_operators();
    const auto& written = mutation::as_written_operators();
    all.insert(all.end(), written.begin(), written.end());
    return all;
  }();
  return kAll;
}

const MutationOperator* find_mutation_operator(std::string_view name) {
  for (const MutationOperator& op : mutation_operators())
    if (op.name == name) return &op;
  return nullptr;
}

namespace {

// The record's name of each instance: the one the record gave it, or else a new one that no
// other card of the record has (its engine name A1..B50 when that is free).
class RecordNames {
 public:
  explicit RecordNames(std::vector<std::string> given) : names_(std::make_shared<Names>()) {
    names_->given = std::move(given);
    for (const std::string& n : names_->given)
      if (named(n)) names_->taken.insert(n);
  }
  std::string operator()(const GameState& s, InstanceId i) const {
    auto& [given, taken] = *names_;
    const auto k = static_cast<std::size_t>(i);
    if (k < given.size() && named(given[k])) return given[k];
    if (given.size() <= k) given.resize(k + 1);
    std::string name = Recorder::instance_name(s, i);
    for (int n = 51; taken.count(name); ++n) name = std::string(to_string(s.card(i).owner)) + std::to_string(n);
    taken.insert(name);
    return given[k] = name;
  }

 private:
  struct Names {
    std::vector<std::string> given;  // by instance; "" or "?...": not named yet
    std::set<std::string> taken;
  };
  static bool named(const std::string& n) { return !n.empty() && !n.starts_with("?"); }
  std::shared_ptr<Names> names_;  // one set of names for every copy std::function makes
};

constexpr int kPlayOnDecisions = 5000;

// A player who makes one mistake plays on from the board the mistake left, not from the board
// of the clean game, so the clean game's later events are no evidence of a second mistake. The
// rest of the game is played again, with legal decisions of a seeded sensible agent, from the
// game as the verifier has it after the mistake:
// - after the mutated step, for an action the rules forbid or the board contradicts;
// - for a requirement left out (MISSED, found at the event after the gap), from the gap, with
//   the requirement skipped, so the event that shows it missing is played again too.
// Nothing changes when the verifier cannot follow the record that far.
void play_on(const Timeline& t, Mutation& m, std::uint64_t seed) {
  const bool missed = m.kind == FindingKind::Missed;
  const int keep = missed ? m.step - 1 : m.step;
  if (keep <= 0 || keep > static_cast<int>(m.replay.events.size())) return;
  VerifyOptions o;
  o.stop_after = keep;
  std::optional<Game> game;
  const Verdict v = verify(m.replay, t.pool(), o, &game);
  if (!v.verified() || !game || v.steps != keep || (missed && !game->skip())) return;
  Dealer dealer(seed);
  SensibleAgent agent(seed);
  Recorder recorder(RecordNames(v.names));
  auto write = [&](const Game& g, const Action& a) { recorder.record(g, a); };
  for (int n = 0; n < kPlayOnDecisions; ++n) {
    dealer.settle(*game, write);
    if (game->over() || game->script_failure() || game->legal_actions().empty()) break;
    const Action a = dealer.looked(*game, agent.choose(*game));
    write(*game, a);
    if (game->submit(a)) break;
  }
  m.replay.events.resize(static_cast<std::size_t>(keep));
  for (Event& e : recorder.events(*game)) m.replay.events.push_back(std::move(e));
}

}  // namespace

std::optional<Mutation> mutate(const MutationOperator& op, Timeline& t, std::uint64_t seed) {
  // A mistake against a rule the game's edition does not have is no mistake there: a shieldless
  // guardian is one under CR 1.10 (kNoShieldNoGuard), not under CR 1.31 3.11.1.1.
  if (!cr::in(op.rule, t.replay().edition)) return std::nullopt;
  std::vector<std::size_t> places(t.size() + 1);
  std::iota(places.begin(), places.end(), std::size_t{0});
  std::mt19937_64 rng(seed);
  std::shuffle(places.begin(), places.end(), rng);
  for (std::size_t i : places) {
    Mutation m;
    if (!op.apply(t, i, m)) continue;
    m.op = std::string(op.name);
    m.kind = op.kind;
    m.rule = op.rule;
    if (!op.as_written) play_on(t, m, seed);
    // A requirement left out at the very end of the record (the game played on ended there) is
    // not a mistake a record can show: the record just stops.
    if (m.kind == FindingKind::Missed && m.step > static_cast<int>(m.replay.events.size())) continue;
    return m;
  }
  return std::nullopt;
}

}  // namespace vg
