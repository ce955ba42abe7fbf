// One checker and one generator for every answer: legal_actions() enumerates candidate answers
// and keeps those check() accepts, so a refusal and the list of options come from one place.
#include <algorithm>
#include <set>

#include "engine/game.h"
#include "engine/requests.h"

namespace vg {

using detail::action_words;
using detail::allowed_words;
using detail::card_words;
using detail::home_of;
using detail::is_physical;
using detail::limit_break_unmet;

namespace {

// "2 face-up damage cards", "1 card from the hand".
std::string cards_words(int n, const char* kind, const char* from) {
  return std::to_string(n) + " " + kind + (n == 1 ? "card" : "cards") + from;
}

RuleViolation illegal(cr::Rule rule, std::string message) {
  return {ViolationKind::Illegal, rule, std::move(message)};
}
RuleViolation inconsistent(cr::Rule rule, std::string message) {
  return {ViolationKind::Inconsistent, rule, std::move(message)};
}
std::string str(std::string_view s) { return std::string(s); }
std::string grade_str(int g) { return "grade " + std::to_string(g); }
// CR 1.31 3.8.1: a locked card is on the field but no unit, so no rear-guard: it cannot do what a
// unit does (attack, boost, intercept, be attacked, pay a cost that takes rear-guards).
RuleViolation not_a_unit(const std::string& action, Circle c) {
  return illegal(cr::kNotAUnit, action + " the locked card on " + str(to_string(c)) + ": a locked card is not a unit");
}
// CR 1.31 4.6.7, 3.17.5.1.1.2, 3.17.5.1.1.4, 10.1.21.6: a circle with a locked card is a lock
// circle, not a rear-guard circle, while the card is there: nothing is called or moved onto it.
RuleViolation lock_circle(const std::string& action, Circle c) {
  return illegal(cr::kLockCircle, action + ": the locked card on " + str(to_string(c)) + " makes it a lock circle, not a rear-guard circle");
}
template <typename List>
bool contains(const List& v, InstanceId i) {
  return std::find(v.begin(), v.end(), i) != v.end();
}

}  // namespace

bool answers(Decision d, ActionKind k) {
  switch (d) {
    case Decision::FirstPlayer: return k == ActionKind::FirstPlayer;
    case Decision::FirstVanguard: return k == ActionKind::FirstVanguard;
    case Decision::Shuffle: return k == ActionKind::Shuffle;
    case Decision::TopCard: return k == ActionKind::TopCard;
    case Decision::Redraw: return k == ActionKind::Redraw;
    case Decision::Ride: return k == ActionKind::Ride || k == ActionKind::Pass;
    case Decision::Main:
      return k == ActionKind::Call || k == ActionKind::Move || k == ActionKind::Act || k == ActionKind::Pass;
    case Decision::StartStep: return k == ActionKind::Attack || k == ActionKind::Pass;
    case Decision::Attacker: return k == ActionKind::Attacker;
    case Decision::Target: return k == ActionKind::Target;
    case Decision::Booster: return k == ActionKind::Boost;
    case Decision::Guard: return k == ActionKind::Guard;
    case Decision::TriggerEffect: return k == ActionKind::TriggerEffect;
    case Decision::PlayAuto: return k == ActionKind::PlayAuto;
    case Decision::Choose: return k == ActionKind::Choose;
    case Decision::SuperiorCall: return k == ActionKind::Call;
    case Decision::GameOver: return false;
  }
  return false;
}


CardId Game::identity(InstanceId i, const Action& a) const {
  for (const auto& [inst, card] : a.reveals)
    if (inst == i) return card;
  return state_.card(i).card;
}

// Identities stated by the record must agree with what is known and with the decklist
// presented before the game (CR 5.2.1.1).
std::optional<RuleViolation> Game::check_reveals(const Action& a) const {
  for (std::size_t k = 0; k < a.reveals.size(); ++k) {
    const auto& [inst, card] = a.reveals[k];
    if (inst < 0 || inst >= static_cast<InstanceId>(state_.cards.size()) || card < 0 ||
        card >= state_.pool->size())
      return inconsistent(cr::kPresentDeck, "an unknown card or card instance is revealed");
    const CardState& cs = state_.card(inst);
    const CardDef& def = (*state_.pool)[card];
    if (cs.card != kUnknownCard) {
      if (cs.card != card)
        return inconsistent(cr::kPresentDeck, "card #" + std::to_string(inst) + " is " + describe(inst) +
                                                  ", not " + def.name);
      continue;
    }
    // The copies of this card the answer reveals so far among the owner's hidden cards.
    const auto same = [&, revealed = card](const std::pair<InstanceId, CardId>& r) {
      return r.second == revealed && state_.card(r.first).card == kUnknownCard && state_.card(r.first).owner == cs.owner;
    };
    const auto n = std::count_if(a.reveals.begin(), a.reveals.begin() + static_cast<std::ptrdiff_t>(k) + 1, same);
    const int left = state_.player(cs.owner).left_to_reveal(card);
    if (n > left)
      return inconsistent(cr::kPresentDeck, "player " + str(to_string(cs.owner)) + "'s decklist has no more copies of " +
                                                def.name + " (" + def.number + ") left to reveal");
  }
  return std::nullopt;
}

// Dispatches an answer to its checker; an answer of the wrong kind gets the most specific
// reason the rules give for it being out of place.
std::optional<RuleViolation> Game::check_answer(const Action& a) const {
  const Decision d = request_.decision;
  const auto what = [&] { return action_words(a, state_) + " where the rules call for " + allowed_words(request_, state_); };
  if (!answers(d, a.kind)) {
    if (is_physical(a.kind))
      return inconsistent(required_by(request_, state_), "the record shows " + what());
    const auto [rule, why] = home_of(a, request_, state_, checked_);
    return illegal(rule, "player " + str(to_string(a.player)) + ": " + what() + ": " + why);
  }
  if (a.kind == ActionKind::PlayAuto && a.player != request_.player)  // CR 8.4.1.2, 8.4.1.3
    return illegal(cr::kTurnPlayerAutoFirst, "player " + str(to_string(a.player)) + " plays " + what() +
                                                 ": the turn player's standing-by automatic abilities are played first");
  // The first-player answer names the player who goes first, not who answers.
  if (a.player != request_.player && a.kind != ActionKind::FirstPlayer)
    return illegal(required_by(request_, state_), "player " + str(to_string(a.player)) + " makes " + what() + ": it is player " +
                                                      str(to_string(request_.player)) + "'s to make");
  switch (a.kind) {
    case ActionKind::Ride: return check_ride(a);
    case ActionKind::Call: return check_call(a);
    case ActionKind::Move: return check_move(a);
    case ActionKind::Attack: return check_attack(a);
    case ActionKind::Attacker: return check_attacker(a);
    case ActionKind::Target: return check_target(a);
    case ActionKind::Boost: return check_boost(a);
    case ActionKind::Guard: return check_guard(a);
    case ActionKind::TriggerEffect: return check_trigger_effect(a);
    case ActionKind::Act: return check_act(a);
    case ActionKind::PlayAuto: return check_play_auto(a);
    case ActionKind::Choose: return check_choose(a);
    case ActionKind::Pass: return std::nullopt;
    default: return check_setup(a);
  }
}

std::optional<RuleViolation> Game::check_setup(const Action& a) const {
  const PlayerState& ps = state_.player(request_.player);
  switch (a.kind) {
    case ActionKind::FirstVanguard: {  // CR 5.2.2
      if (!contains(ps.deck, a.card))
        return inconsistent(cr::kFirstVanguard, "card #" + std::to_string(a.card) + " is not in player " + str(to_string(a.player)) + "'s deck");
      CardId id = identity(a.card, a);
      if (id == kUnknownCard)
        return inconsistent(cr::kFirstVanguard, "the record does not say which card the first vanguard is");
      if ((*state_.pool)[id].grade != 0)
        return illegal(cr::kFirstVanguard, "cannot choose " + (*state_.pool)[id].name + " as the first vanguard: it must be grade 0, not " + grade_str((*state_.pool)[id].grade));
      return std::nullopt;
    }
    case ActionKind::TopCard: {
      if (!contains(ps.deck, a.card))
        return inconsistent(cr::kDeckHidden, "card #" + std::to_string(a.card) + " is not in player " + str(to_string(request_.player)) + "'s deck");
      // Every player sees a card taken into a public zone (trigger zone, soul, drop zone), and one
      // an effect reveals on top of the hidden deck (CR 4.1.7): the record must say which it is.
      // A card drawn into the hidden hand need not be named.
      if (request_.destination != Zone::Hand && identity(a.card, a) == kUnknownCard)
        return inconsistent(cr::kDeckHidden, "the record does not say which card #" + std::to_string(a.card) + " is, though it is revealed");
      return std::nullopt;
    }
    case ActionKind::Redraw: {  // CR 5.2.5
      std::set<InstanceId> seen;
      for (InstanceId c : a.cards)
        if (!contains(ps.hand, c) || !seen.insert(c).second)
          return inconsistent(cr::kOpeningHand, "card #" + std::to_string(c) + " is not in player " + str(to_string(a.player)) + "'s hand");
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

// CR 8.5.2.1, 8.5.2.1.1.1: a card from the hand, the vanguard's grade or one higher (CR 2.4.1, 2.4.2:
// the grade is what a normal ride checks, and it can refuse the card).
std::optional<RuleViolation> Game::check_ride(const Action& a) const {
  if (!state_.in_hand(a.player, a.card))
    return inconsistent(cr::kChooseCardToPlay, "card #" + std::to_string(a.card) + " is not in player " + str(to_string(a.player)) + "'s hand");
  CardId id = identity(a.card, a);
  if (id == kUnknownCard)
    return inconsistent(cr::kChooseCardToPlay, "the record does not say which card is ridden (#" + std::to_string(a.card) + ")");
  // CR 1.31 1.3.1 over 6.5.1.2: an effect says this player cannot normal ride in this ride phase.
  if (const InstanceId by = state_.no_normal_ride_by[static_cast<std::size_t>(index(a.player))];
      by != kNoInstance && state_.phase == Phase::Ride)
    return illegal(cr::kCardTextPrevails, "cannot normal ride " + (*state_.pool)[id].name + ": an effect of " +
                                              (state_.identified(by) ? state_.def(by).name : describe(by)) + " says player " +
                                              str(to_string(a.player)) + " cannot normal ride in this ride phase");
  int g = (*state_.pool)[id].grade, v = state_.vanguard_grade(a.player);
  // CR 1.31 10.1.24.10, 8.5.2.1.1.1: over a legion, the grade of its Legion Leader (the vanguard the
  // circle names, GameState::unit_at) or one higher.
  if (const InstanceId leader = state_.vanguard(a.player); (g != v && g != v + 1) && leader != kNoInstance && state_.in_legion(leader))
    return illegal(cr::kLegionRideGrade, "cannot normal ride " + grade_str(g) + " over a legion whose Legion Leader " + describe(leader) +
                                             " is " + grade_str(v) + ": a ride over a legion must be the Leader's grade or one higher");
  if (g != v && g != v + 1)
    return illegal(cr::kRideGrade, "cannot normal ride " + grade_str(g) + " over " + grade_str(v) +
                                       ": a normal ride must be the same grade or one higher");
  return std::nullopt;
}

// CR 10.1.6.1.1.1, 10.1.6.1: an effect calls the card it names, to a rear-guard circle of its
// owner's choice (no grade limit: CR 8.5.2.1.1.2 is the normal call's).
std::optional<RuleViolation> Game::check_superior_call(const Action& a) const {
  if (a.card != request_.card)
    return illegal(cr::kCallChooseCircle, "the effect calls " + describe(request_.card) + ", not " + card_words(state_, a, a.card));
  if (!is_rear_guard_circle(a.circle))
    return illegal(cr::kCallToRearGuardCircle, "cannot call " + describe(a.card) + " to the " + str(to_string(a.circle)) +
                                                   " circle: a call puts a card on a rear-guard circle");
  if (request_.column && std::find(request_.circles.begin(), request_.circles.end(), a.circle) == request_.circles.end()) {
    std::string allowed;  // CR 4.6.2: the rear-guard circle of the named unit's column
    for (Circle c : request_.circles) allowed += (allowed.empty() ? "" : " or ") + std::string(to_string(c));
    return illegal(cr::kCallChooseCircle, "the effect calls " + describe(a.card) + " only to " + allowed + ", not " + str(to_string(a.circle)));
  }
  if (state_.locked_at(state_.card(a.card).owner, a.circle) != kNoInstance)
    return lock_circle("cannot call " + describe(a.card) + " to " + str(to_string(a.circle)), a.circle);
  if (std::find(request_.circles.begin(), request_.circles.end(), a.circle) == request_.circles.end()) {
    const InstanceId there = state_.unit_at(state_.card(a.card).owner, a.circle);
    return illegal(cr::kCallChooseCircle, "cannot call " + describe(a.card) + " to " + str(to_string(a.circle)) + ": " +
                                              (called_by_this_effect(there) ? "this effect has already called " + describe(there) + " there"
                                                                            : "the effect calls it only to an open circle, and " + describe(there) + " is there"));
  }
  return std::nullopt;
}

// CR 6.6.1.2.1, 6.6.1.2.1.1, 8.5.2.1.1.2: a card from the hand to a rear-guard circle, at
// most the vanguard's grade (CR 2.4.1, 2.4.2: the grade is what a normal call checks; CR 8.5.2.1.1:
// not what a normal ride needs). CR 10.1.6.1.2, 10.1.6.1.2.1: a normal call of the main phase; the
// guard step's are checked by check_guard.
// The card is checked first: an answer refused as illegal must be physically possible.
std::optional<RuleViolation> Game::check_call(const Action& a) const {
  if (request_.decision == Decision::SuperiorCall) return check_superior_call(a);
  if (!state_.in_hand(a.player, a.card))
    return inconsistent(cr::kChooseCardToPlay, "card #" + std::to_string(a.card) + " is not in player " + str(to_string(a.player)) + "'s hand");
  CardId id = identity(a.card, a);
  if (id == kUnknownCard)
    return inconsistent(cr::kChooseCardToPlay, "the record does not say which card is called (#" + std::to_string(a.card) + ")");
  // CR 8.5.2.2, 8.5.2.2.1: the choice made in playing the card: the answer names one of the
  // player's circles for it, which must be a rear-guard circle here.
  if (!is_rear_guard_circle(a.circle))
    return illegal(cr::kMainPhaseOnlyRearGuardCircles, "cannot call to the " + str(to_string(a.circle)) +
                                                           " circle in the main phase: cards are played only to rear-guard circles");
  if (state_.locked_at(a.player, a.circle) != kNoInstance)
    return lock_circle("cannot call " + (*state_.pool)[id].name + " to " + str(to_string(a.circle)), a.circle);
  int g = (*state_.pool)[id].grade, v = state_.vanguard_grade(a.player);
  if (g > v)
    return illegal(cr::kCallGrade, "cannot normal call " + grade_str(g) + " with a " + grade_str(v) +
                                       " vanguard: a normal call must be at most the vanguard's grade");
  return std::nullopt;
}

// CR 6.6.1.2.3: exchange the two rear-guard circles of one column.
std::optional<RuleViolation> Game::check_move(const Action& a) const {
  if (!is_rear_guard_circle(a.circle) || !is_rear_guard_circle(a.circle2) || a.circle == a.circle2 ||
      column_of(a.circle) != column_of(a.circle2))
    return illegal(cr::kMoveInColumn, "cannot move between " + str(to_string(a.circle)) + " and " + str(to_string(a.circle2)) +
                                          ": units move only between the two rear-guard circles of one column");
  for (Circle c : {a.circle, a.circle2})
    if (state_.locked_at(a.player, c) != kNoInstance)
      return lock_circle("cannot move between " + str(to_string(a.circle)) + " and " + str(to_string(a.circle2)), c);
  if (state_.unit_at(a.player, a.circle) == kNoInstance && state_.unit_at(a.player, a.circle2) == kNoInstance)
    return inconsistent(cr::kMoveInColumn, "there is no unit on " + str(to_string(a.circle)) + " or " + str(to_string(a.circle2)) + " to move");
  return std::nullopt;
}

// CR 7.2.1.3: no attack on the first turn of the game or when no unit can attack.
std::optional<RuleViolation> Game::check_attack(const Action& a) const {
  if (state_.turn == 1)
    return illegal(cr::kNoAttackFirstTurn, "cannot attack: the first player cannot attack on the first turn of the game");
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight}) {
    InstanceId u = state_.unit_at(a.player, c);
    if (u != kNoInstance && state_.identified(u) && state_.can_attack(u)) return std::nullopt;
  }
  return illegal(cr::kNoAttackFirstTurn, "cannot attack: no unit in the front row can attack (standing and without restraint)");
}

// CR 7.1.1, 7.3.1.3: a standing unit in the front row.
// An empty circle is checked first: an answer refused as illegal must be physically possible
// (the verifier applies it anyway).
std::optional<RuleViolation> Game::check_attacker(const Action& a) const {
  InstanceId u = state_.unit_at(a.player, a.circle);
  if (u == kNoInstance && state_.locked_at(a.player, a.circle) != kNoInstance) return not_a_unit("cannot attack with", a.circle);
  if (u == kNoInstance)
    return inconsistent(cr::kChooseAttacker, "there is no unit on " + str(to_string(a.circle)) + " to attack with");
  if (!is_front_row(a.circle))
    return illegal(cr::kChooseAttacker, "cannot attack with the unit on " + str(to_string(a.circle)) + ": only units in the front row can attack");
  if (state_.card(u).rested)
    return illegal(cr::kChooseAttacker, "cannot attack with " + describe(u) + ": it is rested, and only a standing unit can attack");
  if (state_.restrained(u))
    return illegal(cr::kRestraint, "cannot attack with " + describe(u) + ": it has restraint");
  if (InstanceId other = state_.lord_bars(u); other != kNoInstance)
    return illegal(cr::kLord, "cannot attack with " + describe(u) + ": it has Lord, and " + describe(other) + " is not a «" +
                                  state_.def(u).clan + "»");
  return std::nullopt;
}

// CR 7.3.1.4: a unit in the opponent's front row. CR 1.31 7.3.1.4: on a vanguard circle, not a
// Legion Mate: the circle names the Legion Leader of a legion (GameState::unit_at), and no effect
// of the pool chooses the unit attacked (CR 1.31 7.3.1.4.7: none may force an attack on a Mate).
std::optional<RuleViolation> Game::check_target(const Action& a) const {
  // A continuous ability may let the attacker reach the back circle of the same column
  // (opposite columns face each other, CR 4.6.2.1). CR 1.31 7.3.1.4.5: an effect saying this unit
  // may battle another way changes how the attacked unit is chosen, and is applied (Tejas); no
  // effect of the pool raises the number of units chosen.
  const Battle& b = *state_.battle;
  const bool reach = state_.may_attack_back_row(b.attacker) && a.circle == back_circle_of(column_across(column_of(b.attacker_circle)));
  if (state_.unit_at(opponent(a.player), a.circle) == kNoInstance && state_.locked_at(opponent(a.player), a.circle) != kNoInstance)
    return not_a_unit("cannot attack", a.circle);
  if (state_.unit_at(opponent(a.player), a.circle) == kNoInstance)
    return inconsistent(cr::kChooseAttackTarget, "the opponent has no unit on " + str(to_string(a.circle)) + " to attack");
  if (!is_front_row(a.circle) && !reach)
    return illegal(cr::kChooseAttackTarget, "cannot attack the unit on " + str(to_string(a.circle)) + ": only units in the opponent's front row can be attacked");
  if (is_rear_guard_circle(a.circle) && state_.cannot_attack_rear_guards(b.attacker))  // CR 1.3.1: the card's text prevails
    return illegal(cr::kCardTextPrevails, "cannot attack " + describe(state_.unit_at(opponent(a.player), a.circle)) + " with " +
                                              describe(b.attacker) + ": its continuous ability says it cannot attack a rear-guard");
  return std::nullopt;
}

// CR 7.3.1.5, 10.2.3.1: a standing unit with boost behind the attacker.
std::optional<RuleViolation> Game::check_boost(const Action& a) const {
  if (a.none) return std::nullopt;
  const Battle& b = *state_.battle;
  InstanceId u = state_.unit_at(a.player, a.circle);
  if (u == kNoInstance && state_.locked_at(a.player, a.circle) != kNoInstance) return not_a_unit("cannot boost with", a.circle);
  if (u == kNoInstance)
    return inconsistent(cr::kBoost, "there is no unit on " + str(to_string(a.circle)) + " to boost with");
  if (a.circle != back_circle_of(column_of(b.attacker_circle)))
    return illegal(cr::kBoost, "cannot boost from " + str(to_string(a.circle)) + ": the booster must be in the back circle of the attacker's column");
  if (state_.skill(u) != Skill::Boost)  // CR 2.10.1.3, 10.2.3: the Boost skill icon, the keyword
    return illegal(cr::kBoostSkill, "cannot boost with " + describe(u) + ": it does not have the boost skill");
  if (state_.card(u).rested)
    return illegal(cr::kBoost, "cannot boost with " + describe(u) + ": it is rested, and boosting rests it");
  if (state_.cannot_be_boosted(b.attacker))  // CR 1.3.1: the card's text prevails over the rules
    return illegal(cr::kCardTextPrevails,
                   "cannot boost " + describe(b.attacker) + " with " + describe(u) + ": its continuous ability says your units cannot boost it");
  return std::nullopt;
}

// CR 7.4.1.1.2: guardians from the hand with a shield and at most the vanguard's grade;
// interceptors from the front rear-guard circles (CR 10.2.2.1).
// Every card and circle is checked against the state before any against the rules: an answer
// refused as illegal must be physically possible (the verifier applies it anyway).
std::optional<RuleViolation> Game::check_guard(const Action& a) const {
  const int v = state_.vanguard_grade(a.player);
  // Whether the element at `at` repeats one before it (a card or a circle named twice).
  const auto repeated = [](const auto& list, auto at) { return std::find(list.begin(), at, *at) != at; };
  for (auto it = a.cards.begin(); it != a.cards.end(); ++it) {
    const InstanceId c = *it;
    if (!state_.in_hand(a.player, c) || repeated(a.cards, it))
      return inconsistent(cr::kCallGuardians, "card #" + std::to_string(c) + " is not in player " + str(to_string(a.player)) + "'s hand");
    if (identity(c, a) == kUnknownCard)
      return inconsistent(cr::kCallGuardians, "the record does not say which card is called as a guardian (#" + std::to_string(c) + ")");
  }
  for (auto it = a.circles.begin(); it != a.circles.end(); ++it)
    if ((state_.unit_at(a.player, *it) == kNoInstance && state_.locked_at(a.player, *it) == kNoInstance) || repeated(a.circles, it))
      return inconsistent(cr::kIntercept, "there is no unit on " + str(to_string(*it)) + " to intercept with");
  for (InstanceId c : a.cards) {
    const CardDef& def = (*state_.pool)[identity(c, a)];
    // CR 1.31 3.11.1.1 (kShieldlessGuardsWithZero): that edition lets it guard, with a shield of 0.
    if (!def.shield && cr::in(cr::kNoShieldNoGuard, state_.edition))
      return illegal(cr::kNoShieldNoGuard, "cannot call " + def.name + " as a guardian: it has no shield");
    if (def.grade > v)
      return illegal(cr::kCallGrade, "cannot call " + def.name + " (" + grade_str(def.grade) + ") as a guardian with a " +
                                         grade_str(v) + " vanguard: a normal call must be at most the vanguard's grade");
    // CR 1.3.1: the text of an opponent's continuous ability that forbids such a call prevails over the rules (Silent Tom).
    const int grade = def.grade;
    if (InstanceId r = state_.ruled_by(opponent(a.player), [&](const ContSpec& cs) {
          const auto* barred = cs.find<continuous::OpponentCannotGuardWithGrade>();
          return barred && barred->grade == grade;
        });
        r != kNoInstance)
      return illegal(cr::kCardTextPrevails, "cannot call " + def.name + " (" + grade_str(grade) + ") as a guardian: the continuous ability of " +
                                                  describe(r) + " says its opponent cannot normal call " + grade_str(grade) +
                                                  " units to the guardian circle");
  }
  for (Circle c : a.circles) {
    if (c != Circle::FrontLeft && c != Circle::FrontRight)
      return illegal(cr::kIntercept, "cannot intercept from " + str(to_string(c)) + ": only a unit in a front rear-guard circle can intercept");
    if (state_.unit_at(a.player, c) == kNoInstance) return not_a_unit("cannot intercept with", c);
    InstanceId u = state_.unit_at(a.player, c);
    if (state_.skill(u) != Skill::Intercept)  // CR 2.10.1.2, 10.2.2: the Intercept skill icon, the keyword
      return illegal(cr::kIntercept, "cannot intercept with " + describe(u) + ": it does not have the intercept skill");
    if (u == state_.battle->attacked)
      return illegal(cr::kIntercept, "cannot intercept with " + describe(u) + ": it is the unit being attacked");
    // CR 1.3.1: the text of an opponent's continuous ability that forbids intercepts prevails over the rules (Seal Dragon, Blockade).
    // CR 8.7.4: read as the intercept is made, it covers every unit on the circles then, one that came there later too.
    if (InstanceId r = state_.ruled_by(opponent(a.player), [](const ContSpec& cs) { return cs.has<continuous::OpponentCannotIntercept>(); }); r != kNoInstance)
      return illegal(cr::kCardTextPrevails,
                     "cannot intercept with " + describe(u) + ": the continuous ability of " + describe(r) + " says its opponent's units cannot intercept");
  }
  return std::nullopt;
}

// CR 2.8.1.1.2-2.8.1.1.5: the choices of a trigger's effect; CR 8.5.3.1: a choice that can be
// made must be made.
std::optional<RuleViolation> Game::check_trigger_effect(const Action& a) const {
  const CardDef& def = state_.def(request_.card);
  SmallList<InstanceId, 16> units;
  state_.append_units(a.player, units);
  const cr::Rule rule = required_by(request_, state_);
  if (!contains(units, a.power_to))
    return illegal(rule, "the +5000 power of a " + str(to_string(def.trigger)) + " trigger must go to one of player " +
                             str(to_string(a.player)) + "'s units");
  switch (def.trigger) {
    case Trigger::Critical:
      if (!contains(units, a.effect_to))
        return illegal(rule, "the +1 critical of a critical trigger must go to one of player " + str(to_string(a.player)) + "'s units");
      return std::nullopt;
    case Trigger::Stand: {
      bool any = false;
      for (InstanceId u : units) any = any || is_rear_guard_circle(state_.card(u).circle);
      if (a.effect_to == kNoInstance)
        return any ? std::optional(illegal(cr::kChooseAsManyAsPossible, "a stand trigger must choose one of the rear-guards to stand"))
                   : std::nullopt;
      if (!contains(units, a.effect_to) || !is_rear_guard_circle(state_.card(a.effect_to).circle))
        return illegal(rule, "a stand trigger can stand only a rear-guard, not " + describe(a.effect_to));
      return std::nullopt;
    }
    case Trigger::Heal: {
      const int own = static_cast<int>(state_.player(a.player).damage.size());
      const int theirs = static_cast<int>(state_.player(opponent(a.player)).damage.size());
      const bool can = own >= theirs && own > 0;
      if (a.effect_to == kNoInstance)
        return can ? std::optional(illegal(cr::kChooseAsManyAsPossible, "a heal trigger must heal one card of the damage zone"))
                   : std::nullopt;
      if (own < theirs)
        return illegal(rule, "cannot heal: player " + str(to_string(a.player)) + " has " + std::to_string(own) +
                                 " damage, fewer than the opponent's " + std::to_string(theirs));
      if (!contains(state_.player(a.player).damage, a.effect_to))
        return inconsistent(rule, "card #" + std::to_string(a.effect_to) + " is not in player " + str(to_string(a.player)) + "'s damage zone");
      return std::nullopt;
    }
    default:
      if (a.effect_to != kNoInstance)
        return illegal(rule, "a draw trigger chooses only the unit that gets +5000 power");
      return std::nullopt;
  }
}

// CR 8.5.2.3: the named cards pay exactly the cost, all at once; otherwise nothing is paid.
std::optional<RuleViolation> Game::check_cost(const Action& a, const AbilityDef& ab, InstanceId source) const {
  const PlayerState& ps = state_.player(a.player);
  int damage = 0;
  CostCards soul, hand, field;
  for (auto it = a.cost.begin(); it != a.cost.end(); ++it) {
    const InstanceId c = *it;
    if (std::find(a.cost.begin(), it, c) != it) return inconsistent(cr::kPayCosts, "card #" + std::to_string(c) + " is named twice in the cost");
    if (contains(ps.damage, c)) {
      if (state_.card(c).face_down)
        return illegal(cr::kCounterBlast, "cannot counter blast with " + describe(c) + ": it is already face down");
      ++damage;
    } else if (contains(ps.soul, c)) {
      soul.push_back(c);
    } else if (contains(ps.hand, c)) {
      hand.push_back(c);
    } else if (c == source && ab.cost.rests_rear_guards() && ab.cost.rest_self) {  // "rest this unit and another"
      return illegal(cr::kPayCosts, "cannot pay the rest with " + describe(c) + ": the cost rests this unit already; the rest takes another rear-guard");
    } else if (state_.card(c).owner == a.player && state_.on_field(c) && state_.card(c).locked) {
      return not_a_unit("cannot pay the cost with", state_.card(c).circle);
    } else if (state_.card(c).owner == a.player && state_.on_field(c) && is_rear_guard_circle(state_.card(c).circle) &&
               (c != source || ab.cost.rear_guards_into_soul() || (ab.cost.rests_rear_guards() && !ab.cost.rest_self) ||
                ab.cost.retire.self_may_pay)) {
      // a retire takes other rear-guards only, unless the card says "your rear-guards" (CR 10.1.3; self_may_pay)
      field.push_back(c);
    } else {
      return inconsistent(cr::kPayCosts, "card #" + std::to_string(c) + " is not in player " + str(to_string(a.player)) +
                                             "'s damage zone, soul, hand or rear-guard circles to pay the cost");
    }
  }
  const CostSpec& c = ab.cost;
  if (damage != c.counter_blast)
    return illegal(cr::kCounterBlast, "the counter blast needs " + cards_words(c.counter_blast, "face-up damage ", "") + ", not " +
                                          std::to_string(damage) + ": a cost is paid whole or not at all");
  if (static_cast<int>(ps.deck.size()) < c.deck_to_drop)  // the cards are taken when it is paid, like draws
    return illegal(cr::kPayCosts, "cannot pay the cost: it puts the top " + std::to_string(c.deck_to_drop) +
                                      " cards of the deck into the drop zone, and the deck has " + std::to_string(ps.deck.size()));
  // CR 1.31 10.1.16.1.1: a soul blast that names which cards (the part's filter) takes only such cards.
  if (auto v = check_cost_part(soul, c.soul_blast, cr::kSoulBlast, "soul blast", "soul ", "", Zone::Drop)) return v;
  const bool hand_to_soul = c.hand_into_soul(), field_to_soul = c.rear_guards_into_soul();
  if (auto v = check_cost_part(hand, c.hand_part(), hand_to_soul ? cr::kPayCosts : cr::kDiscard,
                               hand_to_soul ? "move into the soul" : "discard", "", " from the hand",
                               hand_to_soul ? Zone::Soul : Zone::Drop))
    return v;
  if (c.rests_rear_guards()) {
    if (auto v = check_rest_cost(field, c, source)) return v;
  } else if (auto v = check_cost_part(field, c.rear_guard_part(), field_to_soul ? cr::kPayCosts : cr::kRetire,
                                      field_to_soul ? "move into the soul" : "retire", "rear-guard ", "",
                                      field_to_soul ? Zone::Soul : Zone::Drop)) {
    return v;
  }
  // CR 8.5.2.3: "put this unit on top of / at the bottom of your deck" takes it from its rear-guard circle.
  const bool to_deck_off_circle = (c.self_to_deck_top || c.self_to_deck_bottom) &&
                                  (!state_.on_field(source) || !is_rear_guard_circle(state_.card(source).circle));
  if ((c.retire_self && !state_.on_field(source)) || (c.put_self_into_soul && state_.card(source).zone == Zone::Soul) || to_deck_off_circle)
    return illegal(cr::kPayCosts, "cannot pay the cost: " + describe(source) + " is not where the cost takes it from");
  if (c.rest_self && state_.card(source).rested)
    return illegal(cr::kPayCosts, "cannot pay the cost: " + describe(source) + " is already rested");
  return std::nullopt;
}

// CR 10.1.11.1: a cost that rests rear-guards. Each named card is a standing rear-guard of the
// player (CR 3.17.2, 1.3.2.1: resting a rested unit does nothing, so it pays nothing, and a cost
// is paid whole, CR 8.5.2.3), of this unit's column when the part says so (CR 4.6.2), and fits.
// This unit itself may be one unless the cost rests it anyway (`rest_self`: "this unit and another").
std::optional<RuleViolation> Game::check_rest_cost(const CostCards& field, const CostSpec& c, InstanceId source) const {
  for (InstanceId u : field) {
    if (state_.card(u).rested)
      return illegal(cr::kStandStanding, "cannot pay the rest with " + describe(u) + ": it is already rested, and resting a rested unit pays nothing");
    if (c.rest_same_column) {
      const CardState& s = state_.card(source);
      const bool same = s.zone == Zone::Field && s.circle != Circle::Guardian && column_of(s.circle) == column_of(state_.card(u).circle);
      if (!same)
        return illegal(cr::kRestAction, "cannot pay the rest with " + describe(u) + ": it must be in the column of " + describe(source));
    }
  }
  return check_cost_part(field, c.rest, cr::kRestAction, "rest", "standing rear-guard ", "", Zone::Field);
}

// One part of a cost that takes cards: each card fits what the part asks (one card of each
// name it lists), and there are as many as it takes. "the retire needs 2 rear-guard cards, not
// 1: ...", "cannot pay the retire with X: it must be a grade 1 or greater «Granblue»".
std::optional<RuleViolation> Game::check_cost_part(const CostCards& cards, const CostPart& part, cr::Rule rule,
                                                   const std::string& action, const char* kind, const char* from, Zone to) const {
  std::set<std::string> names;
  for (InstanceId c : cards) {
    if (!part.what.any()) break;
    if (!state_.identified(c))  // a hidden hand card: where it goes, every player sees it
      return inconsistent(to == Zone::Soul ? cr::kSoulPublic : cr::kPutIntoDrop,
                          "the record does not say which card " + describe(c) + " is, though the cost puts it into the " +
                              (to == Zone::Soul ? "soul" : "drop zone") + ", a public zone");
    const bool fits = part.what.fits(state_.def(c));
    if (!fits || (!part.what.names.empty() && !names.insert(state_.def(c).name).second))
      return illegal(rule, "cannot pay the " + action + " with " + describe(c) + ": " +
                               (part.what.names.empty() ? "it must be " + part.what.words() : "it takes " + part.what.words()));
  }
  if (static_cast<int>(cards.size()) != part.count)
    return illegal(rule, "the " + action + " needs " + cards_words(part.count, kind, from) + ", not " + std::to_string(cards.size()) +
                             ": a cost is paid whole or not at all");
  return std::nullopt;
}

// CR 6.6.1.2.2, 8.1.1.1: an ACT ability in the main phase, active where its card is.
std::optional<RuleViolation> Game::check_act(const Action& a) const {
  if (a.card < 0 || a.card >= static_cast<InstanceId>(state_.cards.size()) || state_.card(a.card).owner != a.player ||
      !state_.identified(a.card))
    return inconsistent(cr::kActivatedAbility, "card #" + std::to_string(a.card) + " is not a known card of player " + str(to_string(a.player)));
  const auto printed = state_.def(a.card).abilities.size();
  // CR 1.31 10.1.25.3: a deleted unit has lost its printed text, its ACT abilities with it.
  if (state_.card(a.card).deleted && a.ability >= 0 && static_cast<std::size_t>(a.ability) < printed &&
      !state_.ability(a.card, a.ability).granted_only && state_.ability(a.card, a.ability).kind == AbilityKind::Act)
    return illegal(cr::kDeletedHasNoText, "cannot play the ability of " + describe(a.card) + ": it is deleted and has lost its printed text");
  if (a.ability < 0 || static_cast<std::size_t>(a.ability) >= printed || !state_.has_ability(a.card, static_cast<std::size_t>(a.ability)) ||
      state_.ability(a.card, a.ability).kind != AbilityKind::Act)
    return illegal(cr::kActivatedAbility, describe(a.card) + " has no activated ability number " + std::to_string(a.ability + 1));
  const AbilityDef& ab = state_.ability(a.card, a.ability);
  // CR 10.2.5.1.3.1: the damage is counted as the ability is played; once played, it resolves
  // whatever the count becomes.
  if (ab.limit_break && state_.player(a.player).damage.size() < 4)
    return illegal(cr::kLimitBreakAct, "cannot play the limit break ability of " + describe(a.card) + ": it needs four or more damage, not " +
                                           std::to_string(state_.player(a.player).damage.size()));
  if (!state_.active(a.card, ab))
    return illegal(cr::kActiveZone, "cannot play the ability of " + describe(a.card) + " from where it is: the ability is not active there");
  if (state_.cannot_use(a.card, a.ability))
    return illegal(cr::kCannotUseAct, "cannot play the ability of " + describe(a.card) + ": an effect says it cannot be used");
  if (ab.once_per_turn && std::find(state_.used_this_turn.begin(), state_.used_this_turn.end(), std::pair{a.card, a.ability}) != state_.used_this_turn.end())
    return illegal(cr::kActivatedAbility, "the ability of " + describe(a.card) + " can be played once per turn");
  if (auto v = check_seek_mate(a, ab)) return v;
  return check_cost(a, ab, a.card);  // CR 1.31 3.1.1.5.1: it is played only by paying its cost
}

// CR 8.4.1.2-8.4.1.3, 8.6.3, 8.6.3.1: one of the player's standing-by abilities; a mandatory one
// cannot be declined.
std::optional<RuleViolation> Game::check_play_auto(const Action& a) const {
  auto it = std::find_if(state_.standing.begin(), state_.standing.end(), [&](const Standing& s) {
    return s.master == a.player && s.source == a.card && s.ability == a.ability;
  });
  if (it == state_.standing.end()) {
    if (const auto why = limit_break_unmet(a, state_)) return illegal(cr::kLimitBreakAuto, "the automatic ability of " + describe(a.card) + ": " + *why);
    return illegal(cr::kPlayStandingAuto, "no automatic ability " + std::to_string(a.ability + 1) + " of card #" + std::to_string(a.card) +
                                              " is standing by for player " + str(to_string(a.player)));
  }
  const AbilityDef& ab = state_.ability(a.card, a.ability);
  if (a.none) {
    if (!ab.optional)
      return illegal(cr::kMustPlayAuto, "the automatic ability of " + describe(a.card) + " is mandatory: it must be played");
    return std::nullopt;
  }
  if (ab.cost.any())
    if (auto v = check_condition(a, ab)) return v;
  if (!ab.cost.any()) return a.cost.empty() ? std::nullopt : std::optional(inconsistent(cr::kPayCosts, "the ability of " + describe(a.card) + " has no cost to pay"));
  return check_cost(a, ab, a.card);
}

// CR 8.1.1.2.3: an ability whose "if" does not hold still triggers, and does nothing when it
// resolves: played then, optional or mandatory, it is a legal play with no effect (the verifier
// judges a record that shows its effect). A cost paid for it is refused; an ACT ability paid
// for in vain is a legal play.
std::optional<RuleViolation> Game::check_condition(const Action& a, const AbilityDef& ab) const {
  if (ab.condition < 0 || !state_.scripts || state_.scripts->holds(state_, ab.condition, a.card)) return std::nullopt;
  return illegal(cr::kIfCondition, "cannot pay the cost of the ability of " + describe(a.card) + ": its condition does not hold");
}

// CR 8.5.3, 8.5.3.1: a choice from the offered cards, as many as asked.
std::optional<RuleViolation> Game::check_choose(const Action& a) const {
  const Request& r = request_;
  std::set<InstanceId> seen;
  for (InstanceId c : a.cards) {
    if (!contains(r.options, c) || !seen.insert(c).second)
      return illegal(cr::kChooseWhenResolving, "card #" + std::to_string(c) + " cannot be chosen: it is not one of the cards the effect offers");
    if (r.sought.any() && !r.sought.holds(identity(c, a)))
      return illegal(r.sought.search ? cr::kSearch : cr::kChooseWhenResolving,
                     (r.sought.search ? "the search finds only " : "the effect chooses only ") + r.sought.what + ", not " +
                         (identity(c, a) == kUnknownCard ? std::string("an unnamed card") : (*state_.pool)[identity(c, a)].name));
  }
  const int n = static_cast<int>(a.cards.size());
  // "Look at up to N cards from the top of your deck" (game:look_top with up_to): the number is the
  // player's (CR 1.3.5), the cards are the top ones (CR 4.2.2: no one changes the deck's order).
  if (r.top_first)
    for (InstanceId c : a.cards)
      if (std::find(r.options.begin(), r.options.begin() + std::min<std::ptrdiff_t>(n, static_cast<std::ptrdiff_t>(r.options.size())), c) ==
          r.options.begin() + std::min<std::ptrdiff_t>(n, static_cast<std::ptrdiff_t>(r.options.size())))
        return illegal(cr::kDeckHidden, "card #" + std::to_string(c) + " cannot be looked at without the cards above it: looking at " +
                                            std::to_string(n) + " cards from the top of the deck takes the top " + std::to_string(n));
  if (n > r.max) return illegal(cr::kChooseUpTo, "the effect chooses at most " + std::to_string(r.max) + ", not " + std::to_string(n));
  const int need = fewest_chosen(r);
  if (n < need) return illegal(cr::kChooseAsManyAsPossible, "the effect must choose " + std::to_string(need) + ", not " + std::to_string(n));
  return std::nullopt;
}


}  // namespace vg
