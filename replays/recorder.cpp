#include "replays/recorder.h"

namespace vg {

// Instances are numbered A's first, then B's (see Game's constructor).
std::string Recorder::instance_name(const GameState& s, InstanceId i) {
  int first_b = 0;
  while (first_b < static_cast<int>(s.cards.size()) && s.cards[static_cast<std::size_t>(first_b)].owner == Player::A) ++first_b;
  int n = s.card(i).owner == Player::A ? i + 1 : i - first_b + 1;
  return std::string(to_string(s.card(i).owner)) + std::to_string(n);
}

void Recorder::record(const Game& game, const Action& a) {
  Answered e{game.request(), game.state().step, a, "", ""};
  const GameState& s = game.state();
  // A unit by its circle, or by its record name when it is a guardian.
  auto unit_name = [&](InstanceId u) {
    const CardState& cs = s.card(u);
    return cs.zone == Zone::Field && cs.circle != Circle::Guardian ? std::string(to_string(cs.circle)) : name_(s, u);
  };
  if (a.kind == ActionKind::TriggerEffect) {
    if (a.power_to != kNoInstance) e.power = unit_name(a.power_to);
    if (a.effect_to != kNoInstance)
      e.effect = s.def(game.request().card).trigger == Trigger::Heal ? name_(s, a.effect_to) : unit_name(a.effect_to);
  }
  entries_.push_back(std::move(e));
}

Replay Recorder::replay(const Game& game, const std::array<Decklist, kPlayers>& decks) const {
  Replay r;
  r.edition = game.edition();
  for (int p = 0; p < kPlayers; ++p) {
    r.players[static_cast<std::size_t>(p)].deck = decks[static_cast<std::size_t>(p)];
    r.players[static_cast<std::size_t>(p)].name = p == 0 ? "Player A" : "Player B";
  }
  r.events = events(game);
  return r;
}

}  // namespace vg
