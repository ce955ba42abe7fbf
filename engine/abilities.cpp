// CR section 8 as steps of the game's machine: automatic abilities triggering and standing by
// (8.6), costs paid (8.5.2.3), abilities resolved step by step with the choices their effects ask
// for (8.5.2.4), continuous effects given (8.7), and the specific actions of 10.1 that effects
// perform (superior ride and call, counter charge, putting into the soul).
#include "engine/game.h"

#include <algorithm>
#include <type_traits>
#include <utility>
#include <variant>

namespace vg {

// CR 8.1.1.2: an automatic ability answers an event of the game: whether `event` fulfils the
// trigger condition (8.1.1.2.1) of card c's ability `a`, active where c is now.
bool Game::triggers(InstanceId c, const AbilityDef& a, TriggerEvent event, InstanceId subject, InstanceId other) const {
  const TriggerSpec& t = a.trigger;
  if (a.kind != AbilityKind::Auto || t.event != event || !state_.active(c, a)) return false;
  const CardState& cs = state_.card(c);
  if (t.your_turn && state_.turn_player != cs.owner) return false;
  const bool phase_fits = !t.your_main_phase || (state_.turn_player == cs.owner && state_.phase == Phase::Main);
  // A rear-guard put into the drop zone: the opponent's or your own; with `another`, not this
  // card; with `clan`, its clan as it was on the field (CR 8.6.4.1.2: the same card's printed clan).
  if (event == TriggerEvent::PutIntoDrop)
    return (state_.card(subject).owner == cs.owner) == t.your_own && phase_fits && !(t.another && subject == c) && other_matches(t, subject);
  // CR 10.1.4.1.1: another card of your own placed on one of the circles the trigger names.
  // CR 8.6.4.1: the placed card is read as it is on its circle: from a hidden zone (the hand, the
  // deck), as it is in the public one (8.6.4.1.1); from another public zone, in its new zone (8.6.4.1.3).
  if (event == TriggerEvent::UnitPlaced) {
    const CardState& placed = state_.card(subject);
    if (subject == c || placed.owner != cs.owner || placed.zone != Zone::Field) return false;
    const std::uint8_t where = placed.circle == Circle::Vanguard ? kOnVanguardCircle : placed.circle == Circle::Guardian ? kOnGuardianCircle : kOnRearGuardCircle;
    return (t.circles & where) != 0 && other_matches(t, subject);
  }
  if (event == TriggerEvent::Beginning && t.this_attacked)  // CR 1.31 7.1.2.2: "the battle where this unit is attacked"
    return at_moment(t) && state_.battle && state_.battle->attacked == c;
  if (event == TriggerEvent::Beginning || event == TriggerEvent::EndOfBattle) return at_moment(t);
  if (event == TriggerEvent::Draws) return state_.card(subject).owner == cs.owner;  // CR 3.12.1: "each time you draw"
  if (event == TriggerEvent::SoulGains)  // CR 4.7.1: a card into your soul, in your main phase if the trigger says so
    return state_.card(subject).owner == cs.owner && phase_fits;
  // CR 7.5.1.2: "when your vanguard's drive check reveals": the attacker is its player's vanguard
  // (only a vanguard drive checks); CR 7.6.1.9: "when your vanguard's attack hits" (the clan and
  // name filters read the attacking vanguard). Watched from where the ability is active.
  if (event == TriggerEvent::DriveCheckReveals && t.your_vanguard)
    return state_.card(subject).owner == cs.owner && state_.battle && state_.battle->attacker_circle == Circle::Vanguard &&
           other_matches(t, other);
  if (event == TriggerEvent::AttackHits && t.your_vanguard)
    return state_.card(subject).owner == cs.owner && state_.battle->attacker_circle == Circle::Vanguard && other_matches(t, subject);
  // CR 3.17.1.1, 3.17.1.2: a unit becomes standing or rested; this unit's own change, or any unit
  // of a player (`whose`), a rear-guard only if the trigger says so; in your battle phase if it says so.
  if (event == TriggerEvent::Stands || event == TriggerEvent::Rests) {
    if (t.your_battle_phase && (state_.turn_player != cs.owner || state_.phase != Phase::Battle)) return false;
    if (t.whose_units == 0) return c == subject;
    const CardState& u = state_.card(subject);
    return (u.owner == cs.owner) == (t.whose_units == 1) && (!t.rear_guard_only || is_rear_guard_circle(u.circle)) &&
           other_matches(t, subject);
  }
  if (event == TriggerEvent::AttackHits && t.your_rear_guard)  // CR 7.6.1.9: watched from where the ability is active
    return state_.card(subject).owner == cs.owner && is_rear_guard_circle(state_.battle->attacker_circle) &&
           (!t.vanguard_only || state_.battle->attacked_circle == Circle::Vanguard);
  if (c != subject) return false;
  switch (event) {
    case TriggerEvent::Placed: {
      const std::uint8_t where = cs.circle == Circle::Vanguard ? kOnVanguardCircle : cs.circle == Circle::Guardian ? kOnGuardianCircle : kOnRearGuardCircle;
      return (t.circles & where) != 0;
    }
    case TriggerEvent::Boosts:
    case TriggerEvent::BoostedAttackHits:
      return other_matches(t, other) && (!t.vanguard_only || state_.battle->attacker_circle == Circle::Vanguard) &&
             (!t.hits_vanguard || state_.battle->attacked_circle == Circle::Vanguard);
    case TriggerEvent::DriveCheckReveals:
    case TriggerEvent::Boosted:
    case TriggerEvent::Ridden:
      return other_matches(t, other);
    case TriggerEvent::Attacks:
      return !t.vanguard_only || state_.battle->attacked_circle == Circle::Vanguard;
    case TriggerEvent::AttackHits:
      return (!t.rear_guard_only || is_rear_guard_circle(state_.battle->attacked_circle)) &&
             (!t.vanguard_only || state_.battle->attacked_circle == Circle::Vanguard);
    default:
      return true;
  }
}

// CR 8.1.1.2.1: the other card of the event has the name (or a word in its name, CR 2.1), grade
// and clan the trigger names.
bool Game::other_matches(const TriggerSpec& t, InstanceId other) const {
  if (t.other_name.empty() && t.other_name_contains.empty() && t.other_grade < 0 && t.other_clan.empty()) return true;
  if (!state_.identified(other)) return false;
  const CardDef& d = state_.def(other);
  return (t.other_name.empty() || d.name == t.other_name) &&
         (t.other_name_contains.empty() || d.name.find(t.other_name_contains) != std::string::npos) &&
         (t.other_grade < 0 || d.grade == t.other_grade) && (t.other_clan.empty() || d.clan == t.other_clan);
}

// CR 8.6: automatic abilities trigger here and are played at the next check timing
// (resolve_check_timing). CR 8.6.2, 8.6.2.1: each ability whose trigger condition is met
// stands by, once per time.
// Most events are about one card (its subject); a rear-guard put into the drop zone, an attack
// that hits, the beginning of a phase or step and the end of a battle may be watched by any
// card of the field or the hand.
void Game::raise(TriggerEvent event, InstanceId subject, InstanceId other) {
  if (event == TriggerEvent::Beginning || event == TriggerEvent::EndOfBattle) raise_timed(event);
  // No card of this game has an automatic ability waiting for this event (at this moment).
  if (!watched_.on(event) || (event == TriggerEvent::Beginning && !watched_.at(state_.phase, state_.step))) return;
  auto consider = [&](InstanceId c) {
    if (!state_.identified(c)) {
      if (state_.card(c).zone == Zone::Hand && watched_.in_hand_on(event))
        hidden_chances_.push_back({c, state_.card(c).incarnation, event, subject, other, state_.now()});
      return;
    }
    if (!state_.pool->may_trigger_on(state_.card(c).card, event)) return;
    for (std::size_t n = 0; n < state_.def(c).abilities.size(); ++n) {
      const int i = static_cast<int>(n);
      if (!state_.has_ability(c, n) || !triggers(c, state_.ability(c, i), event, subject, other)) continue;
      if (state_.cannot_use(c, i)) {  // CR 11.2.1.2
        note(cr::kCannotUseAuto, [&] { return "an automatic ability of " + describe(c) + " cannot be used: it does not trigger"; });
        continue;
      }
      // CR 3.1.1.2.3: the ability "activates": its event triggered it and it stands by. Its master
      // is its card's master (CR 3.4.5), the player whose zone holds the card (CR 3.4.2): the
      // owner, as a card goes only to its owner's zones.
      state_.standing.push_back({c, state_.card(c).incarnation, i, state_.card(c).owner, other, state_.now(), {}});
      note(cr::kAutoStandsBy, [&] { return "an automatic ability of " + describe(c) + " stands by: " + state_.ability(c, i).text; });
    }
  };
  if (event != TriggerEvent::PutIntoDrop && event != TriggerEvent::Beginning && event != TriggerEvent::EndOfBattle &&
      event != TriggerEvent::AttackHits && event != TriggerEvent::Draws && event != TriggerEvent::SoulGains &&
      event != TriggerEvent::DriveCheckReveals && event != TriggerEvent::Stands && event != TriggerEvent::Rests &&
      event != TriggerEvent::UnitPlaced) {
    consider(subject);
    return;
  }
  each_watching_card(consider);
}

// A `beginning` trigger: the phase (and step) it names is the one beginning now. An
// `end_of_battle` trigger: always, when a battle ends.
bool Game::at_moment(const TriggerSpec& t) const {
  return t.event != TriggerEvent::Beginning ||
         (t.phase == static_cast<int>(state_.phase) && (t.step < 0 || t.step == static_cast<int>(state_.step)));
}

// CR 8.6.5, 8.6.5.1: a timed trigger whose moment has come stands by, once, wherever its card
// is now (CR 8.6.7: if the card has moved, the effect may find nothing to act on).
void Game::raise_timed(TriggerEvent event) {
  for (auto it = state_.timed.begin(); it != state_.timed.end();) {
    const Standing& s = *it;
    const TriggerSpec& t = state_.ability(s.source, s.ability).trigger;
    if (t.event != event || !at_moment(t)) {
      ++it;
      continue;
    }
    state_.standing.push_back(s);
    state_.standing.back().triggered = state_.now();
    note(cr::kTimedTriggerOnce, [&] { return "the timed ability of " + describe(s.source) + " stands by: " + state_.ability(s.source, s.ability).text; });
    it = state_.timed.erase(it);
  }
}

// CR 8.6.6, 8.6.6.1: an active ability whose situation holds stands by, unless it already
// stands by or is resolving; once it has resolved, a situation that still holds triggers it again.
void Game::check_situations() {
  if (!watched_.on(TriggerEvent::Situation) || !state_.scripts || state_.phase == Phase::Setup) return;
  auto already = [&](InstanceId c, int i) {
    auto same = [&](const Standing& s) { return s.source == c && s.ability == i && s.incarnation == state_.card(c).incarnation; };
    return std::any_of(state_.standing.begin(), state_.standing.end(), same) || (state_.resolving && same(state_.resolving->ability));
  };
  each_watching_card([&](InstanceId c) {
    if (!state_.identified(c)) return;
    for (std::size_t n = 0; n < state_.def(c).abilities.size(); ++n) {
      const int i = static_cast<int>(n);
      const AbilityDef& a = state_.ability(c, i);
      if (a.trigger.event != TriggerEvent::Situation || !state_.has_ability(c, n) || !state_.active(c, a) || state_.cannot_use(c, i) || already(c, i)) continue;
      if (!state_.scripts->holds(state_, a.trigger.situation, c)) continue;
      state_.standing.push_back({c, state_.card(c).incarnation, i, state_.card(c).owner, kNoInstance, state_.now(), {}});
      note(cr::kSituationTriggerOnce, [&] { return "the situation of " + describe(c) + "'s ability holds; it stands by: " + a.text; });
    }
  });
}

// CR 8.6.2: a hand card the record names only now (one seat's view) stands by with each
// automatic ability that an event since the last check timing triggered while it was hidden
// (the ability's conditions are read now: the window is one check timing). If the decision
// asked now directly follows that check timing, the check timing is not over for it (8.4.1).
void Game::stand_by_late(InstanceId c) {
  const CardState& cs = state_.card(c);
  bool stood = false;
  for (const HiddenChance& h : hidden_chances_) {
    if (h.card != c || h.incarnation != cs.incarnation) continue;
    for (std::size_t n = 0; n < state_.def(c).abilities.size(); ++n) {
      const int i = static_cast<int>(n);
      if (!state_.has_ability(c, n) || !triggers(c, state_.ability(c, i), h.event, h.subject, h.other) || state_.cannot_use(c, i)) continue;
      state_.standing.push_back({c, cs.incarnation, i, cs.owner, h.other, h.when, {}});
      note(cr::kAutoStandsBy, [&] { return "an automatic ability of " + describe(c) + ", hidden in the hand until now, stands by: " + state_.ability(c, i).text; });
      stood = true;
    }
  }
  std::erase_if(hidden_chances_, [&](const HiddenChance& h) { return h.card == c; });
  if (stood && point_ == after_check_ && tasks_.empty()) {
    go(Point::CheckTiming);
    advance();
  }
}

// CR 11.2.1.3: a standing-by ability that an effect made unusable no longer stands by.
void Game::cancel_unusable() {
  std::erase_if(state_.standing, [&](const Standing& s) {
    if (state_.card(s.source).incarnation != s.incarnation || !state_.cannot_use(s.source, s.ability)) return false;
    note(cr::kCannotUseCancelsStandBy, [&] { return "the standing-by ability of " + describe(s.source) + " cannot be used: it is cancelled"; });
    return true;
  });
}

// CR 8.6.7: the card of the ability being resolved has left the zone it was in (a new card,
// CR 4.1.4): the effect can no longer act on it as "this card".
bool Game::moved_away(InstanceId c) const {
  if (!state_.resolving) return false;
  const Standing& s = state_.resolving->ability;
  if (c == s.source && state_.card(c).incarnation != s.incarnation) return true;
  // CR 8.6.7, 4.1.4: a timed ability's "that unit" that has left the field is another card.
  return c == s.other && s.other_incarnation && state_.card(c).incarnation != *s.other_incarnation;
}

// CR 8.5.2.3: pays the whole cost with the named cards.
void Game::pay_cost(const Action& a, const AbilityDef& ab, InstanceId source) {
  for (InstanceId c : a.cost) {
    const Zone z = state_.card(c).zone;
    const bool to_soul = (z == Zone::Hand && ab.cost.hand_into_soul()) || (z == Zone::Field && ab.cost.rear_guards_into_soul());
    // CR 10.1.15.1; CR 4.8.2.1: turned face down, it stays public: the card keeps its identity.
    if (z == Zone::Damage) state_.card(c).face_down = true;
    else if (z == Zone::Field && ab.cost.rests_rear_guards()) set_rested(c, true);  // CR 10.1.11.1: a rest cost
    else move(c, to_soul ? Zone::Soul : Zone::Drop);          // CR 10.1.16.1, 10.1.2.1, 10.1.2.1.1, 10.1.3.1, 4.7
  }
  // CR 4.2.3: the top cards of the deck, one by one; each is an answer, as a draw is.
  for (int k = 0; k < ab.cost.deck_to_drop; ++k) take_top(state_.card(source).owner, Zone::Drop);
  if (ab.cost.rest_self) set_rested(source, true);
  if (ab.cost.retire_self && state_.on_field(source)) move(source, Zone::Drop);  // CR 10.1.3.1
  if (ab.cost.put_self_into_soul && state_.card(source).zone != Zone::Soul) move(source, Zone::Soul);
  if ((ab.cost.self_to_deck_top || ab.cost.self_to_deck_bottom) && state_.on_field(source)) {  // CR 8.5.2.3; a new card, CR 4.1.4
    move(source, Zone::Deck);  // the top of the deck is the back of the pile
    auto& deck = state_.player(state_.card(source).owner).deck;
    if (ab.cost.self_to_deck_bottom) std::rotate(deck.begin(), deck.end() - 1, deck.end());  // the bottom is the front
    note(cr::kPayCosts, [&] { return describe(source) + " is put " + (ab.cost.self_to_deck_top ? "on top of" : "at the bottom of") + " the deck"; });
  }
  if (ab.cost.reveal_self_to_deck_top) {  // CR 10.1.8.1.1: revealed as the cost is paid, with its other parts
    note(cr::kReveal, [&] { return describe(source) + " is revealed and put on top of the deck"; });
    move(source, Zone::Deck);  // the top of the deck is the back of the pile
  }
  note(cr::kPayCosts, [&] { return "the cost of " + describe(source) + "'s ability is paid"; });
}

// CR 8.1.1.2.3: an "if" is checked when the ability resolves; when it fails nothing happens.
// CR 1.31 8.1.1.1.2: an activated ability's "if" (its condition) the same way, as it resolves.
// The condition governs the whole effect, so the "Then" sentences that follow its requirement are
// not carried out either when it fails (CR 1.31 8.1.1.1.2.5, 8.1.1.2.3.5).
// CR 8.3.2: the effect, inactive while its condition fails, has no result and asks for none of its choices.
void Game::begin_resolution(const Standing& s, bool activated) {
  const AbilityDef& ab = state_.ability(s.source, s.ability);
  if (ab.condition >= 0 && !ignore_condition_ && state_.scripts && !state_.scripts->holds(state_, ab.condition, s.source)) {
    note(cr::kIfCondition, [&] { return "the condition of " + describe(s.source) + "'s ability does not hold: nothing happens"; });
    go(activated ? after_act() : Point::CheckTiming);
    return;
  }
  state_.resolving = Resolution{s, activated, {}, 0, {}};
  state_.resolving->log.reserve(8);  // an effect's few steps, logged without growing
  go(Point::ResolveAbility);
}

// CR 8.5.2.4.4: performs the effect; it runs again from its start after each answer it waits for.
bool Game::resolve_ability() {
  Resolution& r = *state_.resolving;
  r.next = 0;
  const AbilityDef& ab = state_.ability(r.ability.source, r.ability.ability);
  assert(ab.effect < 0 || state_.scripts);  // an effect is a function of the loaded scripts
  // CR 1.31 10.2.9.2: a Seek Mate's effect is the keyword's meaning, performed here, not a script.
  const EffectStatus status = !ab.seek_mate.empty() ? seek_mate_effect()
                              : ab.effect >= 0     ? state_.scripts->run(*this, ab.effect, r.ability.source)
                                                   : EffectStatus::Done;
  if (status != EffectStatus::Done) return false;  // waits for an answer, or failed (script_failure())
  note(cr::kPerformEffect, [&] { return "the ability of " + describe(state_.resolving->ability.source) + " has resolved"; });
  const bool activated = state_.resolving->activated;
  state_.resolving.reset();
  go(activated ? after_act() : Point::CheckTiming);
  return true;
}

// The answer to the step the effect waits for (the last one logged) fills in its result.
void Game::log_answer(CardList cards) {
  Resolution& r = *state_.resolving;
  assert(r.log.size() == r.next + 1);
  if (auto* list = std::get_if<CardList>(&r.log.back().result)) *list = std::move(cards);
}

// One step of the effect: a step taken before gives its logged result (the rerun must ask for
// the same operation there); a new one asks for its answer, or acts and is logged.
StepStatus Game::effect_op(const EffectOp& step) {
  Resolution& r = *state_.resolving;
  if (r.next < r.log.size()) {
    if (r.log[r.next].op != step.index()) return StepStatus::Diverged;
    ++r.next;
    return StepStatus::Done;
  }
  const Asking asking = ask_for(step);
  if (asking != Asking::No) {  // logged empty at once; an answer fills it in (log_answer)
    r.log.push_back({step.index(), std::visit([](const auto& s) { return StepResult{typename std::decay_t<decltype(s)>::Result{}}; }, step)});
    if (asking == Asking::Waits) return StepStatus::Waiting;
    ++r.next;
    return StepStatus::Done;
  }
  r.log.push_back({step.index(), perform(step)});
  ++r.next;
  check_situations();  // CR 8.6.6: an effect may bring about a situation
  return StepStatus::Done;
}

bool Sought::holds(CardId id) const { return std::binary_search(cards.begin(), cards.end(), id); }

// CR 10.1.9.1, 8.5.3: whether a card may be one of the sought cards: a known card that is one, or
// a hidden card while its owner's unseen cards may still hold one.
static bool may_be_sought(const GameState& s, InstanceId c, const Sought& sought) {
  const CardId id = s.card(c).card;
  if (id != kUnknownCard) return sought.holds(id);
  const auto& unseen = s.player(s.card(c).owner).unidentified;
  return std::any_of(sought.cards.begin(), sought.cards.end(), [&](CardId k) { return unseen[static_cast<std::size_t>(k)] > 0; });
}

// The steps a player or the physical game answers: a choice (CR 8.5.3), a draw, a soul charge
// (CR 10.1.17.1: the top card of the deck into the soul), a shuffle. Sets the request.
Game::Asking Game::ask_for(const EffectOp& step) {
  const InstanceId source = state_.resolving->ability.source;
  if (const auto* c = std::get_if<op::Choose>(&step)) {
    CardList offered;  // a choice of sought cards offers only the cards that may be one
    for (InstanceId card : c->candidates)
      if (!c->sought.any() || may_be_sought(state_, card, c->sought)) offered.push_back(card);
    if (offered.empty() || c->max <= 0) return Asking::NothingToAsk;  // CR 8.5.3.1.3: no choice can be made
    if (c->random)  // CR 3.16.1: even odds and no intention; the record states the card picked
      note(cr::kAtRandom, [&] { return "player " + std::string(to_string(c->player)) + " picks " + std::to_string(c->max) + " at random"; });
    request_ = Request{.decision = Decision::Choose, .player = c->player, .destination = Zone::Hand, .card = source,
                       .options = std::move(offered), .min = c->min, .max = c->max, .sought = c->sought,
                       .top_first = c->top_first, .random = c->random};  // by name: Request has many flags
    return Asking::Waits;
  }
  auto top_card = [&](Player p, Zone to) {
    if (state_.player(p).deck.empty()) return Asking::NothingToAsk;  // CR 1.3.2
    request_ = Request{Decision::TopCard, p, to, kNoInstance, {}, 0, 0, {}};
    return Asking::Waits;
  };
  // CR 10.1.6.1.1: a call, in its steps: CR 10.1.6.1.1.1: its owner chooses the circle; then
  // superior_call places the card.
  if (const auto* call = std::get_if<op::SuperiorCall>(&step)) {
    std::vector<Circle> circles = call_circles(*call);
    if (state_.on_field(call->card) || moved_away(call->card) || circles.empty()) return Asking::NothingToAsk;  // CR 1.3.2, 8.6.7
    request_ = Request{.decision = Decision::SuperiorCall, .player = state_.card(call->card).owner, .destination = Zone::Field,
                       .card = call->card, .options = {}, .circles = std::move(circles), .rested = call->rested,
                       .column = call->column_of != kNoInstance};
    return Asking::Waits;
  }
  if (const auto* d = std::get_if<op::Draw>(&step)) return top_card(d->player, Zone::Hand);
  if (const auto* d = std::get_if<op::SoulCharge>(&step)) return top_card(d->player, Zone::Soul);
  if (const auto* d = std::get_if<op::TopToDrop>(&step)) return top_card(d->player, Zone::Drop);
  if (const auto* d = std::get_if<op::RevealTop>(&step)) return top_card(d->player, Zone::Deck);  // revealed where it is
  if (const auto* d = std::get_if<op::Shuffle>(&step)) {
    request_ = Request{Decision::Shuffle, d->player, Zone::Deck, kNoInstance, {}, 0, 0, {}};
    return Asking::Waits;
  }
  return Asking::No;
}

// The effect steps that only read: units, zones, power, critical and search candidates.
std::vector<UnitAt> read_step(const GameState& s, const op::Units& step) {
  std::vector<UnitAt> out;
  for (int c = 0; c < kCircles; ++c)
    for (InstanceId u : s.player(step.player).circles[static_cast<std::size_t>(c)])
      if (!s.card(u).locked) out.push_back({u, static_cast<Circle>(c)});  // CR 1.31 3.8.1: a locked card is no unit
  return out;
}
CardList read_step(const GameState& s, const op::Locked& step) { return s.locked_cards(step.player); }
CardList read_step(const GameState& s, const op::Deleted& step) { return s.deleted_units(step.player); }
int read_step(const GameState& s, const op::VanguardGrade& step) { return s.vanguard_grade(step.player); }
CardList read_step(const GameState& s, const op::Cards& step) { return s.pile(step.player, step.zone); }
static bool on_field_of(const GameState& s, InstanceId u) { return u >= 0 && u < static_cast<InstanceId>(s.cards.size()) && s.on_field(u); }
int read_step(const GameState& s, const op::Power& step) { return on_field_of(s, step.unit) ? s.power(step.unit) : 0; }
int read_step(const GameState& s, const op::Critical& step) { return on_field_of(s, step.unit) ? s.critical(step.unit) : 0; }

// CR 10.1.9.1: the deck cards that may be a sought card.
CardList read_step(const GameState& s, const op::Search& step) {
  CardList out;
  for (InstanceId c : s.player(step.player).deck)
    if (may_be_sought(s, c, step.sought)) out.push_back(c);
  return out;
}

// CR 7.3.1.5: the unit the attack of the battle in progress is made against, if the player's.
CardList read_step(const GameState& s, const op::Attacked& step) {
  if (!s.battle || s.card(s.battle->attacked).owner != step.player || !s.on_field(s.battle->attacked)) return {};
  return {s.battle->attacked};
}

int read_step(const GameState& s, const op::Rested& step) { return on_field_of(s, step.unit) && s.card(step.unit).rested ? 1 : 0; }

CardList read_step(const GameState& s, const op::Attacker&) {
  if (!s.battle || !s.on_field(s.battle->attacker)) return {};
  return {s.battle->attacker};
}

CardList read_step(const GameState& s, const op::LookTop& step) {
  const CardList& deck = s.player(step.player).deck;  // the top is the back
  CardList out;
  for (auto it = deck.rbegin(); it != deck.rend() && static_cast<int>(out.size()) < step.n; ++it) out.push_back(*it);
  return out;
}

CardList read_step(const GameState& s, const op::FaceDownDamage& step) {
  CardList out;
  for (InstanceId c : s.player(step.player).damage)
    if (s.card(c).face_down) out.push_back(c);
  return out;
}

// CR 8.8: a card the effect moved away keeps, for the rest of the effect, the power and
// critical it had where it was (CR 1.31 8.8: final information).
int Game::read_power_or_critical(InstanceId unit, bool power) {
  const auto& kept = state_.resolving->final_information;
  auto f = std::find_if(kept.begin(), kept.end(), [&](const FinalInformation& k) { return k.card == unit; });
  if (f == kept.end()) return power ? read_step(state_, op::Power{unit}) : read_step(state_, op::Critical{unit});
  note(cr::kFinalInformation, [&] { return describe(unit) + " has moved: the effect uses its information from where it was"; });
  return power ? f->power : f->critical;
}

// CR 8.7: the changes an effect gives a unit (engine/change.h), each a continuous effect.
// CR 1.31 10.1.20.1: an effect that grants an ability gives it; the unit then gets it (CR 1.31 10.1.20.3).
void Game::give_from_effect(const op::Give& g) {
  int power = 0, critical = 0;
  bool granted = false;
  for (const Change& c : g.changes) {
    give(g.unit, c, g.until);
    if (const auto* p = std::get_if<change::Power>(&c)) power = p->amount;
    if (const auto* k = std::get_if<change::Critical>(&c)) critical = k->amount;
    granted = granted || std::holds_alternative<change::GetAbility>(c);
  }
  if (state_.card(g.unit).deleted) {
    // CR 1.31 10.1.25.7: an ability given to a deleted unit is given as to any unit (has_ability
    // reads it); CR 1.31 10.1.25.8: a reduction of its power applies too (GameState::power).
    if (granted) note(cr::kDeletedGetsAbilities, [&] { return describe(g.unit) + " is deleted and gets the ability given to it"; });
    if (power < 0) note(cr::kDeletedPowerReduced, [&] { return describe(g.unit) + " is deleted and its power is reduced as any unit's"; });
  }
  note(cr::kNumericEffects, [&] { return describe(g.unit) + " gets " + std::to_string(power) + " power, " + std::to_string(critical) + " critical"; });
}

// The effect steps that act at once (and the reads). CR 8.2.1.1: a one shot effect's actions are
// done as it resolves, and are over when it has resolved. CR 8.2, 8.2.1, 3.1.2.1: of the three
// categories of effect, the pool has one shot effects (these steps) and continuous effects
// (op::Give, a Modifier kept for its duration, 8.2.1.2); no card has a replacement effect.
StepResult Game::perform(const EffectOp& step) {
  return std::visit(
      [&](const auto& s) -> StepResult {
        using Op = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<Op, op::Power> || std::is_same_v<Op, op::Critical>) {
          return read_power_or_critical(s.unit, std::is_same_v<Op, op::Power>);
        } else if constexpr (Op::kReads) {
          return read_step(state_, s);
        } else {
          perform_on_card(step);
          return std::monostate{};
        }
      },
      step);
}

