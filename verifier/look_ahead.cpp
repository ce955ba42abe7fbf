// Where an event of the record belongs: the request at hand, or one the record reaches by moving
// past others (FORMAT.md, "What the verifier infers"); the findings of what it moved past and of
// what the rules refuse.
#include <algorithm>
#include <cctype>
#include <cstdint>

#include <utility>

#include "verifier/verification.h"

namespace vg::detail {

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

bool answers_resolution(const Event& e, const Request& r, Step step) {
  switch (r.decision) {
    case Decision::Choose: return e.kind == EventKind::Choose;
    case Decision::SuperiorCall: return e.kind == EventKind::Call;
    case Decision::Shuffle: return e.kind == EventKind::Shuffle;
    case Decision::TopCard: return e.kind != EventKind::Trigger && e.kind != EventKind::Pass && event_fits(e, r, step);
    default: return true;
  }
}


std::string Verification::named(const std::string& message) const {
  return with_record_names(message, names_.size(), [&](std::size_t n) { return names_[n]; });
}

// The finding a new one may follow from: the last one made in play, in whatever turn (a mistake's
// consequences may reach the turns after it), up to the end of the game; not a decklist's
// (step 0), which changes nothing on the table. 0: none.
int Verification::may_follow() const {
  for (std::size_t k = verdict_.findings.size(); k-- > 0;)
    if (verdict_.findings[k].step > 0) return static_cast<int>(k) + 1;
  return 0;
}

void Verification::find(FindingKind kind, const Event& e, cr::Rule rule, const std::string& message, const GameState& at) {
  // Reading policy 1 (CR 8.1.1.2.3): the line right after an ability played while its "if" is
  // false, refused, is that ability's effect shown though it does nothing.
  if (if_false_ && if_false_->step + 1 == step_ && kind != FindingKind::Missed && e.player == if_false_->player &&
      e.kind != EventKind::Ability && e.kind != EventKind::Decline && e.kind != EventKind::Pass && e.kind != EventKind::Attack &&
      e.kind != EventKind::Guard && e.kind != EventKind::Note) {
    const std::string what = if_false_->what;
    if_false_.reset();
    return find(FindingKind::Illegal, e, cr::kIfCondition,
                "the record shows the effect of the ability of " + what + " though its condition does not hold: such an ability does nothing when it resolves", at);
  }
  Finding f{kind, step_, e.line, at.turn, at.phase, at.step, e.player, rule, named(message), at.edition, may_follow()};
  verdict_.findings.push_back(std::move(f));
}

// A mandatory requirement the record moved past (CR 2.8.1.1 trigger effects; CR 7.5.1.2 and
// 7.6.1.6 checks; CR 6.4.1.2 and 5.2.5 draws).
void Verification::missed(const Event& e, const Passage& p) {
  Event who = e;
  who.player = p.missed.player;
  const std::string message = missed_words(p.missed, p.before, "before <" + std::string(to_string(e.kind)) + ">");
  if (!message.empty()) find(FindingKind::Missed, who, required_by(p.missed, p.before), message, p.before);
}

}  // namespace vg::detail

namespace vg {

std::string missed_words(const Request& r, const GameState& s, const std::string& next) {
  if (r.decision == Decision::PlayAuto) {
    for (const Standing& st : s.standing)
      if (st.master == r.player && !s.ability(st.source, st.ability).optional)
        return "the mandatory automatic ability " + std::to_string(st.ability + 1) + " of " + s.def(st.source).name + " (" +
               s.ability(st.source, st.ability).text + ") stood by from " + detail::moment(st.triggered) + " and was not played " + next;
    return "";
  }
  if (r.decision == Decision::Choose) return "the effect's choice was not recorded " + next;
  if (r.decision == Decision::SuperiorCall) return "the effect's call of " + s.def(r.card).name + " to a rear-guard circle was not recorded " + next;
  if (r.decision == Decision::TriggerEffect) {
    const CardDef& def = s.def(r.card);
    return "the " + std::string(to_string(def.trigger)) + " trigger of " + def.name + " was not resolved " + next;
  }
  if (r.destination == Zone::Trigger && s.step == Step::Drive)
    return std::string(required_by(r, s) == cr::kSecondDrive ? "the second drive check (twin drive)" : "the drive check") + " was not performed " + next;
  if (r.destination == Zone::Trigger)
    return "a damage check was not performed (" + std::to_string(s.battle ? s.battle->damage_left : 0) + " damage left to deal) " + next;
  if (r.destination == Zone::Soul) return "a soul charge was not recorded " + next;
  if (r.destination == Zone::Drop) return "a card put from the top of the deck into the drop zone (by an effect or a cost) was not recorded " + next;
  if (r.destination == Zone::Deck) return "the top card of the deck the effect reveals was not recorded " + next;
  return "a draw was not recorded " + next;
}

}  // namespace vg

