// Mandatory automatic abilities written late (FORMAT.md, "Orders a record may use"): read where
// they were due when the lines in between allow it.
#include <algorithm>
#include <cctype>
#include <cstdint>

#include "verifier/verification.h"

namespace vg::detail {

std::size_t Verification::rest_of_turn() const {
  bool battle_over = false;
  std::size_t k = pos_ + 1;
  const Player turn_player = game_.state().turn_player;
  for (; k < order_.size() && k < pos_ + 41; ++k) {
    const Event& later = replay_->events[order_[k]];
    const bool ability_line = later.kind == EventKind::Ability || later.kind == EventKind::Decline || later.kind == EventKind::Choose;
    if (battle_over && !ability_line && later.kind != EventKind::Note) break;
    // A record that leaves out the end of the battle phase: the other player's turn has begun
    // at a ride, an attack, a move, an ACT ability or the end of a phase of theirs.
    const bool turn_players_only = later.kind == EventKind::Ride || later.kind == EventKind::Attack || later.kind == EventKind::Move ||
                                   later.kind == EventKind::Act || later.kind == EventKind::Pass;
    if (game_.state().turn > 0 && turn_players_only && later.player != turn_player) break;
    battle_over = battle_over || (later.kind == EventKind::Pass && later.phase == Phase::Battle);
  }
  return k;
}

// Whether the record plays (or declines) a standing-by ability of this passage's player later
// in the turn: then the ability was only recorded out of order, not missed.
bool Verification::played_later(const Passage& p) const {
  for (const Standing& s : p.before.standing)
    if (s.master == p.missed.player && written_later(s.source, s.ability)) return true;
  return false;
}

// Whether a mandatory ability standing by for this passage's player is not written in the rest
// of the turn: left out, not written late (others standing by with it may be).
bool Verification::left_out(const Passage& p) const {
  for (const Standing& s : p.before.standing)
    if (s.master == p.missed.player && !p.before.ability(s.source, s.ability).optional && !written_later(s.source, s.ability)) return true;
  return false;
}

// Whether a later line of the turn plays (or declines) this ability of this card (another
// ability of the same card is not this one).
bool Verification::written_later(InstanceId source, int ability) const {
  for (std::size_t k = pos_ + 1, end = rest_of_turn(); k < end; ++k) {
    const Event& later = replay_->events[order_[k]];
    if ((later.kind != EventKind::Ability && later.kind != EventKind::Decline) || dropped_[order_[k]]) continue;
    if (later.ability - 1 == ability && id_of(later.card.id) == source) return true;
  }
  return false;
}

// CR 8.6.3.1 (FORMAT.md, "What the verifier infers"): the position in order_ of a later
// <ability> event that plays a mandatory ability standing by for the request's player.
std::optional<std::size_t> Verification::late_ability(const Request& r) const {
  const GameState& s = game_.state();
  for (std::size_t k = pos_ + 1, end = rest_of_turn(); k < end; ++k) {
    const Event& later = replay_->events[order_[k]];
    if (later.kind != EventKind::Ability || later.player != r.player || dropped_[order_[k]]) continue;
    const InstanceId card = id_of(later.card.id);
    if (card == kNoInstance) continue;
    for (const Standing& st : s.standing)
      if (st.master == r.player && st.source == card && st.ability == later.ability - 1 && !s.ability(st.source, st.ability).optional)
        return k;
  }
  return std::nullopt;
}

// Moves the event at position `from` of the reading order to position `to` (to <= from).
void Verification::pull(std::size_t from, std::size_t to) {
  const std::size_t event = order_[from];
  order_.erase(order_.begin() + static_cast<std::ptrdiff_t>(from));
  order_.insert(order_.begin() + static_cast<std::ptrdiff_t>(to), event);
}

// Reads the event at a position of the reading order, as a trial does (no callbacks); false
// when verification cannot go on.
bool Verification::read(std::size_t position) {
  if (++trial_reads_->read > trial_reads_->most) return false;
  pos_ = position;
  step_ = static_cast<int>(order_[pos_]) + 1;
  return event(replay_->events[order_[pos_]]) && !game_.script_failure();
}

// In a trial: reads the late ability's line at `at`, moved to `due`, then the lines of its
// resolution that follow it in the record (a choice with one answer the record left out is
// inferred). Returns how many lines moved, or 0 when one of them could not be read.
std::size_t Verification::read_ability_lines(std::size_t at, std::size_t due) {
  const EventKind written_after = replay_->events[order_[at - 1]].kind;
  const bool after_effect = written_after == EventKind::Act || written_after == EventKind::Ability;
  pull(at, due);
  if (!read(due)) return 0;
  std::size_t block = 1;
  while (game_.state().resolving) {
    const Request& asked = game_.request();
    bool written = at + block < order_.size() && answers_resolution(replay_->events[order_[at + block]], asked, game_.state().step);
    // A choice line naming another number of cards than a choice's one answer, or, after an
    // ACT or ability written before the late ability, other cards, belongs to that other
    // effect: the one answer was left out.
    if (const auto only = written && asked.decision == Decision::Choose ? only_answer(game_) : std::nullopt) {
      const Event& line = replay_->events[order_[at + block]];
      written = line.cards.size() == only->cards.size() && (!after_effect || names_the_answer(line, *only));
    }
    if (auto forced = !written && asked.decision == Decision::Choose ? implied_decline(asked, game_) : std::nullopt) {
      game_.submit(*forced);
      continue;
    }
    if (at + block >= order_.size()) break;
    pull(at + block, due + block);
    if (!read(due + block)) return 0;
    ++block;
  }
  return block;
}

// Whether each card a choice line names can be a card of this answer: one of its cards, or a
// new id where the answer has a card the record has not named.
bool Verification::names_the_answer(const Event& line, const Action& answer) const {
  const bool unnamed = std::any_of(answer.cards.begin(), answer.cards.end(), [&](InstanceId c) { return hidden_name(c); });
  return std::all_of(line.cards.begin(), line.cards.end(), [&](const CardRef& ref) {
    const InstanceId c = id_of(ref.id);
    return c == kNoInstance ? unnamed : std::find(answer.cards.begin(), answer.cards.end(), c) != answer.cards.end();
  });
}

// CR 8.6.3.1: a mandatory AUTO ability the record writes later than the game played it. When
// the events in between are consistent with the ability (and the answers of its resolution)
// having been played when due, the record is read in that order, without a finding; otherwise
// see missed_when_due. True when the trial order was taken (this event is read).
bool Verification::written_late(const Event& e) {
  const Request& r = game_.request();
  if (trial_depth_ > 5 || r.decision != Decision::PlayAuto || pos_ == as_written_at_) return false;
  // One of the abilities standing by for the player asked, in the order chosen (CR 8.4.1.2: an
  // ability of the other player's is no answer, and the asked player's may be written late).
  if (e.kind == EventKind::Ability || e.kind == EventKind::Decline) {
    const InstanceId card = id_of(e.card.id);
    const auto& standing = game_.state().standing;
    if (card != kNoInstance &&
        std::any_of(standing.begin(), standing.end(), [&](const Standing& st) { return st.source == card && st.master == r.player; }))
      return false;
  }
  const auto at = late_ability(r);
  if (!at) return false;
  Verification trial = quiet_trial();
  const std::size_t due = pos_;
  const std::size_t block = trial.read_ability_lines(*at, due);
  bool ok = block > 0;
  // The events in between, and the one after the ability's lines (which must not find the
  // same ability standing by again unplayed). Another ability written late there is read where
  // it was due with the events after it, at once: the reading goes on after them.
  for (std::size_t k = due + block; ok && k <= *at + block && k < order_.size(); k = trial.pos_ + 1) ok = trial.read(k);
  ok = ok && trial.found_nothing_beyond(*this);
  if (!ok && !finds_less_than_as_written(e, trial, *at, block)) return missed_when_due(e, trial, *at, std::max<std::size_t>(block, 1));
  trial.options_ = options_;
  trial.game_.set_trace(options_->trace);
  --trial.trial_depth_;
  *this = std::move(trial);
  return true;
}

// The trial of a late-written ability found something: a mistake in the ability's own lines (a
// soul charge left out) or in the line after them (a cost the rules refuse in any order). Its
// reading is still taken when it finds less, over the same lines, than the record read as
// written, which also reports the ability missed where it was due (FORMAT.md: of two readings,
// the one with fewer findings). With as many, the record is read as written.
bool Verification::finds_less_than_as_written(const Event& e, const Verification& trial, std::size_t at, std::size_t block) const {
  if (block == 0 || !trial.verdict_.finished) return false;
  Verification written = quiet_trial();
  written.missed_when_due(e, trial, at, block);
  written.as_written_at_ = pos_;
  const std::size_t end = std::min(at + block + 1, order_.size());
  for (std::size_t k = pos_; k < end; k = written.pos_ + 1)
    if (!written.read(k)) break;
  const std::size_t base = verdict_.findings.size();
  return trial.verdict_.findings.size() - base < written.verdict_.findings.size() - base;
}

// The trial of a late-written ability failed. When the event that moved past it is wrong in
// any order (its own finding comes first), the record is read as written. Otherwise the events
// in between show that the ability was not played when due: one MISSED there (CR 8.6.3.1), and
// its late lines are not read. Returns false: this event is still to be read.
bool Verification::missed_when_due(const Event& e, const Verification& trial, std::size_t at, std::size_t block) {
  const std::size_t before = verdict_.findings.size();
  const bool event_itself = trial.verdict_.findings.size() > before && trial.verdict_.findings[before].step == step_;
  if (!trial.verdict_.finished || event_itself) return false;
  missed(e, Passage{std::nullopt, game_.request(), game_.state()});
  game_.skip();
  if (!reads_as_written(at + block))
    for (std::size_t k = 0; k < block; ++k) dropped_[order_[at + k]] = 1;
  return false;
}

// Whether the record reads without a new finding from here up to position `end` of the reading
// order, as written. After a missed ability, a later line that plays the same ability again may
// answer its own trigger (a second drive check that reveals another grade 3); it is then read in
// its place, and not taken for the missed one written late.
bool Verification::reads_as_written(std::size_t end) const {
  Verification trial = quiet_trial();
  bool ok = true;
  for (std::size_t k = pos_; ok && k < end && k < order_.size(); k = trial.pos_ + 1) ok = trial.read(k);
  return ok && trial.found_nothing_beyond(*this);
}

// A copy of this verification that reads ahead without callbacks or trace: a trial of another
// reading order.
Verification Verification::quiet_trial() const {
  static const VerifyOptions kQuiet;
  Verification trial = *this;
  trial.options_ = &kQuiet;
  trial.game_.set_trace(nullptr);
  ++trial.trial_depth_;
  return trial;
}

// Whether this trial read on to its end without a finding the verification it was copied from
// did not have, but for wrong <retire> statements: a statement changes nothing in the game, so
// it is wrong in any reading order.
bool Verification::found_nothing_beyond(const Verification& from) const {
  const auto statement = [](const Finding& f) { return f.rule == cr::kRetired; };
  return verdict_.finished && verdict_.findings.size() >= from.verdict_.findings.size() &&
         std::all_of(verdict_.findings.begin() + static_cast<std::ptrdiff_t>(from.verdict_.findings.size()), verdict_.findings.end(), statement);
}

// Moves the game along `count` passages of a path the search found.

}  // namespace vg::detail
