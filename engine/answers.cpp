// Applying answers, and enumerating the candidate answers to a request.
#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <functional>
#include <map>
#include <set>

#include "engine/game.h"

namespace vg {

std::string_view to_string(Decision d) {
  static constexpr std::string_view kNames[] = {
      "the first player", "the first vanguard", "a shuffle", "the top card of the deck",
      "the redraw", "a ride or pass", "a main phase action", "an attack or the end of the battle phase",
      "the attacking unit", "the unit to attack", "a booster or none", "guardians",
      "the trigger's choices", "an automatic ability to play", "a choice of an effect",
      "the circle of a superior call", "nothing (the game is over)"};
  return kNames[static_cast<int>(d)];
}

std::string_view to_string(ActionKind k) {
  static constexpr std::string_view kNames[] = {
      "first-player", "first-vanguard", "shuffle", "top-card", "redraw", "ride", "call", "move",
      "attack", "attacker", "target", "boost", "guard", "trigger", "pass", "concede", "act",
      "play-ability", "choose"};
  return kNames[static_cast<int>(k)];
}

void Game::reveal(const Action& a) {
  for (const auto& [inst, card] : a.reveals) {
    CardState& cs = state_.card(inst);
    if (cs.card != kUnknownCard) continue;
    cs.card = card;
    watched_ |= state_.pool->watch(card);
    --state_.player(cs.owner).unidentified[static_cast<std::size_t>(card)];
    if (!hidden_chances_.empty()) stand_by_late(inst);
  }
}

// Applies a legal answer (or one the verifier applies anyway): each kind of answer performs
// its rule's step, then the procedure resumes where that step leads.
void Game::apply(const Action& a) {
  reveal(a);
  // A check timing ends with any answer but those made in it or in an effect (stand_by_late).
  if (a.kind != ActionKind::PlayAuto && a.kind != ActionKind::Choose && a.kind != ActionKind::TopCard && a.kind != ActionKind::Shuffle &&
      request_.decision != Decision::SuperiorCall)
    hidden_chances_.clear();
  switch (a.kind) {
    case ActionKind::Concede:  // CR 1.2.4
      lose(a.player, cr::kConcede, "concedes");
      state_.over = true;
      state_.winner = opponent(a.player);
      return;
    case ActionKind::FirstPlayer: return apply_first_player(a);
    case ActionKind::FirstVanguard: return apply_first_vanguard(a);
    case ActionKind::Shuffle: return apply_shuffle(a);
    case ActionKind::TopCard: return apply_top_card(a);
    case ActionKind::Redraw: return apply_redraw(a);
    case ActionKind::Ride: return apply_ride(a);
    case ActionKind::Call: return apply_call(a);
    case ActionKind::Move: return apply_move(a);
    case ActionKind::Pass: return apply_pass();
    case ActionKind::Attack:  // CR 7.2.1.2.1
      note(cr::kAttackAdvance, [] { return "the turn player chooses to attack"; });
      check_timing(Point::AttackStep);
      return;
    case ActionKind::Attacker: return apply_attacker(a);
    case ActionKind::Target: return apply_target(a);
    case ActionKind::Boost: return apply_boost(a);
    case ActionKind::Guard: return apply_guard(a);
    case ActionKind::TriggerEffect: return apply_trigger_effect(a);
    case ActionKind::Act: return apply_act(a);
    case ActionKind::PlayAuto: return play_auto(a);
    case ActionKind::Choose:  // CR 8.5.3
      log_answer(std::vector<int>(a.cards.begin(), a.cards.end()));
      note(cr::kChooseWhenResolving, [&] { return "player " + std::string(to_string(a.player)) + " chooses " + std::to_string(a.cards.size()) + " cards"; });
      return;
  }
}

// CR 5.2.4: the player who goes first; then the opening hands.
void Game::apply_first_player(const Action& a) {
  state_.first_player = a.player;
  note(cr::kFirstPlayer, [&] { return "player " + std::string(to_string(a.player)) + " goes first"; });
  go(Point::OpeningHands);
}

// CR 5.2.2: the first vanguard goes face down on the vanguard circle, player A's first.
void Game::apply_first_vanguard(const Action& a) {
  place(a.card, Circle::Vanguard, false);
  state_.card(a.card).face_down = true;
  note(cr::kFirstVanguard, [&] { return "player " + std::string(to_string(a.player)) + " puts a grade 0 first vanguard face down"; });
  if (a.player == Player::A) setup_player_ = Player::B;
  else go(Point::ShuffleDecks);
}

// CR 10.1.10.1: a shuffle the procedure or an effect asked for. CR 1.31 10.1.10.2: the deck is
// shuffled as it is now: a card an effect found by a search and took out before its shuffle (to
// the hand, a circle or the drop zone) is not among the cards shuffled.
void Game::apply_shuffle(const Action& a) {
  if (!tasks_.empty() && tasks_.front().decision == Decision::Shuffle) tasks_.pop_front();
  else if (state_.resolving) log_answer({});  // a shuffle an effect asked for
  // CR 4.2.2: after a shuffle no card's place in the deck is known. The cards the game knows
  // (put back by an effect, looked at) go under the others, so the top is a card no one has
  // seen: a look at the top (game:look_top) then offers an unseen card, not a known one.
  auto& deck = state_.player(a.player).deck;
  std::stable_partition(deck.begin(), deck.end(), [&](InstanceId c) { return state_.identified(c); });
  note(cr::kShuffle, [&] { return "player " + std::string(to_string(a.player)) + "'s deck is shuffled"; });
}

// CR 3.12.2 a draw; CR 7.5.1.2.1 a drive check; CR 7.6.1.6.1 a damage check; CR 10.1.17.1 a soul
// charge; CR 4.4.2 an effect's top card into the drop zone; CR 10.1.8.1.2 an effect's reveal of
// the top card: the top card of the deck goes where the pending task (or the effect) takes it.
void Game::apply_top_card(const Action& a) {
  const bool for_effect = tasks_.empty() && state_.resolving;
  Zone to = tasks_.empty() ? request_.destination : tasks_.front().destination;
  if (!tasks_.empty()) tasks_.pop_front();
  if (to != Zone::Deck) move(a.card, to);  // CR 10.1.8.1.3: a card an effect reveals stays on top of the deck
  if (for_effect) log_answer({a.card});  // a draw an effect asked for
  if (to == Zone::Trigger) checked_ = a.card;
  if (to == Zone::Hand && state_.phase != Phase::Setup) raise(TriggerEvent::Draws, a.card, a.card);  // CR 3.12.1
  if (to == Zone::Trigger && state_.step == Step::Drive)  // CR 7.5.1.2: "when ... drive check reveals"
    raise(TriggerEvent::DriveCheckReveals, state_.battle->attacker, a.card);
  cr::Rule rule = to == Zone::Hand ? cr::kDraw
                  : to == Zone::Soul ? cr::kSoulCharge
                  : to == Zone::Drop ? cr::kPutIntoDrop
                  : to == Zone::Deck ? cr::kRevealByEffect
                  : state_.step == Step::Damage ? cr::kDamageCheckReveal : cr::kDriveCheckReveal;
  note(rule, [&] {
    const std::string who = "player " + std::string(to_string(state_.card(a.card).owner));
    if (to == Zone::Deck) return who + " reveals " + describe(a.card) + " on top of the deck";
    return who + " takes " + describe(a.card) + " from the top of the deck to the " + std::string(to_string(to));
  });
}

// CR 5.2.5: the returned cards go back, the deck is shuffled and as many cards are drawn;
// the first player first, then the other, then stand up.
void Game::apply_redraw(const Action& a) {
  const Player p = a.player;
  for (InstanceId c : a.cards) move(c, Zone::Deck);
  note(cr::kOpeningHand, [&] { return "player " + std::string(to_string(p)) + " returns " + std::to_string(a.cards.size()) + " cards and redraws"; });
  if (!a.cards.empty()) {
    tasks_.push_back({Decision::Shuffle, p, Zone::Deck});
    for (std::size_t n = 0; n < a.cards.size(); ++n) take_top(p, Zone::Hand);
  }
  if (p == state_.first_player) setup_player_ = opponent(p);
  else go(Point::StandUp);
}

// CR 8.5.2.4.1, 8.5.1.1.1: the ridden card is placed standing on the vanguard circle and the
// former vanguard goes to the soul; in the ride phase, on to the main phase (CR 6.5.1.3). CR 8.5.1.1,
// 10.1.5, 10.1.5.1: a ride: playing a card onto the vanguard circle from outside the field, a normal ride.
void Game::apply_ride(const Action& a) {
  InstanceId old = state_.vanguard(a.player);
  place(a.card, Circle::Vanguard, false);
  put_ridden_into_soul(old, a.card);
  state_.rode_this_turn = true;
  note(cr::kRideToSoul, [&] { return describe(a.card) + " is ridden standing; the former vanguard goes to the soul"; });
  if (point_ == Point::RideDecision) check_timing(Point::MainPhase);
}

// CR 10.1.6, 8.5.2.4.2: a call: the called card is placed standing (a unit already there is
// retired by rule action). CR 10.1.6.1.1.1.2: a normal call places the one card the answer names.
void Game::apply_call(const Action& a) {
  if (request_.decision == Decision::SuperiorCall) return superior_call(a);
  place(a.card, a.circle, false);
  note(cr::kCallStanding, [&] { return describe(a.card) + " is called to " + std::string(to_string(a.circle)) + " standing"; });
  if (point_ == Point::MainDecision) go(Point::MainPlayTiming);  // CR 3.6.3.1: a play timing again
}

// CR 6.6.1.2.3, 4.6.6.2: the units of the two circles exchange places, keeping orientation.
void Game::apply_move(const Action& a) {
  InstanceId u1 = state_.unit_at(a.player, a.circle), u2 = state_.unit_at(a.player, a.circle2);
  for (auto [u, to] : {std::pair{u1, a.circle2}, std::pair{u2, a.circle}}) {
    if (u == kNoInstance) continue;
    bool rested = state_.card(u).rested;
    move(u, Zone::Field, to);
    state_.card(u).rested = rested;
  }
  note(cr::kMoveInColumn, [&] { return "units exchange " + std::string(to_string(a.circle)) + " and " + std::string(to_string(a.circle2)); });
  if (point_ == Point::MainDecision) go(Point::MainPlayTiming);
}

// CR 6.5.1.3 no ride, 6.6.1.3 the end of the main phase, 7.2.1.2.1 no attack; CR 3.6.3, 3.6.3.2,
// 8.4.2.2, 8.4.2.3: a player with a play timing acts or passes, and a pass moves the game on.
void Game::apply_pass() {
  if (point_ == Point::RideDecision) {
    note(cr::kRidePhaseEnd, [] { return "no normal ride"; });
    check_timing(Point::MainPhase);
  } else if (point_ == Point::MainDecision) {
    note(cr::kMainPhaseEnd, [] { return "the main phase ends; to the battle phase"; });
    go(Point::StartStep);
  } else if (point_ == Point::StartDecision) {
    note(cr::kAttackAdvance, [] { return "no attack; to the end phase"; });
    go(Point::EndPhase);
  }
}

// CR 7.3.1.3: the attacking unit is rested to attack. CR 1.31 7.3.1.3.1: it is the battle's
// attacking unit from now to the close step (Battle::attacker).
void Game::apply_attacker(const Action& a) {
  InstanceId u = state_.card_at(a.player, a.circle);
  if (!state_.battle) state_.battle = Battle{};
  state_.battle->attacker = u;
  state_.battle->attacker_circle = a.circle;
  if (u != kNoInstance && state_.card(u).deleted)  // CR 1.31 10.1.25.4: it attacks and battles as any unit
    note(cr::kDeletedBattles, [&] { return describe(u) + " is deleted and attacks as any unit, with its power as it is now"; });
  // CR 1.31 10.1.24.5, 7.3.1.3: a vanguard in a legion attacks as both its units: the Leader (the
  // unit the circle names) and its Mate, both rested, both the attacking unit. CR 1.31 10.1.24.16:
  // the Mate is never chosen by itself (no circle names it), nor the Leader without it.
  const InstanceId mate = u != kNoInstance ? state_.card(u).legion_with : kNoInstance;
  state_.battle->attacker_mate = mate;
  set_rested(u, true);  // CR 3.17.1.2: it becomes rested (CR 1.31 10.1.24.11: and so does its Mate)
  note(cr::kChooseAttacker, [&] { return describe(u) + " on " + std::string(to_string(a.circle)) + " attacks"; });
  if (mate != kNoInstance) note(cr::kMateNeverAttacks, [&] { return describe(mate) + ", the Legion Mate, attacks only with its Leader"; });
  if (mate != kNoInstance)
    note(cr::kLegionAttacksTogether, [&] { return describe(u) + " attacks in legion with " + describe(mate) + ": both are the attacking unit"; });
  go(Point::ChooseTarget);
}

// CR 7.3.1.4, 7.3.1.4.1: the attacked unit. CR 1.31 7.3.1.4.1: it is the unit being attacked
// from now to the close step; CR 1.31 7.3.1.5: the unit itself (an instance), not its circle, so a
// unit put later on that circle is not attacked.
void Game::apply_target(const Action& a) {
  // CR 1.31 7.3.1.4: a vanguard circle with a legion is attacked as its Legion Leader (card_at).
  InstanceId u = state_.card_at(opponent(a.player), a.circle);
  state_.battle->attacked = u;
  state_.battle->attacked_circle = a.circle;
  note(cr::kBattleOpponent, [&] { return describe(u) + " on " + std::string(to_string(a.circle)) + " is attacked"; });
  go(Point::ChooseBooster);
}

// CR 7.3.1.5, 7.3.1.5.1: the booster rests; CR 7.3.1.6: "when ... attacks" and "when ...
// boosts" abilities trigger, then a check timing.
void Game::apply_boost(const Action& a) {
  if (!a.none) {
    InstanceId u = state_.card_at(a.player, a.circle);
    set_rested(u, true);  // CR 3.17.1.2: it becomes rested
    state_.battle->booster = u;
    state_.battle->booster_circle = a.circle;
    note(cr::kBoostingUnit, [&] { return describe(u) + " rests and boosts the attacker"; });
  }
  raise(TriggerEvent::Attacks, state_.battle->attacker, state_.battle->attacked);
  if (state_.battle->attacker_mate != kNoInstance)  // CR 1.31 10.1.24.5: the Mate attacks too
    raise(TriggerEvent::Attacks, state_.battle->attacker_mate, state_.battle->attacked);
  if (!a.none) {
    raise(TriggerEvent::Boosts, state_.battle->booster, state_.battle->attacker);
    raise(TriggerEvent::Boosted, state_.battle->attacker, state_.battle->booster);
  }
  check_timing(Point::AttackDeclared);
}

// CR 7.4.1.1.2, 7.4.1.1.2.3: guardians and interceptors are put on the guardian circle all at
// once, resting; then the guard step ends (CR 7.4.1.2). CR 10.1.6.1.1.2: placed at one moment;
// CR 10.1.6.1.3.1: resting, each guarding the one attacked unit. CR 1.31 7.4.1.2.1, 7.4.1.2.2:
// one guardian or interceptor, then a new play timing with a check timing before it; a guard of
// no cards and no intercepts is the pass (CR 1.31 7.4.1.2.3), and the guard step goes on to its end.
void Game::apply_guard(const Action& a) {
  std::vector<InstanceId> interceptors;
  // Only rear-guards can be moved to the guardian circle: an intercept named from the
  // vanguard circle (refused, CR 10.2.2.1) leaves the vanguard where it is.
  for (Circle c : a.circles)
    if (is_rear_guard_circle(c) && state_.unit_at(a.player, c) != kNoInstance) interceptors.push_back(state_.unit_at(a.player, c));
  for (InstanceId c : a.cards) place(c, Circle::Guardian, true);
  for (InstanceId u : interceptors) place(u, Circle::Guardian, true);
  const bool guarded = !a.cards.empty() || !interceptors.empty();
  if (!guarded && guards_one_at_a_time())
    note(cr::kGuardPass, [&] { return "player " + std::string(to_string(a.player)) + " passes: no more guardians"; });
  else
    note(cr::kCallGuardians, [&] {
      return "player " + std::string(to_string(a.player)) + " calls " + std::to_string(a.cards.size()) + " guardians and intercepts with " +
             std::to_string(interceptors.size()) + " units";
    });
  for (InstanceId u : interceptors) raise(TriggerEvent::Intercepts, u);  // CR 10.2.2.1: "when this unit intercepts"
  // Under CR 1.31 a guard action leads back to the play timing, with a check timing before it,
  // until the pass; CR 7.4.1.1.1: one play timing.
  check_timing(guarded && guards_one_at_a_time() ? Point::GuardDecision : Point::GuardDone);
}

// CR 6.6.1.2.2, 8.5.2.3: an ACT ability is paid for, then resolved (CR 3.1.1.2.2: to "activate"
// it is to play it).
void Game::apply_act(const Action& a) {
  const AbilityDef& ab = state_.ability(a.card, a.ability);
  note(cr::kActInMainPhase, [&] { return "player " + std::string(to_string(a.player)) + " plays an ability of " + describe(a.card) + ": " + ab.text; });
  pay_cost(a, ab, a.card);
  // Once per turn counts from the play (CR 1.31 8.1.1.1.2.1: "cannot be used for the rest of that
  // turn" applies even when the ability's "if" is not met as it resolves).
  state_.used_this_turn.push_back({a.card, a.ability});
  // CR 1.31 10.2.9.2, 8.1.1.1.2.1: a Seek Mate cannot be used for the rest of the game.
  if (!ab.seek_mate.empty()) state_.used_this_game.push_back({a.card, a.ability});
  // CR 3.4.4: its master is the player who played it.
  begin_resolution({a.card, state_.card(a.card).incarnation, a.ability, a.player, kNoInstance, state_.now(), {}}, true);
}

// CR 8.6.3: the chosen standing-by ability leaves the standing list and is played: declined
// (an optional one), or paid for and resolved (CR 8.6.7: even if its card has moved since).
void Game::play_auto(const Action& a) {
  auto it = std::find_if(state_.standing.begin(), state_.standing.end(), [&](const Standing& s) {
    return s.master == a.player && s.source == a.card && s.ability == a.ability;
  });
  if (it == state_.standing.end()) return;
  const Standing s = *it;
  state_.standing.erase(it);
  const AbilityDef& ab = state_.ability(s.source, s.ability);
  // CR 1.31 8.1.1.2.3.3: "you may pay the cost; if you do, ...": the "if you do" looks back at the
  // payment, so an ability declined (its cost not paid) does nothing; CR 1.31 8.1.1.2.3.5: nor does
  // its "then ..." text ("you may discard a card; then ..."), which follows the declined payment.
  if (a.none) {
    note(cr::kPlayStandingAuto, [&] { return "player " + std::string(to_string(a.player)) + " declines the optional ability of " + describe(s.source); });
    return;
  }
  note(cr::kPlayStandingAuto, [&] { return "player " + std::string(to_string(a.player)) + " plays the ability of " + describe(s.source) + ": " + ab.text; });
  if (ab.cost.any()) pay_cost(a, ab, s.source);  // CR 1.31 3.1.1.5.2: it resolves only with its cost paid
  begin_resolution(s, resume_after_act_.has_value());  // played anyway: back to the request it interrupted
}

// CR 2.8.1.1.2-2.8.1.1.5; the +5000 power is given first (fighter guide ruling), then the rest.
void Game::apply_trigger_effect(const Action& a) {
  const CardDef& def = state_.def(request_.card);
  const cr::Rule rule = required_by(request_, state_);
  give(a.power_to, change::Power{5000}, Duration::EndOfTurn);
  note(rule, [&] { return describe(a.power_to) + " gets +5000 power until end of turn"; });  // the trigger's own rule
  switch (def.trigger) {
    case Trigger::Critical:
      if (a.effect_to != kNoInstance) {  // a record may not say where the critical went
        give(a.effect_to, change::Critical{1}, Duration::EndOfTurn);
        note(rule, [&] { return describe(a.effect_to) + " gets +1 critical until end of turn"; });
      }
      break;
    case Trigger::Draw:
      note(rule, [] { return "the draw trigger draws a card"; });
      take_top(a.player, Zone::Hand);
      break;
    case Trigger::Stand:
      if (a.effect_to != kNoInstance) {  // CR 3.17.2: standing a standing unit does nothing
        set_rested(a.effect_to, false);  // CR 3.17.1.1: it becomes standing
        note(rule, [&] { return describe(a.effect_to) + " stands"; });
      }
      break;
    case Trigger::Heal:
      if (a.effect_to != kNoInstance) {  // CR 10.1.7, 10.1.7.1: a heal
        move(a.effect_to, Zone::Drop);
        note(cr::kHeal, [&] { return describe(a.effect_to) + " is healed from the damage zone to the drop zone"; });
      }
      break;
    case Trigger::None:
      break;
  }
}

namespace {

// One instance per distinct identity among `cards` (unknown identities count as distinct).
std::vector<InstanceId> distinct(const GameState& s, const std::vector<InstanceId>& cards) {
  std::vector<InstanceId> out;
  std::vector<CardId> seen;
  for (InstanceId c : cards) {
    CardId id = s.card(c).card;
    if (id != kUnknownCard && std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
    if (id != kUnknownCard) seen.push_back(id);
    out.push_back(c);
  }
  return out;
}

// Every sub-multiset of `cards` by identity: one representative list per distinct choice.
// At most `max_size` cards; `unknown_alike`: cards of unknown identity are interchangeable
// (the hidden cards of a deck being searched).
std::vector<std::vector<InstanceId>> sub_multisets(const GameState& s, const std::vector<InstanceId>& cards,
                                                   std::size_t max_size = SIZE_MAX, bool unknown_alike = false) {
  std::vector<std::vector<InstanceId>> groups;
  for (InstanceId c : cards) {
    CardId id = s.card(c).card;
    auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& v) {
      return (id != kUnknownCard || unknown_alike) && s.card(v.front()).card == id;
    });
    if (g == groups.end()) groups.push_back({c});
    else g->push_back(c);
  }
  std::vector<std::vector<InstanceId>> out{{}};
  for (const auto& g : groups) {
    std::vector<std::vector<InstanceId>> next;
    for (const auto& base : out)
      for (std::size_t k = 0; k <= g.size() && base.size() + k <= max_size; ++k) {
        auto v = base;
        v.insert(v.end(), g.begin(), g.begin() + static_cast<std::ptrdiff_t>(k));
        next.push_back(std::move(v));
      }
    out = std::move(next);
  }
  return out;
}

// Every choice of exactly `n` cards among `cards`, identical cards counted once.
std::vector<std::vector<InstanceId>> exactly(const GameState& s, const std::vector<InstanceId>& cards, int n,
                                             bool unknown_alike = false) {
  std::vector<std::vector<InstanceId>> out;
  if (n < 0) return out;
  for (auto& v : sub_multisets(s, cards, static_cast<std::size_t>(n), unknown_alike))
    if (static_cast<int>(v.size()) == n) out.push_back(std::move(v));
  return out;
}

}  // namespace

