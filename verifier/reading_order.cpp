#include "verifier/reading_order.h"

#include <algorithm>
#include <array>
#include <optional>

namespace vg {

namespace {

constexpr int kOpeningHandSize = 5;  // CR 5.2.5

// Where one setup event stands in its player's CR 5.2 sequence: 0 first vanguard (5.2.2),
// 1 shuffle (5.2.3), 2 who goes first (5.2.4), 3 an opening draw (5.2.5), 4 the first player's
// redraw with its shuffle and draws, 5 the other player's (5.2.5: from the first player).
struct SetupEvent {
  int rank = 0;
  int player_order = 0;  // within ranks 0, 1 and 3: the engine asks A then B, the first player's draws first
};

// One player's progress through setup, to tell where setup ends.
struct SetupProgress {
  int opening_draws = 0;
  std::optional<std::size_t> returned;  // cards the redraw returned, once written
  int redraws = 0;                      // draws after it
  bool shuffled_after = false;
};

Player first_player_of(const Replay& r) {
  for (const Event& e : r.events) {
    if (e.kind == EventKind::FirstPlayer) return e.player;
    if (e.kind != EventKind::FirstVanguard && e.kind != EventKind::Shuffle && e.kind != EventKind::Draw &&
        e.kind != EventKind::Redraw && e.kind != EventKind::Note)
      break;
  }
  return Player::A;
}

// The setup event's place, or nullopt when the event is no longer part of setup.
std::optional<SetupEvent> place_in_setup(const Event& e, Player first, SetupProgress& p, bool first_player_seen) {
  const int by_seat = e.player == first ? 0 : 1;
  switch (e.kind) {
    case EventKind::FirstVanguard: return SetupEvent{0, index(e.player)};
    case EventKind::FirstPlayer: return first_player_seen ? std::nullopt : std::optional(SetupEvent{2, 0});
    case EventKind::Shuffle:
      if (!p.returned) return SetupEvent{1, index(e.player)};
      if (*p.returned == 0 || p.shuffled_after) return std::nullopt;
      p.shuffled_after = true;
      return SetupEvent{4 + by_seat, 0};
    case EventKind::Redraw:
      if (p.returned) return std::nullopt;
      p.returned = e.cards.size();
      return SetupEvent{4 + by_seat, 0};
    case EventKind::Draw:
      if (!p.returned && p.opening_draws < kOpeningHandSize) {
        ++p.opening_draws;
        return SetupEvent{3, by_seat};
      }
      if (!p.returned || p.redraws >= static_cast<int>(*p.returned)) return std::nullopt;
      ++p.redraws;
      return SetupEvent{4 + by_seat, 0};
    default: return std::nullopt;
  }
}

// CR 5.2: the setup events, read in the engine's order when each player's own events (and the
// redraws) keep the CR's order; otherwise as written, so that a real mistake is judged as such.
void order_setup(const Replay& r, std::vector<std::size_t>& order) {
  const Player first = first_player_of(r);
  std::array<SetupProgress, kPlayers> progress{};
  std::array<int, kPlayers> last_rank{};
  int last_redraw_rank = 0;
  bool first_player_seen = false;
  std::vector<SetupEvent> places;
  std::size_t n = 0;
  for (; n < r.events.size(); ++n) {
    const Event& e = r.events[n];
    if (e.kind == EventKind::Note) {
      places.push_back(places.empty() ? SetupEvent{} : places.back());
      continue;
    }
    auto place = place_in_setup(e, first, progress[static_cast<std::size_t>(index(e.player))], first_player_seen);
    if (!place) break;
    first_player_seen = first_player_seen || e.kind == EventKind::FirstPlayer;
    int& own = last_rank[static_cast<std::size_t>(index(e.player))];
    const bool in_order = e.kind == EventKind::FirstPlayer || place->rank >= own;
    if (!in_order || (place->rank >= 4 && place->rank < last_redraw_rank)) return;  // not an order the CR allows
    if (e.kind != EventKind::FirstPlayer) own = place->rank;
    if (place->rank >= 4) last_redraw_rank = place->rank;
    places.push_back(*place);
  }
  // Who goes first must be settled before the redraws, whose order it decides.
  std::stable_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), [&](std::size_t a, std::size_t b) {
    if (places[a].rank != places[b].rank) return places[a].rank < places[b].rank;
    return places[a].player_order < places[b].player_order;
  });
}

