#include "engine/state.h"

#include <algorithm>
#include <cassert>

namespace vg {

InstanceId GameState::unit_at(Player p, Circle c) const {
  const InstanceId i = card_at(p, c);
  return i == kNoInstance || card(i).locked ? kNoInstance : i;
}

// CR 1.31 10.1.24.2, 10.1.24.3: the Legion Mate, a vanguard beside its Leader on the vanguard circle.
InstanceId GameState::legion_mate(Player p) const {
  for (InstanceId i : player(p).circles[static_cast<std::size_t>(Circle::Vanguard)])
    if (card(i).legion_mate) return i;
  return kNoInstance;
}

// The types of circles, CR 1.31 3.17.5, 3.17.5.1, 3.17.5.1.1, 3.17.5.1.1.1, 3.17.5.1.1.2, 3.17.5.1.1.3,
// 3.17.5.1.1.4: each circle has one or more types (vanguard, rear-guard, guardian, lock), and a
// circle of a type is a circle of that name. A circle with a locked card on it is a lock circle,
// CR 1.31 4.6.7, 10.1.21.6, for as long as the card is there, and not a rear-guard circle; once
// none is, it is of its own type again, CR 1.31 10.1.21.7 (a rear-guard circle, CR 4.6.6).
InstanceId GameState::locked_at(Player p, Circle c) const {
  for (InstanceId i : player(p).circles[static_cast<std::size_t>(c)])
    if (card(i).locked) return i;
  return kNoInstance;
}

std::vector<InstanceId> GameState::locked_cards(Player p) const {
  std::vector<InstanceId> out;
  for (int c = 0; c < kCircles; ++c)
    if (const InstanceId i = locked_at(p, static_cast<Circle>(c)); i != kNoInstance) out.push_back(i);
  return out;
}

std::vector<InstanceId> GameState::deleted_units(Player p) const {
  std::vector<InstanceId> out;
  for (const auto& circle : player(p).circles)
    for (InstanceId i : circle)
      if (card(i).deleted) out.push_back(i);
  return out;
}

const std::vector<InstanceId>& GameState::pile(Player p, Zone z) const {
  return const_cast<GameState*>(this)->pile(p, z);
}

std::vector<InstanceId>& GameState::pile(Player p, Zone z) {
  PlayerState& ps = player(p);
  switch (z) {
    case Zone::Deck: return ps.deck;
    case Zone::Hand: return ps.hand;
    case Zone::Drop: return ps.drop;
    case Zone::Soul: return ps.soul;
    case Zone::Damage: return ps.damage;
    case Zone::Bind: return ps.bind;
    case Zone::Trigger: return ps.trigger;
    case Zone::Field: break;
  }
  assert(false && "the field is a set of circles, not a pile");
  return ps.deck;
}

int GameState::vanguard_grade(Player p) const {
  InstanceId v = vanguard(p);
  return v == kNoInstance || !identified(v) ? 0 : def(v).grade;
}

bool GameState::in_hand(Player p, InstanceId i) const {
  const auto& h = player(p).hand;
  return std::find(h.begin(), h.end(), i) != h.end();
}

std::vector<InstanceId> GameState::units(Player p) const {
  std::vector<InstanceId> out;
  append_units(p, out);
  return out;
}

bool GameState::boost_holds() const {
  if (!battle || battle->booster == kNoInstance) return false;
  const CardState& a = card(battle->attacker);
  const CardState& b = card(battle->booster);
  return a.zone == Zone::Field && a.circle == battle->attacker_circle && b.zone == Zone::Field &&
         b.circle == battle->booster_circle;
}

// CR 8.7.1: the power as the continuous effects leave it, in their order: the printed value,
// then the numeric effects (the effects that are not numeric, a skill or an ability given or
// taken away, are settled first: skill(), has_ability()).
int GameState::power(InstanceId unit) const {
  const CardState& cs = card(unit);
  if (cs.locked) return 0;  // CR 1.31 10.1.21.3: a locked card has no characteristics, no power
  // CR 8.7.1.1, 8.7.1.3. CR 1.31 10.1.25.3: a deleted unit's original power is 0, and its own
  // printed continuous abilities apply no more (has_ability); CR 1.31 10.1.25.8: the effects that
  // change its power, reductions as well, apply to it as to any unit (the changes below).
  int p = (cs.deleted ? 0 : def(unit).power) + continuous_power(unit);
  each_change<change::Power>(unit, [&](const change::Power& k) { p += k.amount; });  // CR 8.7.1.3, 8.7.3
  if (!battle || cs.zone != Zone::Field) return p;
  if (unit == battle->attacker && boost_holds()) p += power(battle->booster);  // CR 7.3.1.7
  // CR 1.31 7.3.1.7, 10.1.24.6: while a legion attacks, its Mate's power is added to its Leader's:
  // the attacking unit's power is the Leader's, the Mate's and the booster's.
  if (unit == battle->attacker && legion_attack_holds()) p += power(battle->attacker_mate);
  if (unit == battle->attacked && cs.circle == battle->attacked_circle) {
    // CR 7.4.1.1.2.2: every guardian guards the one attacked unit (CR 2.6.1: with its shield).
    for (InstanceId g : player(cs.owner).circles[static_cast<std::size_t>(Circle::Guardian)])
      p += shield(g);
  }
  return p;
}

int GameState::shield(InstanceId guardian) const {
  int s = def(guardian).shield.value_or(0);  // CR 1.31 3.11.1.1 (kShieldlessGuardsWithZero): none counts as 0
  each_change<change::Shield>(guardian, [&](const change::Shield& k) { s += k.amount; });
  return s;
}

bool GameState::does_not_stand(InstanceId unit) const {
  const auto kept = [&](InstanceId u) { return has_change<change::DoesNotStand>(u); };
  // CR 1.31 10.1.24.12: what keeps a Legion Leader or Mate from standing keeps its partner too.
  return kept(unit) || (card(unit).legion_with != kNoInstance && kept(card(unit).legion_with));
}

// CR 1.31 10.1.24.5, 10.1.24.2: the Mate attacks with its Leader while both stay on the vanguard
// circle in their legion.
bool GameState::legion_attack_holds() const {
  if (!battle || battle->attacker_mate == kNoInstance) return false;
  const CardState& m = card(battle->attacker_mate);
  return m.zone == Zone::Field && m.circle == Circle::Vanguard && m.legion_with == battle->attacker;
}

bool GameState::cannot_be_hit(InstanceId unit) const {
  return has_change<change::CannotBeHit>(unit);
}

int GameState::critical(InstanceId unit) const {
  const CardState& cs = card(unit);
  if (cs.locked) return 0;  // CR 1.31 10.1.21.3
  int c = def(unit).critical + continuous_critical(unit);  // CR 8.7.1.3
  each_change<change::Critical>(unit, [&](const change::Critical& k) { c += k.amount; });
  return c;
}

bool GameState::has_clan_on_field(Player p, const std::string& clan) const {
  // CR 7.5.1.2.2, 7.6.1.6.2: the vanguard circle and the rear-guard circles count.
  for (int c = 0; c < kCircles; ++c) {
    if (static_cast<Circle>(c) == Circle::Guardian) continue;
    InstanceId u = unit_at(p, static_cast<Circle>(c));
    if (u != kNoInstance && identified(u) && def(u).clan == clan) return true;
  }
  // CR 1.31 10.1.24.3: a Legion Mate is a unit on the vanguard circle as well.
  const InstanceId mate = legion_mate(p);
  return mate != kNoInstance && identified(mate) && def(mate).clan == clan;
}

}  // namespace vg

