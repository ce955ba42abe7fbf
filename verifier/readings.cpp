// The reading policies (replays/FORMAT.md, "Reading policies"; docs/rulings.md):
// - a line that fits no request in force is read in each way it can be (the look-ahead, the line
//   refused where it stands and carried out as the table did, the line read back where the rules
//   give it its place), and the reading with the fewest findings over the lines after it wins
//   (ties: the earliest finding; then the look-ahead);
// - a mandatory automatic ability left out is read as resolved, unwritten, when the lines after
//   it show its effect (one MISSED at its deadline);
// - a mandatory automatic ability left out that would have changed nothing is a NOTE, not a
//   finding.
#include <algorithm>
#include <cassert>
#include <climits>
#include <map>
#include <memory>

#include "verifier/verification.h"

namespace vg::detail {

namespace {

// How many lines after a fork its readings are read to be compared.
constexpr std::size_t kHorizon = 12;

// The game as the players see it: where each card is and how, every unit's power and critical,
// what stands by, and whether the game is over. Two states alike here are the same game.
std::vector<int> fingerprint(const GameState& s) {
  std::vector<int> out;
  out.reserve(s.cards.size() * 5 + 16);
  for (std::size_t c = 0; c < s.cards.size(); ++c) {
    const CardState& cs = s.cards[c];
    out.push_back(static_cast<int>(cs.zone));
    out.push_back(cs.zone == Zone::Field ? static_cast<int>(cs.circle) : -1);
    out.push_back(cs.rested * 2 + cs.face_down);
    if (cs.zone == Zone::Field) {
      out.push_back(s.power(static_cast<InstanceId>(c)));
      out.push_back(s.critical(static_cast<InstanceId>(c)));
    }
  }
  for (const PlayerState& p : s.players)
    for (const auto* pile : {&p.deck, &p.hand, &p.damage, &p.soul, &p.drop})
      out.insert(out.end(), pile->begin(), pile->end());
  for (const Standing& st : s.standing) out.push_back(st.source * 100 + st.ability);
  out.push_back(static_cast<int>(s.standing.size()));
  out.push_back(s.over);
  return out;
}

std::string ordinal(std::size_t n) {
  static const char* kWords[] = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};
  return n >= 1 && n <= 10 ? kWords[n - 1] : "one more";
}

bool takes_from_deck(EventKind k) {
  return k == EventKind::Draw || k == EventKind::DriveCheck || k == EventKind::DamageCheck || k == EventKind::SoulCharge ||
         k == EventKind::TopToDrop || k == EventKind::RevealTop;
}

}  // namespace

// Which reading of a line that fits no request in force finds the least (module comment).
Reading Verification::choose_reading(const Event& e, const Action& a, const Plan& plan) {
  std::vector<Reading> candidates{Reading::Ahead};
  const std::size_t upto = plan.fits_at ? *plan.fits_at : plan.meant ? plan.meant->first : std::min<std::size_t>(plan.path.size(), 1);
  for (std::size_t i = 0; i < upto && i < plan.path.size(); ++i)
    if (!plan.path[i].decline && (plan.path[i].missed.decision == Decision::PlayAuto || plan.path[i].missed.decision == Decision::TriggerEffect)) {
      candidates.push_back(Reading::AheadPlaying);
      break;
    }
  candidates.push_back(Reading::InPlace);
  if (battle_start_.pos != SIZE_MAX && battle_start_.turn == game_.state().turn) {
    if (a.kind == ActionKind::Guard) candidates.push_back(Reading::GuardInItsStep);
    if (a.kind == ActionKind::PlayAuto && !a.none) candidates.push_back(Reading::StoodBy);
    if (a.kind == ActionKind::TriggerEffect) candidates.push_back(Reading::TriggerResolved);
  }
  Reading best = Reading::Ahead;
  std::optional<Score> best_score;
  for (Reading r : candidates) {
    const std::optional<Score> s = score(e, r);
    if (s && (!best_score || *s < *best_score)) {
      best = r;
      best_score = s;
    }
  }
  return best;
}

