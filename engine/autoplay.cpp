#include "engine/autoplay.h"

#include <cassert>

namespace vg {

Action RandomAgent::choose(const Game& game) {
  std::vector<Action> options = game.legal_actions();
  assert(!options.empty() && "a player decision always has a legal answer");
  std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
  return options[pick(rng_)];
}

int play_out(Game& game, Dealer& dealer, RandomAgent& agent, int max_decisions) {
  int n = 0;
  for (dealer.settle(game); !game.over() && !game.script_failure() && n < max_decisions; dealer.settle(game), ++n) {
    auto v = game.submit(dealer.looked(game, agent.choose(game)));
    assert(!v && "a legal answer is accepted");
    (void)v;
  }
  return n;
}

}  // namespace vg

namespace vg {

namespace {

int shield_of(const GameState& s, const Action& a) {
  int total = 0;
  for (InstanceId c : a.cards) total += s.def(c).shield.value_or(0);
  for (Circle c : a.circles) total += s.def(s.unit_at(a.player, c)).shield.value_or(0);
  return total;
}

}  // namespace

Action SensibleAgent::choose(const Game& game) {
  std::vector<Action> options = game.legal_actions();
  assert(!options.empty());
  // CR 3.16.1: even odds, no intention; CR 3.16.2: the pick is not scored, so no option is sought.
  if (game.request().decision == Decision::Choose && game.request().random) {
    std::uniform_int_distribution<std::size_t> pick(0, options.size() - 1);
    return options[pick(rng_)];
  }
  std::size_t best = 0;
  double best_score = -1e18;
  std::uniform_real_distribution<double> noise(0.0, 0.5);
  for (std::size_t i = 0; i < options.size(); ++i) {
    double sc = score(game, options[i]) + noise(rng_);
    if (sc > best_score) best_score = sc, best = i;
  }
  return options[best];
}

double SensibleAgent::score(const Game& game, const Action& a) {
  const GameState& s = game.state();
  const Player p = a.player;
  switch (a.kind) {
    case ActionKind::Redraw: return -static_cast<double>(a.cards.size());
    case ActionKind::Ride: return s.def(a.card).grade > s.vanguard_grade(p) ? 10 : 1;
    case ActionKind::Call: {
      if (s.unit_at(p, a.circle) != kNoInstance) return -5;
      const CardDef& d = s.def(a.card);
      if (s.player(p).hand.size() <= 2) return -1;  // keep something to guard with
      bool back = is_back_row(a.circle);
      return 4 + (back ? (d.skill == Skill::Boost ? 2 : -3) : (d.grade >= 2 ? 2 : 0));
    }
    case ActionKind::Move: return -10;
    case ActionKind::Choose:  // a Seek Mate's choices: yes, the four cards, the Mate found (CR 1.31 10.2.9.2)
      if (s.resolving && !s.ability(s.resolving->ability.source, s.resolving->ability.ability).seek_mate.empty())
        return static_cast<double>(a.cards.size());
      return 0;
    case ActionKind::Act: {
      // A Seek Mate (CR 1.31 10.2.9.2) is worth playing once its "if" holds and four cards can go back.
      const AbilityDef& ab = s.ability(a.card, a.ability);
      if (ab.seek_mate.empty()) return 0;
      const bool works = !s.card(a.card).ever_legion && s.vanguard_grade(opponent(p)) >= 3 && s.player(p).drop.size() >= 4;
      return works ? 20 : -20;
    }
    case ActionKind::Attack: return 10;
    case ActionKind::Attacker: return a.circle == Circle::Vanguard ? 5 : 3;
    case ActionKind::Target: return a.circle == Circle::Vanguard ? 10 : 1;
    case ActionKind::Boost: return a.none ? 0 : 10;
    case ActionKind::Guard: {
      const Battle& b = *s.battle;
      const int need = s.power(b.attacker) - s.power(b.attacked) + 1;
      const bool worried = b.attacked_circle == Circle::Vanguard && s.player(p).damage.size() >= 3;
      const int cost = static_cast<int>(a.cards.size() + a.circles.size());
      if (!worried || need <= 0) return -cost;
      const int shield = shield_of(s, a);
      if (shield >= need) return 100 - 10 * cost - shield / 5000.0;
      // One guard action at a time (CR 1.31 7.4.1.2): a guardian that brings the attack closer to
      // missing is worth calling, as the next play timing may add more.
      if (game.guards_one_at_a_time() && shield > 0) return 50 + shield / 5000.0 - 10 * cost;
      return -cost - 50;
    }
    case ActionKind::TriggerEffect: {
      InstanceId focus = s.battle && s.turn_player == p ? s.battle->attacker : s.vanguard(p);
      double sc = a.power_to == focus ? 5 : 0;
      const Trigger t = s.def(game.request().card).trigger;
      if (t == Trigger::Critical && a.effect_to == focus) sc += 5;
      if (t == Trigger::Stand && a.effect_to != kNoInstance && s.card(a.effect_to).rested) sc += 5;
      return sc;
    }
    default: return 0;
  }
}

}  // namespace vg
