#include "replays/recorder.h"

namespace vg {

// Instances are numbered A's first, then B's (see Game's constructor).
std::string Recorder::instance_name(const GameState& s, InstanceId i) {
  int first_b = 0;
  while (first_b < static_cast<int>(s.cards.size()) && s.cards[static_cast<std::size_t>(first_b)].owner == Player::A) ++first_b;
  int n = s.card(i).owner == Player::A ? i + 1 : i - first_b + 1;
  return std::string(to_string(s.card(i).owner)) + std::to_string(n);
}

namespace {

CardRef ref(const GameState& s, InstanceId i) { return {Recorder::instance_name(s, i), s.card(i).card}; }

// A unit by its circle, or by its instance name when it is a guardian.
std::string unit_name(const GameState& s, InstanceId u) {
  const CardState& cs = s.card(u);
  return cs.zone == Zone::Field && cs.circle != Circle::Guardian ? std::string(to_string(cs.circle))
                                                                  : Recorder::instance_name(s, u);
}

}  // namespace

void Recorder::record(const Game& game, const Action& a) {
  Entry e{game.request(), game.state().step, a, "", ""};
  const GameState& s = game.state();
  if (a.kind == ActionKind::TriggerEffect) {
    if (a.power_to != kNoInstance) e.power = unit_name(s, a.power_to);
    if (a.effect_to != kNoInstance)
      e.effect = s.def(game.request().card).trigger == Trigger::Heal ? instance_name(s, a.effect_to) : unit_name(s, a.effect_to);
  }
  entries_.push_back(std::move(e));
}

Replay Recorder::replay(const Game& game, const std::array<Decklist, kPlayers>& decks) const {
  const GameState& s = game.state();
  Replay r;
  for (int p = 0; p < kPlayers; ++p) {
    r.players[static_cast<std::size_t>(p)].deck = decks[static_cast<std::size_t>(p)];
    r.players[static_cast<std::size_t>(p)].name = p == 0 ? "Player A" : "Player B";
  }
  Event attack;
  for (const Entry& en : entries_) {
    const Action& a = en.action;
    Event e;
    e.player = a.player;
    switch (a.kind) {
      case ActionKind::FirstVanguard: e.kind = EventKind::FirstVanguard; e.card = ref(s, a.card); break;
      case ActionKind::Shuffle: e.kind = EventKind::Shuffle; break;
      case ActionKind::FirstPlayer: e.kind = EventKind::FirstPlayer; break;
      case ActionKind::TopCard:
        e.kind = en.request.destination == Zone::Hand   ? EventKind::Draw
                 : en.request.destination == Zone::Soul ? EventKind::SoulCharge
                 : en.step == Step::Drive               ? EventKind::DriveCheck
                                                        : EventKind::DamageCheck;
        e.player = en.request.player;
        e.card = ref(s, a.card);
        break;
      case ActionKind::Redraw:
        e.kind = EventKind::Redraw;
        for (InstanceId c : a.cards) e.cards.push_back(ref(s, c));
        break;
      case ActionKind::Ride: e.kind = EventKind::Ride; e.card = ref(s, a.card); break;
      case ActionKind::Call: e.kind = EventKind::Call; e.card = ref(s, a.card); e.circle = a.circle; break;
      case ActionKind::Move: e.kind = EventKind::Move; e.circle = a.circle; e.circle2 = a.circle2; break;
      case ActionKind::Pass:
        e.kind = EventKind::Pass;
        e.phase = en.request.decision == Decision::Ride ? Phase::Ride
                  : en.request.decision == Decision::Main ? Phase::Main : Phase::Battle;
        break;
      case ActionKind::Attack: attack = Event{}; attack.kind = EventKind::Attack; attack.player = a.player; continue;
      case ActionKind::Attacker: attack.circle = a.circle; continue;
      case ActionKind::Target: attack.circle2 = a.circle; continue;
      case ActionKind::Boost:
        attack.has_booster = !a.none;
        attack.booster = a.circle;
        e = attack;
        break;
      case ActionKind::Guard:
        e.kind = EventKind::Guard;
        for (InstanceId c : a.cards) e.cards.push_back(ref(s, c));
        e.intercepts = a.circles;
        break;
      case ActionKind::TriggerEffect: {
        e.kind = EventKind::Trigger;
        e.power = en.power;
        const Trigger t = s.def(en.request.card).trigger;
        if (!en.effect.empty()) {
          e.effect_name = t == Trigger::Critical ? "critical" : t == Trigger::Stand ? "stand" : "heal";
          e.effect = en.effect;
        }
        break;
      }
      case ActionKind::Concede: e.kind = EventKind::Concede; break;
      case ActionKind::Act: case ActionKind::PlayAuto:
        e.kind = a.kind == ActionKind::Act ? EventKind::Act : a.none ? EventKind::Decline : EventKind::Ability;
        e.card = ref(s, a.card);
        e.ability = a.ability + 1;
        for (InstanceId c : a.cost) e.cost.push_back(ref(s, c));
        break;
      case ActionKind::Choose:
        e.kind = EventKind::Choose;
        for (InstanceId c : a.cards) e.cards.push_back(ref(s, c));
        break;
    }
    r.events.push_back(std::move(e));
  }
  return r;
}

}  // namespace vg