namespace vg {

Skill GameState::skill(InstanceId unit) const {
  const CardState& cs = card(unit);
  if (cs.locked) return Skill::None;  // CR 1.31 10.1.21.3
  const Skill s = def(unit).skill;
  return any_change<change::LoseSkill>(unit, [&](const change::LoseSkill& k) { return k.skill == s; }) ? Skill::None : s;
}

// CR 8.7.1.2, 8.7.2: effects that grant abilities are applied first; a granted continuous
// ability depends on its grant, so its own effect (continuous_power) applies after it.
std::vector<int> GameState::abilities(InstanceId c) const {
  std::vector<int> out;
  if (!identified(c) || card(c).locked) return out;  // CR 1.31 10.1.21.3: a locked card has none
  for (std::size_t i = 0; i < def(c).abilities.size(); ++i)
    if (has_ability(c, i)) out.push_back(static_cast<int>(i));
  return out;
}

// CR 8.6.5: a timed ability is set up by an effect, the card does not have it; a granted-only
// one only while an effect grants it to this card (CR 10.1.20.1); none that an effect made it
// lose (CR 10.1.20.2). CR 10.1.20: what "gets" and "loses" an ability mean, read here.
bool GameState::has_ability(InstanceId c, std::size_t i) const {
  const AbilityDef& a = def(c).abilities[i];
  if (a.timed) return false;
  // CR 1.31 10.1.25.3: a deleted unit has lost the text printed on its card (and with it what its
  // continuous abilities did to its power and abilities); CR 1.31 10.1.25.7: an ability an effect
  // gives it (granted, not printed) it has as any unit would.
  if (card(c).deleted && !a.granted_only) return false;
  const int index = static_cast<int>(i);
  if (any_change<change::LoseAbility>(c, [&](const change::LoseAbility& k) { return k.ability == index; })) return false;  // CR 10.1.20.2
  return !a.granted_only || any_change<change::GetAbility>(c, [&](const change::GetAbility& k) { return k.ability == index; });
}

bool GameState::active(InstanceId c, const AbilityDef& a) const {
  const CardState& cs = card(c);
  std::uint8_t here = 0;
  if (cs.zone == Zone::Field)
    here = cs.circle == Circle::Vanguard ? kOnVanguardCircle : cs.circle == Circle::Guardian ? kOnGuardianCircle : kOnRearGuardCircle;
  else if (cs.zone == Zone::Hand)
    here = kInHand;
  else if (cs.zone == Zone::Drop)
    here = kInDrop;
  // CR 2.11.3: text behind a zone marker works only there; CR 1.31 3.1.1.3.9: text with no
  // marker (zones 0) works wherever the card is.
  if (a.zones != 0 && (a.zones & here) == 0) return false;
  // A face-down card has no active ability (CR 1.31 4.8.2.2: face down in the damage zone, it
  // only keeps its card information; CR 1.31 4.9.2.2: face down in the bind zone, it has no
  // information at all; CR 1.31 10.1.21.3: a locked card has no abilities at all).
  // A deleted unit is face down but a unit, with the abilities given to it (CR 1.31 10.1.25.7).
  if ((cs.face_down && !cs.deleted) || cs.locked) return false;
  // CR 10.2.5.1: limit break abilities are active with four or more damage. CR 10.2.5.1.1,
  // 10.2.5.1.1.1: a CONT one applies only then, the damage counted each time it is read.
  // CR 1.31 10.2.5.3: so each kind works its own way: a CONT one applies only then, an AUTO one
  // does not trigger below it (Game::triggers), an ACT one cannot be played (Game::check_act).
  return !a.limit_break || player(cs.owner).damage.size() >= 4;
}

// CR 8.2.1.2: whether one of the unit's continuous abilities applies now and `fits`: the unit
// has it (not lost, CR 10.1.20.2), it is active where the unit is, and its condition holds
// (CR 3.1.1.2.1: a continuous ability "activates" as its effect starts to apply).
bool GameState::cont_applies(InstanceId unit, const std::function<bool(const ContSpec&)>& fits) const {
  if (!identified(unit)) return false;
  const auto& list = def(unit).abilities;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const AbilityDef& a = list[i];
    if (a.kind != AbilityKind::Cont || !fits(a.cont) || !has_ability(unit, i) || !active(unit, a)) continue;
    if (a.condition < 0 || (scripts && scripts->holds(*this, a.condition, unit))) return true;
  }
  return false;
}