// The ways to pay a cost: face-up damage cards, and soul, hand and rear-guard cards that fit
// each part, in the amounts asked (a part that lists names: one card of each).
std::vector<std::vector<InstanceId>> Game::cost_options(Player p, const AbilityDef& ab, InstanceId source) const {
  const PlayerState& ps = state_.player(p);
  std::vector<InstanceId> face_up;
  for (InstanceId c : ps.damage)
    if (!state_.card(c).face_down) face_up.push_back(c);
  std::vector<std::vector<InstanceId>> out{{}};
  auto combine = [&](const std::vector<InstanceId>& from, const CostPart& part) {
    if (part.count == 0) return;
    std::vector<InstanceId> fitting;
    for (InstanceId c : from)
      if (!part.what.any() || (state_.identified(c) && part.what.fits(state_.def(c)))) fitting.push_back(c);
    std::vector<std::vector<InstanceId>> next;
    for (const auto& base : out)
      for (const auto& taken : exactly(state_, fitting, part.count)) {
        std::set<std::string> names;  // one card of each listed name (listed names: known cards)
        for (InstanceId c : taken)
          if (!part.what.names.empty()) names.insert(state_.def(c).name);
        if (!part.what.names.empty() && names.size() != taken.size()) continue;
        auto v = base;
        v.insert(v.end(), taken.begin(), taken.end());
        next.push_back(std::move(v));
      }
    out = std::move(next);
  };
  const CostSpec& cost = ab.cost;
  combine(face_up, CostPart{cost.counter_blast, {}});
  if (static_cast<int>(ps.deck.size()) < cost.deck_to_drop) return {};  // CR 8.5.2.3: it cannot be paid
  combine(ps.soul, cost.soul_blast);
  combine(ps.hand, cost.hand_part());
  std::vector<InstanceId> rear_guards;
  for (Circle c : kRearGuardCircles)
    if (InstanceId u = state_.unit_at(p, c); u != kNoInstance) rear_guards.push_back(u);
  if (cost.rests_rear_guards())  // CR 10.1.11.1, 3.17.2: standing ones, of this unit's column if it says so
    std::erase_if(rear_guards, [&](InstanceId u) {
      const CardState& s = state_.card(source);
      return state_.card(u).rested || (u == source && cost.rest_self) ||
             (cost.rest_same_column && (s.zone != Zone::Field || s.circle == Circle::Guardian ||
                                        column_of(s.circle) != column_of(state_.card(u).circle)));
    });
  combine(rear_guards, cost.rear_guard_part());
  return out;
}