// The findings a reading of the line at hand gives over it and the lines after it (kHorizon),
// counted from the start of the battle when it may be read again (so that every reading counts
// the same lines); nullopt when the reading cannot be made.
std::optional<Verification::Score> Verification::score(const Event& e, Reading r) const {
  const std::size_t base = battle_start_.pos != SIZE_MAX ? battle_start_.findings : verdict_.findings.size();
  std::optional<Verification> t;
  if (r == Reading::GuardInItsStep || r == Reading::StoodBy || r == Reading::TriggerResolved) {
    t = reread(e, r);
  } else {
    t = quiet_trial();
    ++t->fork_depth_;
    t->forced_ = r;
    Actions copy = *actions_;
    const bool going = t->act(e, copy, action_at_);
    t->merge_line_findings(event_findings_);
    const std::size_t end = std::min(order_.size(), pos_ + 1 + kHorizon);
    for (std::size_t k = t->pos_ + 1; going && k < end && !t->game_.script_failure(); k = t->pos_ + 1)
      if (!t->read(k)) break;
  }
  if (t && t->reread_) {  // (a reading of the battle again: read on from the line)
    const std::size_t end = std::min(order_.size(), pos_ + 1 + kHorizon);
    for (std::size_t k = t->pos_ + 1; k < end && !t->game_.script_failure(); k = t->pos_ + 1)
      if (!t->read(k)) break;
  }
  // A card script that fails in a trial fails for that reading only (the scripts are shared).
  if (!game_.script_failure() && t && t->game_.script_failure()) {
    game_.state().scripts->clear_failure();
    return std::nullopt;
  }
  if (!t) return std::nullopt;
  Score s;
  const auto& found = t->verdict_.findings;
  s.findings = found.size() > base ? found.size() - base : 0;
  s.first = s.findings ? found[base].step : INT_MAX;
  if (!t->verdict_.finished || t->verdict_.error) s.findings += 1000;  // stopped: never the best reading
  return s;
}

// What a verification made again keeps: the options it reads with, and the verifications made
// before attack lines, by position. Those are made by reading the record again from its first
// line (the reading is the same each time), each once for all the readings of the record: a
// record with a mistake in every battle reads each stretch once, not once per reading.
struct Verification::Starts {
  VerifyOptions quiet;
  std::map<std::size_t, std::shared_ptr<const Verification>> made;
};

// The verification as it stood before the attack line of the battle in progress: made when a
// reading first needs it, rather than copied at every attack of every record.
const Verification& Verification::battle_start() const {
  if (!starts_) {  // (shared with the copies made from here on)
    starts_ = std::make_shared<Starts>();
    starts_->quiet.trial_reads = options_->trial_reads;
  }
  std::shared_ptr<const Verification>& made = starts_->made[battle_start_.pos];
  if (made) return *made;
  auto v = std::make_shared<Verification>(*replay_, *pool_, starts_->quiet, hints_);
  v->starts_ = starts_;
  v->stop_before_attack_ = battle_start_.pos;
  v->check_decks();
  v->read_events();
  assert(v->pos_ == battle_start_.pos && "the record read again reaches the same attack line");
  v->battle_start_ = {};
  v->stop_before_attack_ = SIZE_MAX;
  v->starts_.reset();  // (what it holds must not hold it)
  made = std::move(v);
  return *made;
}

