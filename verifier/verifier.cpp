#include "verifier/verifier.h"

#include <malloc.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <map>
#include <memory>

#include "replays/codec.h"
#include "verifier/reading_order.h"

namespace vg {

std::string_view to_string(FindingKind k) {
  static constexpr std::string_view kNames[] = {"ILLEGAL", "MISSED", "INCONSISTENT", "UNDETERMINED"};
  return kNames[static_cast<int>(k)];
}

namespace {

// "turn 8, battle/attack": a moment as findings name it.
std::string moment(const Moment& m) {
  std::string s = "turn " + std::to_string(m.turn) + ", " + std::string(vg::to_string(m.phase));
  if (m.step != Step::None) s += "/" + std::string(vg::to_string(m.step));
  return s;
}

}  // namespace

std::string Finding::to_string() const {
  std::string s = "step " + std::to_string(step) + ", " + moment({turn, phase, battle_step}) + ", player " +
                  std::string(vg::to_string(player)) + ": " + std::string(vg::to_string(kind)) + " " + message +
                  " " + cr::cite(rule, edition);
  if (follows) s += " (may follow finding " + std::to_string(follows) + ")";
  return s;
}

namespace {

std::string outcome(const GameState& s) {
  if (s.over)
    return s.winner ? "player " + std::string(to_string(*s.winner)) + " wins in turn " + std::to_string(s.turn)
                    : "the game is a draw in turn " + std::to_string(s.turn);
  return "the record ends in turn " + std::to_string(s.turn) + ", " + std::string(to_string(s.phase)) +
         " phase, before the game is over";
}

// The one legal answer to the request, if it has only one.
std::optional<Action> only_answer(const Game& g) {
  std::vector<Action> legal = g.legal_actions();
  return legal.size() == 1 ? std::optional(legal[0]) : std::nullopt;
}

// The answer that a record moving past this request implies without saying it: no ride, no
// more calls, no more attacks, no booster, no guardian, no redraw, an unrecorded shuffle, an
// optional automatic ability not played, a choice with one legal answer (CR 8.5.3: the
// record may leave out what the player could not choose otherwise), nothing chosen where the
// effect says "up to" (a search that found nothing), and a mandatory automatic ability whose
// "if" does not hold played (it does nothing, CR 8.1.1.2.3).
std::optional<Action> implied_decline(const Request& r, const Game& g) {
  const GameState& s = g.state();
  switch (r.decision) {
    case Decision::Choose: {
      if (auto only = only_answer(g)) return only;
      Action none = Action::make(ActionKind::Choose, r.player);  // "up to": nothing chosen
      return r.min == 0 && !g.check(none) ? std::optional(none) : std::nullopt;
    }
    case Decision::PlayAuto:
      for (const Standing& st : s.standing) {
        if (st.master != r.player) continue;
        const AbilityDef& ab = s.ability(st.source, st.ability);
        // CR 8.1.1.2.3: a mandatory ability whose "if" does not hold still stood by, and playing
        // it does nothing: the record need not write it.
        const bool does_nothing = !ab.optional && !ab.cost.any() && ab.condition >= 0 && s.scripts &&
                                  !s.scripts->holds(s, ab.condition, st.source);
        if (!ab.optional && !does_nothing) continue;
        Action a = Action::make(ActionKind::PlayAuto, r.player);
        a.card = st.source;
        a.ability = st.ability;
        a.none = ab.optional;
        return a;
      }
      return std::nullopt;
    case Decision::Ride: case Decision::Main: case Decision::StartStep:
      return Action::make(ActionKind::Pass, r.player);
    case Decision::Booster: {
      Action a = Action::make(ActionKind::Boost, r.player);
      a.none = true;
      return a;
    }
    case Decision::Guard: return Action::make(ActionKind::Guard, r.player);
    case Decision::Redraw: return Action::make(ActionKind::Redraw, r.player);
    case Decision::Shuffle: return Action::make(ActionKind::Shuffle, r.player);
    default: return std::nullopt;
  }
}

// An optional step of an effect with one thing to say yes to ("you may draw": game:may asks
// for the ability's own card or nothing).
bool asks_one_yes(const Request& r) { return r.min == 0 && r.options.size() == 1; }

// Whether the event answers this request of an ability's resolution: the choice, the card
// taken from the deck, the shuffle it asks for.
bool answers_resolution(const Event& e, const Request& r, Step step) {
  switch (r.decision) {
    case Decision::Choose: return e.kind == EventKind::Choose;
    case Decision::SuperiorCall: return e.kind == EventKind::Call;
    case Decision::Shuffle: return e.kind == EventKind::Shuffle;
    case Decision::TopCard: return e.kind != EventKind::Trigger && e.kind != EventKind::Pass && event_fits(e, r, step);
    default: return true;
  }
}

// One step the record skipped over: a decline, or a mandatory requirement left undone.
struct Passage {
  std::optional<Action> decline;
  Request missed;  // when no decline
  GameState before;
};

// What a second reading learns from the first about a hidden draw: the record id and the
// identity the card drawn there turned out to have (it is played, revealed or used later).
struct Hint {
  std::string id;  // empty: the card was identified but never named
  CardId is = kUnknownCard;
};
using Hints = std::map<int, Hint>;  // by the step of the hidden draw

constexpr InstanceId kErasedId = -2;  // a slot of Verification::ids_ whose id was renamed

class Verification : private CardBinder {
 public:
  Verification(const Replay& r, const CardPool& pool, const VerifyOptions& o, Hints hints = {})
      : replay_(&r), pool_(&pool), options_(&o), game_(pool, {r.players[0].deck, r.players[1].deck}, r.edition), order_(reading_order(r, pool)), hints_(std::move(hints)) {
    game_.set_trace(o.trace);
    trial_reads_ = std::make_shared<TrialReads>(TrialReads{0, o.trial_reads});
    dropped_.assign(r.events.size(), false);
    last_named_.assign(game_.state().cards.size(), 0);
    names_.assign(game_.state().cards.size(), std::string());
    index_ids();
  }