// CR 8.5.3.1: the fewest cards a choice may take: as many as asked, as far as the offered cards
// allow; none for a search of a hidden zone (CR 10.1.9.1.1), or where hidden offered cards may
// not be sought cards at all.
int Game::fewest_chosen(const Request& r) const {
  if (r.sought.search) return 0;
  // CR 8.5.3.1.4: an unrevealed card of a hidden zone may lack what the choice asks for, so none
  // need be chosen.
  if (r.sought.any() && std::any_of(r.options.begin(), r.options.end(), [&](InstanceId c) { return state_.card(c).card == kUnknownCard; }))
    return 0;
  return std::min<int>(r.min, static_cast<int>(r.options.size()));  // CR 8.5.3.1.2: fewer offered, as many as there are
}

// Hidden cards of one owner the record has not named stand for the cards a choice took when the
// record leaves the choice out (skip).
CardList Game::hidden_stand_ins(const Request& r) const {
  CardList out;
  const int n = fewest_chosen(r);
  for (InstanceId c : r.options)
    if (static_cast<int>(out.size()) < n && state_.card(c).card == kUnknownCard && state_.card(c).owner == state_.card(r.options.front()).owner)
      out.push_back(c);
  return static_cast<int>(out.size()) == n ? out : CardList{};
}

