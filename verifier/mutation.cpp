#include "verifier/mutation.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>
#include <memory>
#include <random>
#include <set>

#include "engine/autoplay.h"
#include "engine/dealer.h"
#include "replays/recorder.h"
#include "verifier/verification.h"

namespace vg {

const Timeline::Snapshot& Timeline::before(std::size_t i) {
  auto it = cache_.find(i);
  if (it != cache_.end()) return it->second;
  VerifyOptions o;
  o.stop_after = static_cast<int>(i);
  std::optional<Game> game;
  Verdict v = verify(replay_, pool_, o, &game);
  return cache_.emplace(i, Snapshot{std::move(*game), std::move(v.names)}).first->second;
}

std::string Mutation::expected() const {
  return "step " + std::to_string(step) + ": " + std::string(to_string(kind)) + " " + cr::cite(rule, replay.edition);
}

bool Mutation::found_in(const Verdict& v) const {
  if (v.findings.empty()) return false;
  const Finding& f = v.findings.front();
  return f.step == step && f.kind == kind && f.rule == rule;
}

MutationScore score(const Mutation& m, const Verdict& v) {
  MutationScore s;
  s.detected = !v.findings.empty() || !v.verified() || !v.finished;
  if (v.findings.empty()) return s;
  const Finding& f = v.findings.front();
  s.at_step = f.step == m.step;
  s.right_rule = f.kind == m.kind && f.rule == m.rule;
  s.exactly_one = v.findings.size() == 1 && v.verified() && v.finished;
  return s;
}

void MutationTally::add(const MutationScore& s) {
  ++applied;
  detected += s.detected;
  at_step += s.at_step;
  right_rule += s.right_rule;
  exactly_one += s.exactly_one;
  found += s.found();
  exact += s.exact();
}

void MutationTally::add(const MutationTally& t) {
  for (int MutationTally::*c : {&MutationTally::applied, &MutationTally::detected, &MutationTally::at_step, &MutationTally::right_rule,
                                &MutationTally::exactly_one, &MutationTally::found, &MutationTally::exact})
    this->*c += t.*c;
}

std::string mutation_table(const std::map<std::string, MutationTally>& tallies) {
  std::size_t width = 8;
  for (const auto& [name, t] : tallies) width = std::max(width, name.size());
  auto right = [](const std::string& c) { return std::string(c.size() < 12 ? 12 - c.size() : 0, ' ') + c; };
  auto cell = [&](int n, int of) { return right(std::to_string(n) + "/" + std::to_string(of)); };
  auto row = [&](const std::string& name, const MutationTally& t) {
    char share[16];
    std::snprintf(share, sizeof share, "%11.1f%%", 100.0 * t.share(&MutationTally::exact));
    return name + std::string(width - name.size(), ' ') + cell(t.detected, t.applied) + cell(t.at_step, t.applied) +
           cell(t.right_rule, t.applied) + cell(t.exactly_one, t.applied) + cell(t.exact, t.applied) + share + "\n";
  };
  std::string out = "operator" + std::string(width - 8, ' ') + right("detected") + right("at step") + right("its rule") +
                    right("exactly one") + right("all three") + right("share") + "\n";
  MutationTally total;
  for (const auto& [name, t] : tallies) {
    out += row(name, t);
    total.add(t);
  }
  return out + row("total", total);
}

bool meets_mutation_target(const std::map<std::string, MutationTally>& tallies, int MutationTally::*column, double total,
                           double floor) {
  MutationTally all;
  for (const auto& [name, t] : tallies) {
    if (t.share(column) < floor) return false;
    all.add(t);
  }
  return all.share(column) >= total;
}

namespace {

using CardTest = std::function<bool(const CardDef&)>;

bool names(const Event& e, const std::string& id) {
  if (e.card.id == id || e.power == id || e.effect == id) return true;
  const auto is = [&](const CardRef& c) { return c.id == id; };
  return std::any_of(e.cards.begin(), e.cards.end(), is) || std::any_of(e.cost.begin(), e.cost.end(), is);
}

// Whether an event after i names the card: dropping the event that brought it in would
// leave the record naming a card it never drew.
bool named_after(const Replay& r, std::size_t i, const std::string& id) {
  for (std::size_t j = i + 1; j < r.events.size(); ++j)
    if (names(r.events[j], id)) return true;
  return false;
}

Event make_event(EventKind kind, Player p) {
  Event e;
  e.kind = kind;
  e.player = p;
  return e;
}

Event card_event(EventKind kind, Player p, CardRef card) {
  Event e = make_event(kind, p);
  e.card = std::move(card);
  return e;
}

// The changed copy of the record: event i edited in place, the finding at its step.
Event& edit(Timeline& t, Mutation& m, std::size_t i, std::string change) {
  m.replay = t.replay();
  m.step = static_cast<int>(i) + 1;
  m.change = std::move(change);
  return m.replay.events[i];
}

bool insert(Timeline& t, Mutation& m, std::size_t i, Event e, std::string change) {
  m.replay = t.replay();
  m.replay.events.insert(m.replay.events.begin() + static_cast<std::ptrdiff_t>(i), std::move(e));
  m.step = static_cast<int>(i) + 1;
  m.change = std::move(change);
  return true;
}

// Drops event i. The record moves past the dropped step at the next event that cannot stand
// in for it (another of the same kind by the same player takes its place): that is where the
// finding is. False when no such event follows.
bool remove(Timeline& t, Mutation& m, std::size_t i, std::string change) {
  const Event& gone = t.event(i);
  std::size_t j = i + 1;
  while (j < t.size() && t.event(j).kind == gone.kind && t.event(j).player == gone.player) ++j;
  if (j >= t.size()) return false;
  m.replay = t.replay();
  m.replay.events.erase(m.replay.events.begin() + static_cast<std::ptrdiff_t>(i));
  m.step = static_cast<int>(j);
  m.change = std::move(change);
  return true;
}

// A named card of the zone that passes the test; one the record does not name after event i
// when there is one, so the rest of the record still follows.
std::optional<CardRef> pick_card(Timeline& t, std::size_t i, Player p, Zone z, const CardTest& test) {
  const Timeline::Snapshot& snap = t.before(i);
  const GameState& s = snap.game.state();
  std::optional<CardRef> found;
  for (InstanceId c : s.pile(p, z)) {
    const std::string& name = snap.names[static_cast<std::size_t>(c)];
    if (!s.identified(c) || name.empty() || name[0] == '?' || !test(s.def(c))) continue;
    CardRef ref{name, s.card(c).card};
    if (!named_after(t.replay(), i, name)) return ref;
    if (!found) found = ref;
  }
  return found;
}

std::optional<CardRef> hand_card(Timeline& t, std::size_t i, Player p, const CardTest& test) {
  return pick_card(t, i, p, Zone::Hand, test);
}

const CardDef* card_def(Timeline& t, const CardRef& r) { return r.is == kUnknownCard ? nullptr : &t.pool()[r.is]; }

bool is_trigger_card(Timeline& t, const CardRef& r) {
  const CardDef* d = card_def(t, r);
  return !d || d->trigger != Trigger::None;
}

const Request& request(Timeline& t, std::size_t i) { return t.before(i).game.request(); }

// The instance the record names `id` at a snapshot, or kNoInstance.
InstanceId instance_named(const Timeline::Snapshot& snap, const std::string& id) {
  const auto n = std::find(snap.names.begin(), snap.names.end(), id);
  return n == snap.names.end() ? kNoInstance : static_cast<InstanceId>(n - snap.names.begin());
}

// The trigger whose effect event i resolves, or nullptr.
const CardDef* resolved_trigger(Timeline& t, std::size_t i) {
  if (i >= t.size() || t.event(i).kind != EventKind::Trigger) return nullptr;
  const Request& r = request(t, i);
  if (r.decision != Decision::TriggerEffect) return nullptr;
  return &t.state(i).def(r.card);
}

bool resolves(Timeline& t, std::size_t i, Trigger trigger) {
  const CardDef* d = resolved_trigger(t, i);
  return d && d->trigger == trigger;
}

std::string record_name(Timeline& t, std::size_t i, InstanceId u) {
  return u == kNoInstance ? "" : t.before(i).names[static_cast<std::size_t>(u)];
}

// An identity the player's decklist still has a copy of, not yet seen; a non-trigger first.
CardId unseen_identity(Timeline& t, std::size_t i, Player p) {
  const std::vector<int>& left = t.state(i).player(p).unidentified;
  CardId best = kUnknownCard;
  for (std::size_t id = 0; id < left.size(); ++id) {
    if (left[id] <= 0) continue;
    const auto c = static_cast<CardId>(id);
    if (t.pool()[c].trigger == Trigger::None) return c;
    best = c;
  }
  return best;
}

// An identity of the player's decklist with a copy the whole record never shows (a card the
// game left in the deck), a non-trigger first: a slip may reveal it without contradicting the
// lines after it. (Self-played records give each player's cards ids that start with its letter.)
CardId spare_identity(Timeline& t, Player p) {
  std::map<CardId, std::set<std::string>> shown;
  for (const Event& e : t.replay().events) {
    const auto note = [&](const CardRef& c) {
      if (c.is != kUnknownCard && !c.id.empty() && c.id.starts_with(to_string(p))) shown[c.is].insert(c.id);
    };
    note(e.card);
    for (const CardRef& c : e.cards) note(c);
    for (const CardRef& c : e.cost) note(c);
  }
  CardId best = kUnknownCard;
  for (const DeckEntry& d : t.replay().players[static_cast<std::size_t>(index(p))].deck.entries) {
    if (static_cast<int>(shown[d.card].size()) >= d.count) continue;
    if (t.pool()[d.card].trigger == Trigger::None) return d.card;
    best = d.card;
  }
  return best;
}

// An instance id the record does not use yet.
std::string fresh_id(const Replay& r, Player p) {
  for (int n = 51;; ++n) {
    std::string id = std::string(to_string(p)) + std::to_string(n);
    if (std::none_of(r.events.begin(), r.events.end(), [&](const Event& e) { return names(e, id); })) return id;
  }
}

Circle other_back_circle(Circle c, int k) {
  const Column col = column_of(c);
  const Column others[2] = {col == Column::Left ? Column::Center : Column::Left,
                            col == Column::Right ? Column::Center : Column::Right};
  return back_circle_of(others[k]);
}

// ---- decklists (CR 5.1.2) ----

std::vector<DeckEntry>& deck_a(Mutation& m) { return m.replay.players[0].deck.entries; }

DeckEntry* entry_where(std::vector<DeckEntry>& d, const CardPool& pool, const std::function<bool(const DeckEntry&, const CardDef&)>& test) {
  for (DeckEntry& e : d)
    if (test(e, pool[e.card])) return &e;
  return nullptr;
}

// Whether the record never shows some copy of a deck entry of player A: taking that copy out of
// the decklist leaves every card the game shows in it, so the changed decklist is the only mistake.
bool copy_never_shown(Timeline& t, const DeckEntry& d) {
  return t.state(t.size()).player(Player::A).unidentified[static_cast<std::size_t>(d.card)] > 0;
}

// A trigger card of the pool that is not in the deck, with the given icon test.
CardId outside_trigger(const std::vector<DeckEntry>& d, const CardPool& pool, bool heal) {
  for (CardId c = 0; c < pool.size(); ++c) {
    const Trigger tr = pool[c].trigger;
    if (tr == Trigger::None || (tr == Trigger::Heal) != heal) continue;
    // A card of another name: one sharing a name with a deck card would first break CR 5.1.2.2.
    if (std::none_of(d.begin(), d.end(), [&](const DeckEntry& e) { return e.card == c || pool[e.card].name == pool[c].name; })) return c;
  }
  return kUnknownCard;
}

bool deck_not_fifty(Timeline& t, std::size_t i, Mutation& m) {
  if (i != 0) return false;
  edit(t, m, 0, "player A's decklist holds 49 cards");
  m.step = 0;
  DeckEntry* e = entry_where(deck_a(m), t.pool(), [&](const DeckEntry& d, const CardDef& c) {
    return d.count >= 2 && c.trigger == Trigger::None && copy_never_shown(t, d);
  });
  if (!e) return false;
  --e->count;
  return true;
}

bool deck_fifth_copy(Timeline& t, std::size_t i, Mutation& m) {
  if (i != 0) return false;
  edit(t, m, 0, "player A's decklist holds five copies of a card");
  m.step = 0;
  auto plain = [](const DeckEntry& d, const CardDef& c) { return d.count == 4 && c.trigger == Trigger::None; };
  DeckEntry* five = entry_where(deck_a(m), t.pool(), plain);
  DeckEntry* less = entry_where(deck_a(m), t.pool(), [&](const DeckEntry& d, const CardDef& c) {
    return &d != five && d.count >= 2 && c.trigger == Trigger::None && copy_never_shown(t, d);
  });
  if (!five || !less) return false;
  ++five->count;
  --less->count;
  return true;
}

bool deck_seventeen_triggers(Timeline& t, std::size_t i, Mutation& m) {
  if (i != 0) return false;
  edit(t, m, 0, "player A's decklist holds 17 trigger units");
  m.step = 0;
  const CardId extra = outside_trigger(deck_a(m), t.pool(), false);
  DeckEntry* less = entry_where(deck_a(m), t.pool(), [&](const DeckEntry& d, const CardDef& c) {
    return d.count >= 2 && c.trigger == Trigger::None && copy_never_shown(t, d);
  });
  if (extra == kUnknownCard || !less) return false;
  --less->count;
  deck_a(m).push_back({extra, 1, 0});
  return true;
}

bool deck_fifth_heal(Timeline& t, std::size_t i, Mutation& m) {
  if (i != 0) return false;
  edit(t, m, 0, "player A's decklist holds five heal triggers");
  m.step = 0;
  const CardId heal = outside_trigger(deck_a(m), t.pool(), true);
  int heals = 0;
  for (const DeckEntry& d : deck_a(m))
    if (t.pool()[d.card].trigger == Trigger::Heal) heals += d.count;
  // Heal triggers in place of other trigger units (16 triggers still, CR 5.1.2.3), up to five.
  const int more = 5 - heals;
  if (heal == kUnknownCard || more < 1 || more > 4) return false;
  for (int n = 0; n < more; ++n) {
    DeckEntry* less = entry_where(deck_a(m), t.pool(), [&](const DeckEntry& d, const CardDef& c) {
      return d.count >= 2 && c.trigger != Trigger::None && c.trigger != Trigger::Heal && copy_never_shown(t, d);
    });
    if (!less) return false;
    --less->count;
  }
  deck_a(m).push_back({heal, more, 0});
  return true;
}

// ---- setup and hidden information ----

// A second redraw of the opening hand by the player who redrew last, returning one hand card.
bool second_redraw(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Redraw || t.event(i).kind == EventKind::Redraw) return false;
  const Player p = t.event(i - 1).player;
  auto c = hand_card(t, i, p, [](const CardDef&) { return true; });
  if (!c) return false;
  Event e = make_event(EventKind::Redraw, p);
  e.cards = {*c};
  return insert(t, m, i, e, "player " + std::string(to_string(p)) + " redraws a second time, returning " + c->id);
}

bool first_vanguard_not_grade_zero(Timeline& t, std::size_t i, Mutation& m) {
  if (i >= t.size() || t.event(i).kind != EventKind::FirstVanguard) return false;
  const Player p = t.event(i).player;
  for (const DeckEntry& d : t.replay().players[static_cast<std::size_t>(index(p))].deck.entries)
    if (t.pool()[d.card].grade == 1) {
      edit(t, m, i, "the first vanguard is a grade 1 card").card.is = d.card;
      return true;
    }
  return false;
}

// A card revealed from the deck after every copy of its decklist entry was already seen.
bool reveal_beyond_decklist(Timeline& t, std::size_t i, Mutation& m) {
  if (i >= t.size()) return false;
  const Event& e = t.event(i);
  if ((e.kind != EventKind::Draw && e.kind != EventKind::DriveCheck && e.kind != EventKind::DamageCheck) || e.card.is == kUnknownCard)
    return false;
  // Every copy is known and none is in the deck (a copy put back may be revealed again).
  const GameState& s = t.state(i);
  const std::vector<int>& left = s.player(e.player).unidentified;
  auto in_deck = [&](CardId id) {
    const auto& deck = s.player(e.player).deck;
    return std::any_of(deck.begin(), deck.end(), [&](InstanceId c) { return s.card(c).card == id; });
  };
  for (const DeckEntry& d : t.replay().players[static_cast<std::size_t>(index(e.player))].deck.entries)
    if (left[static_cast<std::size_t>(d.card)] == 0 && d.card != e.card.is && !in_deck(d.card)) {
      edit(t, m, i, "the card revealed is one more copy of " + t.pool()[d.card].number + " than the decklist holds").card.is = d.card;
      return true;
    }
  return false;
}

bool opening_draw_dropped(Timeline& t, std::size_t i, Mutation& m) {
  if (i >= t.size() || t.event(i).kind != EventKind::Draw || t.state(i).phase != Phase::Setup) return false;
  if (named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "a draw of the opening hand is left out");
}

// ---- draw phase, ride phase and main phase ----

bool draw_phase_draw_dropped(Timeline& t, std::size_t i, Mutation& m) {
  if (i >= t.size() || t.event(i).kind != EventKind::Draw || t.state(i).phase != Phase::Draw) return false;
  if (named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "the draw of the draw phase is left out");
}

bool extra_draw(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Draw || t.state(i - 1).phase != Phase::Draw) return false;
  return insert(t, m, i, make_event(EventKind::Draw, t.event(i - 1).player), "a second draw in the draw phase");
}

