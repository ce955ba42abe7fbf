// Applying answers, and enumerating the candidate answers to a request.
#include <algorithm>
#include <cassert>
#include <functional>
#include <map>

#include "engine/game.h"

namespace vg {

std::string_view to_string(Decision d) {
  static constexpr std::string_view kNames[] = {
      "the first player", "the first vanguard", "a shuffle", "the top card of the deck",
      "the redraw", "a ride or pass", "a main phase action", "an attack or the end of the battle phase",
      "the attacking unit", "the unit to attack", "a booster or none", "guardians",
      "the trigger's choices", "nothing (the game is over)"};
  return kNames[static_cast<int>(d)];
}

std::string_view to_string(ActionKind k) {
  static constexpr std::string_view kNames[] = {
      "first-player", "first-vanguard", "shuffle", "top-card", "redraw", "ride", "call", "move",
      "attack", "attacker", "target", "boost", "guard", "trigger", "pass", "concede"};
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
      note(cr::kShuffle, [&] { return "player " + std::string(to_string(p)) + "'s deck is shuffled"; });
      return;
    case ActionKind::TopCard: {
      Zone to = tasks_.empty() ? Zone::Hand : tasks_.front().destination;
      if (!tasks_.empty()) tasks_.pop_front();
      move(a.card, to);
      if (to == Zone::Trigger) checked_ = a.card;
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
      check_timing(Point::AttackDeclared);  // CR 7.3.1.6
      return;
    case ActionKind::Guard: {  // CR 7.4.1.1.2, 7.4.1.1.2.3: all put there at once, resting
      std::vector<InstanceId> interceptors;
      for (Circle c : a.circles) interceptors.push_back(state_.unit_at(p, c));
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
  }
}

// CR 2.8.1.1.2-2.8.1.1.5; the +5000 power is given first (fighter guide ruling), then the rest.
void Game::apply_trigger_effect(const Action& a) {
  const CardDef& def = state_.def(request_.card);
  give(a.power_to, 5000, 0, Duration::EndOfTurn);
  note(cr::kCriticalTrigger, [&] { return describe(a.power_to) + " gets +5000 power until end of turn"; });
  switch (def.trigger) {
    case Trigger::Critical:
      give(a.effect_to, 0, 1, Duration::EndOfTurn);
      note(cr::kCriticalTrigger, [&] { return describe(a.effect_to) + " gets +1 critical until end of turn"; });
      break;
    case Trigger::Draw:
      note(cr::kDrawTrigger, [] { return "the draw trigger draws a card"; });
      take_top(a.player, Zone::Hand);
      break;
    case Trigger::Stand:
      if (a.effect_to != kNoInstance) {  // CR 3.17.2: standing a standing unit does nothing
        state_.card(a.effect_to).rested = false;
        note(cr::kStandTrigger, [&] { return describe(a.effect_to) + " stands"; });
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
std::vector<std::vector<InstanceId>> sub_multisets(const GameState& s, const std::vector<InstanceId>& cards) {
  std::vector<std::vector<InstanceId>> groups;
  for (InstanceId c : cards) {
    CardId id = s.card(c).card;
    auto g = std::find_if(groups.begin(), groups.end(), [&](const auto& v) {
      return id != kUnknownCard && s.card(v.front()).card == id;
    });
    if (g == groups.end()) groups.push_back({c});
    else g->push_back(c);
  }
  std::vector<std::vector<InstanceId>> out{{}};
  for (const auto& g : groups) {
    std::vector<std::vector<InstanceId>> next;
    for (const auto& base : out)
      for (std::size_t k = 0; k <= g.size(); ++k) {
        auto v = base;
        v.insert(v.end(), g.begin(), g.begin() + static_cast<std::ptrdiff_t>(k));
        next.push_back(std::move(v));
      }
    out = std::move(next);
  }
  return out;
}

}  // namespace

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
      add(ActionKind::Move, [](Action& a) { a.circle = Circle::FrontLeft; a.circle2 = Circle::BackLeft; });
      add(ActionKind::Move, [](Action& a) { a.circle = Circle::FrontRight; a.circle2 = Circle::BackRight; });
      break;
    case Decision::StartStep:
      add(ActionKind::Attack, nothing);
      add(ActionKind::Pass, nothing);
      break;
    case Decision::Attacker: case Decision::Target:
      for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight})
        add(r.decision == Decision::Attacker ? ActionKind::Attacker : ActionKind::Target, [&](Action& a) { a.circle = c; });
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
