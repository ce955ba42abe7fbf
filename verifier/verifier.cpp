#include "verifier/verifier.h"

#include <malloc.h>

#include <algorithm>
#include <cctype>
#include <cstdint>

#include "verifier/verification.h"
#include "verifier/reading_order.h"

namespace vg {

std::string_view to_string(FindingKind k) {
  static constexpr std::string_view kNames[] = {"ILLEGAL", "MISSED", "INCONSISTENT", "UNDETERMINED", "NOTE"};
  return kNames[static_cast<int>(k)];
}

std::string Finding::to_string() const {
  std::string s = "step " + std::to_string(step) + ", " + detail::moment({turn, phase, battle_step}) + ", player " +
                  std::string(vg::to_string(player)) + ": " + std::string(vg::to_string(kind)) + " " + message +
                  " " + cr::cite(rule, edition);
  if (follows) s += " (may follow finding " + std::to_string(follows) + ")";
  return s;
}

namespace detail {

// "turn 8, battle/attack": a moment as findings name it.
std::string moment(const Moment& m) {
  std::string s = "turn " + std::to_string(m.turn) + ", " + std::string(vg::to_string(m.phase));
  if (m.step != Step::None) s += "/" + std::string(vg::to_string(m.step));
  return s;
}

std::string outcome(const GameState& s) {
  if (s.over)
    return s.winner ? "player " + std::string(to_string(*s.winner)) + " wins in turn " + std::to_string(s.turn)
                    : "the game is a draw in turn " + std::to_string(s.turn);
  return "the record ends in turn " + std::to_string(s.turn) + ", " + std::string(to_string(s.phase)) +
         " phase, before the game is over";
}

Verdict Verification::run(std::optional<Game>* final_state) {
  check_decks();
  if (options_->after_step) options_->after_step(0, game_, names_.all());
  read_events();
  verdict_.game_over = game_.over();
  verdict_.winner = game_.state().winner;
  if (verdict_.outcome.empty()) verdict_.outcome = outcome(game_.state());
  verdict_.names = names_.all();
  if (final_state) *final_state = game_;
  return verdict_;
}

void Verification::check_decks() {
  for (Player p : {Player::A, Player::B})  // CR 5.1: the decks presented must be legal
    for (const RuleViolation& v : check_deck(replay_->players[static_cast<std::size_t>(index(p))].deck, *pool_, replay_->edition)) {
      Event e;
      e.player = p;
      find(FindingKind::Illegal, e, v.rule, "player " + std::string(to_string(p)) + "'s decklist: " + v.message, game_.state());
    }
}

void Verification::read_events() {
  for (pos_ = 0; pos_ < order_.size(); ++pos_) {
    const std::size_t from = pos_;  // a late ability read in its place reads several events at once
    if (options_->stop_after >= 0 && static_cast<int>(pos_) + 1 > options_->stop_after) break;
    step_ = static_cast<int>(order_[pos_]) + 1;
    if (!event(replay_->events[order_[pos_]])) break;
    if (stopped_by_script()) break;
    for (std::size_t k = from; k <= pos_; ++k) {
      verdict_.steps = static_cast<int>(k) + 1;
      if (options_->after_step) options_->after_step(verdict_.steps, game_, names_.all());
    }
  }
}

// The identity (and record id) each hidden draw turned out to have, as this reading bound them.
Hints Verification::hints() const {
  Hints out;
  for (const auto& [step, card] : hidden_draws_) {
    const std::string_view name = names_[static_cast<std::size_t>(card)];
    Hint h{!name.starts_with("?") ? std::string(name) : "", game_.state().card(card).card};
    if (!h.id.empty() || h.is != kUnknownCard) out[step] = h;
  }
  return out;
}

// A card script failed (in the game or in a copy the search made): the tool cannot follow the
// game; the verdict is "not verified", and this step's findings, which may follow from the
// failure, are dropped.
bool Verification::stopped_by_script() {
  if (!game_.script_failure()) return false;
  verdict_.script_failure = game_.script_failure();
  std::erase_if(verdict_.findings, [&](const Finding& f) { return f.step == step_; });
  stop("a card script failed");
  return true;
}

// The trials of late reading orders read more events than VerifyOptions::trial_reads allows:
// the record is not verified (a positioned error of the input, no finding).
bool Verification::stopped_by_trials(const Event& e) {
  if (trial_depth_ > 0 || trial_reads_->read <= trial_reads_->most) return false;
  verdict_.error = error_at(e, "verification stopped: the automatic abilities written late up to here leave more reading orders than the verifier tries (" +
                                   std::to_string(trial_reads_->most) + " events read in trials)");
  verdict_.finished = false;
  return true;
}

// One event of the record; false stops verification (unreadable record or a finished game).
// The units the game retires while reading it are kept for the <retire> lines that state them.
bool Verification::event(const Event& e) {
  reread_ = false;
  if (e.kind == EventKind::Note || dropped_[static_cast<std::size_t>(step_ - 1)]) return true;
  if (e.kind == EventKind::Retire) return retire(e);
  const std::size_t event_at = order_[pos_];
  // A reading of the battle again (readings.cpp): what happened before this line on the table.
  if (auto b = before_.find(event_at); b != before_.end()) {
    if (b->second.what == Reading::StoodBy) stand_by_at_answer_ = b->second;
    if (b->second.what == Reading::TriggerResolved) game_.resolve_next_trigger_anyway();
  }
  // The attack step's own abilities written after the <attack> line: read first, in their place.
  if (e.kind == EventKind::Attack && attack_step_abilities_after(e)) {
    step_ = static_cast<int>(order_[pos_]) + 1;
    return event(replay_->events[order_[pos_]]);
  }
  // The battle may be read again from its attack (readings.cpp): where it starts.
  if (e.kind == EventKind::Attack && forks()) {
    if (pos_ == stop_before_attack_) return false;
    battle_start_ = {pos_, game_.state().turn, verdict_.findings.size()};
  }
  if (std::find(read_later_.begin(), read_later_.end(), event_at) != read_later_.end()) second_check_before_draw(e);
  const std::size_t already = game_.retired().size();
  const bool going = play(e);
  stand_by_now();  // (a line that answered nothing)
  if (reread_) return going;  // (read in a reading of the battle again, its findings made there)
  note_retired(already);
  // A line read where the rules give it its place gets the finding of where it was written.
  if (auto f = imposed_.find(event_at); f != imposed_.end()) {
    Finding imposed = f->second;
    imposed_.erase(f);
    imposed.follows = may_follow();
    verdict_.findings.push_back(std::move(imposed));
  }
  return going;
}

// CR 7.5.1.3: the second drive check, written before the draw trigger of the first check
// resolved, was read after that trigger's effect and draw (reading_order.h); written first, it
// showed another card than the rules would have.
void Verification::second_check_before_draw(const Event& e) {
  std::string first = "the first check";
  if (pos_ >= 3)
    if (const CardId c = replay_->events[order_[pos_ - 3]].card.is; c != kUnknownCard) first += " (" + (*pool_)[c].name + ")";
  find(FindingKind::Illegal, e, cr::kSecondDrive,
       "the second drive check is written before the draw trigger of " + first +
           " resolved: the trigger's draw comes first, and the second check reveals the card after it",
       game_.state());
}

// CR 10.1.3.2: the units the game retired while the event was read (after the first `already`
// it had retired), a unit called and retired within the event included.
void Verification::note_retired(std::size_t already) {
  const std::vector<InstanceId>& all = game_.retired();
  for (std::size_t k = already; k < all.size(); ++k)
    if (std::find(retired_.begin(), retired_.end(), all[k]) == retired_.end()) retired_.push_back(all[k]);
}

// <retire>: the record states that a unit of its player has been retired. It must be one the
// game retired (CR 10.1.3.2), each retire stated once; otherwise the record contradicts the game.
bool Verification::retire(const Event& e) {
  const GameState& s = game_.state();
  const InstanceId c = id_of(e.card.id);
  if (c == kNoInstance || s.card(c).owner != e.player) {
    verdict_.error = error_at(e, c == kNoInstance ? "unknown card instance '" + e.card.id + "'"
                                                  : "card '" + e.card.id + "' belongs to player " + std::string(to_string(s.card(c).owner)));
    return false;
  }
  const CardState& cs = s.card(c);
  if (e.card.is != kUnknownCard && s.identified(c) && cs.card != e.card.is) {
    find(FindingKind::Inconsistent, e, cr::kPresentDeck, "card " + e.card.id + " is " + s.def(c).name + " (#" + std::to_string(c) + "), not " + (*pool_)[e.card.is].name, s);
    return true;
  }
  if (cs.zone == Zone::Field) retire_when_moved_past(c);
  if (auto r = std::find(retired_.begin(), retired_.end(), c); r != retired_.end()) {
    retired_.erase(r);
    return true;
  }
  const std::string where = cs.zone == Zone::Field ? "it is still a unit on " + std::string(to_string(cs.circle))
                            : cs.zone == Zone::Drop ? "it is in the drop zone, but no retire since the record last stated one put it there"
                                                    : "it is in the " + std::string(to_string(cs.zone)) + ", not retired";
  const std::string card = s.identified(c) ? s.def(c).name + " (#" + std::to_string(c) + ")" : "#" + std::to_string(c);
  find(FindingKind::Inconsistent, e, cr::kRetired, "the record says " + card + " was retired, but the game did not retire it: " + where, s);
  return true;
}

// CR 7.6.1.8: a <retire> of a unit still on the field that this battle retires once the record
// has moved past the requests before it (the guard step left out: no guardian) moves past them
// with the answers that implies, as any later line would. Otherwise nothing is answered.
void Verification::retire_when_moved_past(InstanceId c) {
  Game trial = game_;
  trial.set_trace(nullptr);
  const std::size_t already = trial.retired().size();
  std::vector<Action> answers;
  while (trial.state().battle && answers.size() < 8) {
    const std::optional<Action> implied = implied_decline(trial.request(), trial);
    if (!implied || trial.submit(*implied)) return;
    answers.push_back(*implied);
    const auto& retired = trial.retired();
    if (std::find(retired.begin() + static_cast<std::ptrdiff_t>(already), retired.end(), c) == retired.end()) continue;
    for (const Action& a : answers) game_.submit(a);
    note_retired(already);
    return;
  }
}

// Verification ends unfinished at this step, for the reason given; false, to stop reading.
bool Verification::stop(const std::string& why) {
  verdict_.finished = false;
  verdict_.outcome = "verification stopped at step " + std::to_string(step_) + ": " + why;
  return false;
}

// One event that answers the game (all but notes and retires).
bool Verification::play(const Event& e) {
  lawless_battle_ = lawless_battle_ && game_.state().battle;
  make_forced_choices(e);
  const bool late = written_late(e);
  if (stopped_by_trials(e)) return false;
  if (late) return true;
  if (options_->trace_steps) options_->trace_steps->resize(options_->trace ? options_->trace->size() : 0, step_);
  bind_error_.reset();
  bound_now_.clear();
  Actions actions;
  if (!to_actions(e, *this, actions)) {
    verdict_.error = bind_error_;
    return false;
  }
  if (!setup_stated(e)) return false;
  event_findings_ = verdict_.findings.size();
  const bool going = act(e, actions, 0);
  if (reread_) return going;
  if (verdict_.findings.size() > event_findings_ + 1) merge_line_findings(event_findings_);  // (one finding: nothing to merge)
  if (options_->trace_steps && options_->trace) options_->trace_steps->resize(options_->trace->size(), step_);
  return going;
}

// The event's actions from `from` on, each where it belongs (resolve); false stops verification.
bool Verification::act(const Event& e, Actions& actions, std::size_t from) {
  // An event of several actions (an attack) whose action cannot be carried out before its last
  // is not carried out at all: the attack of a missing attacker, or on a missing unit. (Only
  // such an attack needs the game kept to take back; kept on the heap, as an empty optional
  // of a Game would be cleared, all its bytes, for every event.)
  std::unique_ptr<Game> before_event;
  if (from == 0 && e.kind == EventKind::Attack && names_empty_circle(actions)) before_event = std::make_unique<Game>(game_);
  if (from == 0 && attack_step_begun(e, actions)) from = 1;
  for (std::size_t k = from; k < actions.size(); ++k) {
    Action& a = actions[k];
    hint_identity(a);
    if (!narrow(e, a)) return stop("the record does not say which card the game needs to know");
    complete_trigger(a);
    complete_cost(a);
    if (game_.over() && a.kind != ActionKind::Concede) {
      if (!ended_reported_)
        find(FindingKind::Illegal, e, cr::kGameEndsOnLoss, "the record goes on after the game ended: " + outcome(game_.state()), game_.state());
      ended_reported_ = true;
      return false;
    }
    const std::size_t before = verdict_.findings.size();
    const Decision asked = game_.request().decision;
    const Player asked_of = game_.request().player;
    if (attack_by_unit_that_cannot(a, actions)) {
      game_.apply_anyway(a);
      continue;
    }
    actions_ = &actions;
    action_at_ = k;
    if (a.kind == ActionKind::PlayAuto) note_if_false(a);
    if (!declined_unseen(e, a)) resolve(e, a);
    actions_ = nullptr;
    if (reread_) return true;  // the whole event was read in a reading of the battle again
    // CR 8.5.3: an effect's choice among cards the game tells apart, left out by a record that
    // goes on: which card was taken cannot be known, and no later line can be judged without it.
    // The one finding stands, and verification stops.
    if (verdict_.findings.size() > before && asked == Decision::Choose && game_.request().decision == Decision::Choose &&
        e.kind != EventKind::Choose)
      return stop("the record leaves out a choice the game needs to know");
    // An action refused and left out (nothing on the table to apply it to): the event's later
    // actions, which build on it (an attack's target after a missing attacker), follow from it,
    // and its earlier ones are taken back: the game goes on from before the event.
    if (verdict_.findings.size() > before && game_.request().decision == asked && game_.request().player == asked_of &&
        verdict_.findings.back().kind == FindingKind::Inconsistent) {
      if (before_event && k + 1 != actions.size()) game_ = std::move(*before_event);
      break;
    }
  }
  return true;
}

// Reading policy 1: an automatic ability played while its "if" is false (CR 8.1.1.2.3), kept
// for the line after it (find).
void Verification::note_if_false(const Action& a) {
  const GameState& s = game_.state();
  if (a.kind != ActionKind::PlayAuto || a.none || a.card < 0 || static_cast<std::size_t>(a.card) >= s.cards.size() || !s.identified(a.card) ||
      a.ability < 0 || static_cast<std::size_t>(a.ability) >= s.def(a.card).abilities.size())
    return;
  const AbilityDef& ab = s.ability(a.card, a.ability);
  if (ab.kind != AbilityKind::Auto || ab.condition < 0 || !s.scripts || s.scripts->holds(s, ab.condition, a.card)) return;
  if_false_ = IfFalse{step_, a.player, s.def(a.card).name + " (" + ab.text + ")"};
}

// One finding per line (docs/findings.md): a line whose actions the rules refuse for several
// reasons (an attack in the first turn by a rested unit) gets one finding, the first (the
// choice the others build on); its message names the other reasons and their rules.
void Verification::merge_line_findings(std::size_t before) {
  const auto refused = [&](const Finding& f) { return f.step == step_ && f.kind != FindingKind::Missed; };
  auto first = std::find_if(verdict_.findings.begin() + static_cast<std::ptrdiff_t>(before), verdict_.findings.end(), refused);
  if (first == verdict_.findings.end()) return;
  const std::size_t at = static_cast<std::size_t>(first - verdict_.findings.begin());
  for (std::size_t k = at + 1; k < verdict_.findings.size();) {
    const Finding& other = verdict_.findings[k];
    if (!refused(other)) {
      ++k;
      continue;
    }
    const std::string cite = cr::cite(other.rule, other.edition);  // "[CR x]"
    verdict_.findings[at].message += "; the same line also breaks " + cite.substr(1, cite.size() - 2) + ": " + other.message;
    verdict_.findings.erase(verdict_.findings.begin() + static_cast<std::ptrdiff_t>(k));
  }
  for (std::size_t k = at + 1; k < verdict_.findings.size(); ++k) verdict_.findings[k].follows = static_cast<int>(k);
}

// CR 8.5.3: a choice with one legal answer that the record left out is made before the event
// is read, so that an ability the choice triggers is seen standing by (written_late).
void Verification::make_forced_choices(const Event& e) {
  for (;;) {
    const Request& r = game_.request();
    if (r.decision != Decision::Choose || answers_resolution(e, r, game_.state().step)) return;
    if (asks_one_yes(r)) return;  // a yes the line may show (shows_yes)
    if (call_names_the_choice(e)) return;
    const std::optional<Action> forced = implied_decline(r, game_);
    if (!forced || game_.submit(*forced)) return;
  }
}

// A superior call written without the <choose> before it (a search that calls the card it
// finds): the call names the card chosen (FORMAT.md, "Forced choices"). True when the choice
// of that card leads to the call of it, made here.
bool Verification::call_names_the_choice(const Event& e) {
  if (e.kind != EventKind::Call || e.card.id.empty()) return false;
  Event chosen;
  chosen.kind = EventKind::Choose;
  chosen.player = game_.request().player;
  chosen.line = e.line;
  chosen.cards = {e.card};
  const auto choose = [&](Verification& v) {
    Actions actions;
    if (!to_actions(chosen, v, actions) || actions.size() != 1 || v.game_.submit(actions.front())) return false;
    const Request& next = v.game_.request();
    return next.decision == Decision::SuperiorCall && event_fits(e, next, v.game_.state().step);
  };
  Verification trial = quiet_trial();
  return choose(trial) && choose(*this);
}

// CR 8.5.3: a trigger's line that leaves out where its effect goes, when only one place is
// possible (a stand trigger with one rear-guard, a critical trigger with only the vanguard, a
// heal with one damage card), goes there. A line the rules accept as written is not touched.
void Verification::complete_trigger(Action& a) const {
  if (a.kind != ActionKind::TriggerEffect || game_.request().decision != Decision::TriggerEffect || !game_.check(a)) return;
  std::optional<Action> only;
  for (const Action& legal : game_.legal_actions()) {
    const bool fits = legal.kind == a.kind && legal.player == a.player && (a.power_to == kNoInstance || legal.power_to == a.power_to) &&
                      (a.effect_to == kNoInstance || legal.effect_to == a.effect_to);
    if (!fits) continue;
    if (only) return;  // a choice was possible: the line is judged as written
    only = legal;
  }
  if (only) {
    a.power_to = only->power_to;
    a.effect_to = only->effect_to;
  }
}

// CR 10.1.15.1, 10.1.16.1: an ability's line that leaves out its cost, when the cost can be paid
// only one way (a soul blast of two with two cards in the soul, a counter blast with as many
// face-up damage cards as it takes), is paid that way. Only a cost of those two parts; a line
// that names a cost card, or that the rules accept as written, is not touched.
void Verification::complete_cost(Action& a) const {
  if ((a.kind != ActionKind::PlayAuto && a.kind != ActionKind::Act) || a.none || !a.cost.empty() || a.card == kNoInstance) return;
  const GameState& s = game_.state();
  if (!s.identified(a.card) || a.ability < 0 || static_cast<std::size_t>(a.ability) >= s.def(a.card).abilities.size()) return;
  const CostSpec& c = s.ability(a.card, a.ability).cost;
  if (c.counter_blast == 0 && c.soul_blast.count == 0) return;
  if (c.discard.count || c.retire.count || c.rest.count || c.hand_to_soul.count || c.rear_guards_to_soul.count) return;  // (choices of their own)
  if (!game_.check(a)) return;  // (accepted as written)
  const PlayerState& ps = s.player(a.player);
  std::vector<InstanceId> face_up;
  for (InstanceId d : ps.damage)
    if (!s.card(d).face_down) face_up.push_back(d);
  if ((c.counter_blast > 0 && static_cast<int>(face_up.size()) != c.counter_blast) ||
      (c.soul_blast.count > 0 && static_cast<int>(ps.soul.size()) != c.soul_blast.count))
    return;
  Action paid = a;
  if (c.counter_blast > 0)
    for (InstanceId d : face_up) paid.cost.push_back(d);
  if (c.soul_blast.count > 0)
    for (InstanceId d : ps.soul) paid.cost.push_back(d);
  if (!paid.cost.empty() && !game_.check(paid)) a.cost = paid.cost;
}

// CR 5.2.2, 5.2.4: the record moves past a setup decision it must state. Who goes first is
// read from who plays the first turn: one finding, and the game goes on. A first vanguard the
// record does not name cannot be known: one finding, and verification stops (false).
bool Verification::setup_stated(const Event& e) {
  const Request& r = game_.request();  // not used once the game moves on (submit)
  if (e.kind == EventKind::FirstPlayer || e.kind == EventKind::FirstVanguard ||
      (r.decision != Decision::FirstPlayer && r.decision != Decision::FirstVanguard))
    return true;
  const std::string who = "player " + std::string(to_string(r.player));
  if (r.decision == Decision::FirstPlayer) {
    if (const std::optional<Player> first = first_turn_player()) {
      Action a = Action::make(ActionKind::FirstPlayer, *first);
      find(FindingKind::Inconsistent, e, cr::kFirstPlayer, "the record does not say who goes first; player " + std::string(to_string(a.player)) +
                                                                " plays the first turn, and the game is read that way", game_.state());
      game_.submit(a);
      return true;
    }
  }
  find(FindingKind::Inconsistent, e, required_by(r, game_.state()),
       r.decision == Decision::FirstVanguard ? "the record does not say which card " + who + " chose as the first vanguard"
                                             : "the record does not say who goes first, and no turn shows it", game_.state());
  return stop("the record leaves out a setup decision");
}

// The player of the record's first event that only the turn player makes (a ride, a call, a
// move, an ACT ability, an attack or a pass): the first player (CR 5.2.4).
std::optional<Player> Verification::first_turn_player() const {
  for (std::size_t k = pos_; k < order_.size(); ++k) {
    const Event& e = replay_->events[order_[k]];
    if (e.kind == EventKind::Ride || e.kind == EventKind::Call || e.kind == EventKind::Move || e.kind == EventKind::Act ||
        e.kind == EventKind::Attack || e.kind == EventKind::Pass)
      return e.player;
  }
  return std::nullopt;
}

// Whether an attack's actions name an attacker or a target circle with no unit on it.
bool Verification::names_empty_circle(const Actions& actions) const {
  const GameState& s = game_.state();
  return std::any_of(actions.begin(), actions.end(), [&](const Action& a) {
    return (a.kind == ActionKind::Attacker && s.unit_at(a.player, a.circle) == kNoInstance) ||
           (a.kind == ActionKind::Target && s.unit_at(opponent(a.player), a.circle) == kNoInstance);
  });
}

// CR 7.2.1.3, 7.3.1.3: an attack written with an attacker, after the first turn, when no unit
// could attack (the only standing unit already attacked). The choice to attack is refused only
// because of the attacker the event names, whose own refusal is the specific one (a rested
// unit, CR 7.3.1.3): the choice is made anyway, without a finding of its own.
bool Verification::attack_by_unit_that_cannot(const Action& a, const Actions& actions) const {
  if (a.kind != ActionKind::Attack || &a != &actions.front() || actions.size() < 2 || game_.state().turn == 1) return false;
  const auto v = game_.request().decision == Decision::StartStep ? game_.check(a) : std::nullopt;
  return v && v->rule == cr::kNoAttackFirstTurn && actions[1].kind == ActionKind::Attacker;
}

// CR 7.2.1.2, 7.3.1.2: an ability that triggers as the attack step begins is played before the
// attacker is chosen, so its line comes before the <attack> line, which also states the choice
// to attack. Its line says that the player chose to attack: the choice is made there (when the
// ability then stands by). True for the <attack> line that follows: its first action, the
// choice to attack, is made already; the line declares the attacker.
bool Verification::attack_step_begun(const Event& e, const Actions& actions) {
  const Request& r = game_.request();
  if (e.kind == EventKind::Attack)
    return r.decision == Decision::Attacker && !actions.empty() && actions.front().kind == ActionKind::Attack;
  if ((e.kind != EventKind::Ability && e.kind != EventKind::Decline) || !attack_step_abilities(e.player)) return false;
  game_.submit(Action::make(ActionKind::Attack, e.player));
  return false;
}

// The game after the player, asked whether to attack, chooses to attack, when abilities then
// stand by (CR 7.3.1.2); nullopt otherwise.
std::optional<Game> Verification::attack_step_abilities(Player p) const {
  const Request& r = game_.request();
  if (r.decision != Decision::StartStep || r.player != p) return std::nullopt;
  Game attacked = game_;
  attacked.set_trace(nullptr);
  if (attacked.submit(Action::make(ActionKind::Attack, p)) || attacked.request().decision != Decision::PlayAuto) return std::nullopt;
  return attacked;
}

// The same abilities written after the <attack> line, as a scorekeeper may write them (reading
// policy 3: the order changes nothing the lines show): the <ability> and <decline> lines right
// after it that play or decline an ability standing by once the player chooses to attack are
// moved before it in the reading order, where attack_step_begun reads them. True when moved.
bool Verification::attack_step_abilities_after(const Event& e) {
  const auto written = [&](const Event& later) {
    return (later.kind == EventKind::Ability || later.kind == EventKind::Decline) && later.player == e.player;
  };
  // Only an ability that stands by as a step begins, or on a state of the game, can stand by at
  // the choice to attack; any other (one that triggers when the unit attacks, say) belongs after
  // the line. Checked first: the common case then makes no copy of the game.
  const auto may_begin_there = [&](const Event& later) {
    const InstanceId card = id_of(later.card.id);
    const CardId is = later.card.is != kUnknownCard ? later.card.is : card != kNoInstance ? game_.state().card(card).card : kUnknownCard;
    if (is == kUnknownCard) return true;
    const auto& abilities = (*pool_)[is].abilities;
    if (later.ability < 1 || later.ability > static_cast<int>(abilities.size())) return true;
    const TriggerEvent t = abilities[static_cast<std::size_t>(later.ability - 1)].trigger.event;
    return t == TriggerEvent::Beginning || t == TriggerEvent::Situation;
  };
  std::size_t k = pos_ + 1;
  while (k < order_.size() && replay_->events[order_[k]].kind == EventKind::Note) ++k;
  if (k == order_.size() || !written(replay_->events[order_[k]]) || !may_begin_there(replay_->events[order_[k]])) return false;
  const std::optional<Game> attacked = attack_step_abilities(e.player);
  if (!attacked) return false;
  const auto& standing = attacked->state().standing;
  std::size_t to = pos_;
  for (; k < order_.size(); ++k) {
    const Event& later = replay_->events[order_[k]];
    if (later.kind == EventKind::Note) continue;
    if (!written(later)) break;
    const InstanceId card = id_of(later.card.id);
    if (std::none_of(standing.begin(), standing.end(),
                     [&](const Standing& st) { return st.source == card && st.ability == later.ability - 1 && st.master == e.player; }))
      break;
    pull(k, to++);
  }
  return to > pos_;
}

// CR 8.6.3.1: an optional AUTO ability of a card hidden in the hand until this <decline>
// names it. The game could not know the card, so its ability did not stand by there; not
// playing it changes nothing, and the line is consistent with the hidden hand.
bool Verification::declined_unseen(const Event& e, const Action& a) const {
  if (e.kind != EventKind::Decline || a.kind != ActionKind::PlayAuto || !a.none || game_.state().identified(a.card)) return false;
  if (std::find(bound_now_.begin(), bound_now_.end(), a.card) == bound_now_.end() || !game_.check(a)) return false;
  const CardId is = e.card.is;
  return is != kUnknownCard && a.ability >= 0 && a.ability < static_cast<int>((*pool_)[is].abilities.size()) &&
         (*pool_)[is].abilities[static_cast<std::size_t>(a.ability)].optional;
}

// Maps the record's card to an engine instance. A card first named as it leaves the deck gets
// a fresh hidden instance of that deck; a card first named in the hand takes the place of a
// card drawn without a name. Its identity, when the record states it, is revealed.

}  // namespace detail

using detail::Verification;
using detail::Hints;

std::string with_record_names(const std::string& text, std::size_t count, const std::function<std::string_view(std::size_t)>& name) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::size_t end = i + 1;
    while (text[i] == '#' && end < text.size() && end - i < 6 && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    const std::size_t n = end > i + 1 ? std::stoul(text.substr(i + 1, end - i - 1)) : count;
    if (n >= count || name(n).empty()) {
      out += text[i];
      continue;
    }
    out += name(n);
    i = end - 1;
  }
  return out;
}