bool ride_wrong_grade(Timeline& t, std::size_t i, Mutation& m) {
  if (i >= t.size() || t.event(i).kind != EventKind::Ride) return false;
  const Player p = t.event(i).player;
  const int v = t.state(i).vanguard_grade(p);
  auto c = hand_card(t, i, p, [&](const CardDef& d) { return d.grade != v && d.grade != v + 1; });
  if (!c) return false;
  edit(t, m, i, "rides " + c->id + " (grade " + std::to_string(card_def(t, *c)->grade) + ") over grade " + std::to_string(v)).card = *c;
  return true;
}

// A ride inserted in the main phase: a second one after the ride phase's ride, or a first one.
bool ride_in_main_phase(Timeline& t, std::size_t i, Mutation& m, bool after_ride) {
  if (i == 0 || i >= t.size() || (t.event(i - 1).kind == EventKind::Ride) != after_ride) return false;
  const Request& r = request(t, i);
  if (r.decision != Decision::Main || t.state(i).rode_this_turn != after_ride) return false;
  const int v = t.state(i).vanguard_grade(r.player);
  auto c = hand_card(t, i, r.player, [&](const CardDef& d) { return !after_ride || d.grade == v || d.grade == v + 1; });
  if (!c) return false;
  return insert(t, m, i, card_event(EventKind::Ride, r.player, *c), "rides " + c->id + " in the main phase");
}
bool second_ride(Timeline& t, std::size_t i, Mutation& m) { return ride_in_main_phase(t, i, m, true); }
bool ride_without_ride_phase(Timeline& t, std::size_t i, Mutation& m) { return ride_in_main_phase(t, i, m, false); }

