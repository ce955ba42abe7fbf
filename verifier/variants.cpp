#include "verifier/variants.h"

#include <algorithm>

#include "engine/autoplay.h"
#include "replays/recorder.h"

namespace vg {

namespace {

bool part_of_attack(ActionKind k) { return k == ActionKind::Attack || k == ActionKind::Attacker || k == ActionKind::Target; }

// What the game knows as it takes this answer (the answers of an attack make one event, whose
// facts are those of its last answer).
EventFacts facts_of(const Game& game, const Action& a) {
  const GameState& s = game.state();
  EventFacts f;
  f.turn = s.turn;
  f.starts_ability = a.kind == ActionKind::PlayAuto && !a.none;
  f.mandatory = f.starts_ability && !s.ability(a.card, a.ability).optional;
  f.resolving = s.resolving.has_value();
  f.forced = game.request().decision == Decision::Choose && game.legal_actions().size() == 1;
  return f;
}

// CR 8.6.3.1: the last of the abilities standing by, instead of the agent's pick.
Action last_standing_ability(const Game& game, const Action& chosen) {
  if (game.request().decision != Decision::PlayAuto || chosen.none) return chosen;
  std::vector<Action> options = game.legal_actions();
  for (auto it = options.rbegin(); it != options.rend(); ++it)
    if (!it->none) return *it;
  return chosen;
}

// CR 5.2.5: a redraw of (seed mod 3) cards, so that the records hold redrawn cards.
Action seeded_redraw(const Game& game, const Action& chosen, std::uint64_t seed) {
  if (game.request().decision != Decision::Redraw) return chosen;
  for (const Action& a : game.legal_actions())
    if (a.cards.size() == seed % 3) return a;
  return chosen;
}

}  // namespace

PlayedRecord play_record(const CardPool& pool, const std::array<Decklist, kPlayers>& decks, std::uint64_t seed,
                         bool reverse_auto_order, Edition edition) {
  Game game(pool, decks, edition);
  Dealer dealer(seed);
  SensibleAgent agent(seed);
  Recorder rec;
  PlayedRecord out;
  while (!game.over() && !game.script_failure()) {
    Action a = Dealer::is_chance(game.request().decision) ? dealer.answer(game) : dealer.looked(game, agent.choose(game));
    if (reverse_auto_order) a = last_standing_ability(game, a);
    a = seeded_redraw(game, a, seed);
    if (!part_of_attack(a.kind)) out.written.facts.push_back(facts_of(game, a));
    rec.record(game, a);
    game.submit(a);
  }
  out.complete = !game.script_failure();
  auto parsed = parse_replay("self.xml", write_replay(rec.replay(game, decks), pool), pool);
  if (auto* r = std::get_if<Replay>(&parsed)) out.written.replay = std::move(*r);
  out.complete = out.complete && out.written.replay.events.size() == out.written.facts.size();
  return out;
}

namespace {

// Rearranges the events (and their facts) in the order `order` gives.
Written reordered(const Written& w, const std::vector<std::size_t>& order) {
  Written out;
  out.replay = w.replay;
  out.replay.events.clear();
  for (std::size_t i : order) {
    out.replay.events.push_back(w.replay.events[i]);
    out.facts.push_back(w.facts[i]);
  }
  return out;
}

std::size_t setup_length(const Written& w) {
  std::size_t n = 0;
  while (n < w.facts.size() && w.facts[n].turn == 0) ++n;
  return n;
}

Player first_player(const Written& w) {
  for (const Event& e : w.replay.events)
    if (e.kind == EventKind::FirstPlayer) return e.player;
  return Player::A;
}

// CR 5.2.2-5.2.5, one player's setup events in the CR's order: 0 first vanguard, 1 shuffle,
// 2 who goes first, 3 the opening draws, 4 the first player's redraw (with its shuffle and
// draws), 5 the other player's.
std::vector<int> setup_ranks(const Written& w, std::size_t n) {
  const Player first = first_player(w);
  std::vector<int> ranks(n);
  std::array<bool, kPlayers> redrawn{};
  for (std::size_t i = 0; i < n; ++i) {
    const Event& e = w.replay.events[i];
    bool& after_redraw = redrawn[static_cast<std::size_t>(index(e.player))];
    if (e.kind == EventKind::Redraw) after_redraw = true;
    ranks[i] = after_redraw                            ? (e.player == first ? 4 : 5)
               : e.kind == EventKind::FirstVanguard    ? 0
               : e.kind == EventKind::Shuffle          ? 1
               : e.kind == EventKind::FirstPlayer      ? 2
                                                       : 3;
  }
  return ranks;
}

std::vector<std::size_t> identity_order(std::size_t n) {
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  return order;
}

// Replaces a card id wherever an event names it.
void rename(Event& e, const std::string& from, const std::string& to) {
  auto ref = [&](CardRef& r) {
    if (r.id == from) r.id = to;
  };
  ref(e.card);
  for (CardRef& r : e.cards) ref(r);
  for (CardRef& r : e.cost) ref(r);
  if (e.power == from) e.power = to;
  if (e.effect == from) e.effect = to;
}

}  // namespace

// One seat's view: the opponent's draws and the cards of the opponent's redraw are hidden.
Written seat_view(Written w, Player seat) {
  for (Event& e : w.replay.events) {
    if (e.player == seat) continue;
    if (e.kind == EventKind::Draw) e.card = CardRef();
    if (e.kind == EventKind::Redraw)
      for (CardRef& c : e.cards) c = CardRef();
  }
  return w;
}

// CR 5.2: each player's setup written in one go, the first player's first, after who goes first.
Written setup_by_player(Written w) {
  const std::size_t n = setup_length(w);
  const Player first = first_player(w);
  std::vector<std::size_t> order;
  for (int pass = 0; pass < 3; ++pass)
    for (std::size_t i = 0; i < n; ++i) {
      const Event& e = w.replay.events[i];
      const bool decides = e.kind == EventKind::FirstPlayer;
      if ((pass == 0 && decides) || (!decides && pass == 1 && e.player == first) || (!decides && pass == 2 && e.player != first))
        order.push_back(i);
    }
  for (std::size_t i = n; i < w.facts.size(); ++i) order.push_back(i);
  return reordered(w, order);
}

// CR 5.2.2, 5.2.3, 5.2.5: the second player's first vanguard, shuffle and opening draws written
// before the first player's (the redraws keep the order CR 5.2.5 fixes).
Written setup_second_player_first(Written w) {
  const std::size_t n = setup_length(w);
  const Player second = opponent(first_player(w));
  const std::vector<int> ranks = setup_ranks(w, n);
  std::vector<std::size_t> order = identity_order(n);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const int ra = ranks[a], rb = ranks[b];
    if (ra != rb) return ra < rb;
    if (ra >= 4) return false;
    return w.replay.events[a].player == second && w.replay.events[b].player != second;
  });
  for (std::size_t i = n; i < w.facts.size(); ++i) order.push_back(i);
  return reordered(w, order);
}

