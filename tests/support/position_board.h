// Test support: a game begun from a position (engine/position.h) and played one decision at a
// time, its chance requests answered as the position lists them (settle_chance). The engine tests
// of mechanisms no card of the pool has yet (Lock, Delete, Legion: tests/data/cards) drive it under
// the edition their position names; tests/cards/board.h's Board plays its test binary's edition.
#pragma once

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/position.h"
#include "tests/support/driver.h"

namespace vg::test {

class PositionBoard {
 public:
  explicit PositionBoard(Position pos) {
    auto problem = position_game(pool(), pos, game_);
    EXPECT_FALSE(problem) << *problem;
    settle_chance(*game_);
  }
  Game& game() { return *game_; }
  const GameState& state() const { return game_->state(); }
  Decision decision() const { return game_->request().decision; }
  InstanceId unit(Player p, Circle c) const { return state().unit_at(p, c); }
  int power(InstanceId u) const { return state().power(u); }
  int power(Player p, Circle c) const { return power(unit(p, c)); }
  InstanceId hand_card(Player p, const std::string& number) const {
    for (InstanceId c : state().player(p).hand)
      if (state().card(c).card == card(number)) return c;
    return kNoInstance;
  }

  std::optional<RuleViolation> submit(const Action& a) {
    auto v = game_->submit(a);
    settle_chance(*game_);
    return v;
  }
  // An action of the player asked.
  Action make(ActionKind k) const { return Action::make(k, game_->request().player); }
  std::optional<RuleViolation> pass() { return submit(make(ActionKind::Pass)); }
  std::optional<RuleViolation> no_guard() { return submit(make(ActionKind::Guard)); }
  // An ACT (kind Act) or a standing AUTO (PlayAuto): the card's ability number n (1-based).
  Action ability_action(ActionKind k, InstanceId c, int n, const std::vector<InstanceId>& cost = {}) const {
    Action a = make(k);
    a.card = c;
    a.ability = n - 1;
    a.cost.assign(cost.begin(), cost.end());
    return a;
  }
  std::optional<RuleViolation> ability(ActionKind k, InstanceId c, int n, const std::vector<InstanceId>& cost = {}) {
    return submit(ability_action(k, c, n, cost));
  }
  std::optional<RuleViolation> act(InstanceId c, int n) { return ability(ActionKind::Act, c, n); }
  std::optional<RuleViolation> play(InstanceId c, int n) { return ability(ActionKind::PlayAuto, c, n); }
  std::optional<RuleViolation> choose(const std::vector<InstanceId>& cards) {
    Action a = make(ActionKind::Choose);
    a.cards.assign(cards.begin(), cards.end());
    return submit(a);
  }
  std::optional<RuleViolation> trigger(InstanceId power_to) {
    Action a = make(ActionKind::TriggerEffect);
    a.power_to = power_to;
    return submit(a);
  }
  // The attack of `p`'s unit on `from` on the opponent's vanguard, boosted by the unit on `booster`
  // (or by none), up to the guard step: the answer to the boost.
  std::optional<RuleViolation> attack(Player p, Circle from, std::optional<Circle> booster) {
    EXPECT_EQ(submit(Action::make(ActionKind::Attack, p)), std::nullopt);
    Action attacker = Action::make(ActionKind::Attacker, p);
    attacker.circle = from;
    EXPECT_EQ(submit(attacker), std::nullopt);
    Action target = Action::make(ActionKind::Target, p);
    target.circle = Circle::Vanguard;
    EXPECT_EQ(submit(target), std::nullopt);
    Action boost = Action::make(ActionKind::Boost, p);
    if (booster) boost.circle = *booster;
    else boost.none = true;
    return submit(boost);
  }
  // An answer that names a circle (an attacker, a target, a booster).
  std::optional<RuleViolation> at(ActionKind k, Circle c) {
    Action a = make(k);
    a.circle = c;
    return submit(a);
  }

 private:
  std::optional<Game> game_;
};

// Player A's turn 3, main phase, under CR 1.31: the units of A and of B, B's hand, and ten grade 2
// cards without a trigger in each deck.
inline Position turn_three_under_cr_1_31(const std::vector<std::pair<Circle, const char*>>& a,
                                         const std::vector<std::pair<Circle, const char*>>& b,
                                         const std::vector<const char*>& hand_b = {}) {
  Position pos;
  pos.edition = Edition::Cr1_31;
  pos.turn = 3;
  for (int p = 0; p < kPlayers; ++p) {
    PlayerPosition& pp = pos.players[static_cast<std::size_t>(p)];
    for (const auto& [circle, number] : p == 0 ? a : b) pp.units.push_back({card(number), circle, false});
    if (p == 1)
      for (const char* n : hand_b) pp.hand.push_back({card(n)});
    for (int k = 0; k < 10; ++k) pp.deck.push_back({card("BT01/040")});
  }
  return pos;
}

}  // namespace vg::test