// Whether event i is a normal call, made in the main phase (CR 6.6.1.2.1), not a call an
// effect makes (CR 10.1.6.1: its own rules).
bool normal_call(Timeline& t, std::size_t i) {
  return i < t.size() && t.event(i).kind == EventKind::Call && request(t, i).decision == Decision::Main;
}

bool call_above_vanguard_grade(Timeline& t, std::size_t i, Mutation& m) {
  if (!normal_call(t, i)) return false;
  const Player p = t.event(i).player;
  const int v = t.state(i).vanguard_grade(p);
  auto c = hand_card(t, i, p, [&](const CardDef& d) { return d.grade > v; });
  if (!c) return false;
  edit(t, m, i, "calls " + c->id + " (grade " + std::to_string(card_def(t, *c)->grade) + ") with a grade " + std::to_string(v) + " vanguard").card = *c;
  return true;
}

bool call_to(Timeline& t, std::size_t i, Mutation& m, Circle circle) {
  if (!normal_call(t, i)) return false;
  edit(t, m, i, "calls to the " + std::string(to_string(circle)) + " circle").circle = circle;
  return true;
}
bool call_to_vanguard_circle(Timeline& t, std::size_t i, Mutation& m) { return call_to(t, i, m, Circle::Vanguard); }
bool call_to_guardian_circle(Timeline& t, std::size_t i, Mutation& m) { return call_to(t, i, m, Circle::Guardian); }

// A normal call of a hand card the record never names again, to an empty rear-guard circle,
// right after an attack: a main phase action in the battle phase.
// Whether the card has an automatic ability that this event triggers (a slip that made it
// trigger would leave the lines after it one ability short).
bool has_auto_on(const CardDef& d, TriggerEvent event) {
  return std::any_of(d.abilities.begin(), d.abilities.end(), [&](const AbilityDef& a) { return a.kind == AbilityKind::Auto && a.trigger.event == event; });
}

// Whether a line after event i places, moves, attacks with, boosts with or attacks a unit of
// player p on the circle.
bool circle_used_after(Timeline& t, std::size_t i, Player p, Circle c) {
  for (std::size_t j = i; j < t.size(); ++j) {
    const Event& e = t.event(j);
    const bool own = e.player == p;
    if (own && (e.kind == EventKind::Call || e.kind == EventKind::Move) && (e.circle == c || e.circle2 == c)) return true;
    if (e.kind == EventKind::Attack && (own ? e.circle == c || (e.has_booster && e.booster == c) : e.circle2 == c)) return true;
  }
  return false;
}

// A normal call right after an attack line. Engine-made, the game is played on from it; as
// written (`keep_rest`), it is a unit the record never names again, on a circle no later line
// uses, so that the lines after it still describe the game.
bool call_after_attack(Timeline& t, std::size_t i, Mutation& m, bool keep_rest) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Attack) return false;
  const Player p = t.event(i - 1).player;
  const int v = t.state(i).vanguard_grade(p);
  // (As written: a card with no ability that placing it triggers, which the lines after would lack.)
  auto c = hand_card(t, i, p, [&](const CardDef& d) { return d.grade <= v && !(keep_rest && has_auto_on(d, TriggerEvent::Placed)); });
  if (!c || named_after(t.replay(), i, c->id)) return false;
  const std::vector<Circle> back_first = {Circle::BackLeft, Circle::BackCenter, Circle::BackRight, Circle::FrontLeft, Circle::FrontRight};
  const std::vector<Circle> front_first = {Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight};
  for (Circle circle : keep_rest ? back_first : front_first) {
    if (t.state(i).unit_at(p, circle) != kNoInstance || named_after(t.replay(), i, std::string(to_string(circle)))) continue;
    if (keep_rest && circle_used_after(t, i, p, circle)) continue;
    Event e = card_event(EventKind::Call, p, *c);
    e.circle = circle;
    return insert(t, m, i, e, "calls " + c->id + " to " + std::string(to_string(circle)) + " in the battle phase");
  }
  return false;
}
bool call_in_battle_phase(Timeline& t, std::size_t i, Mutation& m) { return call_after_attack(t, i, m, false); }

bool call_card_not_in_hand(Timeline& t, std::size_t i, Mutation& m) {
  if (!normal_call(t, i)) return false;
  const Player p = t.event(i).player;
  auto c = pick_card(t, i, p, Zone::Drop, [](const CardDef&) { return true; });
  if (!c) c = pick_card(t, i, p, Zone::Soul, [](const CardDef&) { return true; });
  if (!c) return false;
  edit(t, m, i, "calls " + c->id + ", which is not in the hand").card = *c;
  return true;
}

// A move inserted in the main phase, from a rear-guard to a circle outside its column.
bool move_out_of_column(Timeline& t, std::size_t i, Mutation& m, bool to_vanguard) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind == EventKind::Move) return false;
  const Request& r = request(t, i);
  if (r.decision != Decision::Main) return false;
  for (Circle from : kRearGuardCircles) {
    if (t.state(i).unit_at(r.player, from) == kNoInstance || (to_vanguard && !is_front_row(from))) continue;
    Event e = make_event(EventKind::Move, r.player);
    e.circle = from;
    e.circle2 = to_vanguard ? Circle::Vanguard : other_back_circle(from, 0);
    return insert(t, m, i, e, "moves the unit on " + std::string(to_string(from)) + " to " + std::string(to_string(e.circle2)));
  }
  return false;
}
bool move_across_columns(Timeline& t, std::size_t i, Mutation& m) { return move_out_of_column(t, i, m, false); }
bool move_with_vanguard(Timeline& t, std::size_t i, Mutation& m) { return move_out_of_column(t, i, m, true); }

// ---- battle: attack step ----

bool attack_on_first_turn(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Pass || t.event(i - 1).phase != Phase::Main) return false;
  const Request& r = request(t, i);
  if (t.state(i).turn != 1 || r.decision != Decision::StartStep) return false;
  // The attacker is a standing front-row unit, so that the first turn is the attack's only fault.
  const GameState& s = t.state(i);
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft, Circle::FrontRight}) {
    const InstanceId u = s.unit_at(r.player, c);
    if (u == kNoInstance || s.card(u).rested) continue;
    Event e = make_event(EventKind::Attack, r.player);
    e.circle = c;
    return insert(t, m, i, e, "the first player attacks in the first turn");
  }
  return false;
}

const Event* attack_at(Timeline& t, std::size_t i) {
  return i < t.size() && t.event(i).kind == EventKind::Attack ? &t.event(i) : nullptr;
}

// Whose circles an attack's change looks at.
enum class Side { Attacker, Defender };

// An attack event changed: attacker, target or booster replaced by a circle passing the test.

bool change_attack(Timeline& t, std::size_t i, Mutation& m, const std::vector<Circle>& circles, Side side,
                   const std::function<bool(Circle, InstanceId)>& test, const std::function<void(Event&, Circle)>& set,
                   const std::string& what) {
  const Event* a = attack_at(t, i);
  if (!a) return false;
  const Player owner = side == Side::Attacker ? a->player : opponent(a->player);
  for (Circle c : circles) {
    const InstanceId u = t.state(i).unit_at(owner, c);
    if (!test(c, u)) continue;
    set(edit(t, m, i, what + " " + std::string(to_string(c))), c);
    return true;
  }
  return false;
}

const std::vector<Circle> kFrontRearGuards = {Circle::FrontLeft, Circle::FrontRight};
const std::vector<Circle> kBackCircles = {Circle::BackLeft, Circle::BackCenter, Circle::BackRight};
constexpr Side kOwn = Side::Attacker, kTheirs = Side::Defender;

void set_attacker(Event& e, Circle c) {
  e.circle = c;
  e.has_booster = false;
}
void set_target(Event& e, Circle c) { e.circle2 = c; }
void set_booster(Event& e, Circle c) {
  e.has_booster = true;
  e.booster = c;
}

// Whether the attack's target is one any attacker may choose (a front row unit): a changed
// attacker then breaks no rule of the target's (a vanguard may reach the back row by an effect).
bool front_row_target(Timeline& t, std::size_t i) {
  const Event* a = attack_at(t, i);
  return a && is_front_row(a->circle2);
}