// The battle read again from its attack, with the line at hand where the rules give it its place
// or with what the table did before it (the reading's kind), up to and including the line; the
// line gets the finding of where it was written. Nullopt when the reading cannot be made.
std::optional<Verification> Verification::reread(const Event& e, Reading r) const {
  const std::size_t attack = battle_start_.pos;  // the battle's attack line
  if (attack == SIZE_MAX || !actions_ || pos_ <= attack + 1) return std::nullopt;
  const Action& a = (*actions_)[action_at_];
  static const VerifyOptions kQuiet;
  Verification t = battle_start();
  t.starts_ = starts_;
  t.options_ = &kQuiet;
  t.game_.set_trace(nullptr);
  t.fork_depth_ = 1;
  t.trial_reads_ = trial_reads_;
  const RuleViolation v = refusal_here(e, a);
  const GameState& s = game_.state();
  t.imposed_[order_[pos_]] = Finding{v.kind == ViolationKind::Illegal ? FindingKind::Illegal : FindingKind::Inconsistent, step_, e.line, s.turn,
                                     s.phase, s.step, e.player, v.rule, named(v.message), s.edition, 0};
  // The line before this one, within the battle (not a note or a retire statement).
  const auto line_before = [&](const std::function<bool(const Event&)>& fits) -> std::optional<std::size_t> {
    for (std::size_t k = pos_; k-- > attack + 1;) {
      const Event& b = replay_->events[order_[k]];
      if (b.kind == EventKind::Note || b.kind == EventKind::Retire) continue;
      if (fits(b)) return k;
    }
    return std::nullopt;
  };
  switch (r) {
    case Reading::StoodBy: {
      const auto q = line_before([](const Event&) { return true; });
      if (!q || a.card == kNoInstance) return std::nullopt;
      t.before_[order_[*q]] = {Reading::StoodBy, a.card, a.ability, a.player};
      break;
    }
    case Reading::TriggerResolved: {
      const auto q = line_before([&](const Event& b) {
        return (b.kind == EventKind::DriveCheck || b.kind == EventKind::DamageCheck) && b.player == e.player;
      });
      if (!q) return std::nullopt;
      t.before_[order_[*q]] = {Reading::TriggerResolved, kNoInstance, 0, e.player};
      break;
    }
    case Reading::GuardInItsStep: {
      // The guard step comes after the attack line and the lines of the attack step's abilities.
      std::size_t q = attack + 1;
      while (q < pos_) {
        const EventKind k = replay_->events[t.order_[q]].kind;
        if (k != EventKind::Ability && k != EventKind::Decline && k != EventKind::Choose && k != EventKind::Note && k != EventKind::Retire) break;
        ++q;
      }
      if (q >= pos_) return std::nullopt;
      t.pull(pos_, q);
      break;
    }
    default: return std::nullopt;
  }
  for (std::size_t k = attack; k <= pos_; k = t.pos_ + 1)
    if (!t.read(k)) {
      if (!game_.script_failure() && t.game_.script_failure()) game_.state().scripts->clear_failure();
      return std::nullopt;
    }
  t.reread_ = true;
  return t;
}

// The chosen reading that reads the battle again: this verification goes on from it.
void Verification::read_back(const Event& e, Reading r) {
  std::optional<Verification> t = reread(e, r);
  if (!t) return in_place(e, (*actions_)[action_at_]);
  t->options_ = options_;
  t->game_.set_trace(options_->trace);
  t->fork_depth_ = fork_depth_;
  t->trial_depth_ = trial_depth_;
  t->battle_start_ = {};  // (read again once: a second reading would lose this one's changes)
  *this = std::move(*t);
  reread_ = true;
}

// The line refused where it stands, at the request in force, and carried out as far as the
// table could: a card played, an ability played (it resolves as written), a card taken from the
// deck (a draw into the hand, a check into the hand or the damage zone).
void Verification::in_place(const Event& e, const Action& a) {
  const RuleViolation v = refusal_here(e, a);
  find(v.kind == ViolationKind::Illegal ? FindingKind::Illegal : FindingKind::Inconsistent, e, v.rule, v.message, game_.state());
  if (v.kind != ViolationKind::Illegal && !drawn_beyond_decklist(a, v)) return;
  const Decision d = game_.request().decision;
  const bool resolving = game_.state().resolving.has_value();
  switch (a.kind) {
    case ActionKind::Ride: case ActionKind::Call: case ActionKind::Move: case ActionKind::Act: {
      const bool asked = d == Decision::Ride || d == Decision::Main || d == Decision::StartStep || d == Decision::Attacker ||
                         d == Decision::Target || d == Decision::Booster || d == Decision::Guard || d == Decision::PlayAuto;
      if (asked && !resolving) game_.apply_anyway(a);
      return;
    }
    case ActionKind::PlayAuto:
      if (!a.none && !resolving) game_.apply_anyway(a);
      return;
    case ActionKind::TopCard:
      // An extra draw, and a drive check a rear-guard's battle never calls for, put the card into
      // the hand on the table. (A check beyond those the attack gets, or a damage check beyond the
      // damage, is read as a card the record names too soon: it stays in the deck.)
      if (!resolving && (e.kind == EventKind::Draw || (e.kind == EventKind::DriveCheck && v.rule == cr::kGuardStepEnd)))
        game_.take_anyway(a, Zone::Hand);
      return;
    case ActionKind::Attack:
      if (d == Decision::StartStep) {
        game_.apply_anyway(a);
        lawless_battle_ = true;
      }
      return;
    default: return;
  }
}