  Verdict run(std::optional<Game>* final_state);
  Hints hints() const;

 private:
  bool event(const Event& e);
  bool play(const Event& e);
  void note_retired(std::size_t already);
  bool retire(const Event& e);
  std::optional<InstanceId> card(const Event& e, const CardRef& ref, CardRole role) override;
  std::optional<InstanceId> unit(const Event& e, const std::string& token) override;
  bool stopped_by_script();
  bool stopped_by_trials(const Event& e);
  std::optional<InstanceId> bind(const Event& e, const CardRef& ref, Zone zone, std::optional<InputError>& err);
  InstanceId deck_card(Player p, const CardRef& ref) const;
  bool hidden_name(InstanceId c) const;
  const std::string& name_of(InstanceId c) const { return names_[static_cast<std::size_t>(c)]; }
  InstanceId id_of(std::string_view id) const;
  void name_card(InstanceId c, std::string name);
  void index_ids();
  bool declined_unseen(const Event& e, const Action& a) const;
  void make_forced_choices(const Event& e);
  bool setup_stated(const Event& e);
  std::optional<Player> first_turn_player() const;
  bool drawn_beyond_decklist(const Action& a, const RuleViolation& v) const;
  bool named_later(const std::string& id) const;
  InstanceId named_again(InstanceId c, bool from_hand);
  void drawn_unseen(InstanceId c);
  std::optional<InstanceId> unit(const Event& e, const std::string& token, std::optional<InputError>& err);
  void resolve(const Event& e, const Action& a, bool after_missed = false);
  void out_of_place(const Event& e, const Action& a);
  bool narrow(const Event& e, Action& a);
  void complete_trigger(Action& a) const;
  void retire_when_moved_past(InstanceId c);
  bool shows_yes(const Event& e, const Action& a);
  bool stop(const std::string& why);
  SmallList<InstanceId, 4> needed_identities(const Event& e, const Action& a) const;
  void follow(const Event& e, const std::vector<Passage>& path, std::size_t count);
  RuleViolation unplaced(const Event& e, const Action& a) const;
  RuleViolation extra_damage_check() const;
  bool turn_player_first(const Event& e, const Action& a);
  bool attack_by_unit_that_cannot(const Action& a, const Actions& actions) const;
  bool offers_unnamed_hand_card(Player p) const;
  void offered_in_place_of(InstanceId c);
  bool names_empty_circle(const Actions& actions) const;
  bool played_later(const Passage& p) const;
  std::size_t rest_of_turn() const;
  bool written_late(const Event& e);
  std::optional<std::size_t> late_ability(const Request& r) const;
  bool read(std::size_t position);
  std::size_t read_ability_lines(std::size_t at, std::size_t due);
  bool names_the_answer(const Event& line, const Action& answer) const;
  bool missed_when_due(const Event& e, const Verification& trial, std::size_t at, std::size_t block);
  bool finds_less_than_as_written(const Event& e, const Verification& trial, std::size_t at, std::size_t block) const;
  bool reads_as_written(std::size_t end) const;
  Verification quiet_trial() const;
  bool found_nothing_beyond(const Verification& from) const;
  void pull(std::size_t from, std::size_t to);
  void find(FindingKind kind, const Event& e, cr::Rule rule, const std::string& message, const GameState& at);
  std::string named(const std::string& message) const;
  void missed(const Event& e, const Passage& p);
  InputError error_at(const Event& e, const std::string& message) const {
    return InputError{replay_->path, e.line, e.column, message};
  }