bool attack_from_back_row(Timeline& t, std::size_t i, Mutation& m) {
  if (!front_row_target(t, i)) return false;
  return change_attack(t, i, m, kBackCircles, kOwn, [](Circle, InstanceId u) { return u != kNoInstance; }, set_attacker, "attacks with the unit on");
}
bool attack_with_rested_unit(Timeline& t, std::size_t i, Mutation& m) {
  if (!front_row_target(t, i)) return false;
  return change_attack(t, i, m, {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}, kOwn,
                       [&](Circle, InstanceId u) { return u != kNoInstance && t.state(i).card(u).rested; }, set_attacker,
                       "attacks with the rested unit on");
}
bool attacker_circle_empty(Timeline& t, std::size_t i, Mutation& m) {
  return change_attack(t, i, m, kFrontRearGuards, kOwn, [](Circle, InstanceId u) { return u == kNoInstance; }, set_attacker, "attacks from the empty");
}
bool target_in_back_row(Timeline& t, std::size_t i, Mutation& m) {
  // Not when the attacker may reach the back row (a continuous ability such as Tejas's).
  const Event* a = attack_at(t, i);
  if (!a) return false;
  const InstanceId attacker = t.state(i).unit_at(a->player, a->circle);
  if (attacker != kNoInstance && t.state(i).identified(attacker) && t.state(i).may_attack_back_row(attacker)) return false;
  return change_attack(t, i, m, kBackCircles, kTheirs, [](Circle, InstanceId u) { return u != kNoInstance; }, set_target, "attacks the unit on");
}
bool target_circle_empty(Timeline& t, std::size_t i, Mutation& m) {
  return change_attack(t, i, m, kFrontRearGuards, kTheirs, [](Circle, InstanceId u) { return u == kNoInstance; }, set_target, "attacks the empty");
}

// The booster circle of the recorded attack's column, and whether the test holds there.
bool change_booster(Timeline& t, std::size_t i, Mutation& m, bool same_column, const std::function<bool(InstanceId)>& test,
                    const std::string& what) {
  const Event* a = attack_at(t, i);
  if (!a || !is_front_row(a->circle)) return false;
  const Circle own = back_circle_of(column_of(a->circle));
  std::vector<Circle> circles = same_column ? std::vector<Circle>{own} : std::vector<Circle>{other_back_circle(a->circle, 0), other_back_circle(a->circle, 1)};
  return change_attack(t, i, m, circles, kOwn, [&](Circle, InstanceId u) { return test(u); }, set_booster, what);
}

bool boost_from_another_column(Timeline& t, std::size_t i, Mutation& m) {
  return change_booster(t, i, m, false, [](InstanceId u) { return u != kNoInstance; }, "boosts with the unit on");
}
bool boost_without_boost_skill(Timeline& t, std::size_t i, Mutation& m) {
  return change_booster(t, i, m, true, [&](InstanceId u) { return u != kNoInstance && t.state(i).def(u).skill != Skill::Boost; },
                        "boosts without the boost skill from");
}
bool booster_circle_empty(Timeline& t, std::size_t i, Mutation& m) {
  return change_booster(t, i, m, true, [](InstanceId u) { return u == kNoInstance; }, "boosts from the empty");
}

// ---- battle: guard step ----

bool add_guardian(Timeline& t, std::size_t i, Mutation& m, const std::function<bool(const CardDef&, int)>& test, const std::string& what) {
  if (i >= t.size() || t.event(i).kind != EventKind::Guard) return false;
  const Event& g = t.event(i);
  const int v = t.state(i).vanguard_grade(g.player);
  auto c = hand_card(t, i, g.player, [&](const CardDef& d) { return test(d, v); });
  if (!c || names(g, c->id)) return false;
  edit(t, m, i, what + " " + c->id).cards.push_back(*c);
  return true;
}

bool guardian_without_shield(Timeline& t, std::size_t i, Mutation& m) {
  return add_guardian(t, i, m, [](const CardDef& d, int) { return !d.shield; }, "calls as a guardian the shieldless");
}
bool guardian_above_vanguard_grade(Timeline& t, std::size_t i, Mutation& m) {
  return add_guardian(t, i, m, [](const CardDef& d, int v) { return d.shield && d.grade > v; }, "calls as a guardian, above the vanguard's grade,");
}

bool add_interceptor(Timeline& t, std::size_t i, Mutation& m, const std::vector<Circle>& circles, const std::function<bool(InstanceId)>& test,
                     const std::string& what) {
  if (i >= t.size() || t.event(i).kind != EventKind::Guard || !t.state(i).battle) return false;
  const Event& g = t.event(i);
  for (Circle c : circles) {
    const InstanceId u = t.state(i).unit_at(g.player, c);
    if (u == kNoInstance || std::count(g.intercepts.begin(), g.intercepts.end(), c) || !test(u)) continue;
    edit(t, m, i, what + " " + std::string(to_string(c))).intercepts.push_back(c);
    return true;
  }
  return false;
}

bool intercept_from_back_row(Timeline& t, std::size_t i, Mutation& m) {
  return add_interceptor(t, i, m, kBackCircles, [](InstanceId) { return true; }, "intercepts from");
}
bool intercept_by_attacked_unit(Timeline& t, std::size_t i, Mutation& m) {
  return add_interceptor(t, i, m, kFrontRearGuards, [&](InstanceId u) {
    return u == t.state(i).battle->attacked && t.state(i).def(u).skill == Skill::Intercept;
  }, "the attacked unit intercepts from");
}
bool intercept_without_skill(Timeline& t, std::size_t i, Mutation& m) {
  return add_interceptor(t, i, m, kFrontRearGuards, [&](InstanceId u) { return t.state(i).def(u).skill != Skill::Intercept; },
                         "intercepts without the intercept skill from");
}

// ---- battle: drive and damage checks ----

bool twin_drive(Timeline& t, std::size_t i) {
  const GameState& s = t.state(i);
  return s.battle && s.def(s.battle->attacker).skill == Skill::TwinDrive;
}

// A drive check of a card that is no trigger, the n-th (0-based) of the battle.
bool plain_drive_check(Timeline& t, std::size_t i, int n) {
  if (i >= t.size() || t.event(i).kind != EventKind::DriveCheck || is_trigger_card(t, t.event(i).card)) return false;
  const GameState& s = t.state(i);
  return s.battle && s.battle->drives == n;
}

bool drive_check_missing(Timeline& t, std::size_t i, Mutation& m) {
  if (!plain_drive_check(t, i, 0) || twin_drive(t, i) || named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "the drive check is left out");
}
bool second_drive_check_missing(Timeline& t, std::size_t i, Mutation& m) {
  if (!plain_drive_check(t, i, 1) || !twin_drive(t, i) || named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "the second drive check of a twin drive is left out");
}
bool extra_drive_check(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || !plain_drive_check(t, i - 1, twin_drive(t, i - 1) ? 1 : 0)) return false;
  const Player p = t.event(i - 1).player;
  const CardId id = unseen_identity(t, i, p);
  if (id == kUnknownCard) return false;
  return insert(t, m, i, card_event(EventKind::DriveCheck, p, {fresh_id(t.replay(), p), id}), "one drive check more than the attack gets");
}

// The last damage check of an attack, of a card that is no trigger, not the sixth damage.
bool last_plain_damage_check(Timeline& t, std::size_t i) {
  if (i >= t.size() || t.event(i).kind != EventKind::DamageCheck || is_trigger_card(t, t.event(i).card)) return false;
  const GameState& s = t.state(i);
  return s.battle && s.battle->damage_left == 1 && s.player(t.event(i).player).damage.size() < 5;
}

bool damage_check_missing(Timeline& t, std::size_t i, Mutation& m) {
  if (!last_plain_damage_check(t, i) || named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "a damage check is left out");
}
bool extra_damage_check(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || !last_plain_damage_check(t, i - 1) || i >= t.size()) return false;
  const Player p = t.event(i - 1).player;
  const CardId id = unseen_identity(t, i, p);
  if (id == kUnknownCard) return false;
  return insert(t, m, i, card_event(EventKind::DamageCheck, p, {fresh_id(t.replay(), p), id}), "one damage check more than the damage dealt");
}

// A damage check written after an attack on a rear-guard that hit, right after the guard.
bool damage_check_after_rear_guard_hit(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Guard) return false;
  const GameState& s = t.state(i);
  if (s.battle || !s.last_battle || !s.last_battle->hit || s.last_battle->attacked_circle == Circle::Vanguard) return false;
  const Player p = t.event(i - 1).player;
  const CardId id = unseen_identity(t, i, p);
  if (id == kUnknownCard || s.player(p).damage.size() >= 5) return false;
  return insert(t, m, i, card_event(EventKind::DamageCheck, p, {fresh_id(t.replay(), p), id}),
                "a damage check after the attack on the rear-guard on " + std::string(to_string(s.last_battle->attacked_circle)));
}

// ---- triggers ----