// The card a step acts on that must still be the card it was (CR 8.6.7), or kNoInstance.
static InstanceId acted_on(const EffectOp& step) {
  if (const auto* g = std::get_if<op::Give>(&step)) return g->unit;
  if (const auto* r = std::get_if<op::Retire>(&step)) return r->unit;
  if (const auto* r = std::get_if<op::Stand>(&step)) return r->unit;
  if (const auto* r = std::get_if<op::Rest>(&step)) return r->unit;
  if (const auto* h = std::get_if<op::ToHand>(&step)) return h->card;
  if (const auto* d = std::get_if<op::ToDeck>(&step)) return d->card;
  if (const auto* d = std::get_if<op::ToBottom>(&step)) return d->card;
  if (const auto* d = std::get_if<op::ToSoul>(&step)) return d->card;
  if (const auto* d = std::get_if<op::ToDrop>(&step)) return d->card;
  if (const auto* m = std::get_if<op::MoveToVanguard>(&step)) return m->unit;
  if (const auto* b = std::get_if<op::Bind>(&step)) return b->card;
  if (const auto* l = std::get_if<op::Lock>(&step)) return l->unit;
  if (const auto* d = std::get_if<op::Delete>(&step)) return d->unit;
  if (const auto* d = std::get_if<op::Undelete>(&step)) return d->unit;
  if (const auto* l = std::get_if<op::Legion>(&step)) return l->leader;
  return kNoInstance;
}

