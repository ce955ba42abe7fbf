#include "engine/dealer.h"

#include <algorithm>
#include <cassert>

namespace vg {

// What the deck holds: the identities of known cards in it and the decklist copies not yet
// matched to any card (those are all in the deck or in hidden zones).
std::vector<CardId> Dealer::deck_contents(const GameState& s, Player p) const {
  std::vector<CardId> out;
  for (InstanceId c : s.player(p).deck)
    if (s.card(c).card != kUnknownCard) out.push_back(s.card(c).card);
  const auto& left = s.player(p).unidentified;
  for (std::size_t id = 0; id < left.size(); ++id)
    for (int n = 0; n < left[id]; ++n) out.push_back(static_cast<CardId>(id));
  return out;
}

Action Dealer::answer(const Game& game) {
  const Request& r = game.request();
  const GameState& s = game.state();
  const auto pi = static_cast<std::size_t>(index(r.player));
  switch (r.decision) {
    case Decision::FirstPlayer: {
      Player p = first_ ? *first_ : (rng_() & 1 ? Player::B : Player::A);
      return Action::make(ActionKind::FirstPlayer, p);
    }
    case Decision::Shuffle: {
      std::vector<CardId> cards = deck_contents(s, r.player);
      std::shuffle(cards.begin(), cards.end(), rng_);
      if (auto& stacked = stacked_[pi]) {
        // Move each stacked card to the top, last one first, when the deck holds it.
        std::vector<CardId> rest = cards, top;
        bool all = true;
        for (CardId id : *stacked) {
          auto it = std::find(rest.begin(), rest.end(), id);
          if (it == rest.end()) { all = false; break; }
          rest.erase(it);
          top.push_back(id);
        }
        if (all) {
          cards = rest;
          cards.insert(cards.end(), top.rbegin(), top.rend());
        }
      }
      stacked_[pi].reset();
      order_[pi] = std::move(cards);
      return Action::make(ActionKind::Shuffle, r.player);
    }
    case Decision::TopCard: {
      // An identity the deck can no longer hold is passed over: a player's choice named a hidden
      // card of the deck as it (a look at the top, CR 8.5.3), and that card has left the deck
      // since (superior ridden, called), so the decklist has no copy left for the dealer's order.
      const auto available = [&](CardId id) {
        if (s.player(r.player).unidentified[static_cast<std::size_t>(id)] > 0) return true;
        const auto& deck = s.player(r.player).deck;
        return std::any_of(deck.begin(), deck.end(), [&](InstanceId c) { return s.card(c).card == id; });
      };
      while (!order_[pi].empty() && !available(order_[pi].back())) order_[pi].pop_back();
      // A game taken up in the middle (a record played on) has had no shuffle of this dealer's.
      if (order_[pi].empty()) {
        order_[pi] = deck_contents(s, r.player);
        std::shuffle(order_[pi].begin(), order_[pi].end(), rng_);
      }
      assert(!order_[pi].empty());
      CardId id = order_[pi].back();
      order_[pi].pop_back();
      Action a = Action::make(ActionKind::TopCard, r.player);
      // A known card of that identity in the deck, or else any card not yet identified.
      for (InstanceId c : s.player(r.player).deck)
        if (s.card(c).card == id) a.card = c;
      if (a.card == kNoInstance)
        for (InstanceId c : s.player(r.player).deck)
          if (s.card(c).card == kUnknownCard) {
            a.card = c;
            a.reveals = {{c, id}};
            break;
          }
      return a;
    }
    default:
      assert(false && "not a chance request");
      return Action{};
  }
}

Action Dealer::looked(const Game& game, Action a) {
  const Request& r = game.request();
  if (r.decision != Decision::Choose || a.kind != ActionKind::Choose) return a;
  const GameState& s = game.state();
  std::vector<InstanceId> chosen(a.cards.begin(), a.cards.end());  // top first, as offered
  const auto place = [&](InstanceId c) { return std::find(r.options.begin(), r.options.end(), c) - r.options.begin(); };
  std::sort(chosen.begin(), chosen.end(), [&](InstanceId x, InstanceId y) { return place(x) < place(y); });
  for (InstanceId c : chosen) {
    if (s.card(c).card != kUnknownCard || s.card(c).zone != Zone::Deck) continue;
    if (std::any_of(a.reveals.begin(), a.reveals.end(), [&](const auto& rv) { return rv.first == c; })) continue;
    const Player owner = s.card(c).owner;
    auto& order = order_[static_cast<std::size_t>(index(owner))];
    // An identity still left for a hidden card: the decklist's copies not yet identified, less
    // those this answer already names.
    const auto available = [&](CardId id) {
      const auto named = std::count_if(a.reveals.begin(), a.reveals.end(), [&](const auto& rv) {
        return rv.second == id && s.card(rv.first).owner == owner;
      });
      return s.player(owner).unidentified[static_cast<std::size_t>(id)] > named;
    };
    for (int pass = 0; pass < 2; ++pass) {
      while (!order.empty() && !available(order.back())) order.pop_back();
      if (!order.empty() || pass == 1) break;
      order = deck_contents(s, owner);  // a game taken up in the middle: no shuffle of this dealer's
      std::shuffle(order.begin(), order.end(), rng_);
    }
    if (order.empty()) break;
    a.reveals.push_back({c, order.back()});
    order.pop_back();
  }
  return a;
}

void Dealer::settle(Game& game, const std::function<void(const Game&, const Action&)>& observe) {
  while (!game.over() && !game.script_failure() && is_chance(game.request().decision)) {  // a failed script stops the game
    const Action a = answer(game);
    if (observe) observe(game, a);
    auto v = game.submit(a);
    assert(!v && "the dealer's answer must be legal");
    if (v) return;  // never loop on a refused answer when asserts are off
  }
}

std::uint64_t perft(const Game& game, const Dealer& dealer, int depth) {
  Game g = game;
  Dealer d = dealer;
  d.settle(g);
  if (depth == 0 || g.over()) return 1;
  std::vector<Action> moves = g.legal_actions();
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const Action& a : moves) {
    Game next = g;
    next.submit(a);
    n += perft(next, d, depth - 1);
  }
  return n;
}

}  // namespace vg