// A trigger's effect event dropped, from a check of the given step (None: any). A trigger of a
// damage check comes after the hit is decided, so its power changes nothing of the battle.
bool trigger_not_resolved(Timeline& t, std::size_t i, Mutation& m, Trigger trigger, Step step) {
  if (!resolves(t, i, trigger) || (step != Step::None && t.state(i).step != step)) return false;
  return remove(t, m, i, "the " + std::string(to_string(trigger)) + " trigger's effect is left out");
}
bool critical_trigger_not_resolved(Timeline& t, std::size_t i, Mutation& m) { return trigger_not_resolved(t, i, m, Trigger::Critical, Step::Damage); }
bool drive_critical_trigger_not_resolved(Timeline& t, std::size_t i, Mutation& m) { return trigger_not_resolved(t, i, m, Trigger::Critical, Step::Drive); }
bool draw_trigger_not_resolved(Timeline& t, std::size_t i, Mutation& m) { return trigger_not_resolved(t, i, m, Trigger::Draw, Step::None); }
bool stand_trigger_not_resolved(Timeline& t, std::size_t i, Mutation& m) { return trigger_not_resolved(t, i, m, Trigger::Stand, Step::Damage); }
// Only below 5 damage: without the heal, the checked card must not be the sixth damage.
bool heal_trigger_not_resolved(Timeline& t, std::size_t i, Mutation& m) {
  return i < t.size() && t.state(i).player(t.event(i).player).damage.size() < 5 && trigger_not_resolved(t, i, m, Trigger::Heal, Step::Damage);
}

// The draw of a draw trigger, dropped; the next event must not be a draw that could stand in.
bool draw_trigger_draw_dropped(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i + 1 >= t.size() || t.event(i).kind != EventKind::Draw || !resolves(t, i - 1, Trigger::Draw)) return false;
  const Event& next = t.event(i + 1);
  if ((next.kind == EventKind::Draw && next.player == t.event(i).player) || named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "the draw of a draw trigger is left out");
}

void set_effect(Event& e, const std::string& name, const std::string& value) {
  e.effect_name = name;
  e.effect = value;
}

bool heal_without_condition(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Heal)) return false;
  const Player p = t.event(i).player;
  const GameState& s = t.state(i);
  const auto& own = s.player(p).damage;
  if (own.size() >= s.player(opponent(p)).damage.size()) return false;
  const std::string card = record_name(t, i, own.empty() ? s.vanguard(p) : own.back());
  set_effect(edit(t, m, i, "heals with fewer damage than the opponent"), "heal", card);
  return true;
}
// A trigger's place left out is a finding only where there was more than one (with one, the
// record may leave it out: CR 8.5.3, FORMAT.md "Forced choices").
bool heal_choice_left_out(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Heal) || t.event(i).effect.empty() || t.state(i).player(t.event(i).player).damage.size() < 2) return false;
  set_effect(edit(t, m, i, "the heal trigger heals nothing"), "", "");
  return true;
}
bool stand_trigger_on_vanguard(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Stand)) return false;
  set_effect(edit(t, m, i, "the stand trigger stands the vanguard"), "stand", "vanguard");
  return true;
}
bool stand_choice_left_out(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Stand) || t.event(i).effect.empty()) return false;
  const GameState& s = t.state(i);
  const std::vector<InstanceId> units = s.units(t.event(i).player);
  if (std::count_if(units.begin(), units.end(), [&](InstanceId u) { return is_rear_guard_circle(s.card(u).circle); }) < 2) return false;
  set_effect(edit(t, m, i, "the stand trigger stands nothing"), "", "");
  return true;
}
bool draw_trigger_with_choice(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Draw)) return false;
  set_effect(edit(t, m, i, "the draw trigger also gives critical"), "critical", "vanguard");
  return true;
}
bool trigger_power_to_opponent(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Draw)) return false;
  const std::string unit = record_name(t, i, t.state(i).vanguard(opponent(t.event(i).player)));
  if (unit.empty()) return false;
  edit(t, m, i, "the trigger's power goes to the opponent's vanguard " + unit).power = unit;
  return true;
}
bool critical_to_opponent(Timeline& t, std::size_t i, Mutation& m) {
  if (!resolves(t, i, Trigger::Critical)) return false;
  const std::string unit = record_name(t, i, t.state(i).vanguard(opponent(t.event(i).player)));
  if (unit.empty()) return false;
  set_effect(edit(t, m, i, "the critical goes to the opponent's vanguard " + unit), "critical", unit);
  return true;
}

// ---- abilities ----

// The ability an <ability> or <act> event plays, when the card is known.
const AbilityDef* played_ability(Timeline& t, std::size_t i) {
  if (i >= t.size()) return nullptr;  // (operators are also asked about the end of the record)
  const Event& e = t.event(i);
  if ((e.kind != EventKind::Ability && e.kind != EventKind::Act) || e.card.is == kUnknownCard) return nullptr;
  const auto& list = t.pool()[e.card.is].abilities;
  return e.ability >= 1 && e.ability <= static_cast<int>(list.size()) ? &list[static_cast<std::size_t>(e.ability - 1)] : nullptr;
}

// Whether playing the ability of event i would change nothing (reading policy 2: left out, it
// is a NOTE, not a finding; Storm's counter charge with no face-down damage).
bool changes_nothing(Timeline& t, std::size_t i, InstanceId card) {
  if (card == kNoInstance) return false;
  Action play = Action::make(ActionKind::PlayAuto, t.event(i).player);
  play.card = card;
  play.ability = t.event(i).ability - 1;
  return detail::play_changes_nothing(t.before(i).game, play);
}

// A mandatory automatic ability played with no choices after it, left out (CR 8.6.3.1). Not one
// whose "if" does not hold: it does nothing, and a record need not write it (CR 8.1.1.2.3).
bool mandatory_ability_dropped(Timeline& t, std::size_t i, Mutation& m) {
  const AbilityDef* a = played_ability(t, i);
  if (!a || a->kind != AbilityKind::Auto || a->optional || i + 1 >= t.size()) return false;
  const EventKind next = t.event(i + 1).kind;
  if (next == EventKind::Ability || next == EventKind::Choose || next == EventKind::Decline || next == EventKind::Draw) return false;
  const Timeline::Snapshot& snap = t.before(i);
  const GameState& s = snap.game.state();
  // (With another ability standing by, the record may play that one first: the gap is found later.)
  if (s.standing.size() > 1) return false;
  const InstanceId card = instance_named(snap, t.event(i).card.id);
  if (a->condition >= 0 && s.scripts && card != kNoInstance && !s.scripts->holds(s, a->condition, card)) return false;
  if (changes_nothing(t, i, card)) return false;
  return remove(t, m, i, "the mandatory ability of " + t.event(i).card.id + " is not played");
}

// One card of a counter blast left out of the cost (CR 8.5.2.3, 10.1.15.1): a card of the damage
// zone, not one that pays another part of the cost (a retire, a card put into the soul).
bool counter_blast_short(Timeline& t, std::size_t i, Mutation& m) {
  const AbilityDef* a = played_ability(t, i);
  if (!a || a->cost.counter_blast == 0) return false;
  const Timeline::Snapshot& snap = t.before(i);
  const auto in_damage_zone = [&](const CardRef& c) {
    const InstanceId n = instance_named(snap, c.id);
    return n != kNoInstance && snap.game.state().card(n).zone == Zone::Damage;
  };
  const auto& cost = t.event(i).cost;
  if (cost.size() < 2) return false;  // (a cost left out whole may be a forced choice: FORMAT.md)
  const auto last = std::find_if(cost.rbegin(), cost.rend(), in_damage_zone);
  if (last == cost.rend()) return false;
  const auto at = static_cast<std::ptrdiff_t>(cost.rend() - last) - 1;
  Event& e = edit(t, m, i, "the counter blast of " + t.event(i).card.id + " is paid with one card too few");
  e.cost.erase(e.cost.begin() + at);
  return true;
}

// An ACT ability played again in the battle phase, right after an attack of the same turn.
bool act_outside_main_phase(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Attack) return false;
  const int turn = t.state(i - 1).turn;
  for (std::size_t j = i - 1; j-- > 0 && t.state(j).turn == turn;)
    if (t.event(j).kind == EventKind::Act && t.event(j).player == t.event(i - 1).player)
      return insert(t, m, i, t.event(j), "the ACT ability of " + t.event(j).card.id + " is played in the battle phase");
  return false;
}

// ---- the end of the game ----

bool events_after_game_end(Timeline& t, std::size_t i, Mutation& m) {
  if (i != t.size() || !t.state(i).over) return false;
  const Player p = t.state(i).turn_player;
  Event e = make_event(EventKind::Pass, p);
  e.phase = Phase::Main;
  return insert(t, m, i, e, "the record goes on after the game ended");
}

// ---- mistakes as people write them ----
// A scorekeeper's slip in a record of a game played as it went: the line is wrong, left out or
// out of place, and every other line stays as the game physically went (the operators of the
// family `as_written`; mutate() does not play these games on).

// A sixth card drawn for the opening hand, written after the fifth.
bool sixth_opening_draw(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.state(i).phase != Phase::Setup || t.event(i - 1).kind != EventKind::Draw) return false;
  const Player p = t.event(i - 1).player;
  if (t.state(i).player(p).hand.size() != 5) return false;
  return insert(t, m, i, make_event(EventKind::Draw, p), "player " + std::string(to_string(p)) + " draws a sixth card for the opening hand");
}

