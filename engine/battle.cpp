// CR section 7 as steps of the game's machine: the battle phase, its start, attack, guard, drive,
// damage and close steps, the drive and damage checks and their triggers (7.5.1.2, 7.6.1.6).
#include "engine/game.h"

#include <algorithm>

namespace vg {

// ---------------------------------------------------------------------------------------------
// Section 7: the battle phase.

bool Game::battle_point() {
  const Player tp = state_.turn_player;
  switch (point_) {
    case Point::StartStep:  // CR 7.2, 7.2.1: the start step; the turn player decides whether to attack
      state_.phase = Phase::Battle;  // CR 6.7: the battle phase, from its first start step (section 7)
      return begin_step(Step::Start, cr::kStartStepBegin, "start step begins", Point::StartDecision);
    case Point::StartDecision:  // CR 7.2.1.2
      return ask(Decision::StartStep, tp);
    case Point::AttackStep:  // CR 7.3.1.1-7.3.1.2; CR 7.3, 7.3.1: the attack step; the turn player picks the attacking unit
      // CR 1.31 7.1: the battle phase's terms: the attack sub phase runs from the start step to the
      // close step, and the battle (state_.battle) from here to the close step's end.
      state_.battle = Battle{};
      ++state_.battles_this_turn;  // CR 1.31 7.1.2.1: it counts from here, even if no unit then attacks
      return begin_step(Step::Attack, cr::kBattleBegins, "attack step begins; the battle begins", Point::ChooseAttacker);
    case Point::ChooseAttacker:
      return choose_attacker();
    case Point::ChooseTarget:  // CR 7.3.1.4
      return ask(Decision::Target, tp);
    case Point::ChooseBooster:  // CR 7.3.1.5
      return ask(Decision::Booster, tp);
    case Point::AttackDeclared:  // CR 7.3.1.8
      return check_timing(Point::GuardStep);
    // CR 7.4, 7.4.1: the guard step; the non-turn player may guard. CR 7.4.1.1.1, 8.4.2.1: a check
    // timing before the guard's play timing.
    case Point::GuardStep:
      return begin_step(Step::Guard, cr::kGuardStepBegin, "guard step begins", Point::GuardDecision);
    case Point::GuardDecision:
      return ask(Decision::Guard, opponent(tp));
    case Point::GuardDone:
      end_guard_step();
      return true;
    case Point::RetireHit:
      return end_damage_step();
    case Point::CloseStep:  // CR 7.7, 7.7.1: the close step; what happens as the attack ends
      return begin_close_step();
    case Point::BattleEnd:
      end_of_battle();
      go(Point::StartStep);  // CR 7.7.1.4; CR 7.1.2: the attack sub phase is over, a new one begins
      return true;
    default:
      assert(false);
      return true;
  }
}

// CR 7.2.1.1, 7.3.1.2, 7.4.1.1, 7.5.1.1, 7.6.1.1: a battle step begins; its "at the beginning
// of" automatic abilities stand by, then a check timing.
bool Game::begin_step(Step step, cr::Rule rule, const char* text, Point next) {
  state_.step = step;
  note(rule, [&] { return std::string(text); });
  raise(TriggerEvent::Beginning, kNoInstance);
  return check_timing(next);
}

// CR 7.3.1.3: the turn player chooses a standing front-row unit to attack; with none that can
// attack, go to the close step.
bool Game::choose_attacker() {
  const Player tp = state_.turn_player;
  bool any = false;
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    InstanceId u = state_.unit_at(tp, c);
    any = any || (u != kNoInstance && state_.identified(u) && state_.can_attack(u));
  }
  if (!any && !attack_anyway_) {
    note(cr::kChooseAttacker, [] { return "no unit can attack: to the close step"; });
    go(Point::CloseStep);
    return true;
  }
  return ask(Decision::Attacker, tp);
}

// Whether each guard action is an answer of its own, followed by a new play timing until the
// player passes (CR 1.31 7.4.1.2.3, kGuardPass), rather than all guardians and interceptors in
// one answer (CR 1.10 7.4.1.1.2).
bool Game::guards_one_at_a_time() const { return cr::in(cr::kGuardPass, state_.edition); }