std::string with_record_names(const std::string& text, const std::vector<std::string>& names) {
  return with_record_names(text, names.size(), [&](std::size_t n) { return std::string_view(names[n]); });
}

std::vector<std::string> report_lines(const std::string& path, const Verdict& v) {
  std::vector<std::string> out;
  // Notes among the findings, each before the findings of a later step.
  std::size_t n = 0;
  for (const Finding& f : v.findings) {
    for (; n < v.notes.size() && v.notes[n].step <= f.step; ++n) out.push_back(path + ":" + std::to_string(v.notes[n].line) + ": " + v.notes[n].to_string());
    out.push_back(path + ":" + std::to_string(f.line) + ": " + f.to_string());
  }
  for (; n < v.notes.size(); ++n) out.push_back(path + ":" + std::to_string(v.notes[n].line) + ": " + v.notes[n].to_string());
  out.push_back(path + ": " + (!v.verified() ? "ERROR (not verified)" : !v.finished ? "INCOMPLETE" : v.clean() ? "CLEAN" : "FINDINGS") + ", " +
                std::to_string(v.findings.size()) + " findings, " + std::to_string(v.steps) + " steps; " + v.outcome);
  return out;
}

Verdict verify(const Replay& replay, const CardPool& pool, const VerifyOptions& options, std::optional<Game>* final_state) {
  const bool hidden = std::any_of(replay.events.begin(), replay.events.end(),
                                  [](const Event& e) { return e.kind == EventKind::Draw && e.card.id.empty(); });
  if (!hidden) return Verification(replay, pool, options).run(final_state);
  // Hidden information: a card drawn hidden is bound to its identity when the record reveals,
  // plays or uses it. A first reading learns those identities; a second reading knows them from
  // the draw on, so that what the card did in the hand (an AUTO ability that triggered there)
  // is judged as the card it is. The reading with fewer findings is the verdict: a finding
  // stands only when no assignment of the hidden cards avoids it.
  VerifyOptions quiet;
  quiet.trial_reads = options.trial_reads;
  Verification first(replay, pool, quiet);
  const Verdict plain = first.run(nullptr);
  Hints hints = first.hints();
  if (plain.findings.empty() || hints.empty()) return Verification(replay, pool, options).run(final_state);
  const Verdict informed = Verification(replay, pool, quiet, hints).run(nullptr);
  const bool better = informed.verified() && informed.finished && informed.findings.size() < plain.findings.size();
  return Verification(replay, pool, options, better ? std::move(hints) : Hints{}).run(final_state);
}

void keep_freed_memory() {
  mallopt(M_TRIM_THRESHOLD, 64 << 20);  // the heap's free top is given back past 64 MiB only
  mallopt(M_TOP_PAD, 1 << 20);          // and grows by 1 MiB at least
}

}  // namespace vg