// The guardians of a vanguard's battle written after its drive check (and the trigger it
// revealed), though they were called in the guard step.
bool guard_written_after_drive_check(Timeline& t, std::size_t i, Mutation& m) {
  if (i + 1 >= t.size() || t.event(i).kind != EventKind::Guard || t.event(i).cards.empty() || t.event(i + 1).kind != EventKind::DriveCheck) return false;
  std::size_t after = i + 1;  // the first line after the drive step's checks and triggers
  while (after < t.size() && (t.event(after).kind == EventKind::DriveCheck || t.event(after).kind == EventKind::Trigger)) ++after;
  m.replay = t.replay();
  auto& ev = m.replay.events;
  const Event guard = ev[i];
  ev.erase(ev.begin() + static_cast<std::ptrdiff_t>(i));
  ev.insert(ev.begin() + static_cast<std::ptrdiff_t>(after - 1), guard);
  m.step = static_cast<int>(after);
  m.change = "the guard of player " + std::string(to_string(guard.player)) + " is written after the drive check";
  return true;
}

// Twin drive: the second drive check written before the draw trigger of the first resolved, as
// the table did it: the second check shows the card the trigger's draw took, and the draw takes
// the card after it (the card the second check showed). Neither card is a trigger, and both
// are of one grade and clan, so nothing else of the game changes (an ability that triggers on
// what a drive check reveals sees the same).
bool both_checks_before_draw_trigger(Timeline& t, std::size_t i, Mutation& m) {
  if (i + 3 >= t.size()) return false;
  const Event& first = t.event(i);
  const Event &effect = t.event(i + 1), &draw = t.event(i + 2), &second = t.event(i + 3);
  const Player p = first.player;
  if (first.kind != EventKind::DriveCheck || effect.kind != EventKind::Trigger || draw.kind != EventKind::Draw || second.kind != EventKind::DriveCheck ||
      effect.player != p || draw.player != p || second.player != p)
    return false;
  const CardPool& pool = *t.state(i).pool;
  const auto plain = [&](const CardRef& c) { return !c.id.empty() && c.is != kUnknownCard && pool[c.is].trigger == Trigger::None; };
  if (first.card.is == kUnknownCard || pool[first.card.is].trigger != Trigger::Draw || !plain(draw.card) || !plain(second.card) ||
      pool[draw.card.is].grade != pool[second.card.is].grade || pool[draw.card.is].clan != pool[second.card.is].clan)
    return false;
  m.replay = t.replay();
  auto& ev = m.replay.events;
  Event early = second, late = draw;
  early.card = draw.card;
  late.card = second.card;
  ev[i + 1] = early;
  ev[i + 2] = effect;
  ev[i + 3] = late;
  m.step = static_cast<int>(i) + 2;
  m.change = "the second drive check of player " + std::string(to_string(p)) + " is written before the draw trigger of the first resolved";
  return true;
}

// A drive check written for a rear-guard's attack, after the guard.
bool drive_check_for_rear_guard(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Guard) return false;
  const GameState& s = t.state(i);
  if (!s.battle || s.battle->attacker == kNoInstance || s.battle->attacker_circle == Circle::Vanguard) return false;
  const Player p = s.turn_player;
  const CardId id = spare_identity(t, p);
  if (id == kUnknownCard) return false;
  return insert(t, m, i, card_event(EventKind::DriveCheck, p, {fresh_id(t.replay(), p), id}),
                "a drive check for the attack of the rear-guard on " + std::string(to_string(s.battle->attacker_circle)));
}

// The last damage check of an attack on the vanguard left out; the card stays where the game put it.
bool damage_check_left_out(Timeline& t, std::size_t i, Mutation& m) {
  if (!last_plain_damage_check(t, i) || named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "a damage check is not written");
}

// The draw an ACT ability's effect calls for, not written.
bool act_draw_left_out(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i).kind != EventKind::Draw || t.event(i - 1).kind != EventKind::Act) return false;
  if (t.event(i - 1).player != t.event(i).player || named_after(t.replay(), i, t.event(i).card.id)) return false;
  return remove(t, m, i, "the draw of the ACT ability of " + t.event(i - 1).card.id + " is not written");
}

// An attack by a front-row rear-guard written with the line of no guard after it, as the table
// played it, at a start step where the rules forbid it: a rear-guard (no drive check) with no
// ability its attack triggers, too weak to hit the vanguard (no damage check), that no later line
// has intercept, so that the lines after it show nothing the battle changed. `rested`: a unit
// that attacked already (a second attack); else a standing one (the first player's first turn).
bool attack_that_does_not_hit(Timeline& t, std::size_t i, Mutation& m, bool rested, const std::string& why) {
  if (i >= t.size() || request(t, i).decision != Decision::StartStep) return false;
  const GameState& s = t.state(i);
  const Player p = s.turn_player, o = opponent(p);
  const InstanceId target = s.vanguard(o);
  if (target == kNoInstance) return false;
  const auto intercepts_later = [&](Circle c) {
    for (std::size_t j = i; j < t.size(); ++j)
      if (t.event(j).kind == EventKind::Guard && t.event(j).player == p &&
          std::find(t.event(j).intercepts.begin(), t.event(j).intercepts.end(), c) != t.event(j).intercepts.end())
        return true;
    return false;
  };
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight}) {
    const InstanceId u = s.unit_at(p, c);
    if (u == kNoInstance || !s.identified(u) || s.card(u).rested != rested || has_auto_on(s.def(u), TriggerEvent::Attacks) || s.power(u) >= s.power(target) ||
        intercepts_later(c))
      continue;
    Event attack = make_event(EventKind::Attack, p);
    attack.circle = c;
    m.replay = t.replay();
    auto& ev = m.replay.events;
    ev.insert(ev.begin() + static_cast<std::ptrdiff_t>(i), {attack, make_event(EventKind::Guard, o)});
    m.step = static_cast<int>(i) + 1;
    m.change = why + " with the " + (rested ? "rested " : "") + "rear-guard on " + std::string(to_string(c)) + ", which does not hit";
    return true;
  }
  return false;
}

// A second attack by a rested rear-guard.
bool rested_unit_attack_as_written(Timeline& t, std::size_t i, Mutation& m) { return attack_that_does_not_hit(t, i, m, true, "attacks again"); }

// An attack in the first player's first turn (CR 7.2.1.3), by a rear-guard called that turn.
// The unit stays rested through the opponent's turn, which no line of it shows.
bool first_turn_attack_as_written(Timeline& t, std::size_t i, Mutation& m) {
  return i < t.size() && t.state(i).turn == 1 && attack_that_does_not_hit(t, i, m, false, "the first player attacks in the first turn");
}

// Whether a later line of the turn of event i attacks or boosts with player p's unit on circle c.
bool battles_later_this_turn(Timeline& t, std::size_t i, Player p, Circle c) {
  const int turn = t.state(i).turn;
  for (std::size_t j = i; j < t.size() && t.state(j).turn == turn; ++j) {
    const Event& e = t.event(j);
    if (e.kind == EventKind::Attack && e.player == p && (e.circle == c || (e.has_booster && e.booster == c))) return true;
  }
  return false;
}

// Whether event j was carried out whole, moving no card, changing no card's orientation or face
// and setting up no timed trigger (its effect, if any, is on power, critical or abilities).
bool moves_no_card(Timeline& t, std::size_t j) {
  const GameState &a = t.state(j), &b = t.state(j + 1);
  if (b.resolving || b.timed.size() > a.timed.size() || a.cards.size() != b.cards.size()) return false;
  for (std::size_t k = 0; k < a.cards.size(); ++k) {
    const CardState &x = a.cards[k], &y = b.cards[k];
    if (x.zone != y.zone || x.circle != y.circle || x.rested != y.rested || x.face_down != y.face_down) return false;
  }
  return true;
}

// An automatic ability played again where nothing triggered it, as the table did it: the turn
// player's ability played earlier in the turn, with no cost, no choice and no card moved (a power
// given to its unit), written again at the start step after its battle, where it does not stand
// by. Its unit neither attacks nor boosts again that turn, so the lines after it show nothing
// the effect changed.
bool auto_played_untriggered(Timeline& t, std::size_t i, Mutation& m) {
  if (i >= t.size() || request(t, i).decision != Decision::StartStep) return false;
  const GameState& s = t.state(i);
  const Player p = s.turn_player;
  for (std::size_t j = i; j-- > 0 && t.state(j).turn == s.turn;) {
    const AbilityDef* a = played_ability(t, j);
    const Event& e = t.event(j);
    if (!a || e.kind != EventKind::Ability || a->kind != AbilityKind::Auto || e.player != p || !e.cost.empty()) continue;
    if (t.event(j + 1).kind == EventKind::Choose || !moves_no_card(t, j)) continue;
    const InstanceId u = instance_named(t.before(i), e.card.id);
    if (u == kNoInstance || s.card(u).zone != Zone::Field || battles_later_this_turn(t, i, p, s.card(u).circle)) continue;
    return insert(t, m, i, e, "plays the automatic ability " + std::to_string(e.ability) + " of " + e.card.id + " again, where nothing triggered it");
  }
  return false;
}