// The steps that change the game: CR 10.1, the specific actions effects perform (retire, stand
// and rest, bind, discard, ride, ...). CR 1.3.2: nothing happens to a card no longer where the
// step acts.
void Game::perform_on_card(const EffectOp& step) {
  const InstanceId card = acted_on(step);
  if (card != kNoInstance && moved_away(card)) {
    note(cr::kAutoAfterMove, [&] { return describe(card) + " has moved since: the effect does nothing to it"; });
    return;
  }
  if (const auto* later = std::get_if<op::Later>(&step)) {  // CR 8.6.5: a timed trigger of this card, for this battle or this turn
    const Standing& r = state_.resolving->ability;
    // CR 8.6.5: "that unit" of the timed ability is the unit as it is now (CR 4.1.4).
    const bool with_unit = later->other != kNoInstance;
    state_.timed.push_back({r.source, r.incarnation, later->ability, r.master, later->other, {},
                            with_unit ? std::optional(state_.card(later->other).incarnation) : std::nullopt});
    note(cr::kTimedTrigger, [&] { return describe(r.source) + " sets up a timed ability: " + state_.ability(r.source, later->ability).text; });
  } else if (std::holds_alternative<op::ToDeck>(step)) {
    if (state_.card(card).zone != Zone::Deck) move(card, Zone::Deck);
  } else if (std::holds_alternative<op::ToBottom>(step)) {
    if (state_.card(card).zone != Zone::Deck) move(card, Zone::Deck);
    auto& deck = state_.player(state_.card(card).owner).deck;  // the bottom is the front
    const auto at = std::find(deck.begin(), deck.end(), card);
    std::rotate(deck.begin(), at, at + 1);
    note(cr::kDeckHidden, [&] { return "a card is put at the bottom of the deck"; });
  } else if (const auto* g = std::get_if<op::Give>(&step)) {
    if (state_.is_unit(card)) give_from_effect(*g);  // CR 1.31 10.1.21.3: a locked card gets nothing
  } else if (std::holds_alternative<op::Retire>(step)) {
    if (state_.is_unit(card)) {  // CR 10.1.3.1: a unit; CR 1.31 3.8.1: a locked card is none
      note(cr::kRetire, [&] { return describe(card) + " is retired"; });
      move(card, Zone::Drop);
    }
  } else if (std::holds_alternative<op::Stand>(step) || std::holds_alternative<op::Rest>(step)) {
    // CR 10.1.11.1: to stand or rest it. CR 1.3.2.1, 3.17.2: standing a standing unit (resting a
    // rested one) changes nothing.
    if (on_field_of(state_, card)) set_rested(card, std::holds_alternative<op::Rest>(step));
  } else if (std::holds_alternative<op::ToHand>(step)) {  // CR 4.1.4: from the field, a new card in the hand
    if (state_.card(card).zone == Zone::Hand) return;  // CR 1.3.2.1: already there, nothing happens
    note(cr::kNewCardInNewZone, [&] { return describe(card) + " is put into the hand from the " + std::string(to_string(state_.card(card).zone)); });
    move(card, Zone::Hand);
  } else if (const auto* ride = std::get_if<op::SuperiorRide>(&step)) {
    superior_ride(ride->card);
  } else if (std::holds_alternative<op::MoveToVanguard>(step)) {
    move_to_vanguard(card);
  } else if (std::holds_alternative<op::Lock>(step)) {
    lock(card);
  } else if (const auto* l = std::get_if<op::Legion>(&step)) {
    legion(l->leader, l->mate);
  } else if (const auto* unlocked = std::get_if<op::Unlock>(&step)) {
    unlock(unlocked->card);
  } else if (std::holds_alternative<op::Delete>(step)) {
    delete_unit(card);
  } else if (std::holds_alternative<op::Undelete>(step)) {
    undelete(card);
  } else if (const auto* bind = std::get_if<op::Bind>(&step)) {
    // CR 10.1.18, 10.1.18.1: a bind: to its owner's bind zone (CR 1.3.2.1: a card bound already
    // stays); a unit on the field leaves it (CR 4.1.4). CR 4.9.2: face up, for all to see;
    // CR 4.9.2.1: face down (seen by its owner only) when the effect says so.
    if (state_.card(card).zone == Zone::Bind) return;
    note(cr::kBind, [&] { return describe(card) + " is bound" + (bind->face_down ? " face down" : "") + " from the " + std::string(to_string(state_.card(card).zone)); });
    move(card, Zone::Bind);
    state_.card(card).face_down = bind->face_down;
  } else if (const auto* no_ride = std::get_if<op::ForbidNormalRide>(&step)) {
    // CR 1.3.1 over 6.5.1.2: until this ride phase ends; outside the ride phase there is none to forbid (CR 1.3.2).
    // CR 1.31 8.7.3.1: a rule of the game changed for the player, not information of a card: it
    // holds for every card, those that reach the hand after it too.
    if (state_.phase != Phase::Ride) return;
    // The effect's source, the card with the ability (CR 3.14.1.1), is kept to name it in a refusal.
    state_.no_normal_ride_by[static_cast<std::size_t>(index(no_ride->player))] = state_.resolving->ability.source;
    note(cr::kCardTextPrevails, [&] { return "player " + std::string(to_string(no_ride->player)) + " cannot normal ride in this ride phase"; });
  } else if (const auto* reveal = std::get_if<op::Reveal>(&step)) {
    note(cr::kReveal, [&] { return describe(reveal->card) + " is revealed"; });
  } else if (const auto* up = std::get_if<op::TurnFaceUp>(&step)) {
    turn_face_up(up->card);
  } else if (std::holds_alternative<op::ToSoul>(step)) {
    put_into_soul(card);
  } else if (std::holds_alternative<op::ToDrop>(step)) {
    if (state_.card(card).zone == Zone::Drop || state_.on_field(card)) return;
    // CR 10.1.2, 10.1.2.1, 10.1.2.1.2: from the hand it is a discard, whoever chose the card; CR 10.1.2.1.1:
    // as an effect here, as a cost in pay_cost.
    note(state_.card(card).zone == Zone::Hand ? cr::kDiscard : cr::kPutIntoDrop,
         [&] { return describe(card) + " is put into the drop zone from the " + std::string(to_string(state_.card(card).zone)); });
    move(card, Zone::Drop);
  }
}

