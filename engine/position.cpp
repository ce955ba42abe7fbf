#include "engine/position.h"

#include <algorithm>
#include <set>

namespace vg {

namespace {

// The turn, its phase and step, and who goes first and whose turn it is, as the position says.
GameState start_state(const CardPool& pool, const Position& pos) {
  GameState s;
  s.pool = &pool;
  s.edition = pos.edition;
  s.scripts = pool.scripts();
  if (s.scripts) s.scripts->clear_failure();  // a new game, as in Game's constructor: no earlier game's failure or card state
  s.turn = pos.turn;
  s.turn_player = pos.turn_player;
  s.first_player = pos.first_player;
  s.rode_this_turn = pos.rode_this_turn;
  s.battles_this_turn = pos.battles_this_turn;
  s.phase = pos.at == Decision::Ride ? Phase::Ride : pos.at == Decision::Main ? Phase::Main : Phase::Battle;
  s.step = pos.at == Decision::StartStep ? Step::Start : Step::None;
  for (PlayerState& ps : s.players) ps.unidentified.assign(static_cast<std::size_t>(pool.size()), 0);
  return s;
}

// Puts one card of the player into `zone` (a unit on its circle, standing or rested; a damage
// card face up or down) and writes the instance it gets into `c`.
std::optional<std::string> add_card(GameState& s, Player player, PositionCard& c, Zone zone) {
  if (c.card < 0 || c.card >= s.pool->size()) return "unknown card";
  c.instance = static_cast<InstanceId>(s.cards.size());
  CardState cs;
  cs.owner = player;
  cs.card = c.card;
  cs.zone = zone;
  if (zone == Zone::Field) {
    cs.circle = c.circle;
    cs.rested = c.rested;
    cs.placed = ++s.clock;
    s.player(player).circles[static_cast<std::size_t>(c.circle)].push_back(c.instance);
  } else {
    cs.face_down = zone == Zone::Damage && c.face_down;
    s.pile(player, zone).push_back(c.instance);
  }
  s.cards.push_back(cs);
  return std::nullopt;
}

// The player's units (one per circle, a vanguard among them, no guardian: a position starts
// outside a battle; under CR 1.31 a Legion Mate beside the vanguard), hand, deck, damage zone,
// soul and drop zone.
std::optional<std::string> add_player(GameState& s, Player player, PlayerPosition& pp) {
  std::set<Circle> used;
  const std::string of = " of player " + std::string(to_string(player));
  // The other units first, then a Legion Mate: the vanguard circle's last placed card.
  InstanceId leader = kNoInstance;
  for (const bool mates : {false, true})
  for (PositionCard& u : pp.units) {
    if (u.legion_mate != mates) continue;
    if (u.circle == Circle::Guardian) return "a position has no guardians (it starts outside a battle)";
    if (u.legion_mate) {
      if (!cr::in(cr::kLegion, s.edition))
        return "a Legion Mate" + of + ": " + std::string(to_string(s.edition)) + " has no legion (" +
               std::string(to_string(Edition::Cr1_31)) + " " + std::string(cr::number(cr::kLegion, Edition::Cr1_31)) + ")";
      if (u.circle != Circle::Vanguard) return "a Legion Mate is on the vanguard circle, not on " + std::string(to_string(u.circle)) + of;
      if (leader == kNoInstance) return "a Legion Mate" + of + " needs a vanguard to legion with";
      if (s.card(leader).legion_with != kNoInstance) return "two Legion Mates" + of;
      u.rested = s.card(leader).rested;  // CR 1.31 10.1.24.1: turned as its Leader is
      if (auto e = add_card(s, player, u, Zone::Field)) return e;
      // CR 1.31 10.1.24.2: Leader and Mate, in a legion since an earlier turn.
      for (auto [a, b] : {std::pair{leader, u.instance}, std::pair{u.instance, leader}}) {
        s.card(a).legion_with = b;
        s.card(a).ever_legion = true;
      }
      s.card(u.instance).legion_mate = true;
      continue;
    }
    if (!used.insert(u.circle).second) return "two units on the " + std::string(to_string(u.circle)) + " circle" + of;
    if (auto e = add_card(s, player, u, Zone::Field)) return e;
    if (u.circle == Circle::Vanguard) leader = u.instance;
  }
  if (!used.count(Circle::Vanguard)) return "player " + std::string(to_string(player)) + " has no vanguard";
  for (PositionCard& c : pp.hand)
    if (auto e = add_card(s, player, c, Zone::Hand)) return e;
  // The top of the deck is the back of the pile (game.cpp): listed top first, stored reversed.
  for (PositionCard& c : pp.deck)
    if (auto e = add_card(s, player, c, Zone::Deck)) return e;
  auto& d = s.player(player).deck;
  std::reverse(d.begin(), d.end());
  for (auto [cards, zone] : {std::pair{&pp.damage, Zone::Damage}, std::pair{&pp.soul, Zone::Soul}, std::pair{&pp.drop, Zone::Drop}})
    for (PositionCard& c : *cards)
      if (auto e = add_card(s, player, c, zone)) return e;
  return std::nullopt;
}

}  // namespace

std::optional<std::string> position_game(const CardPool& pool, Position& pos, std::optional<Game>& out) {
  if (pos.turn < 1) return "the turn must be 1 or more";
  if (pos.at != Decision::Ride && pos.at != Decision::Main && pos.at != Decision::StartStep)
    return "a position starts at the ride, main or start step decision";
  if (pos.battles_this_turn < 0 || (pos.battles_this_turn > 0 && pos.at != Decision::StartStep))
    return "battles of this turn are begun only in its battle phase: a position after some starts at the start step";
  GameState s = start_state(pool, pos);
  for (int p = 0; p < kPlayers; ++p)
    if (auto e = add_player(s, static_cast<Player>(p), pos.players[static_cast<std::size_t>(p)])) return e;
  if (s.cards.size() > 32000) return "too many cards";
  out.emplace(Game::resume(std::move(s), pos.at));
  return std::nullopt;
}

// A member of Game (game.h), defined here beside its only user.
Game Game::resume(GameState state, Decision at) {
  Game g;
  g.state_ = std::move(state);
  g.note_watched();
  g.point_ = at == Decision::Ride ? Point::RideDecision : at == Decision::Main ? Point::MainDecision : Point::StartDecision;
  g.advance();
  return g;
}

}  // namespace vg
