// Shared by the card tests of TD03, TD04, BT01 and BT02: a game that starts mid-turn from a
// position (engine/position.h) in which every card is known, driven one decision at a time.
// Draws, checks and soul charges take the listed deck tops; a shuffle keeps the listed order.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "engine/position.h"
#include "tests/support/driver.h"

namespace vg::test {

// One player's cards by number: units by circle, the zones in order (the deck top first).
// The first `face_down` damage cards are face down; the units on `rested` circles are rested.
struct Side {
  using Numbers = std::vector<std::string>;
  // Positional, so that a test lists only the zones it needs ({units}, {rested}, {hand}, ...).
  Side(std::vector<std::pair<Circle, std::string>> on_circles = {}, std::vector<Circle> rested_circles = {},
       Numbers in_hand = {}, Numbers deck_tops = {}, Numbers in_damage = {}, Numbers in_soul = {}, Numbers in_drop = {})
      : units(std::move(on_circles)), rested(std::move(rested_circles)), hand(std::move(in_hand)), deck(std::move(deck_tops)),
        damage(std::move(in_damage)), soul(std::move(in_soul)), drop(std::move(in_drop)) {}
  std::vector<std::pair<Circle, std::string>> units;
  std::vector<Circle> rested;
  Numbers hand, deck, damage, soul, drop;
  int face_down = 0;
};

// The rules edition a card test's positions are played under: CR 1.10 for the early era's
// cards, CR 1.31 for the classic sets' (their test targets define VG_CARD_TEST_EDITION).
#ifndef VG_CARD_TEST_EDITION
#define VG_CARD_TEST_EDITION Cr1_10
#endif
inline constexpr Edition kCardTestEdition = Edition::VG_CARD_TEST_EDITION;
// "[CR x]": the rule as a finding of this test's edition prints it (expected messages).
inline std::string cite(cr::Rule rule) { return cr::cite(rule, kCardTestEdition); }

// Ten of these (a grade 2 without trigger or ability) go under each listed deck, so that no
// deck runs out in a test.
inline constexpr const char* kFiller = "BT01/040";

class Board {
 public:
  // Player A's turn `turn` (odd: A went first), standing at `at` (ride, main or start step)
  // after `battles` battles of this turn (CR 7.1.2.1).
  Board(const Side& a, const Side& b, Decision at = Decision::Main, int turn = 3, int battles = 0) {
    Position pos;
    pos.edition = kCardTestEdition;
    pos.turn = turn;
    pos.at = at;
    pos.battles_this_turn = battles;
    for (int p = 0; p < kPlayers; ++p) fill(pos.players[static_cast<std::size_t>(p)], p == 0 ? a : b);
    auto problem = position_game(pool(), pos, game_);
    EXPECT_FALSE(problem) << *problem;
    settle();
  }

  // A test that calls guardians and leaves the guard step waiting for the next guard action
  // (CR 1.31 7.4.1.2) checks a battle that has not ended: end it with end_guard.
  ~Board() {
    if (game_ && decision() == Decision::Guard && !state().player(game_->request().player).circles[static_cast<std::size_t>(Circle::Guardian)].empty())
      ADD_FAILURE() << "the guard step was left waiting for another guard action: the test must pass it (end_guard)";
  }
  Game& game() { return *game_; }
  const GameState& state() const { return game_->state(); }
  Decision decision() const { return game_->request().decision; }
  Player asked() const { return game_->request().player; }

  InstanceId unit(Player p, Circle c) const { return state().unit_at(p, c); }
  int power(Player p, Circle c) const { return state().power(unit(p, c)); }
  int critical(Player p, Circle c) const { return state().critical(unit(p, c)); }
  std::size_t count(Player p, Zone z) const { return state().pile(p, z).size(); }
  InstanceId hand_card(Player p, const std::string& number) const { return card_in(p, Zone::Hand, number); }
  // The first card of that number in the player's zone (the deck from its bottom).
  InstanceId card_in(Player p, Zone z, const std::string& number) const {
    for (InstanceId c : state().pile(p, z))
      if (state().card(c).card == card(number)) return c;
    return kNoInstance;
  }
  std::vector<InstanceId> face_up_damage(Player p, int n) const {
    std::vector<InstanceId> out;
    for (InstanceId c : state().player(p).damage)
      if (!state().card(c).face_down && static_cast<int>(out.size()) < n) out.push_back(c);
    return out;
  }
  // The first `n` cards of the player's soul (to pay a soul blast).
  std::vector<InstanceId> soul(Player p, std::size_t n) const {
    const auto& s = state().player(p).soul;
    return {s.begin(), s.begin() + static_cast<std::ptrdiff_t>(std::min(n, s.size()))};
  }