// CR 7.4.1.2: the guard step ends; a vanguard's attack goes to the drive step, another to the
// damage step.
void Game::end_guard_step() {
  const CardState& a = state_.card(state_.battle->attacker);
  bool vanguard = a.zone == Zone::Field && a.circle == Circle::Vanguard;
  note(cr::kGuardStepEnd, [&] { return vanguard ? "the attacker is the vanguard: to the drive step" : "to the damage step"; });
  go(vanguard ? Point::DriveStep : Point::DamageStep);
}

// CR 7.6.1.8: the hit rear-guard and the guardians are retired; CR 7.6.1.9: "when ... attack
// hits" abilities trigger, then a check timing ends the damage step.
bool Game::end_damage_step() {
  retire_hit_and_guardians();
  const Battle& b = *state_.battle;
  if (b.hit) {
    raise(TriggerEvent::AttackHits, b.attacker, b.attacked);
    if (b.attacker_mate != kNoInstance) raise(TriggerEvent::AttackHits, b.attacker_mate, b.attacked);  // CR 1.31 10.1.24.5
    if (b.booster != kNoInstance) raise(TriggerEvent::BoostedAttackHits, b.booster, b.attacker);
  }
  return check_timing(Point::CloseStep);
}

// CR 7.7.1.1: the close step begins; "at the beginning of" and "at the end of the battle"
// abilities stand by; CR 7.7.1.2: then a check timing.
bool Game::begin_close_step() {
  state_.step = Step::Close;
  note(cr::kCloseStepBegin, [] { return "close step begins"; });
  raise(TriggerEvent::Beginning, kNoInstance);
  raise(TriggerEvent::EndOfBattle, kNoInstance);
  return check_timing(Point::BattleEnd);
}

// CR 7.6.1.8: retire the hit rear-guard and every guardian.
void Game::retire_hit_and_guardians() {
  const Battle& b = *state_.battle;
  const Player defender = opponent(state_.turn_player);
  const CardState& t = state_.card(b.attacked);
  if (b.hit && t.zone == Zone::Field && t.circle == b.attacked_circle && is_rear_guard_circle(t.circle)) {
    note(cr::kRetireHitAndGuardians, [&] { return "the hit rear-guard " + describe(b.attacked) + " is retired"; });
    move(b.attacked, Zone::Drop);
  }
  auto guardians = state_.player(defender).circles[static_cast<std::size_t>(Circle::Guardian)];
  for (InstanceId g : guardians) move(g, Zone::Drop);
  if (!guardians.empty())
    note(cr::kRetireHitAndGuardians, [&] { return "all guardians are retired (" + std::to_string(guardians.size()) + ")"; });
}

// CR 7.7.1.2, 7.7.1.4: end-of-battle effects cease; attacker and attacked stop being so.
void Game::end_of_battle() {
  std::erase_if(state_.modifiers, [](const Modifier& m) { return m.until == Duration::EndOfBattle; });
  std::erase_if(state_.timed, [&](const Standing& t) { return state_.ability(t.source, t.ability).trigger.within_battle(); });  // CR 8.6.5
  note(cr::kEndOfBattleEffects, [] { return "the battle ends; effects until end of battle cease"; });
  state_.last_battle = std::move(state_.battle);
  state_.battle.reset();
  note(cr::kBattleEnds, [] { return "back to the start step"; });
}

bool Game::drive_point() {
  const Player tp = state_.turn_player;
  Battle& b = *state_.battle;
  switch (point_) {
    case Point::DriveStep:  // CR 7.5, 7.5.1: the drive step; a vanguard's attack checks for triggers
      return begin_step(Step::Drive, cr::kDriveStepBegin, "drive step begins", Point::DriveCheck);
    case Point::DriveCheck:  // CR 7.5.1.2.1, 10.1.13, 10.1.13.1: a drive check
      note(cr::kDriveCheckReveal, [] { return "drive check: the top card of the deck goes to the trigger zone"; });
      take_top(tp, Zone::Trigger);
      go(Point::DriveTrigger);
      return true;
    case Point::DriveTrigger:  // CR 7.5.1.2.2
      return trigger_check(tp, Point::DriveCheckEnd);
    case Point::DriveCheckEnd:  // CR 7.5.1.2.3
      return check_timing(Point::DriveCardToHand);
    case Point::DriveCardToHand:  // CR 7.5.1.2.4, 4.10.2
      if (checked_ != kNoInstance && state_.card(checked_).zone == Zone::Trigger) {
        note(cr::kDriveCardToHandRule, [&] { return describe(checked_) + " goes from the trigger zone to the hand"; });
        move(checked_, Zone::Hand);
      }
      ++b.drives;
      return check_timing(Point::DriveNext);  // CR 7.5.1.3
    case Point::DriveNext: {
      // CR 1.31 2.16, 2.16.1, 2.16.2: the attacking vanguard makes as many drive checks as its
      // drive, an unprinted characteristic: one, raised to two by Twin Drive!! while it has it.
      const CardState& a = state_.card(b.attacker);
      bool twin = a.zone == Zone::Field && a.circle == Circle::Vanguard &&
                  state_.skill(b.attacker) == Skill::TwinDrive;
      if (b.drives == 1 && twin) {  // CR 7.5.1.3, 10.2.1, 10.2.1.1; CR 2.10.1.1: the Twin Drive skill icon
        note(cr::kTwinDrive, [] { return "twin drive: a second drive check"; });
        go(Point::DriveCheck);
        return true;
      }
      return check_timing(Point::DamageStep);  // CR 7.5.1.4
    }
    default:
      assert(false);
      return true;
  }
}