// The refusal of the action at the request in force, citing the rule that gives actions of its
// kind their place (or, for a card taken from the deck, the rule that says how many).
RuleViolation Verification::refusal_here(const Event& e, const Action& a) const {
  const GameState& s = game_.state();
  if (e.kind == EventKind::DriveCheck && s.step != Step::Drive) {
    const std::optional<Battle>& b = s.battle;
    // CR 7.4.1.2: after the guard step, a vanguard's battle goes to the drive step, any other to the damage step.
    if (b && b->attacker != kNoInstance && b->attacker_circle != Circle::Vanguard)
      return {ViolationKind::Illegal, cr::kGuardStepEnd,
              "a drive check for the attack of the rear-guard " + s.def(b->attacker).name + ": only an attack by a unit on the vanguard circle goes to the drive step"};
  }
  const Request& r = game_.request();
  if (e.kind == EventKind::Draw && s.phase == Phase::Setup && (a.player != r.player || r.decision != Decision::TopCard)) {
    const std::size_t n = s.player(a.player).hand.size() + 1;
    return {ViolationKind::Illegal, cr::kOpeningHand, "player " + std::string(to_string(a.player)) + ": a " + ordinal(n) +
                                                          " draw for the opening hand where the rules call for " + asked_words(r, s) +
                                                          ": each player draws five cards for the opening hand"};
  }
  if (takes_from_deck(e.kind)) return unplaced(e, a);
  if (auto v = game_.check(a)) return *v;
  return unplaced(e, a);
}

// The first mandatory automatic ability standing by for the request's player, to play.
std::optional<Action> Verification::mandatory_play(const Request& r, const GameState& s) const {
  for (const Standing& st : s.standing) {
    if (st.master != r.player || written_later(st.source, st.ability)) continue;  // (not the one left out)
    const AbilityDef& ab = s.ability(st.source, st.ability);
    if (ab.optional) continue;
    if (ab.cost.any()) return std::nullopt;
    Action a = Action::make(ActionKind::PlayAuto, r.player);
    a.card = st.source;
    a.ability = st.ability;
    return a;
  }
  return std::nullopt;
}

// A mandatory ability the record moved past was played on the table, only not written, when
// the line at hand is a line of its effect (a <choose>, a <shuffle> its effect calls for), or
// in the reading AheadPlaying (its effect shown by the lines after, a +3000 that makes an attack
// hit): it resolves here, its choices each with their one answer, up to the request of its
// effect that the line answers. False when it cannot.
bool Verification::play_missed(const Event& e, const Passage& p) {
  const std::optional<Action> play = p.missed.decision == Decision::PlayAuto        ? mandatory_play(p.missed, game_.state())
                                     : p.missed.decision == Decision::TriggerEffect ? trigger_play(game_)
                                                                                    : std::nullopt;
  if (!play) return false;
  // The line answers what the effect asks for: a choice, a card it calls, a shuffle, a card it
  // takes from the deck (a soul charge, a draw: not a call, which may be of a hand card).
  const auto line_of_effect = [&](const Game& g) {
    const Request& r = g.request();
    const bool from_deck = e.kind == EventKind::SoulCharge || e.kind == EventKind::TopToDrop || e.kind == EventKind::RevealTop || e.kind == EventKind::Draw;
    return g.state().resolving && ((r.decision == Decision::Choose && e.kind == EventKind::Choose) ||
                                   (r.decision == Decision::SuperiorCall && e.kind == EventKind::Call) ||
                                   (r.decision == Decision::Shuffle && e.kind == EventKind::Shuffle) ||
                                   (r.decision == Decision::TopCard && from_deck && event_fits(e, r, g.state().step)));
  };
  Game played = game_;
  played.set_trace(nullptr);
  if (played.submit(*play)) return false;
  for (int i = 0; i < 8 && played.state().resolving && !line_of_effect(played); ++i) {
    const std::optional<Action> forced = implied_decline(played.request(), played);
    if (!forced || played.submit(*forced)) break;
  }
  const bool shown = line_of_effect(played);
  if (!shown && (!play_missed_ || played.state().resolving)) return false;
  game_.submit(*play);
  for (int i = 0; i < 8 && game_.state().resolving && !line_of_effect(game_); ++i) game_.submit(*implied_decline(game_.request(), game_));
  return true;
}