// CR 8.5.3.1: every choice of between the required and the allowed number of offered cards.
std::vector<std::vector<InstanceId>> Game::choices(const Request& r) const {
  std::vector<std::vector<InstanceId>> out;
  for (int n = fewest_chosen(r); n <= r.max; ++n)
    for (auto& v : exactly(state_, r.options, n, r.sought.any())) out.push_back(std::move(v));
  return out;
}

namespace {

// Appends an answer of kind `k` by `p`, filled in by `fill`.
template <typename F>
void add(std::vector<Action>& out, ActionKind k, Player p, F&& fill) {
  Action a = Action::make(k, p);
  fill(a);
  out.push_back(std::move(a));
}
void nothing(Action&) {}

}  // namespace

// Candidate answers: every well-formed answer to the pending request. Physical facts (the
// first player, shuffles, top cards) are not choices and have none: a dealer supplies them.
std::vector<Action> Game::candidates() const {
  const Request& r = request_;
  const Player p = r.player;
  std::vector<Action> out;
  switch (r.decision) {
    case Decision::FirstVanguard: first_vanguard_candidates(out); break;
    case Decision::Redraw:  // CR 5.2.5: any cards of the hand
      for (auto& cards : sub_multisets(state_, state_.player(p).hand)) add(out, ActionKind::Redraw, p, [&](Action& a) { a.cards.assign(cards.begin(), cards.end()); });
      break;
    case Decision::Ride:
      add(out, ActionKind::Pass, p, nothing);
      for (InstanceId c : distinct(state_, state_.player(p).hand)) add(out, ActionKind::Ride, p, [&](Action& a) { a.card = c; });
      break;
    case Decision::Main: main_candidates(out); break;
    case Decision::StartStep:
      add(out, ActionKind::Attack, p, nothing);
      add(out, ActionKind::Pass, p, nothing);
      break;
    case Decision::Attacker:
      for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) add(out, ActionKind::Attacker, p, [&](Action& a) { a.circle = c; });
      break;
    case Decision::Target:  // the back row too: a continuous ability may allow it
      for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight})
        add(out, ActionKind::Target, p, [&](Action& a) { a.circle = c; });
      break;
    case Decision::Booster:
      add(out, ActionKind::Boost, p, [](Action& a) { a.none = true; });
      add(out, ActionKind::Boost, p, [&](Action& a) { a.circle = back_circle_of(column_of(state_.battle->attacker_circle)); });
      break;
    case Decision::Guard: guard_candidates(out); break;
    case Decision::PlayAuto: play_auto_candidates(out); break;
    case Decision::Choose: choose_candidates(out); break;
    case Decision::SuperiorCall:  // CR 10.1.6.1.1.1: one of the circles the effect allows
      for (Circle c : r.circles)
        add(out, ActionKind::Call, r.player, [&](Action& a) {
          a.card = r.card;
          a.circle = c;
        });
      break;
    case Decision::TriggerEffect: trigger_effect_candidates(out); break;
    default: break;
  }
  return out;
}

