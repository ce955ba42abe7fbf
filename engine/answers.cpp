// Applying answers, and enumerating the candidate answers to a request.
#include <algorithm>
#include <cassert>
#include <cstdint>
#include <functional>
#include <map>

#include "engine/game.h"

namespace vg {

std::string_view to_string(Decision d) {
  static constexpr std::string_view kNames[] = {
      "the first player", "the first vanguard", "a shuffle", "the top card of the deck",
      "the redraw", "a ride or pass", "a main phase action", "an attack or the end of the battle phase",
      "the attacking unit", "the unit to attack", "a booster or none", "guardians",
      "the trigger's choices", "an automatic ability to play", "a choice of an effect",
      "nothing (the game is over)"};
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
    --state_.player(cs.owner).unidentified[static_cast<std::size_t>(card)];
  }
}

void Game::apply(const Action& a) {
  reveal(a);
  const Player p = a.player;
  switch (a.kind) {
    case ActionKind::Concede:  // CR 1.2.4
      lose(p, cr::kConcede, "concedes");
      state_.over = true;
      state_.winner = opponent(p);
      return;
    case ActionKind::FirstPlayer:  // CR 5.2.4
      state_.first_player = p;
      note(cr::kFirstPlayer, [&] { return "player " + std::string(to_string(p)) + " goes first"; });
      go(Point::OpeningHands);
      return;
    case ActionKind::FirstVanguard:  // CR 5.2.2
      place(a.card, Circle::Vanguard, false);
      state_.card(a.card).face_down = true;
      note(cr::kFirstVanguard, [&] { return "player " + std::string(to_string(p)) + " puts a grade 0 first vanguard face down"; });
      if (p == Player::A) setup_player_ = Player::B;
      else go(Point::ShuffleDecks);
      return;
    case ActionKind::Shuffle:  // CR 10.1.10.1
      if (!tasks_.empty() && tasks_.front().decision == Decision::Shuffle) tasks_.pop_front();
      else if (state_.resolving) log_answer({});  // a shuffle an effect asked for
      note(cr::kShuffle, [&] { return "player " + std::string(to_string(p)) + "'s deck is shuffled"; });
      return;
    case ActionKind::TopCard: {
      const bool for_effect = tasks_.empty() && state_.resolving;
      Zone to = tasks_.empty() ? request_.destination : tasks_.front().destination;
      if (!tasks_.empty()) tasks_.pop_front();
      move(a.card, to);
      if (for_effect) log_answer({a.card});  // a draw an effect asked for
      if (to == Zone::Trigger) checked_ = a.card;
      if (to == Zone::Trigger && state_.step == Step::Drive)  // CR 7.5.1.2: "when ... drive check reveals"
        raise(TriggerEvent::DriveCheckReveals, state_.battle->attacker, a.card);
      // CR 3.12.2 a draw; CR 7.5.1.2.1 a drive check; CR 7.6.1.6.1 a damage check.
      cr::Rule rule = to == Zone::Hand ? cr::kDraw
                      : state_.step == Step::Damage ? cr::kDamageCheckReveal : cr::kDriveCheckReveal;
      note(rule, [&] {
        return "player " + std::string(to_string(state_.card(a.card).owner)) + " takes " + describe(a.card) +
               " from the top of the deck to the " + std::string(to_string(to));
      });
      return;
    }
    case ActionKind::Redraw: {  // CR 5.2.5
      for (InstanceId c : a.cards) move(c, Zone::Deck);
      note(cr::kOpeningHand, [&] { return "player " + std::string(to_string(p)) + " returns " + std::to_string(a.cards.size()) + " cards and redraws"; });
      if (!a.cards.empty()) {
        tasks_.push_back({Decision::Shuffle, p, Zone::Deck});
        for (std::size_t n = 0; n < a.cards.size(); ++n) take_top(p, Zone::Hand);
      }
      if (p == state_.first_player) setup_player_ = opponent(p);
      else go(Point::StandUp);
      return;
    }
    case ActionKind::Ride: {  // CR 8.5.2.4.1, 8.5.1.1.1
      InstanceId old = state_.vanguard(p);
      place(a.card, Circle::Vanguard, false);
      if (old != kNoInstance) move(old, Zone::Soul);
      state_.rode_this_turn = true;
      note(cr::kRideToSoul, [&] { return describe(a.card) + " is ridden standing; the former vanguard goes to the soul"; });
      if (point_ == Point::RideDecision) check_timing(Point::MainPhase);  // CR 6.5.1.3
      return;
    }
    case ActionKind::Call:  // CR 8.5.2.4.2: a unit already there is retired by rule action
      place(a.card, a.circle, false);
      note(cr::kCallStanding, [&] { return describe(a.card) + " is called to " + std::string(to_string(a.circle)) + " standing"; });
      if (point_ == Point::MainDecision) go(Point::MainPlayTiming);
      return;
    case ActionKind::Move: {  // CR 6.6.1.2.3, 4.6.6.2: orientation is kept
      InstanceId u1 = state_.unit_at(p, a.circle), u2 = state_.unit_at(p, a.circle2);
      for (auto [u, to] : {std::pair{u1, a.circle2}, std::pair{u2, a.circle}}) {
        if (u == kNoInstance) continue;
        bool rested = state_.card(u).rested;
        move(u, Zone::Field, to);
        state_.card(u).rested = rested;
      }
      note(cr::kMoveInColumn, [&] { return "units exchange " + std::string(to_string(a.circle)) + " and " + std::string(to_string(a.circle2)); });
      if (point_ == Point::MainDecision) go(Point::MainPlayTiming);
      return;
    }
    case ActionKind::Pass:
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
      return;
    case ActionKind::Attack:  // CR 7.2.1.2.1
      note(cr::kAttackAdvance, [] { return "the turn player chooses to attack"; });
      check_timing(Point::AttackStep);
      return;
    case ActionKind::Attacker: {  // CR 7.3.1.3; the attacker is rested to attack
      InstanceId u = state_.unit_at(p, a.circle);
      if (!state_.battle) state_.battle = Battle{};
      state_.battle->attacker = u;
      state_.battle->attacker_circle = a.circle;
      state_.card(u).rested = true;
      note(cr::kChooseAttacker, [&] { return describe(u) + " on " + std::string(to_string(a.circle)) + " attacks"; });
      go(Point::ChooseTarget);
      return;
    }
    case ActionKind::Target: {  // CR 7.3.1.4, 7.3.1.4.1
      InstanceId u = state_.unit_at(opponent(p), a.circle);
      state_.battle->attacked = u;
      state_.battle->attacked_circle = a.circle;
      note(cr::kBattleOpponent, [&] { return describe(u) + " on " + std::string(to_string(a.circle)) + " is attacked"; });
      go(Point::ChooseBooster);
      return;
    }
    case ActionKind::Boost:  // CR 7.3.1.5, 7.3.1.5.1
      if (!a.none) {
        InstanceId u = state_.unit_at(p, a.circle);
        state_.card(u).rested = true;
        state_.battle->booster = u;
        state_.battle->booster_circle = a.circle;
        note(cr::kBoostingUnit, [&] { return describe(u) + " rests and boosts the attacker"; });
      }
      // CR 7.3.1.6: "when ... attacks" and "when ... boosts" abilities trigger.
      raise(TriggerEvent::Attacks, state_.battle->attacker, state_.battle->attacked);
      if (!a.none) raise(TriggerEvent::Boosts, state_.battle->booster, state_.battle->attacker);
      check_timing(Point::AttackDeclared);
      return;
    case ActionKind::Guard: {  // CR 7.4.1.1.2, 7.4.1.1.2.3: all put there at once, resting
      std::vector<InstanceId> interceptors;
      // Only rear-guards can be moved to the guardian circle: an intercept named from the
      // vanguard circle (refused, CR 10.2.2.1) leaves the vanguard where it is.
      for (Circle c : a.circles)
        if (is_rear_guard_circle(c) && state_.unit_at(p, c) != kNoInstance) interceptors.push_back(state_.unit_at(p, c));
      for (InstanceId c : a.cards) place(c, Circle::Guardian, true);
      for (InstanceId u : interceptors) place(u, Circle::Guardian, true);
      note(cr::kCallGuardians, [&] {
        return "player " + std::string(to_string(p)) + " calls " + std::to_string(a.cards.size()) + " guardians and intercepts with " +
               std::to_string(interceptors.size()) + " units";
      });
      check_timing(Point::GuardDone);  // CR 7.4.1.2
      return;
    }
    case ActionKind::TriggerEffect:
      apply_trigger_effect(a);
      return;
    case ActionKind::Act: {  // CR 6.6.1.2.2, 8.5.2.3: pay, then resolve
      const AbilityDef& ab = state_.ability(a.card, a.ability);
      note(cr::kActInMainPhase, [&] { return "player " + std::string(to_string(p)) + " plays an ability of " + describe(a.card) + ": " + ab.text; });
      pay_cost(a, ab, a.card);
      state_.used_this_turn.push_back({a.card, a.ability});
      begin_resolution({a.card, state_.card(a.card).incarnation, a.ability, p, kNoInstance, state_.now()}, true);
      return;
    }
    case ActionKind::PlayAuto:
      play_auto(a);
      return;
    case ActionKind::Choose:
      log_answer(std::vector<int>(a.cards.begin(), a.cards.end()));
      note(cr::kChooseWhenResolving, [&] { return "player " + std::string(to_string(p)) + " chooses " + std::to_string(a.cards.size()) + " cards"; });
      return;
  }
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
  if (a.none) {
    note(cr::kPlayStandingAuto, [&] { return "player " + std::string(to_string(a.player)) + " declines the optional ability of " + describe(s.source); });
    return;
  }
  note(cr::kPlayStandingAuto, [&] { return "player " + std::string(to_string(a.player)) + " plays the ability of " + describe(s.source) + ": " + ab.text; });
  if (ab.cost.any()) pay_cost(a, ab, s.source);
  begin_resolution(s, false);
}

