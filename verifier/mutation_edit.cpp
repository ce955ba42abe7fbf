#include "verifier/mutation_edit.h"

#include <algorithm>
#include <map>
#include <set>

#include "verifier/verification.h"

namespace vg::mutation {

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

// The last damage check of an attack, of a card that is no trigger, not the sixth damage.
bool last_plain_damage_check(Timeline& t, std::size_t i) {
  if (i >= t.size() || t.event(i).kind != EventKind::DamageCheck || is_trigger_card(t, t.event(i).card)) return false;
  const GameState& s = t.state(i);
  return s.battle && s.battle->damage_left == 1 && s.player(t.event(i).player).damage.size() < 5;
}

void set_effect(Event& e, const std::string& name, const std::string& value) {
  e.effect_name = name;
  e.effect = value;
}

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

}  // namespace vg::mutation
