// What a request asks for and what an answer is, by rule and in words: the rule that requires
// each request (required_by), the words a finding uses for an answer and for what the rules
// called for, and the home of an answer given out of place (home_of: the most specific rule
// that says where such an answer belongs). Used by the one checker of answers (legality.cpp).
#include "engine/requests.h"

#include <string>

namespace vg {

namespace {

std::string str(std::string_view s) { return std::string(s); }

// CR 2.8.1.1.2-2.8.1.1.5: what each trigger icon does.
cr::Rule trigger_rule(Trigger t) {
  switch (t) {
    case Trigger::Critical: return cr::kCriticalTrigger;
    case Trigger::Draw: return cr::kDrawTrigger;
    case Trigger::Stand: return cr::kStandTrigger;
    default: return cr::kHealTrigger;
  }
}

// A card taken from the top of the deck: CR 7.5.1.2 a drive check (7.5.1.3 the second, with
// twin drive), 7.6.1.6 a damage check, 10.1.17.1 a soul charge; a draw: 5.2.5 the opening
// hand, 6.4.1.2 the draw phase's, 3.12.2 an effect's ("draw a card"), otherwise 2.8.1.1.3 a
// draw trigger's.
cr::Rule top_card_rule(const Request& r, const GameState& s) {
  if (r.destination == Zone::Trigger && s.step == Step::Drive)
    return s.battle && s.battle->drives == 1 ? cr::kSecondDrive : cr::kDriveCheck;
  if (r.destination == Zone::Trigger) return cr::kDamageCheck;
  if (r.destination == Zone::Soul) return cr::kSoulCharge;
  if (r.destination == Zone::Drop) return cr::kPutIntoDrop;
  if (r.destination == Zone::Deck) return cr::kRevealByEffect;
  if (s.resolving) return cr::kDraw;
  return s.phase == Phase::Setup ? cr::kOpeningHand : s.phase == Phase::Draw ? cr::kDrawPhaseDraw : cr::kDrawTrigger;
}

// CR 8.6.3.1 when a mandatory automatic ability of the player stands by; otherwise CR 8.6.3.
cr::Rule play_auto_rule(const Request& r, const GameState& s) {
  for (const Standing& st : s.standing)
    if (st.master == r.player && !s.ability(st.source, st.ability).optional) return cr::kMustPlayAuto;
  return cr::kPlayStandingAuto;
}

}  // namespace

// Each decision's requirement (see engine/game.h).
cr::Rule required_by(const Request& r, const GameState& s) {
  switch (r.decision) {
    case Decision::FirstPlayer: return cr::kFirstPlayer;
    case Decision::FirstVanguard: return cr::kFirstVanguard;
    case Decision::Shuffle: return cr::kShuffle;
    case Decision::TopCard: return top_card_rule(r, s);
    case Decision::Redraw: return cr::kOpeningHand;
    case Decision::Ride: return cr::kRideOncePerTurn;
    case Decision::Main: return cr::kMainPlayTiming;
    case Decision::StartStep: return cr::kChooseToAttack;
    case Decision::Attacker: return cr::kChooseAttacker;
    case Decision::Target: return cr::kChooseAttackTarget;
    case Decision::Booster: return cr::kBoost;
    case Decision::Guard: return cr::kCallGuardians;
    case Decision::TriggerEffect: return trigger_rule(s.def(r.card).trigger);
    case Decision::PlayAuto: return play_auto_rule(r, s);
    case Decision::Choose: return cr::kChooseWhenResolving;
    case Decision::SuperiorCall: return cr::kSuperiorCall;
    case Decision::GameOver: return cr::kGameEndsOnLoss;
  }
  return cr::kGameEndsOnLoss;
}

namespace detail {

bool is_physical(ActionKind k) {
  return k == ActionKind::FirstPlayer || k == ActionKind::Shuffle || k == ActionKind::TopCard;
}

// A card as a finding names it: its name when known, else its instance ("#12"), which the
// verifier turns into the record's id.
std::string card_words(const GameState& s, const Action& a, InstanceId c) {
  if (c < 0 || c >= static_cast<InstanceId>(s.cards.size())) return "a card";
  CardId id = s.card(c).card;
  for (const auto& [inst, card] : a.reveals)
    if (inst == c) id = card;
  return id == kUnknownCard ? "#" + std::to_string(c) : (*s.pool)[id].name;
}

// What the record did, in the CR's words.
std::string action_words(const Action& a, const GameState& s) {
  switch (a.kind) {
    case ActionKind::Ride: return "a normal ride of " + card_words(s, a, a.card);
    case ActionKind::Call: return "a normal call of " + card_words(s, a, a.card);
    case ActionKind::Move: return "a move of rear-guards";
    case ActionKind::Act: return "the ACT ability of " + card_words(s, a, a.card);
    case ActionKind::Attack: return "an attack";
    case ActionKind::Attacker: return "a choice of attacking unit";
    case ActionKind::Target: return "a choice of the unit to attack";
    case ActionKind::Boost: return "a boost";
    case ActionKind::Guard: return "a guard";
    case ActionKind::TriggerEffect: return "a trigger's effect";
    case ActionKind::PlayAuto: return "the automatic ability of " + card_words(s, a, a.card);
    case ActionKind::Choose: return "a choice for an effect";
    case ActionKind::Redraw: return "a redraw of the opening hand";
    case ActionKind::FirstVanguard: return "a first vanguard";
    case ActionKind::TopCard: return "a card taken from the top of the deck";
    case ActionKind::Shuffle: return "a shuffle";
    case ActionKind::FirstPlayer: return "the choice of the first player";
    case ActionKind::Pass: return "a pass";
    case ActionKind::Concede: return "a concession";
  }
  return "an action";
}

// What the rules call for at a request, in the CR's words.
std::string allowed_words(const Request& r, const GameState& s) {
  const std::string p = "player " + str(to_string(r.player)) + "'s ";
  switch (r.decision) {
    case Decision::FirstPlayer: return "deciding at random who goes first";
    case Decision::FirstVanguard: return p + "choice of a first vanguard";
    case Decision::Shuffle: return "a shuffle of " + p + "deck";
    case Decision::TopCard: {
      const cr::Rule rule = required_by(r, s);
      return p + (rule == cr::kDriveCheck ? "drive check" : rule == cr::kSecondDrive ? "second drive check"
                  : rule == cr::kDamageCheck ? "damage check" : rule == cr::kSoulCharge ? "soul charge"
                  : rule == cr::kPutIntoDrop ? "putting the top card of the deck into the drop zone"
                  : rule == cr::kRevealByEffect ? "reveal of the top card of the deck"
                  : rule == cr::kOpeningHand ? "opening draws" : "draw");
    }
    case Decision::Redraw: return p + "redraw of the opening hand";
    case Decision::Ride: return p + "normal ride in the ride phase, or none";
    case Decision::Main: return p + "main phase: a normal call, an ACT ability, a move, or the end of the phase";
    case Decision::StartStep: return p + "choice whether to attack";
    case Decision::Attacker: return p + "choice of the attacking unit";
    case Decision::Target: return p + "choice of the unit to attack";
    case Decision::Booster: return p + "choice of a booster, or none";
    case Decision::Guard: return p + "guardians and intercepts";
    case Decision::TriggerEffect:
      return "the effect of the " + str(to_string(s.def(r.card).trigger)) + " trigger of " + s.def(r.card).name;
    case Decision::PlayAuto: return p + "standing-by automatic abilities";
    case Decision::Choose: return "the choice an effect asks of player " + str(to_string(r.player));
    case Decision::SuperiorCall: return p + "choice of a rear-guard circle for the superior call of " + s.def(r.card).name;
    case Decision::GameOver: return "nothing: the game is over";
  }
  return "another action";
}

// CR 1.10 10.2.5.1.2.1, CR 1.31 10.2.5.3.2.1: an automatic ability with limit break, played
// while its master has fewer than four damage: it never triggered. The reason, or nullopt.
std::optional<std::string> limit_break_unmet(const Action& a, const GameState& s) {
  if (a.kind != ActionKind::PlayAuto || a.none || a.card < 0 || static_cast<std::size_t>(a.card) >= s.cards.size() || !s.identified(a.card) ||
      a.ability < 0 || static_cast<std::size_t>(a.ability) >= s.def(a.card).abilities.size())
    return std::nullopt;
  const AbilityDef& ab = s.ability(a.card, a.ability);
  const std::size_t damage = s.player(s.card(a.card).owner).damage.size();
  if (ab.kind != AbilityKind::Auto || !ab.limit_break || damage >= 4) return std::nullopt;
  return "its limit break needs four or more cards in the damage zone, and player " + str(to_string(s.card(a.card).owner)) + " has " +
         std::to_string(damage) + ": it did not trigger";
}

// The most specific rule an action of this kind breaks where the game asks for something
// else: the rule that says where such an action belongs, and why, in the CR's words.
std::pair<cr::Rule, std::string> home_of(const Action& a, const Request& r, const GameState& s, InstanceId checked) {
  const Decision d = r.decision;
  if (auto why = limit_break_unmet(a, s)) return {cr::kLimitBreakAuto, *why};
  switch (a.kind) {
    case ActionKind::Ride:  // CR 6.5.1.2, 6.6.1.2.1.1
      if (d == Decision::Main && !s.rode_this_turn)
        return {cr::kMainPhaseOnlyRearGuardCircles, "in the main phase cards are played only to rear-guard circles"};
      return {cr::kRideOncePerTurn, "a normal ride is made once per turn, in the ride phase"};
    case ActionKind::Call:  // CR 6.5.1.2.1, 8.5.2.2.1.1, 6.6.1.2.1
      if (d == Decision::Ride && a.player == r.player)
        return {cr::kRidePhaseOnlyVanguardCircle, "in the ride phase cards are played only to the vanguard circle"};
      if (d == Decision::Guard && a.player == r.player)
        return {cr::kGuardStepGuardianCircleOnly, "in the guard step cards are played only to the guardian circle"};
      return {cr::kNormalCall, "a normal call is made only in the turn player's main phase"};
    case ActionKind::Move: return {cr::kMoveInColumn, "rear-guards are moved only in the turn player's main phase"};
    case ActionKind::Act: return {cr::kActInMainPhase, "ACT abilities are played only in the turn player's main phase"};
    case ActionKind::Attack:
      if (s.turn == 1) return {cr::kNoAttackFirstTurn, "the first player cannot attack in the first turn of the game"};
      return {cr::kChooseToAttack, "the turn player chooses to attack only in the start step of the battle phase"};
    case ActionKind::Attacker: return {cr::kChooseAttacker, "the attacking unit is chosen in the attack step, after the choice to attack"};
    case ActionKind::Target: return {cr::kChooseAttackTarget, "the unit to attack is chosen in the attack step, after the attacking unit"};
    case ActionKind::Boost: return {cr::kBoost, "a booster is chosen in the attack step, after the unit to attack"};
    case ActionKind::Guard: return {cr::kCallGuardians, "guardians are called and intercepts made only in the guard step, by the attacked player"};
    case ActionKind::TriggerEffect: {  // CR 7.5.1.2.2, 7.6.1.6.2: the turn player drive checks, the other damage checks
      const cr::Rule rule = a.player == s.turn_player ? cr::kDriveTriggerClan : cr::kDamageTriggerClan;
      if (checked != kNoInstance && s.identified(checked) && s.card(checked).owner == a.player) {
        const CardDef& def = s.def(checked);  // the check's own card: a trigger of a clan not on the field did nothing
        if (def.trigger != Trigger::None && !s.has_clan_on_field(a.player, def.clan))
          return {rule, "the " + str(to_string(def.trigger)) + " trigger of " + def.name + " is of «" + def.clan + "», and player " +
                            str(to_string(a.player)) + " has no «" + def.clan + "» unit on the vanguard or rear-guard circles, so it did nothing"};
      }
      return {rule, "a trigger's effect resolves only for the trigger unit a drive or damage check put into the trigger zone"};
    }
    case ActionKind::PlayAuto: return {cr::kPlayStandingAuto, "an automatic ability is played at a check timing, while it stands by"};
    case ActionKind::Choose: return {cr::kChooseWhenResolving, "an effect's choices are made while it resolves, when it asks for them"};
    case ActionKind::Redraw: return {cr::kOpeningHand, "each player redraws the opening hand once, before the game begins"};
    case ActionKind::FirstVanguard: return {cr::kFirstVanguard, "each player chooses a first vanguard once, before the game begins"};
    default: return {required_by(r, s), "it has no place here"};
  }
}

}  // namespace detail

std::string asked_words(const Request& r, const GameState& s) { return detail::allowed_words(r, s); }

}  // namespace vg