// CR 10.1.12.1: a face-down card of the damage zone is turned face up (a counter charge);
// CR 1.3.2: nothing happens to a card that is not a face-down damage card.
void Game::turn_face_up(InstanceId card) {
  CardState& cs = state_.card(card);
  if (cs.zone != Zone::Damage || !cs.face_down) return;  // CR 3.17.4: face up already, nothing happens
  cs.face_down = false;
  note(cr::kTurnFaceUp, [&] { return describe(card) + " is turned face up in the damage zone"; });
}

// CR 10.1.5.2: a ride that is not played: the card becomes the vanguard, the former one goes
// to the soul.
void Game::superior_ride(InstanceId card) {
  const Player p = state_.card(card).owner;
  InstanceId old = state_.vanguard(p);
  place(card, Circle::Vanguard, false);
  put_ridden_into_soul(old, card);
  note(cr::kSuperiorRide, [&] { return describe(card) + " is ridden by superior ride"; });
}

// CR 4.6.4.1: a rear-guard moved onto its owner's vanguard circle stands there. A move between
// circles: no ride (CR 10.1.5.1) and no "placed" (10.1.4.1.1), so neither triggers; the unit
// stays the same card with its effects (4.1.4). It is the last placed unit of the vanguard
// circle, so the former vanguard goes to the soul by rule action at the next check timing
// (CR 9.3.1), which no "ridden" ability watches. CR 1.3.2: nothing happens to a unit that is not
// a rear-guard now (a vanguard is there already, CR 1.3.2.1).
void Game::move_to_vanguard(InstanceId unit) {
  if (!on_field_of(state_, unit) || !state_.is_unit(unit) || !is_rear_guard_circle(state_.card(unit).circle)) {
    note(cr::kDoWhatYouCan, [&] { return describe(unit) + " is not a rear-guard: it is not moved to the vanguard circle"; });
    return;
  }
  const Circle from = state_.card(unit).circle;
  move(unit, Zone::Field, Circle::Vanguard);
  state_.card(unit).rested = false;
  note(cr::kVanguardCircleStands, [&] { return describe(unit) + " moves from " + std::string(to_string(from)) + " to the vanguard circle, standing"; });
}