// CR 5.2.2: one hidden deck card as each card of the decklist not yet seen.
void Game::first_vanguard_candidates(std::vector<Action>& out) const {
  const Player p = request_.player;
  const PlayerState& ps = state_.player(p);
  for (std::size_t id = 0; id < ps.unidentified.size(); ++id)
    if (ps.unidentified[id] > 0)
      for (InstanceId c : ps.deck)
        if (state_.card(c).card == kUnknownCard) {
          add(out, ActionKind::FirstVanguard, p, [&](Action& a) { a.card = c; a.reveals = {{c, static_cast<CardId>(id)}}; });
          break;
        }
}

// CR 6.6.1.2: pass, a normal call of each hand card to each rear-guard circle, each ACT
// ability with each way to pay it, a move in each column.
void Game::main_candidates(std::vector<Action>& out) const {
  const Player p = request_.player;
  add(out, ActionKind::Pass, p, nothing);
  for (InstanceId c : distinct(state_, state_.player(p).hand))
    for (Circle rc : kRearGuardCircles) add(out, ActionKind::Call, p, [&](Action& a) { a.card = c; a.circle = rc; });
  for (InstanceId c = 0; c < static_cast<InstanceId>(state_.cards.size()); ++c) {
    const Zone z = state_.card(c).zone;
    if (state_.card(c).owner != p || (z != Zone::Field && z != Zone::Hand && z != Zone::Drop)) continue;
    for (int i : state_.abilities(c)) {
      if (state_.ability(c, i).kind != AbilityKind::Act) continue;
      for (auto& cost : cost_options(p, state_.ability(c, i), c))
        add(out, ActionKind::Act, p, [&](Action& a) { a.card = c; a.ability = i; a.cost.assign(cost.begin(), cost.end()); });
    }
  }
  add(out, ActionKind::Move, p, [](Action& a) { a.circle = Circle::FrontLeft; a.circle2 = Circle::BackLeft; });
  add(out, ActionKind::Move, p, [](Action& a) { a.circle = Circle::FrontRight; a.circle2 = Circle::BackRight; });
}