// CR 8.7.1.3: "for each": the cards of the unit's owner that `cont.per` counts and that fit
// its filter, read as they are now (a continuous ability follows the game). A card whose
// identity is not known (a one-seat record) is not counted. At most kMaxCounted: a zone holds
// at most the 50 cards of a deck (CR 5.1.2.1), so the power stays bounded.
int GameState::counted(InstanceId unit, const continuous::Power& cont) const {
  // "Your" cards: those of the ability's master, the master of its card (CR 3.4.6), the player
  // whose zone holds the card (CR 3.4.2): its owner, as cards go only to their owner's zones.
  const Player owner = card(unit).owner;
  int n = 0;
  auto count = [&](InstanceId c) {
    if (c != kNoInstance && identified(c) && !(cont.per_other && c == unit) && cont.counted.fits(def(c))) ++n;
  };
  switch (cont.per) {
    case CountZone::None: return 0;
    case CountZone::RearGuards:
      for (Circle c : kRearGuardCircles) count(unit_at(owner, c));
      break;
    case CountZone::Units:  // CR 3.8.2: the vanguard and the rear-guards
      count(unit_at(owner, Circle::Vanguard));
      count(legion_mate(owner));  // CR 1.31 10.1.24.3: a legion's Mate is a vanguard too
      for (Circle c : kRearGuardCircles) count(unit_at(owner, c));
      break;
    case CountZone::Soul:
      for (InstanceId c : player(owner).soul) count(c);
      break;
    case CountZone::Drop:
      for (InstanceId c : player(owner).drop) count(c);
      break;
  }
  return std::min(n, kMaxCounted);
}