// CR 2.8.1.1.2-2.8.1.1.5; the +5000 power is given first (fighter guide ruling), then the rest.
void Game::apply_trigger_effect(const Action& a) {
  const CardDef& def = state_.def(request_.card);
  const cr::Rule rule = required_by(request_, state_);
  give(a.power_to, 5000, 0, Duration::EndOfTurn);
  // The trace cites 2.8.1.1.2 for the power of every trigger (to become `rule`: issue 11).
  note(cr::kCriticalTrigger, [&] { return describe(a.power_to) + " gets +5000 power until end of turn"; });
  switch (def.trigger) {
    case Trigger::Critical:
      if (a.effect_to != kNoInstance) {  // a record may not say where the critical went
        give(a.effect_to, 0, 1, Duration::EndOfTurn);
        note(rule, [&] { return describe(a.effect_to) + " gets +1 critical until end of turn"; });
      }
      break;
    case Trigger::Draw:
      note(rule, [] { return "the draw trigger draws a card"; });
      take_top(a.player, Zone::Hand);
      break;
    case Trigger::Stand:
      if (a.effect_to != kNoInstance) {  // CR 3.17.2: standing a standing unit does nothing
        state_.card(a.effect_to).rested = false;
        note(rule, [&] { return describe(a.effect_to) + " stands"; });
      }
      break;
    case Trigger::Heal:
      if (a.effect_to != kNoInstance) {  // CR 10.1.7.1
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

// The ways to pay a cost: face-up damage cards, soul cards and hand cards in the amounts asked.
std::vector<std::vector<InstanceId>> Game::cost_options(Player p, const AbilityDef& ab) const {
  const PlayerState& ps = state_.player(p);
  std::vector<InstanceId> face_up;
  for (InstanceId c : ps.damage)
    if (!state_.card(c).face_down) face_up.push_back(c);
  std::vector<std::vector<InstanceId>> out{{}};
  auto combine = [&](const std::vector<InstanceId>& from, int n) {
    if (n == 0) return;
    std::vector<std::vector<InstanceId>> next;
    for (const auto& base : out)
      for (const auto& part : exactly(state_, from, n)) {
        auto v = base;
        v.insert(v.end(), part.begin(), part.end());
        next.push_back(std::move(v));
      }
    out = std::move(next);
  };
  combine(face_up, ab.cost.counter_blast);
  combine(ps.soul, ab.cost.soul_blast);
  combine(ps.hand, ab.cost.discard);
  std::vector<InstanceId> rear_guards;
  for (Circle c : kRearGuardCircles)
    if (InstanceId u = state_.unit_at(p, c); u != kNoInstance) rear_guards.push_back(u);
  combine(rear_guards, ab.cost.retire);
  return out;
}

// CR 8.5.3.1: every choice of between the required and the allowed number of offered cards.
std::vector<std::vector<InstanceId>> Game::choices(const Request& r) const {
  std::vector<std::vector<InstanceId>> out;
  const int low = r.sought != kUnknownCard ? 0 : std::min<int>(r.min, static_cast<int>(r.options.size()));
  for (int n = low; n <= r.max; ++n)
    for (auto& v : exactly(state_, r.options, n, r.sought != kUnknownCard)) out.push_back(std::move(v));
  return out;
}

// Candidate answers: every well-formed answer to the pending request. Physical facts (the
// first player, shuffles, top cards) are not choices and have none: a dealer supplies them.
std::vector<Action> Game::candidates() const {
  const Request& r = request_;
  const Player p = r.player;
  const PlayerState& ps = state_.player(p);
  std::vector<Action> out;
  auto add = [&](ActionKind k, auto&& fill) {
    Action a = Action::make(k, p);
    fill(a);
    out.push_back(std::move(a));
  };
  auto nothing = [](Action&) {};
  switch (r.decision) {
    case Decision::FirstVanguard:
      for (CardId id = 0; id < state_.pool->size(); ++id)
        if (ps.unidentified[static_cast<std::size_t>(id)] > 0)
          for (InstanceId c : ps.deck)
            if (state_.card(c).card == kUnknownCard) {
              add(ActionKind::FirstVanguard, [&](Action& a) { a.card = c; a.reveals = {{c, id}}; });
              break;
            }
      break;
    case Decision::Redraw:
      for (auto& cards : sub_multisets(state_, ps.hand))
        add(ActionKind::Redraw, [&](Action& a) { a.cards = cards; });
      break;
    case Decision::Ride:
      add(ActionKind::Pass, nothing);
      for (InstanceId c : distinct(state_, ps.hand)) add(ActionKind::Ride, [&](Action& a) { a.card = c; });
      break;
    case Decision::Main:
      add(ActionKind::Pass, nothing);
      for (InstanceId c : distinct(state_, ps.hand))
        for (Circle rc : kRearGuardCircles) add(ActionKind::Call, [&](Action& a) { a.card = c; a.circle = rc; });
      for (InstanceId c = 0; c < static_cast<InstanceId>(state_.cards.size()); ++c) {
        if (state_.card(c).owner != p || (state_.card(c).zone != Zone::Field && state_.card(c).zone != Zone::Hand)) continue;
        for (int i : state_.abilities(c)) {
          if (state_.ability(c, i).kind != AbilityKind::Act) continue;
          for (auto& cost : cost_options(p, state_.ability(c, i)))
            add(ActionKind::Act, [&](Action& a) { a.card = c; a.ability = i; a.cost = cost; });
        }
      }
      add(ActionKind::Move, [](Action& a) { a.circle = Circle::FrontLeft; a.circle2 = Circle::BackLeft; });
      add(ActionKind::Move, [](Action& a) { a.circle = Circle::FrontRight; a.circle2 = Circle::BackRight; });
      break;
    case Decision::StartStep:
      add(ActionKind::Attack, nothing);
      add(ActionKind::Pass, nothing);
      break;
    case Decision::Attacker:
      for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight})
        add(ActionKind::Attacker, [&](Action& a) { a.circle = c; });
      break;
    case Decision::Target:  // the back row too: a continuous ability may allow it
      for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight})
        add(ActionKind::Target, [&](Action& a) { a.circle = c; });
      break;
    case Decision::Booster:
      add(ActionKind::Boost, [](Action& a) { a.none = true; });
      add(ActionKind::Boost, [&](Action& a) { a.circle = back_circle_of(column_of(state_.battle->attacker_circle)); });
      break;
    case Decision::Guard: {
      std::vector<Circle> icpt;
      for (Circle c : {Circle::FrontLeft, Circle::FrontRight})
        if (state_.unit_at(p, c) != kNoInstance) icpt.push_back(c);
      for (auto& cards : sub_multisets(state_, ps.hand))
        for (unsigned mask = 0; mask < (1u << icpt.size()); ++mask)
          add(ActionKind::Guard, [&](Action& a) {
            a.cards = cards;
            for (std::size_t i = 0; i < icpt.size(); ++i)
              if (mask & (1u << i)) a.circles.push_back(icpt[i]);
          });
      break;
    }
    case Decision::PlayAuto:
      for (const Standing& st : state_.standing) {
        if (st.master != p) continue;
        const AbilityDef& ab = state_.ability(st.source, st.ability);
        add(ActionKind::PlayAuto, [&](Action& a) { a.card = st.source; a.ability = st.ability; a.none = true; });
        for (auto& cost : cost_options(p, ab))
          add(ActionKind::PlayAuto, [&](Action& a) { a.card = st.source; a.ability = st.ability; a.cost = cost; });
      }
      break;
    case Decision::Choose:
      for (auto& chosen : choices(r))
        add(ActionKind::Choose, [&](Action& a) {
          a.cards = chosen;
          for (InstanceId c : chosen)
            if (r.sought != kUnknownCard && state_.card(c).card == kUnknownCard) a.reveals.push_back({c, r.sought});
        });
      break;
    case Decision::TriggerEffect: {
      std::vector<InstanceId> second = state_.units(p);
      second.insert(second.end(), ps.damage.begin(), ps.damage.end());
      second.push_back(kNoInstance);
      for (InstanceId u : state_.units(p))
        for (InstanceId e : second)
          add(ActionKind::TriggerEffect, [&](Action& a) { a.power_to = u; a.effect_to = e; });
      break;
    }
    default:
      break;
  }
  return out;
}

std::vector<Action> Game::legal_actions() const {
  std::vector<Action> out;
  for (Action& a : candidates())
    if (!check(a)) out.push_back(std::move(a));
  return out;
}

}  // namespace vg