// CR 2.8.2: a draw trigger's draw written before its power.
Written draw_before_power(Written w, const CardPool& pool) {
  auto& ev = w.replay.events;
  CardId checked = kUnknownCard;
  for (std::size_t i = 0; i + 1 < ev.size(); ++i) {
    if (ev[i].kind == EventKind::DriveCheck || ev[i].kind == EventKind::DamageCheck) checked = ev[i].card.is;
    const bool draw_trigger = checked != kUnknownCard && pool[checked].trigger == Trigger::Draw;
    if (ev[i].kind == EventKind::Trigger && draw_trigger && ev[i + 1].kind == EventKind::Draw && ev[i + 1].player == ev[i].player) {
      std::swap(ev[i], ev[i + 1]);
      std::swap(w.facts[i], w.facts[i + 1]);
      checked = kUnknownCard;
      ++i;
    }
  }
  return w;
}

// CR 8.6.3.1: each mandatory AUTO ability (with the answers of its resolution) written one
// event later than it was played, past a play that does not belong to any ability.
Written late_auto(Written w) {
  const std::size_t n = w.facts.size();
  std::vector<std::size_t> order;
  std::size_t i = 0;
  while (i < n) {
    std::size_t end = i + 1;
    if (w.facts[i].mandatory)
      while (end < n && w.facts[end].resolving && !w.facts[end].starts_ability) ++end;
    const bool movable = w.facts[i].mandatory && end < n && w.facts[end].turn == w.facts[i].turn && !w.facts[end].resolving &&
                         !w.facts[end].starts_ability && w.replay.events[end].kind != EventKind::Decline &&
                         w.replay.events[end].kind != EventKind::Ability;
    if (!movable) {
      order.push_back(i++);
      continue;
    }
    order.push_back(end);
    for (std::size_t k = i; k < end; ++k) order.push_back(k);
    i = end + 1;
  }
  return reordered(w, order);
}

// A card shuffled back into the deck by a redraw gets a new id when it is seen again.
Written new_ids_on_redraw(Written w) {
  auto& ev = w.replay.events;
  for (std::size_t i = 0; i < ev.size(); ++i) {
    if (ev[i].kind != EventKind::Redraw) continue;
    for (const CardRef& c : ev[i].cards)
      if (!c.id.empty())
        for (std::size_t j = i + 1; j < ev.size(); ++j) rename(ev[j], c.id, c.id + "r");
  }
  return w;
}

// CR 8.5.3: a choice with one legal answer left out of the record.
Written forced_choices_left_out(Written w) {
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < w.facts.size(); ++i)
    if (!(w.facts[i].forced && w.replay.events[i].kind == EventKind::Choose)) order.push_back(i);
  return reordered(w, order);
}

std::vector<Variant> legal_variants(const PlayedRecord& played, const CardPool& pool) {
  const Written& w = played.written;
  std::vector<Variant> out;
  const std::string full = write_replay(w.replay, pool);
  auto add = [&](const std::string& kind, const Written& v) {
    if (kind == "full" || write_replay(v.replay, pool) != full) out.push_back({kind, v.replay});
  };
  add("full", w);
  add("seat-A", seat_view(w, Player::A));
  add("seat-B", seat_view(w, Player::B));
  add("setup-by-player", setup_by_player(w));
  add("setup-second-first", setup_second_player_first(w));
  add("draw-before-power", draw_before_power(w, pool));
  add("late-auto", late_auto(w));
  add("new-ids-on-redraw", new_ids_on_redraw(w));
  add("forced-choices-left-out", forced_choices_left_out(w));
  const Written all = forced_choices_left_out(late_auto(draw_before_power(new_ids_on_redraw(setup_by_player(w)), pool)));
  add("all-seat-A", seat_view(all, Player::A));
  add("all-seat-B", seat_view(all, Player::B));
  return out;
}

}  // namespace vg