// A drive check's critical or stand trigger of a clan none of the checking player's units has,
// resolved anyway as the table did it: its power and its critical (or stand) given to a rested
// rear-guard that neither attacks nor boosts again that turn, so the lines after it show nothing
// the effect changed.
bool trigger_of_another_clan_resolved(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::DriveCheck || t.event(i).kind == EventKind::Trigger) return false;
  const Event& check = t.event(i - 1);
  const CardDef* d = card_def(t, check.card);
  const GameState& s = t.state(i);
  const Player p = check.player;
  if (!d || (d->trigger != Trigger::Critical && d->trigger != Trigger::Stand) || s.has_clan_on_field(p, d->clan)) return false;
  for (InstanceId u : s.units(p)) {
    const Circle c = s.card(u).circle;
    if (!is_rear_guard_circle(c) || !s.card(u).rested || battles_later_this_turn(t, i, p, c)) continue;
    Event e = make_event(EventKind::Trigger, p);
    e.power = record_name(t, i, u);
    set_effect(e, d->trigger == Trigger::Critical ? "critical" : "stand", e.power);
    return insert(t, m, i, e, "resolves the " + std::string(to_string(d->trigger)) + " trigger of " + check.card.id + " of «" + d->clan + "» for " + e.power);
  }
  return false;
}

// A rear-guard moved in the battle phase (CR 6.6.1.2.3 lets it move only in the main phase),
// written as the table did it, right after an attack line: from a back circle to the empty front
// circle of its column, neither circle used by any later line.
bool move_in_battle_phase_as_written(Timeline& t, std::size_t i, Mutation& m) {
  if (i == 0 || i >= t.size() || t.event(i - 1).kind != EventKind::Attack) return false;
  const Player p = t.event(i - 1).player;
  const GameState& s = t.state(i);
  for (Column col : {Column::Left, Column::Right}) {
    const Circle back = back_circle_of(col), front = col == Column::Left ? Circle::FrontLeft : Circle::FrontRight;
    if (s.unit_at(p, back) == kNoInstance || s.unit_at(p, front) != kNoInstance || circle_used_after(t, i, p, back) || circle_used_after(t, i, p, front))
      continue;
    if (named_after(t.replay(), i, std::string(to_string(back))) || named_after(t.replay(), i, std::string(to_string(front)))) continue;  // (a trigger's unit)
    Event e = make_event(EventKind::Move, p);
    e.circle = back;
    e.circle2 = front;
    return insert(t, m, i, e, "moves the rear-guard on " + std::string(to_string(back)) + " to " + std::string(to_string(front)) + " in the battle phase");
  }
  return false;
}

// A unit called in the battle phase, written as the table did it.
bool call_in_battle_phase_as_written(Timeline& t, std::size_t i, Mutation& m) { return call_after_attack(t, i, m, true); }

// The line of a mandatory automatic ability left out, the lines of its effect kept.
bool mandatory_ability_line_left_out(Timeline& t, std::size_t i, Mutation& m) {
  const AbilityDef* a = played_ability(t, i);
  if (!a || a->kind != AbilityKind::Auto || a->optional || i + 1 >= t.size()) return false;
  const Timeline::Snapshot& snap = t.before(i);
  const GameState& s = snap.game.state();
  const InstanceId card = instance_named(snap, t.event(i).card.id);
  if (a->condition >= 0 && s.scripts && card != kNoInstance && !s.scripts->holds(s, a->condition, card)) return false;
  if (changes_nothing(t, i, card)) return false;
  // Other abilities standing by at the same time may be played first: the record moves past this
  // one at the first line after them.
  std::size_t past = i + 1;
  while (past < t.size() && (t.event(past).kind == EventKind::Ability || t.event(past).kind == EventKind::Decline)) ++past;
  m.replay = t.replay();
  m.replay.events.erase(m.replay.events.begin() + static_cast<std::ptrdiff_t>(i));
  m.step = static_cast<int>(past);
  m.change = "the line of the mandatory ability of " + t.event(i).card.id + " is not written; its effect's lines are";
  return true;
}

using K = FindingKind;

const std::vector<MutationOperator> kOperators = {
    {"DeckNotFifty", K::Illegal, cr::kDeckFifty, "a decklist of 49 cards", deck_not_fifty},
    {"DeckFifthCopy", K::Illegal, cr::kFourOfAName, "five copies of one card in a decklist", deck_fifth_copy},
    {"DeckSeventeenTriggers", K::Illegal, cr::kSixteenTriggers, "17 trigger units in a decklist", deck_seventeen_triggers},
    {"DeckFifthHeal", K::Illegal, cr::kFourHeal, "five heal triggers in a decklist", deck_fifth_heal},
    {"FirstVanguardNotGradeZero", K::Illegal, cr::kFirstVanguard, "a grade 1 first vanguard", first_vanguard_not_grade_zero},
    {"RevealBeyondDecklist", K::Inconsistent, cr::kPresentDeck, "a revealed card the decklist has no copy left of", reveal_beyond_decklist},
    {"SecondRedraw", K::Illegal, cr::kOpeningHand, "a second redraw of the opening hand", second_redraw},
    {"OpeningDrawDropped", K::Missed, cr::kOpeningHand, "a draw of the opening hand left out", opening_draw_dropped},
    {"DrawPhaseDrawDropped", K::Missed, cr::kDrawPhaseDraw, "the draw phase's draw left out", draw_phase_draw_dropped},
    {"ExtraDraw", K::Illegal, cr::kDraw, "a second draw in the draw phase", extra_draw},
    {"RideWrongGrade", K::Illegal, cr::kRideGrade, "a ride of a grade neither the vanguard's nor one higher", ride_wrong_grade},
    {"SecondRide", K::Illegal, cr::kRideOncePerTurn, "a second normal ride, in the main phase", second_ride},
    {"RideInMainPhase", K::Illegal, cr::kMainPhaseOnlyRearGuardCircles, "a ride in the main phase of a turn without one", ride_without_ride_phase},
    {"CallAboveVanguardGrade", K::Illegal, cr::kCallGrade, "a call of a grade above the vanguard's", call_above_vanguard_grade},
    {"CallToVanguardCircle", K::Illegal, cr::kMainPhaseOnlyRearGuardCircles, "a call to the vanguard circle", call_to_vanguard_circle},
    {"CallToGuardianCircle", K::Illegal, cr::kMainPhaseOnlyRearGuardCircles, "a call to the guardian circle in the main phase", call_to_guardian_circle},
    {"CallInBattlePhase", K::Illegal, cr::kNormalCall, "a normal call in the battle phase", call_in_battle_phase},
    {"CallCardNotInHand", K::Inconsistent, cr::kChooseCardToPlay, "a call of a card from the drop zone or the soul", call_card_not_in_hand},
    {"MoveAcrossColumns", K::Illegal, cr::kMoveInColumn, "a move to a circle of another column", move_across_columns},
    {"MoveWithVanguard", K::Illegal, cr::kMoveInColumn, "a rear-guard moved to the vanguard circle", move_with_vanguard},
    {"AttackOnFirstTurn", K::Illegal, cr::kNoAttackFirstTurn, "an attack in the first player's first turn", attack_on_first_turn},
    {"AttackFromBackRow", K::Illegal, cr::kChooseAttacker, "an attack by a back-row unit", attack_from_back_row},
    {"AttackWithRestedUnit", K::Illegal, cr::kChooseAttacker, "an attack by a rested unit", attack_with_rested_unit},
    {"AttackerCircleEmpty", K::Inconsistent, cr::kChooseAttacker, "an attack from an empty circle", attacker_circle_empty},
    {"TargetInBackRow", K::Illegal, cr::kChooseAttackTarget, "an attack on a back-row unit", target_in_back_row},
    {"TargetCircleEmpty", K::Inconsistent, cr::kChooseAttackTarget, "an attack on an empty circle", target_circle_empty},
    {"BoostFromAnotherColumn", K::Illegal, cr::kBoost, "a boost from another column's back circle", boost_from_another_column},
    {"BoostWithoutBoostSkill", K::Illegal, cr::kBoostSkill, "a boost by a unit without the boost skill", boost_without_boost_skill},
    {"BoosterCircleEmpty", K::Inconsistent, cr::kBoost, "a boost from an empty circle", booster_circle_empty},
    {"GuardianWithoutShield", K::Illegal, cr::kNoShieldNoGuard, "a guardian with no shield", guardian_without_shield},
    {"GuardianAboveVanguardGrade", K::Illegal, cr::kCallGrade, "a guardian of a grade above the vanguard's", guardian_above_vanguard_grade},
    {"InterceptFromBackRow", K::Illegal, cr::kIntercept, "an intercept from the back row", intercept_from_back_row},
    {"InterceptByAttackedUnit", K::Illegal, cr::kIntercept, "the attacked rear-guard intercepts", intercept_by_attacked_unit},
    {"InterceptWithoutSkill", K::Illegal, cr::kIntercept, "an intercept by a unit without the intercept skill", intercept_without_skill},
    {"DriveCheckMissing", K::Missed, cr::kDriveCheck, "the drive check left out", drive_check_missing},
    {"SecondDriveCheckMissing", K::Missed, cr::kSecondDrive, "the second drive check of a twin drive left out", second_drive_check_missing},
    {"ExtraDriveCheck", K::Illegal, cr::kSecondDrive, "one drive check too many", extra_drive_check},
    {"DamageCheckMissing", K::Missed, cr::kDamageCheck, "a damage check left out", damage_check_missing},
    {"ExtraDamageCheck", K::Illegal, cr::kDealDamage, "one damage check too many", extra_damage_check},
    {"DamageCheckAfterRearGuardHit", K::Illegal, cr::kNoDamageCheck, "a damage check after a hit on a rear-guard", damage_check_after_rear_guard_hit},
    {"CriticalTriggerNotResolved", K::Missed, cr::kCriticalTrigger, "a damage check's critical trigger's effect left out", critical_trigger_not_resolved},
    {"DriveCriticalTriggerNotResolved", K::Missed, cr::kCriticalTrigger, "a drive check's critical trigger's effect left out", drive_critical_trigger_not_resolved},
    {"DrawTriggerNotResolved", K::Missed, cr::kDrawTrigger, "a draw trigger's effect left out", draw_trigger_not_resolved},
    {"StandTriggerNotResolved", K::Missed, cr::kStandTrigger, "a damage check's stand trigger's effect left out", stand_trigger_not_resolved},
    {"HealTriggerNotResolved", K::Missed, cr::kHealTrigger, "a damage check's heal trigger's effect left out", heal_trigger_not_resolved},
    {"DrawTriggerDrawDropped", K::Missed, cr::kDrawTrigger, "the draw of a draw trigger left out", draw_trigger_draw_dropped},
    {"HealWithoutCondition", K::Illegal, cr::kHealTrigger, "a heal with fewer damage than the opponent", heal_without_condition},
    {"HealChoiceLeftOut", K::Illegal, cr::kChooseAsManyAsPossible, "a heal trigger that heals nothing though it could", heal_choice_left_out},
    {"StandTriggerOnVanguard", K::Illegal, cr::kStandTrigger, "a stand trigger that stands the vanguard", stand_trigger_on_vanguard},
    {"StandChoiceLeftOut", K::Illegal, cr::kChooseAsManyAsPossible, "a stand trigger that stands nothing though it could", stand_choice_left_out},
    {"DrawTriggerWithCritical", K::Illegal, cr::kDrawTrigger, "a draw trigger that also names a critical", draw_trigger_with_choice},
    {"TriggerPowerToOpponent", K::Illegal, cr::kDrawTrigger, "a draw trigger's power to the opponent's vanguard", trigger_power_to_opponent},
    {"CriticalToOpponent", K::Illegal, cr::kCriticalTrigger, "a critical trigger's critical to the opponent's vanguard", critical_to_opponent},
    {"EventsAfterGameEnd", K::Illegal, cr::kGameEndsOnLoss, "an event after the game ended", events_after_game_end},
    {"MandatoryAbilityDropped", K::Missed, cr::kMustPlayAuto, "a mandatory automatic ability not played", mandatory_ability_dropped},
    {"CounterBlastShort", K::Illegal, cr::kCounterBlast, "a counter blast paid with one card too few", counter_blast_short},
    {"ActOutsideMainPhase", K::Illegal, cr::kActInMainPhase, "an ACT ability played in the battle phase", act_outside_main_phase},
    // As people write them: the rest of the record as the game went.
    {"WrittenSixthOpeningDraw", K::Illegal, cr::kOpeningHand, "a sixth draw for the opening hand", sixth_opening_draw, true},
    {"WrittenGuardAfterDriveCheck", K::Illegal, cr::kCallGuardians, "the guard written after the drive check", guard_written_after_drive_check, true},
    {"WrittenSecondDriveCheckBeforeDraw", K::Illegal, cr::kSecondDrive, "the second drive check written before the first's draw trigger resolved", both_checks_before_draw_trigger, true},
    {"WrittenDriveCheckForRearGuard", K::Illegal, cr::kGuardStepEnd, "a drive check for a rear-guard's attack", drive_check_for_rear_guard, true},
    {"WrittenDamageCheckLeftOut", K::Missed, cr::kDamageCheck, "a damage check not written", damage_check_left_out, true},
    {"WrittenActDrawLeftOut", K::Missed, cr::kDraw, "the draw of an ACT ability not written", act_draw_left_out, true},
    {"WrittenCallInBattlePhase", K::Illegal, cr::kNormalCall, "a normal call in the battle phase", call_in_battle_phase_as_written, true},
    {"WrittenAttackWithRestedUnit", K::Illegal, cr::kChooseAttacker, "an attack by a rested unit", rested_unit_attack_as_written, true},
    {"WrittenAttackOnFirstTurn", K::Illegal, cr::kNoAttackFirstTurn, "an attack in the first player's first turn", first_turn_attack_as_written, true},
    {"WrittenMoveInBattlePhase", K::Illegal, cr::kMoveInColumn, "a rear-guard moved in the battle phase", move_in_battle_phase_as_written, true},
    {"WrittenAutoPlayedUntriggered", K::Illegal, cr::kPlayStandingAuto, "an automatic ability played again where nothing triggered it", auto_played_untriggered, true},
    {"WrittenTriggerOfAnotherClan", K::Illegal, cr::kDriveTriggerClan, "a drive check's trigger of another clan resolved", trigger_of_another_clan_resolved, true},
    {"WrittenMandatoryAbilityLeftOut", K::Missed, cr::kMustPlayAuto, "a mandatory ability's line not written, its effect's lines kept", mandatory_ability_line_left_out, true},
};

}  // namespace