// CR 7.4.1.1.2: any cards of the hand as guardians, with any of the front rear-guards
// intercepting, in one answer; CR 1.31 7.4.1.2: one of them per answer. The empty guard, the pass,
// is always among them: CR 1.31 7.4.1.2.3.1: a player who can neither call a guardian nor
// intercept has only it.
void Game::guard_candidates(std::vector<Action>& out) const {
  const Player p = request_.player;
  std::vector<Circle> icpt;
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight})
    if (state_.unit_at(p, c) != kNoInstance) icpt.push_back(c);
  const std::size_t most = guards_one_at_a_time() ? 1 : SIZE_MAX;
  for (auto& cards : sub_multisets(state_, state_.player(p).hand))
    for (unsigned mask = 0; mask < (1u << icpt.size()); ++mask)
      if (cards.size() + static_cast<std::size_t>(std::popcount(mask)) <= most)
        add(out, ActionKind::Guard, p, [&](Action& a) {
          a.cards.assign(cards.begin(), cards.end());
          for (std::size_t i = 0; i < icpt.size(); ++i)
            if (mask & (1u << i)) a.circles.push_back(icpt[i]);
        });
}

// CR 8.6.3: each standing-by ability of the player, declined or paid for each way.
void Game::play_auto_candidates(std::vector<Action>& out) const {
  const Player p = request_.player;
  for (const Standing& st : state_.standing) {
    if (st.master != p) continue;
    const AbilityDef& ab = state_.ability(st.source, st.ability);
    add(out, ActionKind::PlayAuto, p, [&](Action& a) { a.card = st.source; a.ability = st.ability; a.none = true; });
    for (auto& cost : cost_options(p, ab, st.source))
      add(out, ActionKind::PlayAuto, p, [&](Action& a) { a.card = st.source; a.ability = st.ability; a.cost.assign(cost.begin(), cost.end()); });
  }
}