// CR 8.5.2.4.1: the former vanguard goes to the soul under the rider: "when another card
// rides this unit". CR 1.31 10.2.6, 10.2.6.1: Forerunner, printed in these sets as its AUTO
// text: from the soul, the card watches its rider (the `ridden` trigger with the clan) and may
// be superior called to a rear-guard circle.
// CR 1.31 10.1.5.1.2: a ride over a legion puts both its Leader and its Mate into the soul.
void Game::put_ridden_into_soul(InstanceId old, InstanceId rider) {
  if (old == kNoInstance) return;
  if (state_.card(old).deleted) note_deleted_ridden(old);  // CR 1.31 10.1.25.11: face up into the soul
  const InstanceId mate = state_.card(old).legion_with;  // the legion ends as the Leader goes (CR 1.31 10.1.24.2)
  move(old, Zone::Soul);
  raise(TriggerEvent::Ridden, old, rider);
  if (mate == kNoInstance || !state_.on_field(mate)) return;
  note(cr::kRideOverLegion, [&] { return describe(rider) + " rides over a legion: its Legion Mate " + describe(mate) + " goes to the soul too"; });
  move(mate, Zone::Soul);
  raise(TriggerEvent::Ridden, mate, rider);
}

// CR 10.1.6.1.1.1: the rear-guard circles a called card may go to: all of them, the open ones,
// or those that no card called earlier by the same effect went to. CR 10.1.6.1.1.1.1: units one
// effect calls "to separate circles" take a circle each that none of the others took, so the
// calls never contradict the effect, and each is called while such a circle is left.
std::vector<Circle> Game::call_circles(const op::SuperiorCall& call) const {
  const Player p = state_.card(call.card).owner;
  std::vector<Circle> out;
  // CR 4.6.2: "in the same column as this unit": that column's rear-guard circles but the unit's own.
  const bool by_column = call.column_of != kNoInstance;
  const bool column_known = by_column && on_field_of(state_, call.column_of) && state_.card(call.column_of).owner == p &&
                            state_.card(call.column_of).circle != Circle::Guardian;
  for (Circle c : kRearGuardCircles) {
    if (by_column && (!column_known || column_of(c) != column_of(state_.card(call.column_of).circle) ||
                      c == state_.card(call.column_of).circle))
      continue;
    if (state_.locked_at(p, c) != kNoInstance) continue;  // CR 1.31 4.6.7: a lock circle is no rear-guard circle
    const InstanceId there = state_.unit_at(p, c);
    if (call.to == op::CallTo::OpenCircle && there != kNoInstance) continue;
    if (call.to == op::CallTo::SeparateCircle && there != kNoInstance && called_by_this_effect(there)) continue;
    out.push_back(c);
  }
  return out;
}