  // Player decisions, made by the player the game asks; chance is then played out.
  std::optional<RuleViolation> submit(Action a) {
    auto v = game_->submit(a);
    settle();
    return v;
  }
  std::optional<RuleViolation> pass() { return submit(make(ActionKind::Pass)); }
  std::optional<RuleViolation> call(const std::string& number, Circle c) {
    Action a = make(ActionKind::Call);
    a.card = hand_card(a.player, number);
    a.circle = c;
    return submit(a);
  }
  std::optional<RuleViolation> ride(const std::string& number) {
    Action a = make(ActionKind::Ride);
    a.card = hand_card(a.player, number);
    return submit(a);
  }
  // From the main phase or the start step: declares the attack, attacker, target and booster.
  std::optional<RuleViolation> attack(Circle attacker, Circle target, std::optional<Circle> booster = std::nullopt) {
    if (decision() == Decision::Main)
      if (auto v = pass()) return v;
    if (decision() == Decision::StartStep)
      if (auto v = submit(make(ActionKind::Attack))) return v;
    Action a = make(ActionKind::Attacker);
    a.circle = attacker;
    if (auto v = submit(a)) return v;
    a = make(ActionKind::Target);
    a.circle = target;
    if (auto v = submit(a)) return v;
    a = make(ActionKind::Boost);
    a.none = !booster;
    if (booster) a.circle = *booster;
    return submit(a);
  }
  std::optional<RuleViolation> no_guard() { return submit(make(ActionKind::Guard)); }
  // CR 7.4.1.1.2: guardians called from the hand (by number) and rear-guards that intercept, in
  // one answer. CR 1.31 7.4.1.2: one guard action each, then the pass (7.4.1.2.3); where an
  // automatic ability waits after the last action, the test plays it, then passes (end_guard).
  std::optional<RuleViolation> guard(const std::vector<std::string>& from_hand, const std::vector<Circle>& intercepting = {}) {
    if (!game_->guards_one_at_a_time()) {
      Action a = make(ActionKind::Guard);
      for (const std::string& n : from_hand) a.cards.push_back(hand_card(a.player, n));
      a.circles.assign(intercepting.begin(), intercepting.end());
      return submit(a);
    }
    std::vector<Action> actions;
    for (const std::string& n : from_hand) {
      actions.push_back(make(ActionKind::Guard));
      actions.back().cards.push_back(hand_card(actions.back().player, n));
    }
    for (Circle c : intercepting) {
      actions.push_back(make(ActionKind::Guard));
      actions.back().circles.push_back(c);
    }
    for (const Action& a : actions) {
      if (decision() != Decision::Guard) {
        ADD_FAILURE() << "a guard action is left: the player is asked for " << to_string(decision());
        return std::nullopt;
      }
      if (auto v = submit(a)) return v;
    }
    return decision() == Decision::Guard ? no_guard() : std::nullopt;
  }
  // After what the guard step's check timing played: under CR 1.31 the guarding player has a new
  // play timing (7.4.1.2) and passes (7.4.1.2.3); under CR 1.10 the step had one play timing.
  std::optional<RuleViolation> end_guard() {
    if (!game_->guards_one_at_a_time()) return std::nullopt;
    if (decision() != Decision::Guard) {
      ADD_FAILURE() << "no new guard play timing: the player is asked for " << to_string(decision());
      return std::nullopt;
    }
    return no_guard();
  }
  std::optional<RuleViolation> act(InstanceId c, int ability, const std::vector<InstanceId>& cost = {}) {
    return ability_action(ActionKind::Act, c, ability, cost);
  }
  std::optional<RuleViolation> play(InstanceId c, int ability, const std::vector<InstanceId>& cost = {}) {
    return ability_action(ActionKind::PlayAuto, c, ability, cost);
  }
  std::optional<RuleViolation> decline(InstanceId c, int ability) {
    Action a = make(ActionKind::PlayAuto);
    a.card = c;
    a.ability = ability - 1;
    a.none = true;
    return submit(a);
  }
  // CR 10.1.6.1.1.1: the circle for the card an effect calls.
  std::optional<RuleViolation> superior_call(InstanceId card, Circle c) {
    Action a = make(ActionKind::Call);
    a.card = card;
    a.circle = c;
    return submit(a);
  }
  // CR 2.8.1.1: a check's trigger effect: the unit getting +5000, and the one it stands (or
  // gets +1 critical, or the damage card healed).
  std::optional<RuleViolation> trigger(InstanceId power_to, InstanceId effect_to = kNoInstance) {
    Action a = make(ActionKind::TriggerEffect);
    a.power_to = power_to;
    a.effect_to = effect_to;
    return submit(a);
  }
  std::optional<RuleViolation> choose(const std::vector<InstanceId>& cards) {
    Action a = make(ActionKind::Choose);
    a.cards.assign(cards.begin(), cards.end());
    return submit(a);
  }

 private:
  void fill(PlayerPosition& pp, const Side& side) {
    auto cards = [](const std::vector<std::string>& numbers) {
      std::vector<PositionCard> out;
      for (const std::string& n : numbers) out.push_back({card(n)});
      return out;
    };
    for (const auto& [circle, number] : side.units) {
      const bool rested = std::find(side.rested.begin(), side.rested.end(), circle) != side.rested.end();
      pp.units.push_back({card(number), circle, rested});
    }
    pp.hand = cards(side.hand);
    pp.deck = cards(side.deck);
    for (int k = 0; k < 10; ++k) pp.deck.push_back({card(kFiller)});
    pp.damage = cards(side.damage);
    for (int k = 0; k < side.face_down && k < static_cast<int>(pp.damage.size()); ++k)
      pp.damage[static_cast<std::size_t>(k)].face_down = true;
    pp.soul = cards(side.soul);
    pp.drop = cards(side.drop);
  }
  Action make(ActionKind k) const { return Action::make(k, game_->request().player); }
  std::optional<RuleViolation> ability_action(ActionKind k, InstanceId c, int ability, const std::vector<InstanceId>& cost) {
    Action a = make(k);
    a.card = c;
    a.ability = ability - 1;
    a.cost.assign(cost.begin(), cost.end());
    return submit(a);
  }
  void settle() { settle_chance(*game_); }

  std::optional<Game> game_;
};

}  // namespace vg::test