namespace {

// The ways to name `n` hidden cards of `owner`'s deck as sought cards, as many of each as the
// deck may still hold (each way a sorted list of card numbers).
void name_hidden(const GameState& s, Player owner, const Sought& sought, std::size_t n, std::size_t from, std::vector<CardId>& names,
                 std::vector<std::vector<CardId>>& out) {
  if (names.size() == n) {
    out.push_back(names);
    return;
  }
  const auto& left = s.player(owner).unidentified;
  for (std::size_t i = from; i < sought.cards.size(); ++i) {
    const CardId id = sought.cards[i];
    if (std::count(names.begin(), names.end(), id) >= left[static_cast<std::size_t>(id)]) continue;
    names.push_back(id);
    name_hidden(s, owner, sought, n, i, names, out);
    names.pop_back();
  }
}

}  // namespace

// CR 8.5.3: each choice of the offered cards (a search names what it finds, a hidden card as
// each sought card it may be).
void Game::choose_candidates(std::vector<Action>& out) const {
  const Request& r = request_;
  for (auto& chosen : choices(r)) {
    std::vector<InstanceId> hidden;
    if (r.sought.any())
      for (InstanceId c : chosen)
        if (state_.card(c).card == kUnknownCard) hidden.push_back(c);
    std::vector<std::vector<CardId>> namings;
    std::vector<CardId> names;
    if (hidden.empty()) namings.emplace_back();
    else name_hidden(state_, state_.card(hidden.front()).owner, r.sought, hidden.size(), 0, names, namings);
    for (const auto& naming : namings)
      add(out, ActionKind::Choose, r.player, [&](Action& a) {
        a.cards.assign(chosen.begin(), chosen.end());
        for (std::size_t i = 0; i < hidden.size(); ++i) a.reveals.push_back({hidden[i], naming[i]});
      });
  }
}

// CR 2.8.1.1.2-2.8.1.1.5: the +5000 power to each unit, with each unit, damage card or nothing
// for the rest of the trigger.
void Game::trigger_effect_candidates(std::vector<Action>& out) const {
  const Player p = request_.player;
  std::vector<InstanceId> second = state_.units(p);
  second.insert(second.end(), state_.player(p).damage.begin(), state_.player(p).damage.end());
  second.push_back(kNoInstance);
  for (InstanceId u : state_.units(p))
    for (InstanceId e : second)
      add(out, ActionKind::TriggerEffect, p, [&](Action& a) { a.power_to = u; a.effect_to = e; });
}

std::vector<Action> Game::legal_actions() const {
  std::vector<Action> out;
  for (Action& a : candidates())
    if (!check(a)) out.push_back(std::move(a));
  return out;
}

}  // namespace vg
