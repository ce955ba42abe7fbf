// The mistakes as people write them, for mutation testing: the mistake is in the writing, and
// every other line stays as the game went (mutate() does not play these games on).
#include <algorithm>

#include "verifier/mutation_edit.h"

namespace vg::mutation {

namespace {

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

}  // namespace

const std::vector<MutationOperator>& as_written_operators() {
  static const std::vector<MutationOperator> kOperators = {
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
  return kOperators;
}

}  // namespace vg::mutation