const std::vector<MutationOperator>& mutation_operators() { return kOperators; }

const MutationOperator* find_mutation_operator(std::string_view name) {
  for (const MutationOperator& op : kOperators)
    if (op.name == name) return &op;
  return nullptr;
}

namespace {

// The record's name of each instance: the one the record gave it, or else a new one that no
// other card of the record has (its engine name A1..B50 when that is free).
class RecordNames {
 public:
  explicit RecordNames(std::vector<std::string> given) : names_(std::make_shared<Names>()) {
    names_->given = std::move(given);
    for (const std::string& n : names_->given)
      if (named(n)) names_->taken.insert(n);
  }
  std::string operator()(const GameState& s, InstanceId i) const {
    auto& [given, taken] = *names_;
    const auto k = static_cast<std::size_t>(i);
    if (k < given.size() && named(given[k])) return given[k];
    if (given.size() <= k) given.resize(k + 1);
    std::string name = Recorder::instance_name(s, i);
    for (int n = 51; taken.count(name); ++n) name = std::string(to_string(s.card(i).owner)) + std::to_string(n);
    taken.insert(name);
    return given[k] = name;
  }

 private:
  struct Names {
    std::vector<std::string> given;  // by instance; "" or "?...": not named yet
    std::set<std::string> taken;
  };
  static bool named(const std::string& n) { return !n.empty() && !n.starts_with("?"); }
  std::shared_ptr<Names> names_;  // one set of names for every copy std::function makes
};

constexpr int kPlayOnDecisions = 5000;

// A player who makes one mistake plays on from the board the mistake left, not from the board
// of the clean game, so the clean game's later events are no evidence of a second mistake. The
// rest of the game is played again, with legal decisions of a seeded sensible agent, from the
// game as the verifier has it after the mistake:
// - after the mutated step, for an action the rules forbid or the board contradicts;
// - for a requirement left out (MISSED, found at the event after the gap), from the gap, with
//   the requirement skipped, so the event that shows it missing is played again too.
// Nothing changes when the verifier cannot follow the record that far.
void play_on(const Timeline& t, Mutation& m, std::uint64_t seed) {
  const bool missed = m.kind == FindingKind::Missed;
  const int keep = missed ? m.step - 1 : m.step;
  if (keep <= 0 || keep > static_cast<int>(m.replay.events.size())) return;
  VerifyOptions o;
  o.stop_after = keep;
  std::optional<Game> game;
  const Verdict v = verify(m.replay, t.pool(), o, &game);
  if (!v.verified() || !game || v.steps != keep || (missed && !game->skip())) return;
  Dealer dealer(seed);
  SensibleAgent agent(seed);
  Recorder recorder(RecordNames(v.names));
  auto write = [&](const Game& g, const Action& a) { recorder.record(g, a); };
  for (int n = 0; n < kPlayOnDecisions; ++n) {
    dealer.settle(*game, write);
    if (game->over() || game->script_failure() || game->legal_actions().empty()) break;
    const Action a = dealer.looked(*game, agent.choose(*game));
    write(*game, a);
    if (game->submit(a)) break;
  }
  m.replay.events.resize(static_cast<std::size_t>(keep));
  for (Event& e : recorder.events(*game)) m.replay.events.push_back(std::move(e));
}

}  // namespace

std::optional<Mutation> mutate(const MutationOperator& op, Timeline& t, std::uint64_t seed) {
  std::vector<std::size_t> places(t.size() + 1);
  std::iota(places.begin(), places.end(), std::size_t{0});
  std::mt19937_64 rng(seed);
  std::shuffle(places.begin(), places.end(), rng);
  for (std::size_t i : places) {
    Mutation m;
    if (!op.apply(t, i, m)) continue;
    m.op = std::string(op.name);
    m.kind = op.kind;
    m.rule = op.rule;
    if (!op.as_written) play_on(t, m, seed);
    // A requirement left out at the very end of the record (the game played on ended there) is
    // not a mistake a record can show: the record just stops.
    if (m.kind == FindingKind::Missed && m.step > static_cast<int>(m.replay.events.size())) continue;
    return m;
  }
  return std::nullopt;
}

}  // namespace vg