// CR 8.7.1.3: each applying continuous ability adds its power, once or once for each card it
// counts ("+2000 for each of your «Royal Paladin» rear-guards", "+1000 for each «Dark
// Irregulars» in your soul").
int GameState::continuous_power(InstanceId unit) const {
  int p = 0;
  if (!identified(unit)) return p;
  const auto& list = def(unit).abilities;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const AbilityDef& a = list[i];
    const auto* power = a.kind == AbilityKind::Cont ? a.cont.find<continuous::Power>() : nullptr;
    if (!power || !has_ability(unit, i) || !active(unit, a)) continue;
    // CR 8.3, 8.3.1, 8.3.3: an effect active under its condition is inactive while it fails.
    if (a.condition >= 0 && !(scripts && scripts->holds(*this, a.condition, unit))) continue;
    p += power->amount * (power->per == CountZone::None ? 1 : counted(unit, *power));
  }
  return p;
}

// CR 8.7.1.3: each applying continuous ability that changes the critical adds it ("+1 critical").
int GameState::continuous_critical(InstanceId unit) const {
  int c = 0;
  if (!identified(unit)) return c;
  const auto& list = def(unit).abilities;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const AbilityDef& a = list[i];
    const auto* critical = a.kind == AbilityKind::Cont ? a.cont.find<continuous::Critical>() : nullptr;
    if (!critical || !has_ability(unit, i) || !active(unit, a)) continue;
    if (a.condition >= 0 && !(scripts && scripts->holds(*this, a.condition, unit))) continue;
    c += critical->amount;
  }
  return c;
}

bool GameState::restrained(InstanceId unit) const {
  return cont_applies(unit, [](const ContSpec& c) { return c.has<continuous::Restraint>(); });
}

// CR 1.31 10.2.7, 10.2.7.1: the keyword Lord.
InstanceId GameState::lord_bars(InstanceId unit) const {
  if (!cont_applies(unit, [](const ContSpec& c) { return c.has<continuous::Lord>(); })) return kNoInstance;
  const std::string& clan = def(unit).clan;
  for (int c = 0; c < kCircles; ++c) {
    if (static_cast<Circle>(c) == Circle::Guardian) continue;  // units are on (VC) and (RC)
    for (InstanceId u : player(card(unit).owner).circles[static_cast<std::size_t>(c)])
      if (u != unit && !card(u).locked && identified(u) && def(u).clan != clan) return u;
  }
  return kNoInstance;
}

bool GameState::can_attack(InstanceId unit) const { return !card(unit).rested && !restrained(unit) && lord_bars(unit) == kNoInstance; }

bool GameState::may_attack_back_row(InstanceId unit) const {
  return cont_applies(unit, [](const ContSpec& c) { return c.has<continuous::AttackBackRow>(); });
}

bool GameState::cannot_be_boosted(InstanceId unit) const {
  return cont_applies(unit, [](const ContSpec& c) { return c.has<continuous::CannotBeBoosted>(); });
}

bool GameState::cannot_attack_rear_guards(InstanceId unit) const {
  return cont_applies(unit, [](const ContSpec& c) { return c.has<continuous::CannotAttackRearGuards>(); });
}

InstanceId GameState::ruled_by(Player p, const std::function<bool(const ContSpec&)>& fits) const {
  for (const auto& circle : player(p).circles)
    for (InstanceId u : circle)
      if (cont_applies(u, fits)) return u;
  return kNoInstance;
}

}  // namespace vg

namespace vg {

bool GameState::cannot_use(InstanceId c, int ability) const {
  return any_change<change::CannotUse>(c, [&](const change::CannotUse& k) { return k.ability == ability || k.ability == kEveryAbility; });
}

}  // namespace vg
