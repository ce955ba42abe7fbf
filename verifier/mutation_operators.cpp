// The mistakes the engine makes for mutation testing: an operator corrupts one step of a clean
// record in a way the rules forbid (or leaves out a step they require), and the game is played
// on from the board the mistake left (mutation.cpp).
#include <algorithm>
#include <functional>

#include "verifier/mutation_edit.h"

namespace vg::mutation {

namespace {

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

using K = FindingKind;

}  // namespace

const std::vector<MutationOperator>& engine_made_operators() {
  static const std::vector<MutationOperator> kOperators = {
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
  };
  return kOperators;
}

}  // namespace vg::mutation