namespace vg::detail {

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
// CR 4.1.3: the zone decides what both seats see. A card played onto a circle is in a public zone
// (CR 4.5.3, 4.6.7), and so is a checked card in the trigger zone (CR 4.10.4) and, after a
// damage check, in the damage zone (CR 4.8.2): a one-seat record names it too. A card drawn into
// the hand stays hidden from the other seat (CR 4.3.2): a draw needs no identity.
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
         "the record does not say which card '" + std::string(name_of(i)) + "' of player " + std::string(to_string(owner)) +
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

void Verification::follow(const Event& e, const std::vector<Passage>& path, std::size_t count) {
  for (std::size_t i = 0; i < count; ++i) {
    if (path[i].decline) {
      // CR 8.1.1.2.3: a mandatory ability whose "if" does not hold, played for the record: a note.
      if (path[i].decline->kind == ActionKind::PlayAuto && !path[i].decline->none) note(e, path[i], *path[i].decline);
      game_.submit(*path[i].decline);
    } else if (const auto play = path[i].missed.decision == Decision::PlayAuto ? mandatory_play(path[i].missed, game_.state()) : std::nullopt;
               play && changes_nothing(*play)) {
      note(e, path[i], *play);  // policy 2: left out, it changed nothing
      game_.skip();
    } else {
      if (!lawless_battle_ || !game_.state().battle) missed(e, path[i]);
      if (!play_missed(e, path[i])) game_.skip();
    }
  }
}

// An event that answers nothing the game asks for, here or after any requirement it could have
// moved past: refused where it stands and carried out as the table did (readings.cpp, in_place).
void Verification::out_of_place(const Event& e, const Action& a) { in_place(e, a); }

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
// (the draw, or the choice that follows the yes: a Seek Mate's four drop zone cards,
// CR 1.31 10.2.9.2): the line is read after that yes. A <choose> naming the yes's own card answers the
// step itself.
bool Verification::shows_yes(const Event& e, const Action& a) {
  const Request& r = game_.request();
  if (r.decision != Decision::Choose || !asks_one_yes(r)) return false;
  if (e.kind == EventKind::Choose && (a.cards.empty() || std::find(a.cards.begin(), a.cards.end(), r.options.front()) != a.cards.end()))
    return false;
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
  if (!forced_ && event_fits(e, game_.request(), game_.state().step)) {
    stand_by_now();
    if (!game_.submit(a)) return;
  }
  if (!forced_ && (turn_player_first(e, a) || shows_yes(e, a))) return;
  const Plan plan = look(e, a);
  if (!forced_ && plan.legal()) {  // the record moved past optional decisions only
    follow(e, plan.path, *plan.fits_at);
    stand_by_now();
    game_.submit(a);
    return;
  }
  stand_by_now();
  Reading r = Reading::Ahead;
  // (An action of the kind the request in force asks for, refused on its merits, is judged there.)
  const bool refused_here = plan.meant && plan.meant->first == 0;
  if (forced_) r = *std::exchange(forced_, std::nullopt);
  else if (!after_missed && !refused_here && forks() && actions_) r = choose_reading(e, a, plan);
  switch (r) {
    case Reading::Ahead: return ahead(e, a, plan, after_missed);
    case Reading::AheadPlaying:
      play_missed_ = true;
      ahead(e, a, plan, after_missed);
      play_missed_ = false;
      return;
    case Reading::InPlace: return in_place(e, a);
    default: read_back(e, r); return;
  }
}

// The ability a reading stands by before this line (Verification::before_), as its action is
// about to be answered.
void Verification::stand_by_now() {
  if (const auto b = std::exchange(stand_by_at_answer_, std::nullopt)) game_.stand_by_anyway(b->card, b->ability, b->player);
}

// Where the look-ahead finds the action's place (Plan).
Plan Verification::look(const Event& e, const Action& a) const {
  Plan plan;
  Game sim = game_;
  sim.set_trace(nullptr);
  // The record may move on to the next turn, not further.
  for (int i = 0; i < 64 && !sim.over() && sim.state().turn <= game_.state().turn + 1; ++i) {
    const Request r = sim.request();
    const bool here = event_fits(e, r, sim.state().step);
    auto v = here ? sim.check(a) : std::nullopt;
    if (here && !v) {
      plan.fits_at = plan.path.size();
      return plan;
    }
    if (here && !plan.meant && answers(r.decision, a.kind) && r.player == a.player) plan.meant = {plan.path.size(), *v};
    Passage p{implied_decline(r, sim), r, sim.state()};
    if (p.decline) {
      if (sim.submit(*p.decline)) break;
    } else if (!sim.skip()) {
      break;
    }
    plan.path.push_back(std::move(p));
  }
  return plan;
}

bool Plan::legal() const {
  return fits_at && std::all_of(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(*fits_at), [](const Passage& p) { return p.decline.has_value(); });
}

// The look-ahead's reading (issue 12): the action where it fits after what the record moved
// past; or the requirement moved past reported first and the action judged after it; or the
// refusal where an action of its kind was asked for; or the refusal here.
void Verification::ahead(const Event& e, const Action& a, const Plan& plan, bool after_missed) {
  const std::vector<Passage>& path = plan.path;
  if (plan.fits_at) {
    follow(e, path, *plan.fits_at);
    game_.submit(a);
    return;
  }
  const bool takes_from_deck = e.kind == EventKind::Draw || e.kind == EventKind::DriveCheck || e.kind == EventKind::DamageCheck ||
                               e.kind == EventKind::SoulCharge || e.kind == EventKind::TopToDrop ||
                               e.kind == EventKind::RevealTop;
  const Decision skipped = path.empty() ? Decision::GameOver : path[0].missed.decision;
  const bool setup = a.kind == ActionKind::Redraw || a.kind == ActionKind::FirstVanguard;  // never due later
  if (!plan.meant && !path.empty() && !path[0].decline && !after_missed && !setup &&
      (skipped == Decision::TriggerEffect || (skipped == Decision::TopCard && !takes_from_deck) ||
       (skipped == Decision::PlayAuto && left_out(path[0])))) {
    // The record moved past a requirement here (a trigger's effect, a check), and what it
    // shows next has no place at all, usually because it follows from the step left out (an
    // ability the unrecorded check triggered, an attack that no longer hits): the requirement
    // was missed, and the event is judged after it. (A check or draw where another check is
    // due is itself out of place, not a sign of the missing one.)
    follow(e, path, 1);
    resolve(e, a, true);
    return;
  }
  if (!plan.meant) {
    out_of_place(e, a);
    return;
  }
  follow(e, path, plan.meant->first);
  const RuleViolation& v = plan.meant->second;
  find(v.kind == ViolationKind::Illegal ? FindingKind::Illegal : FindingKind::Inconsistent, e, v.rule, v.message, game_.state());
  if (v.kind != ViolationKind::Illegal && !drawn_beyond_decklist(a, v)) return;
  game_.apply_anyway(a);  // the game went on this way
  lawless_battle_ = lawless_battle_ || a.kind == ActionKind::Attack;
}

}  // namespace vg::detail