// A trigger's effect the record left out, read as resolved: its power to the unit in battle (the
// attacker for the attacker's trigger, the attacked vanguard for the defender's), and its other
// choice where it has one (the critical with the power; the stand or heal each one legal answer).
std::optional<Action> Verification::trigger_play(const Game& g) const {
  const GameState& s = g.state();
  const Request& r = g.request();
  if (r.decision != Decision::TriggerEffect || s.def(r.card).trigger == Trigger::Draw) return std::nullopt;  // (a draw: its draw is owed)
  const std::vector<Action> legal = g.legal_actions();
  const InstanceId unit = !s.battle ? s.vanguard(r.player) : r.player == s.turn_player ? s.battle->attacker : s.vanguard(r.player);
  std::optional<Action> chosen;
  for (const Action& a : legal) {
    if (a.power_to != unit) continue;
    if (s.def(r.card).trigger == Trigger::Critical && a.effect_to != unit) continue;
    if (chosen && s.def(r.card).trigger != Trigger::Critical) return std::nullopt;  // a choice the record does not show
    chosen = a;
  }
  return chosen;
}

// Policy 2: whether playing the ability would have left the game as leaving it out does (its
// "if" false when it resolves, or nothing for its effect to act on).
bool Verification::changes_nothing(const Action& play) const { return play_changes_nothing(game_, play); }

bool play_changes_nothing(const Game& game, const Action& play) {
  Game skipped = game, played = game;
  // What each game does from here (the rule trace), the ability's own play and end left aside: a
  // power given until the battle ends changes the game though the state after the battle is alike.
  std::vector<TraceLine> skipped_trace, played_trace;
  skipped.set_trace(&skipped_trace);
  played.set_trace(&played_trace);
  if (!skipped.skip() || played.submit(play)) return false;
  for (int i = 0; i < 8 && played.state().resolving; ++i) {
    const std::optional<Action> forced = implied_decline(played.request(), played);
    if (!forced || played.submit(*forced)) return false;
  }
  if (played.state().resolving || fingerprint(played.state()) != fingerprint(skipped.state())) return false;
  const auto own = [](const TraceLine& l) {
    return l.rule == cr::kPlayStandingAuto || (l.rule == cr::kPerformEffect && l.text.ends_with(" has resolved"));
  };
  std::erase_if(played_trace, own);
  return std::equal(played_trace.begin(), played_trace.end(), skipped_trace.begin(), skipped_trace.end(),
                    [](const TraceLine& a, const TraceLine& b) { return a.rule == b.rule && a.text == b.text; });
}

// A NOTE where the record moved past a mandatory ability that changes nothing (policy 2; one
// whose "if" does not hold is played for the record, CR 8.1.1.2.3).
void Verification::note(const Event& e, const Passage& p, const Action& play) {
  const GameState& s = p.before;
  if (play.card == kNoInstance || !s.identified(play.card)) return;
  const AbilityDef& ab = s.ability(play.card, play.ability);
  Finding f{FindingKind::Note, step_, e.line, s.turn, s.phase, s.step, p.missed.player, cr::kMustPlayAuto,
            "the mandatory automatic ability " + std::to_string(play.ability + 1) + " of " + s.def(play.card).name + " (" + ab.text +
                ") was not played; it would have changed nothing",
            s.edition, 0};
  verdict_.notes.push_back(std::move(f));
}

}  // namespace vg::detail