// CR 7.5.1.2.2, 7.6.1.6.2: a trigger resolves when its clan matches a unit on the vanguard
// circle or a rear-guard circle of the checking player.
bool Game::trigger_check(Player checker, Point after) {
  go(after);
  if (checked_ == kNoInstance || state_.card(checked_).zone != Zone::Trigger) return true;
  const CardDef& def = state_.def(checked_);
  cr::Rule rule = state_.step == Step::Drive ? cr::kDriveTriggerClan : cr::kDamageTriggerClan;
  if (def.trigger == Trigger::None) {  // CR 2.8.1.1.1: no icon, nothing happens
    note(rule, [&] { return describe(checked_) + " has no trigger icon"; });
    return true;
  }
  if (!state_.has_clan_on_field(checker, def.clan) && !std::exchange(trigger_anyway_, false)) {  // CR 2.2.1.1: the check looks at the clan
    note(rule, [&] { return describe(checked_) + ": no <<" + def.clan + ">> unit on the vanguard or rear-guard circles, the trigger does nothing"; });
    return true;
  }
  // CR 2.8.1: the icon says what the checked card does.
  note(rule, [&] { return describe(checked_) + ": the " + std::string(to_string(def.trigger)) + " trigger resolves"; });
  return ask(Decision::TriggerEffect, checker, checked_);
}

bool Game::damage_point() {
  const Player defender = opponent(state_.turn_player);
  Battle& b = *state_.battle;
  switch (point_) {
    case Point::DamageStep:  // CR 7.6, 7.6.1: the damage step; the attack's damage is resolved
      return begin_step(Step::Damage, cr::kDamageStepBegin, "damage step begins", Point::ComparePower);
    case Point::ComparePower:
      compare_power();
      return check_timing(Point::DealDamage);  // CR 7.6.1.4
    // CR 10.1.14.1.1: each damage dealt to the vanguard is damage checked (battle damage, the only
    // damage there is: no effect deals damage).
    case Point::DealDamage:
      go(deal_damage() ? Point::DamageCheck : Point::RetireHit);
      return true;
    case Point::DamageCheck:  // CR 7.6.1.6.1, 3.13.1.1, 10.1.14, 10.1.14.1: a damage check
      note(cr::kDamageCheckReveal, [] { return "damage check: the top card of the deck goes to the trigger zone"; });
      take_top(defender, Zone::Trigger);
      go(Point::DamageTrigger);
      return true;
    case Point::DamageTrigger:  // CR 7.6.1.6.2
      return trigger_check(defender, Point::DamageCheckEnd);
    case Point::DamageCheckEnd:  // CR 7.6.1.6.3
      return check_timing(Point::DamageCardToZone);
    case Point::DamageCardToZone:  // CR 7.6.1.6.4, 4.10.3
      if (checked_ != kNoInstance && state_.card(checked_).zone == Zone::Trigger) {
        note(cr::kDamageCardToZone, [&] { return describe(checked_) + " goes to the damage zone"; });
        move(checked_, Zone::Damage);
      }
      return check_timing(Point::DamageNext);  // CR 7.6.1.6.5
    case Point::DamageNext:  // CR 7.6.1.6.6, 3.13.1.2
      go(--b.damage_left > 0 ? Point::DamageCheck : Point::RetireHit);
      return true;
    default:
      assert(false);
      return true;
  }
}