  const Replay* replay_;
  const CardPool* pool_;
  const VerifyOptions* options_;
  Game game_;
  Verdict verdict_;
  std::vector<std::size_t> order_;  // the events in reading order (verifier/reading_order.h)
  std::size_t pos_ = 0;             // the position in order_ of the event being verified
  int step_ = 0;                    // its step: its number in the record
  bool ended_reported_ = false;
  int trial_depth_ = 0;                 // nested trials of a late-written ability (written_late)
  // The events all trials of this verification have read (its copies share the count): each
  // late line multiplies the reading orders to try, so a record that would take too many is
  // stopped (VerifyOptions::trial_reads), not followed for hours.
  struct TrialReads {
    std::size_t read = 0, most = 0;
  };
  std::shared_ptr<TrialReads> trial_reads_;
  std::size_t as_written_at_ = SIZE_MAX;  // a trial reading the record as written from here (no late order)
  std::vector<bool> dropped_;           // the lines of a late ability reported missed where it was due
  // The instance each record id names: an open-addressing table of instances, keyed by their
  // names (names_ holds each named instance's id), so naming a card allocates nothing.
  std::vector<InstanceId> ids_;
  std::size_t erased_ids_ = 0;
  RecordNames names_;
  std::optional<InputError> bind_error_;  // why the last event's cards could not be bound
  // An attack the rules forbid was applied anyway: the checks of that battle, which the rules
  // never called for, are not required of the record.
  bool lawless_battle_ = false;
  std::vector<InstanceId> bound_now_;     // the cards the event being read has bound
  Hints hints_;                           // identities of hidden draws, from a first reading
  std::map<int, InstanceId> hidden_draws_;  // the card each hidden draw (by step) took
  std::vector<int> last_named_;  // per card: the step the record last named it
  std::vector<InstanceId> retired_;         // units the game retired that no <retire> has stated yet
};

Verdict Verification::run(std::optional<Game>* final_state) {
  for (Player p : {Player::A, Player::B})  // CR 5.1: the decks presented must be legal
    for (const RuleViolation& v : check_deck(replay_->players[static_cast<std::size_t>(index(p))].deck, *pool_, replay_->edition)) {
      Event e;
      e.player = p;
      find(FindingKind::Illegal, e, v.rule, "player " + std::string(to_string(p)) + "'s decklist: " + v.message, game_.state());
    }
  if (options_->after_step) options_->after_step(0, game_, names_);
  for (pos_ = 0; pos_ < order_.size(); ++pos_) {
    const std::size_t from = pos_;  // a late ability read in its place reads several events at once
    if (options_->stop_after >= 0 && static_cast<int>(pos_) + 1 > options_->stop_after) break;
    step_ = static_cast<int>(order_[pos_]) + 1;
    if (!event(replay_->events[order_[pos_]])) break;
    if (stopped_by_script()) break;
    for (std::size_t k = from; k <= pos_; ++k) {
      verdict_.steps = static_cast<int>(k) + 1;
      if (options_->after_step) options_->after_step(verdict_.steps, game_, names_);
    }
  }
  verdict_.game_over = game_.over();
  verdict_.winner = game_.state().winner;
  if (verdict_.outcome.empty()) verdict_.outcome = outcome(game_.state());
  verdict_.names = names_;
  if (final_state) *final_state = game_;
  return verdict_;
}

// The identity (and record id) each hidden draw turned out to have, as this reading bound them.
Hints Verification::hints() const {
  Hints out;
  for (const auto& [step, card] : hidden_draws_) {
    const std::string& name = names_[static_cast<std::size_t>(card)];
    Hint h{!name.starts_with("?") ? name : "", game_.state().card(card).card};
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
  if (e.kind == EventKind::Note || dropped_[static_cast<std::size_t>(step_ - 1)]) return true;
  if (e.kind == EventKind::Retire) return retire(e);
  const std::size_t already = game_.retired().size();
  const bool going = play(e);
  note_retired(already);
  return going;
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
  // An event of several actions (an attack) whose action cannot be carried out before its last
  // is not carried out at all: the attack of a missing attacker, or on a missing unit. (Only
  // such an attack needs the game kept to take back; kept on the heap, as an empty optional
  // of a Game would be cleared, all its bytes, for every event.)
  std::unique_ptr<Game> before_event;
  if (names_empty_circle(actions)) before_event = std::make_unique<Game>(game_);
  for (Action& a : actions) {
    if (auto h = hints_.find(step_); h != hints_.end() && a.kind == ActionKind::TopCard && a.reveals.empty() && h->second.is != kUnknownCard &&
                                     !game_.state().identified(a.card))
      a.reveals.push_back({a.card, h->second.is});
    if (!narrow(e, a)) return stop("the record does not say which card the game needs to know");
    complete_trigger(a);
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
    if (!declined_unseen(e, a)) resolve(e, a);
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
      if (before_event && &a != &actions.back()) game_ = std::move(*before_event);
      break;
    }
  }
  if (options_->trace_steps && options_->trace) options_->trace_steps->resize(options_->trace->size(), step_);
  return true;
}

// CR 8.5.3: a choice with one legal answer that the record left out is made before the event
// is read, so that an ability the choice triggers is seen standing by (written_late).
void Verification::make_forced_choices(const Event& e) {
  for (;;) {
    const Request& r = game_.request();
    if (r.decision != Decision::Choose || answers_resolution(e, r, game_.state().step)) return;
    if (asks_one_yes(r)) return;  // a yes the line may show (shows_yes)
    const std::optional<Action> forced = implied_decline(r, game_);
    if (!forced || game_.submit(*forced)) return;
  }
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
std::optional<InstanceId> Verification::bind(const Event& e, const CardRef& ref, Zone zone, std::optional<InputError>& err) {
  const GameState& s = game_.state();
  if (const InstanceId known = ref.id.empty() ? kNoInstance : id_of(ref.id); known != kNoInstance) {
    if (s.card(known).owner != e.player) {
      err = error_at(e, "card '" + ref.id + "' belongs to player " + std::string(to_string(s.card(known).owner)));
      return std::nullopt;
    }
    return named_again(known, zone == Zone::Hand);
  }
  InstanceId found = zone == Zone::Deck ? deck_card(e.player, ref) : kNoInstance;
  if (zone != Zone::Deck)
    for (InstanceId c : s.player(e.player).hand)
      if (hidden_name(c) && !name_of(c).empty() && !std::count(bound_now_.begin(), bound_now_.end(), c)) {
        found = c;
        break;
      }
  bound_now_.push_back(found);
  if (found == kNoInstance) {
    err = error_at(e, zone == Zone::Deck ? "player " + std::string(to_string(e.player)) + "'s deck has no unnamed card left for '" + ref.id + "'"
                                        : "unknown card instance '" + ref.id + "': player " + std::string(to_string(e.player)) +
                                              " never drew it (no unnamed card in hand)");
    return std::nullopt;
  }
  if (ref.id.empty() && !hidden_name(found)) return found;  // it keeps the id the record gave it
  std::string name = ref.id.empty() ? "?" + std::string(to_string(e.player)) + std::to_string(found) : ref.id;
  if (ref.id.empty() && zone == Zone::Deck) {
    hidden_draws_[step_] = found;
    if (auto h = hints_.find(step_); h != hints_.end() && !h->second.id.empty() && id_of(h->second.id) == kNoInstance) name = h->second.id;
  }
  name_card(found, std::move(name));
  last_named_[static_cast<std::size_t>(found)] = step_;
  return found;
}

// A card the record names again. Taken from the hand while the game has it in the deck, it
// was drawn unseen since it went back (drawn_unseen).
InstanceId Verification::named_again(InstanceId c, bool from_hand) {
  if (from_hand && game_.state().card(c).zone == Zone::Deck) drawn_unseen(c);
  last_named_[static_cast<std::size_t>(c)] = step_;
  return c;
}

// A card the record saw go back into the hidden deck (an effect's put-back, a redraw) and now
// names in the hand was taken by one of the hidden draws since: the first such draw whose card
// is still unnamed in its owner's hand took it (the two exchange places; CR 4.2.2, the deck is
// hidden).
void Verification::drawn_unseen(InstanceId c) {
  const GameState& s = game_.state();
  for (auto& [step, drawn] : hidden_draws_) {
    if (step <= last_named_[static_cast<std::size_t>(c)] || s.card(drawn).owner != s.card(c).owner || s.card(drawn).zone != Zone::Hand || !hidden_name(drawn) ||
        std::count(bound_now_.begin(), bound_now_.end(), drawn))
      continue;
    game_.exchange_hidden(c, drawn);
    drawn = c;
    return;
  }
}

// A card of the deck for a record id seen for the first time. A card shuffled back into the
// deck (CR 5.2.5 redraw) may come out again under a new id: the one whose identity the record
// states is taken first. Otherwise a card the record has not named (or named only as hidden).
InstanceId Verification::deck_card(Player p, const CardRef& ref) const {
  const GameState& s = game_.state();
  // A card first named in a choice is one of the deck cards the choice offers (a look at the
  // top of the deck offers only those).
  std::vector<InstanceId> among;
  const Request& r = game_.request();
  if (r.decision == Decision::Choose && r.player == p)
    for (InstanceId c : r.options)
      if (s.card(c).zone == Zone::Deck && s.card(c).owner == p) among.push_back(c);
  const std::vector<InstanceId>& cards = among.empty() ? s.player(p).deck : among;
  if (ref.is != kUnknownCard)
    for (InstanceId c : cards)
      if (s.card(c).card == ref.is && (name_of(c).empty() || !named_later(name_of(c)))) return c;
  for (InstanceId c : cards)
    if (hidden_name(c)) return c;
  return kNoInstance;
}

// Whether an event after the one being read names this record id.
bool Verification::named_later(const std::string& id) const {
  auto names = [&](const CardRef& r) { return r.id == id; };
  for (std::size_t k = pos_ + 1; k < order_.size(); ++k) {
    const Event& e = replay_->events[order_[k]];
    if (names(e.card) || std::any_of(e.cards.begin(), e.cards.end(), names) || std::any_of(e.cost.begin(), e.cost.end(), names) ||
        e.power == id || e.effect == id)
      return true;
  }
  return false;
}

// Whether the record has not named this card, or named it only as a card it could not see.
bool Verification::hidden_name(InstanceId c) const {
  const std::string& name = name_of(c);
  return name.empty() || name.starts_with("?");
}

// The instance a record id names, or kNoInstance.
InstanceId Verification::id_of(std::string_view id) const {
  const std::size_t mask = ids_.size() - 1;
  for (std::size_t k = std::hash<std::string_view>{}(id) & mask;; k = (k + 1) & mask) {
    const InstanceId c = ids_[k];
    if (c == kNoInstance) return kNoInstance;
    if (c != kErasedId && name_of(c) == id) return c;
  }
}

// Gives a card its record id (a new one, or a new name for a card named before).
void Verification::name_card(InstanceId c, std::string name) {
  const std::size_t mask = ids_.size() - 1;
  if (!name_of(c).empty()) {
    std::size_t k = std::hash<std::string_view>{}(name_of(c)) & mask;
    while (ids_[k] != c) k = (k + 1) & mask;
    ids_[k] = kErasedId;
    ++erased_ids_;
  }
  names_[static_cast<std::size_t>(c)] = std::move(name);
  if (erased_ids_ > ids_.size() / 4) return index_ids();
  std::size_t k = std::hash<std::string_view>{}(name_of(c)) & mask;
  while (ids_[k] != kNoInstance && ids_[k] != kErasedId) k = (k + 1) & mask;
  ids_[k] = c;
}

// The table of record ids built anew from the names: at most half full.
void Verification::index_ids() {
  std::size_t size = 16;
  while (size < 2 * names_.size()) size *= 2;
  ids_.assign(size, kNoInstance);
  erased_ids_ = 0;
  for (std::size_t c = 0; c < names_.size(); ++c) {
    if (names_[c].empty()) continue;
    std::size_t k = std::hash<std::string_view>{}(names_[c]) & (size - 1);
    while (ids_[k] != kNoInstance) k = (k + 1) & (size - 1);
    ids_[k] = static_cast<InstanceId>(c);
  }
}

// A unit named by circle (for the event's player) or by instance id.
std::optional<InstanceId> Verification::unit(const Event& e, const std::string& token, std::optional<InputError>& err) {
  if (auto c = circle_from_string(token)) {
    InstanceId u = game_.state().unit_at(e.player, *c);
    if (u == kNoInstance) err = error_at(e, "player " + std::string(to_string(e.player)) + " has no unit on " + token);
    return u == kNoInstance ? std::nullopt : std::optional(u);
  }
  const InstanceId c = id_of(token);
  if (c == kNoInstance) {
    err = error_at(e, "unknown card instance '" + token + "'");
    return std::nullopt;
  }
  return c;
}

// CardBinder: a card the record names, found where the event's role says it comes from.
std::optional<InstanceId> Verification::card(const Event& e, const CardRef& ref, CardRole role) {
  if (role == CardRole::Chosen)
    if (const InstanceId known = id_of(ref.id); known != kNoInstance) {
      offered_in_place_of(known);
      return named_again(known, offers_unnamed_hand_card(e.player));
    }
  Zone zone = role == CardRole::TopOfDeck || role == CardRole::Chosen ? Zone::Deck : Zone::Hand;
  if (role == CardRole::Chosen && offers_unnamed_hand_card(e.player)) zone = Zone::Hand;
  return bind(e, ref, zone, bind_error_);
}

// A deck card the record names in a choice that offers other cards of the same deck, unseen and
// unnamed: it was one of them (the top card looked at after a shuffle put it back at an unknown
// place; CR 4.2.2). The first such offered card exchanges places with it.
void Verification::offered_in_place_of(InstanceId c) {
  const GameState& s = game_.state();
  const Request& r = game_.request();
  if (r.decision != Decision::Choose || s.card(c).zone != Zone::Deck || std::count(r.options.begin(), r.options.end(), c)) return;
  for (InstanceId o : r.options)
    if (s.card(o).zone == Zone::Deck && s.card(o).owner == s.card(c).owner && !s.identified(o) && hidden_name(o)) {
      game_.exchange_in_deck(c, o);
      return;
    }
}

// Whether the choice the game asks for offers a card of the player's hand the record has not
// named (a one-seat record hides the opponent's hand): a card first named in the choice is then
// one of those, not a card of the deck.
bool Verification::offers_unnamed_hand_card(Player p) const {
  const Request& r = game_.request();
  if (r.decision != Decision::Choose || r.player != p) return false;
  const GameState& s = game_.state();
  return std::any_of(r.options.begin(), r.options.end(), [&](InstanceId c) { return s.card(c).zone == Zone::Hand && hidden_name(c); });
}

std::optional<InstanceId> Verification::unit(const Event& e, const std::string& token) {
  return unit(e, token, bind_error_);
}

// The engine names cards by instance number ("#12"); a finding names them as the record does.
std::string Verification::named(const std::string& message) const {
  return with_record_names(message, names_);
}

void Verification::find(FindingKind kind, const Event& e, cr::Rule rule, const std::string& message, const GameState& at) {
  Finding f{kind, step_, e.line, at.turn, at.phase, at.step, e.player, rule, named(message), at.edition, 0};
  if (!verdict_.findings.empty() && verdict_.findings.back().turn == at.turn)
    f.follows = static_cast<int>(verdict_.findings.size());
  verdict_.findings.push_back(std::move(f));
}

// A mandatory requirement the record moved past (CR 2.8.1.1 trigger effects; CR 7.5.1.2 and
// 7.6.1.6 checks; CR 6.4.1.2 and 5.2.5 draws).
void Verification::missed(const Event& e, const Passage& p) {
  const Request& r = p.missed;
  const GameState& s = p.before;
  const cr::Rule rule = required_by(r, s);
  Event who = e;
  who.player = r.player;
  std::string next = "before <" + std::string(to_string(e.kind)) + ">";
  if (r.decision == Decision::PlayAuto) {
    for (const Standing& st : s.standing)
      if (st.master == r.player && !s.ability(st.source, st.ability).optional) {
        find(FindingKind::Missed, who, rule,
             "the mandatory automatic ability " + std::to_string(st.ability + 1) + " of " + s.def(st.source).name + " (" +
                 s.ability(st.source, st.ability).text + ") stood by from " + moment(st.triggered) + " and was not played " + next, s);
        return;
      }
  } else if (r.decision == Decision::Choose) {
    find(FindingKind::Missed, who, rule, "the effect's choice was not recorded " + next, s);
  } else if (r.decision == Decision::SuperiorCall) {
    find(FindingKind::Missed, who, rule, "the effect's call of " + s.def(r.card).name + " to a rear-guard circle was not recorded " + next, s);
  } else if (r.decision == Decision::TriggerEffect) {
    const CardDef& def = s.def(r.card);
    find(FindingKind::Missed, who, rule, "the " + std::string(to_string(def.trigger)) + " trigger of " + def.name +
                                             " was not resolved " + next, s);
  } else if (r.destination == Zone::Trigger && s.step == Step::Drive) {
    find(FindingKind::Missed, who, rule,
         std::string(rule == cr::kSecondDrive ? "the second drive check (twin drive)" : "the drive check") + " was not performed " + next, s);
  } else if (r.destination == Zone::Trigger) {
    find(FindingKind::Missed, who, rule, "a damage check was not performed (" + std::to_string(s.battle ? s.battle->damage_left : 0) +
                                             " damage left to deal) " + next, s);
  } else if (r.destination == Zone::Soul) {
    find(FindingKind::Missed, who, rule, "a soul charge was not recorded " + next, s);
  } else if (r.destination == Zone::Drop) {
    find(FindingKind::Missed, who, rule, "a card put from the top of the deck into the drop zone (by an effect or a cost) was not recorded " + next, s);
  } else if (r.destination == Zone::Deck) {
    find(FindingKind::Missed, who, rule, "the top card of the deck the effect reveals was not recorded " + next, s);
  } else {
    find(FindingKind::Missed, who, rule, "a draw was not recorded " + next, s);
  }
}

// Why an action has no place in the game at all. A card taken from the deck that the rules
// do not call for is an extra check or draw; anything else gets the engine's own refusal.
RuleViolation Verification::unplaced(const Event& e, const Action& a) const {
  switch (e.kind) {
    case EventKind::DamageCheck: return extra_damage_check();
    case EventKind::DriveCheck:
      return {ViolationKind::Illegal, cr::kSecondDrive, "a drive check beyond those the attack gets: one, or two with twin drive, and only for the vanguard"};
    case EventKind::Draw:
      return {ViolationKind::Illegal, cr::kDraw, "a draw where no rule or effect calls for one: a card is drawn only when a rule or an effect says so"};
    default: {
      auto v = game_.check(a);
      return v ? *v : RuleViolation{ViolationKind::Inconsistent, required_by(game_.request(), game_.state()),
                                    "the record's <" + std::string(to_string(e.kind)) + "> fits none of the decisions the rules call for here"};
    }
  }
}

// A damage check the rules do not call for: after an attack on a rear-guard or one that did not
// hit, none at all (CR 7.6.1.7); after a hit on the vanguard, one per damage dealt (CR 7.6.1.5).
RuleViolation Verification::extra_damage_check() const {
  const GameState& s = game_.state();
  const std::optional<Battle>& b = s.battle ? s.battle : s.last_battle;
  if (b && b->attacked != kNoInstance && b->attacked_circle != Circle::Vanguard)
    return {ViolationKind::Illegal, cr::kNoDamageCheck, "a damage check after an attack on the rear-guard " + s.def(b->attacked).name +
                                                            ": only an attack that hits a vanguard gives damage checks"};
  if (b && b->attacked != kNoInstance && !b->hit && (!s.battle || s.step == Step::Damage || s.step == Step::Close))
    return {ViolationKind::Illegal, cr::kNoDamageCheck, "a damage check after an attack that did not hit: only an attack that hits a vanguard gives damage checks"};
  return {ViolationKind::Illegal, cr::kDealDamage, "a damage check beyond the damage dealt: an attack that hits a vanguard deals damage equal to its critical, one damage check each"};
}

// The cards whose identity the rules need to judge this action: a card played from the hand,
// the first vanguard, and a card a drive or damage check reveals.
SmallList<InstanceId, 4> Verification::needed_identities(const Event& e, const Action& a) const {
  SmallList<InstanceId, 4> out;
  switch (a.kind) {
    case ActionKind::Ride: case ActionKind::Call: case ActionKind::FirstVanguard: out.push_back(a.card); break;
    case ActionKind::Guard: out.assign(a.cards.begin(), a.cards.end()); break;
    case ActionKind::TopCard:
      if (e.kind != EventKind::Draw) out.push_back(a.card);
      break;
    default: break;
  }
  out.erase(std::remove_if(out.begin(), out.end(),
                           [&](InstanceId i) {
                             if (game_.state().identified(i)) return true;
                             for (const auto& r : a.reveals)
                               if (r.first == i) return true;
                             return false;
                           }),
            out.end());
  return out;
}

// Hidden information (the opponent's hand, the deck): a card the record does not name can be
// any decklist card not yet seen. With one possibility it is that card. With several, the
// finding is UNDETERMINED and names the possibilities, and verification cannot go on.
bool Verification::narrow(const Event& e, Action& a) {
  for (InstanceId i : needed_identities(e, a)) {
    const Player owner = game_.state().card(i).owner;
    const auto& left = game_.state().player(owner).unidentified;
    std::vector<CardId> could;
    for (std::size_t id = 0; id < left.size(); ++id)
      if (left[id] > 0) could.push_back(static_cast<CardId>(id));
    if (could.size() == 1) {
      a.reveals.push_back({i, could[0]});
      continue;
    }
    // Which possibilities the rules would allow here: that is what naming the card decides.
    std::vector<CardId> legal, illegal;
    for (CardId id : could) {
      Action trial = a;
      trial.reveals.push_back({i, id});
      (game_.check(trial) ? illegal : legal).push_back(id);
    }
    auto list = [&](const std::vector<CardId>& ids) {
      std::string out;
      for (std::size_t k = 0; k < ids.size() && k < 4; ++k) out += (k ? "; " : "") + (*pool_)[ids[k]].name;
      return out + (ids.size() > 4 ? "; ..." : "");
    };
    std::string decides = illegal.empty() ? "the action is legal whichever it is, but the game needs to know it"
                          : legal.empty() ? "the action is illegal whichever it is"
                                          : "legal if it is one of " + std::to_string(legal.size()) + " cards (" + list(legal) +
                                                "), not if it is one of " + std::to_string(illegal.size()) + " (" + list(illegal) + ")";
    find(FindingKind::Undetermined, e, cr::kPresentDeck,
         "the record does not say which card '" + name_of(i) + "' of player " + std::string(to_string(owner)) +
             " is: it could be any of " + std::to_string(could.size()) + " decklist cards not yet seen; " + decides,
         game_.state());
    return false;
  }
  return true;
}

// The end (a position in order_) of the lines where a line written late for the event being
// read may stand: at most 40 lines on, and within the turn. An automatic ability is played in
// the turn it stood by in (CR 8.6.3), so after the battle phase's end only the end phase's
// ability lines count, and the next turn's first other line ends the search.
std::size_t Verification::rest_of_turn() const {
  bool battle_over = false;
  std::size_t k = pos_ + 1;
  for (; k < order_.size() && k < pos_ + 41; ++k) {
    const Event& later = replay_->events[order_[k]];
    const bool ability_line = later.kind == EventKind::Ability || later.kind == EventKind::Decline || later.kind == EventKind::Choose;
    if (battle_over && !ability_line && later.kind != EventKind::Note) break;
    battle_over = battle_over || (later.kind == EventKind::Pass && later.phase == Phase::Battle);
  }
  return k;
}

// Whether the record plays (or declines) a standing-by ability of this passage's player later
// in the turn: then the ability was only recorded out of order, not missed.
bool Verification::played_later(const Passage& p) const {
  for (std::size_t k = pos_ + 1, end = rest_of_turn(); k < end; ++k) {
    const Event& later = replay_->events[order_[k]];
    if ((later.kind != EventKind::Ability && later.kind != EventKind::Decline) || dropped_[order_[k]]) continue;
    const InstanceId card = id_of(later.card.id);
    if (card == kNoInstance) continue;
    for (const Standing& s : p.before.standing)
      if (s.master == p.missed.player && s.source == card) return true;
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
    for (std::size_t k = 0; k < block; ++k) dropped_[order_[at + k]] = true;
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
void Verification::follow(const Event& e, const std::vector<Passage>& path, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    if (path[i].decline) {
      game_.submit(*path[i].decline);
    } else {
      if (!lawless_battle_ || !game_.state().battle) missed(e, path[i]);
      game_.skip();
    }
  }
}

// Finds where the record's action belongs: now, or after the declines and skipped
// requirements the record implies. When the rules refuse it everywhere, reports the refusal
// where the action was meant (the first point where an action of its kind by its player was
// asked for) and applies it there if it is physically possible.
// An event that answers nothing the game asks for, here or after any requirement it could have
// moved past. A card played from the hand at the wrong time (a ride in the main phase, a
// second ride) still happened on the table.
void Verification::out_of_place(const Event& e, const Action& a) {
  RuleViolation refusal = unplaced(e, a);
  find(refusal.kind == ViolationKind::Illegal ? FindingKind::Illegal : FindingKind::Inconsistent, e, refusal.rule,
       refusal.message, game_.state());
  // A card played, units moved or an ACT ability played at the wrong time still happened on the
  // table, at any player's decision (the game then asks that decision again).
  const Decision d = game_.request().decision;
  const bool play = a.kind == ActionKind::Ride || a.kind == ActionKind::Call || a.kind == ActionKind::Move || a.kind == ActionKind::Act;
  const bool asked = d == Decision::Ride || d == Decision::Main || d == Decision::StartStep || d == Decision::Attacker ||
                     d == Decision::Target || d == Decision::Booster || d == Decision::Guard || d == Decision::PlayAuto;
  if (refusal.kind == ViolationKind::Illegal && play && asked && !game_.state().resolving) game_.apply_anyway(a);
}

// CR 8.4.1.2-8.4.1.3: the non-turn player's automatic ability written while the turn player
// still has standing-by abilities to play (a mandatory one, or one the record plays later): one
// finding, and the ability is played as written.
bool Verification::turn_player_first(const Event& e, const Action& a) {
  const Request& r = game_.request();
  if (a.kind != ActionKind::PlayAuto || r.decision != Decision::PlayAuto || r.player == a.player) return false;
  auto v = game_.check(a);
  if (!v || v->rule != cr::kTurnPlayerAutoFirst) return false;
  const Passage here{std::nullopt, r, game_.state()};
  bool due = played_later(here);
  for (const Standing& st : game_.state().standing)
    due = due || (st.master == r.player && !game_.state().ability(st.source, st.ability).optional);
  if (!due) return false;
  find(FindingKind::Illegal, e, v->rule, v->message, game_.state());
  game_.apply_anyway(a);
  return true;
}

// A card the decklist has no copy left of was still taken from the deck: the game goes on with
// it as the record names it (only a card that is in that deck: a card elsewhere cannot be).
bool Verification::drawn_beyond_decklist(const Action& a, const RuleViolation& v) const {
  const auto& deck = game_.state().player(game_.request().player).deck;
  return a.kind == ActionKind::TopCard && v.rule == cr::kPresentDeck && std::find(deck.begin(), deck.end(), a.card) != deck.end();
}

// CR 8.5.3: an optional step of an effect with one thing to say yes to ("each player may draw":
// the ability's own card) whose <choose> the record leaves out, showing what the yes leads to
// (the draw): the line is read after that yes.
bool Verification::shows_yes(const Event& e, const Action& a) {
  const Request& r = game_.request();
  if (r.decision != Decision::Choose || !asks_one_yes(r) || e.kind == EventKind::Choose) return false;
  Action yes = Action::make(ActionKind::Choose, r.player);
  yes.cards.push_back(r.options.front());
  Game trial = game_;
  trial.set_trace(nullptr);
  if (trial.submit(yes) || !event_fits(e, trial.request(), trial.state().step) || trial.check(a)) return false;
  game_.submit(yes);
  game_.submit(a);
  return true;
}

void Verification::resolve(const Event& e, const Action& a, bool after_missed) {
  // A hand card first named as it plays its automatic ability may have stood by unseen.
  if (a.kind == ActionKind::PlayAuto && !a.reveals.empty()) game_.identify(a);
  // Most events answer the request at hand: no search, no copy of the game. (A refused answer
  // changes nothing.)
  if (event_fits(e, game_.request(), game_.state().step) && !game_.submit(a)) return;
  if (turn_player_first(e, a) || shows_yes(e, a)) return;
  Game sim = game_;
  std::vector<Passage> path;
  std::optional<std::pair<std::size_t, RuleViolation>> meant;
  // The record may move on to the next turn, not further.
  for (int i = 0; i < 64 && !sim.over() && sim.state().turn <= game_.state().turn + 1; ++i) {
    const Request r = sim.request();
    const bool here = event_fits(e, r, sim.state().step);
    auto v = here ? sim.check(a) : std::nullopt;
    if (here && !v) {
      follow(e, path, path.size());
      game_.submit(a);
      return;
    }
    if (here && !meant && answers(r.decision, a.kind) && r.player == a.player) meant = {path.size(), *v};
    Passage p{implied_decline(r, sim), r, sim.state()};
    if (p.decline) {
      if (sim.submit(*p.decline)) break;
    } else if (!sim.skip()) {
      break;
    }
    path.push_back(std::move(p));
  }
  const bool takes_from_deck = e.kind == EventKind::Draw || e.kind == EventKind::DriveCheck || e.kind == EventKind::DamageCheck ||
                               e.kind == EventKind::SoulCharge || e.kind == EventKind::TopToDrop ||
                               e.kind == EventKind::RevealTop;
  const Decision skipped = path.empty() ? Decision::GameOver : path[0].missed.decision;
  const bool setup = a.kind == ActionKind::Redraw || a.kind == ActionKind::FirstVanguard;  // never due later
  if (!meant && !path.empty() && !path[0].decline && !after_missed && !setup &&
      (skipped == Decision::TriggerEffect || (skipped == Decision::TopCard && !takes_from_deck) ||
       (skipped == Decision::PlayAuto && !played_later(path[0])))) {
    // The record moved past a requirement here (a trigger's effect, a check), and what it
    // shows next has no place at all, usually because it follows from the step left out (an
    // ability the unrecorded check triggered, an attack that no longer hits): the requirement
    // was missed, and the event is judged after it. (A check or draw where another check is
    // due is itself out of place, not a sign of the missing one.)
    follow(e, path, 1);
    resolve(e, a, true);
    return;
  }
  if (!meant) {
    out_of_place(e, a);
    return;
  }
  follow(e, path, meant->first);
  const RuleViolation& v = meant->second;
  find(v.kind == ViolationKind::Illegal ? FindingKind::Illegal : FindingKind::Inconsistent, e, v.rule, v.message, game_.state());
  if (v.kind != ViolationKind::Illegal && !drawn_beyond_decklist(a, v)) return;
  game_.apply_anyway(a);  // the game went on this way
  lawless_battle_ = lawless_battle_ || a.kind == ActionKind::Attack;
}

}  // namespace

std::string with_record_names(const std::string& text, const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::size_t end = i + 1;
    while (text[i] == '#' && end < text.size() && end - i < 6 && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
    const std::size_t n = end > i + 1 ? std::stoul(text.substr(i + 1, end - i - 1)) : names.size();
    if (n >= names.size() || names[n].empty()) {
      out += text[i];
      continue;
    }
    out += names[n];
    i = end - 1;
  }
  return out;
}

std::vector<std::string> report_lines(const std::string& path, const Verdict& v) {
  std::vector<std::string> out;
  for (const Finding& f : v.findings) out.push_back(path + ":" + std::to_string(f.line) + ": " + f.to_string());
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