// CR 2.8.2: the draw of a draw trigger written before the trigger's power is read after it.
void order_draw_triggers(const Replay& r, const CardPool& pool, std::vector<std::size_t>& order) {
  bool draw_trigger_pending = false;
  for (std::size_t k = 0; k + 1 < order.size(); ++k) {
    const Event& e = r.events[order[k]];
    if (e.kind == EventKind::DriveCheck || e.kind == EventKind::DamageCheck)
      draw_trigger_pending = e.card.is != kUnknownCard && pool[e.card.is].trigger == Trigger::Draw;
    if (e.kind == EventKind::Trigger) draw_trigger_pending = false;
    const Event& next = r.events[order[k + 1]];
    if (draw_trigger_pending && e.kind == EventKind::Draw && next.kind == EventKind::Trigger && next.player == e.player) {
      std::swap(order[k], order[k + 1]);
      draw_trigger_pending = false;
      ++k;
    }
  }
}

// CR 7.5.1.2.2-7.5.1.3: the trigger of the first drive check resolves before the second check.
// A record that writes both checks before the first trigger's effect (a critical, stand or heal
// trigger, which leaves the deck as it is) shows the same game: the effect is read before the
// second check. A draw trigger's draw would have changed which card the second check reveals:
// the second check is read after the trigger's effect and its draw, and that order is a finding
// (replays/FORMAT.md, "Reading policies").
void order_twin_drive_triggers(const Replay& r, const CardPool& pool, std::vector<std::size_t>& order, std::vector<std::size_t>& read_later) {
  for (std::size_t k = 0; k + 2 < order.size(); ++k) {
    const Event& first = r.events[order[k]];
    const Event& second = r.events[order[k + 1]];
    const Event& effect = r.events[order[k + 2]];
    if (first.kind != EventKind::DriveCheck || second.kind != EventKind::DriveCheck || effect.kind != EventKind::Trigger ||
        second.player != first.player || effect.player != first.player || first.card.is == kUnknownCard)
      continue;
    const Trigger t = pool[first.card.is].trigger;
    if (t == Trigger::None) continue;
    if (t == Trigger::Draw) {
      // The draw trigger's draw, written after its effect line: the second check is read after
      // both, where the rules put it, and is a finding (its place changed which card it shows).
      if (k + 3 < order.size() && r.events[order[k + 3]].kind == EventKind::Draw && r.events[order[k + 3]].player == first.player &&
          (second.card.is == kUnknownCard || pool[second.card.is].trigger == Trigger::None)) {
        std::rotate(order.begin() + static_cast<std::ptrdiff_t>(k + 1), order.begin() + static_cast<std::ptrdiff_t>(k + 2),
                    order.begin() + static_cast<std::ptrdiff_t>(k + 4));
        read_later.push_back(order[k + 3]);
        k += 3;
      }
      continue;
    }
    // The effect line is the first check's: the second card is no trigger, or its own effect
    // line follows.
    const bool second_trigger = second.card.is == kUnknownCard || pool[second.card.is].trigger != Trigger::None;
    const bool two_effects = k + 3 < order.size() && r.events[order[k + 3]].kind == EventKind::Trigger && r.events[order[k + 3]].player == first.player;
    if (second_trigger && !two_effects) continue;
    std::swap(order[k + 1], order[k + 2]);
    k += 2;
  }
}

}  // namespace

std::vector<std::size_t> reading_order(const Replay& replay, const CardPool& pool, std::vector<std::size_t>* read_later) {
  std::vector<std::size_t> order(replay.events.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  order_setup(replay, order);
  order_draw_triggers(replay, pool, order);
  std::vector<std::size_t> later;
  order_twin_drive_triggers(replay, pool, order, later);
  if (read_later) *read_later = std::move(later);
  return order;
}

}  // namespace vg