// CR 7.6.1.2: the attack hits when the attacker's power is at least the attacked unit's (CR 2.5.1:
// power is the strength a battle compares);
// CR 7.6.1.3: it does not when either has left its circle. CR 1.31 7.3.1.4.3: a unit that has
// left the circle it had in the battle is no longer the attacking unit or the unit being
// attacked; CR 1.31 7.3.1.4.2: the battle still goes on, to the damage and close steps.
void Game::compare_power() {
  Battle& b = *state_.battle;
  const CardState& a = state_.card(b.attacker);
  const CardState& t = state_.card(b.attacked);
  if (a.zone != Zone::Field || a.circle != b.attacker_circle || t.zone != Zone::Field || t.circle != b.attacked_circle) {
    b.hit = false;
    note(cr::kNoCompareWhenGone, [] { return "the attacker or the attacked unit left its circle: the attack does not hit"; });
    return;
  }
  int ap = state_.power(b.attacker), tpow = state_.power(b.attacked);
  // CR 1.31 10.1.24.6, 7.6.1.2: a legion's attack is compared once, with the Leader's, Mate's and
  // booster's power (GameState::power); CR 1.31 10.1.24.9: an attacked legion has its Leader's.
  if (state_.legion_attack_holds())
    note(cr::kLegionAttackPower, [&] { return "the legion attacks with the power of its Leader, its Mate and its booster: one comparison"; });
  if (state_.in_legion(b.attacked))
    note(cr::kAttackedLegionLeaderPower, [&] { return "the attacked legion has the power of its Leader " + describe(b.attacked); });
  b.hit = tpow <= ap;
  note(cr::kComparePower, [&] {
    return "power " + std::to_string(ap) + " against " + std::to_string(tpow) + ": the attack " + (b.hit ? "hits" : "does not hit");
  });
  if (b.hit && state_.cannot_be_hit(b.attacked)) {  // CR 1.3.1: the card's text prevails over the rules
    b.hit = false;
    note(cr::kCardTextPrevails, [&] { return describe(b.attacked) + " cannot be hit: the attack does not hit"; });
  }
}

// CR 7.6.1.5: an attack that hit the vanguard deals damage equal to the attacker's critical
// (CR 2.7.1: critical is the damage a card deals to a vanguard).
// True when there are damage checks to do: none when the attack hit a rear-guard or nothing
// (7.6.1.7), the attacker left its circle (7.6.1.5.2) or the damage is zero or less
// (7.6.1.5.1, 1.3.2.2).
// CR 3.13, 3.13.1: the damage is dealt by the damage process, one damage check per damage
// (DamageCheck to DamageNext); only this process leads to a damage check, so a card put into the
// damage zone any other way gets none (CR 3.13.2). CR 3.15, 3.15.1, 3.15.1.1: it is battle
// damage, and the attacker that deals it is its source.
bool Game::deal_damage() {
  Battle& b = *state_.battle;
  const CardState& a = state_.card(b.attacker);
  if (!b.hit || b.attacked_circle != Circle::Vanguard) return false;
  if (a.zone != Zone::Field || a.circle != b.attacker_circle) {
    note(cr::kNoDamageWhenAttackerGone, [] { return "the attacker left its circle: no damage"; });
    return false;
  }
  // CR 1.31 10.1.24.7: when the Mate of an attacking legion cannot deal damage (it has left the
  // vanguard circle, as CR 7.6.1.5.2 says of an attacker), the Leader deals none either.
  if (b.attacker_mate != kNoInstance && !state_.legion_attack_holds()) {
    note(cr::kMateCannotDealDamage, [] { return "the attacking Legion Mate left the vanguard circle: the Leader deals no damage"; });
    return false;
  }
  // CR 1.31 7.6.1.5, 10.1.24.6: a legion deals damage equal to its Leader's critical (the attacker).
  b.damage_left = state_.critical(b.attacker);
  // CR 1.31 10.1.24.8: a legion dealt damage checks once per damage, not once per vanguard.
  if (state_.in_legion(b.attacked))
    note(cr::kLegionDamageChecks, [&] { return "the attacked legion gets one damage check per damage"; });
  note(cr::kDealDamage, [&] { return "the attacker deals damage equal to its critical, " + std::to_string(b.damage_left); });
  if (b.damage_left <= 0) {
    note(cr::kNoZeroDamage, [] { return "zero or less damage is not dealt"; });
    return false;
  }
  return true;
}

}  // namespace vg