// Whether the ability being resolved has called this unit (a logged superior call's result).
bool Game::called_by_this_effect(InstanceId unit) const {
  const auto& log = state_.resolving->log;
  return std::any_of(log.begin(), log.end(), [&](const LoggedStep& s) {
    const auto* called = std::get_if<CardList>(&s.result);
    return s.op == EffectOp(op::SuperiorCall{}).index() && called && !called->empty() && called->front() == unit;
  });
}

// CR 10.1.6, 10.1.6.1.3, 8.5.2.4.2: a card an effect calls is placed standing on the circle its owner
// chose (a unit already there is retired by rule action); the effect's step gives the card.
void Game::superior_call(const Action& a) {
  place(a.card, a.circle, request_.rested);  // CR 4.6.6.1: standing, unless the effect calls it rested (CR 1.3.1)
  note(cr::kSuperiorCall, [&] {
    return describe(a.card) + " is called to " + std::string(to_string(a.circle)) + " by superior call" + (request_.rested ? ", rested" : "");
  });
  log_answer({a.card});
}

// CR 4.7.1, 4.7.2: a card an effect puts into its owner's soul, from the drop zone, the hand or
// the field (a unit leaves its circle: CR 4.1.4). A card already in the soul stays there.
void Game::put_into_soul(InstanceId card) {
  if (state_.card(card).zone == Zone::Soul) return;
  note(cr::kPutIntoSoul, [&] { return describe(card) + " is put into the soul"; });
  move(card, Zone::Soul);
}

}  // namespace vg
