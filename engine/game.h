// The game as a resumable step machine (see docs/architecture.md).
//
// advance() runs the rule procedures of sections 5-9 until the game needs an answer from
// outside: a player's decision, or a fact of the physical game (the card on top of a deck, a
// shuffle, who goes first). request() says what is needed; submit() checks an answer against
// the rules and, when legal, applies it and advances again. A refusal is a RuleViolation
// citing its rule. legal_actions() lists the answers the same checker accepts.
#pragma once

#include <array>
#include <cassert>
#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/deck.h"
#include "engine/effect.h"
#include "engine/state.h"
#include "engine/violation.h"

namespace vg {

// One line of the rule trace: the rule a procedure step performed and what it did.
struct TraceLine {
  cr::Rule rule;
  std::string text;
};

// The rule that makes the pending request a requirement: the setup or turn step that asks for
// the decision, the icon of the trigger whose choices are pending, the drive check, damage
// check, soul charge or draw taking the card from the deck, the automatic ability that must be
// played, the effect's choice. The verifier cites it for a requirement a record moved past.
cr::Rule required_by(const Request& r, const GameState& s);
// What the rules call for at the request, in the CR's words ("player B's damage check"), as
// refusals of an action out of place say it.
std::string asked_words(const Request& r, const GameState& s);

class Game {
 public:
  // Both decklists must hold 50 cards (check_deck first). Every card starts in its owner's
  // deck with its identity hidden; identities arrive with the answers that reveal them.
  // Player A's cards are instances 0..49, player B's 50..99.
  // The game is played under `edition` (engine/edition.h).
  Game(const CardPool& pool, const std::array<Decklist, kPlayers>& decks, Edition edition = kDefaultEdition);

  // A game resumed from a prepared state at a decision of its turn player (Ride, Main or
  // StartStep), with no ability standing by. engine/position.h builds such a state for ruling
  // tests; defined in engine/position.cpp.
  static Game resume(GameState state, Decision at);

  const Request& request() const { return request_; }
  const GameState& state() const { return state_; }
  Edition edition() const { return state_.edition; }
  // Whether a guard is one action at a time, until a pass (CR 1.31 7.4.1.2; engine/battle.cpp).
  bool guards_one_at_a_time() const;
  bool over() const { return state_.over; }
  // Every unit retired so far, in the order retired (CR 10.1.3.2: put from the field into the
  // drop zone), a unit called and retired within one answer (a guardian) included.
  const std::vector<InstanceId>& retired() const { return retired_; }

  // The answer's legality: nullopt when the rules allow it now.
  std::optional<RuleViolation> check(const Action& action) const;
  // check(), then apply and advance when legal.
  std::optional<RuleViolation> submit(const Action& action);
  // Identifies the hidden cards the answer reveals, before it is judged, when they fit what is
  // left unidentified: the card was that card all along, and stands by with the automatic
  // abilities it triggered while hidden in the hand (CR 8.6.2). False if they do not fit.
  bool identify(const Action& action);
  // A card the record saw go into its owner's hidden deck comes out again unseen: a card the
  // owner drew hidden, now in the hand, turns out to be it. The two exchange places (the other
  // card is still in the deck, unseen). Both must be the same player's, hidden to the record.
  void exchange_hidden(InstanceId in_deck, InstanceId in_hand);
  // The verifier's: a deck card the record names where the effect offers another card of the
  // same deck whose place is not known (a look at the top after a shuffle, CR 4.2.2) was that
  // card: the two exchange places, and the effect's offer and its results name `named`.
  void exchange_in_deck(InstanceId named, InstanceId offered);
  // Applies an answer the checker refused as Illegal, the way the game actually went (the
  // verifier continues after a finding). Must not be called for an Inconsistent answer, except a
  // card taken from the deck that the decklist has no copy left of (it is revealed all the
  // same). An answer apply cannot carry out (a card or ability that does not exist) is left out.
  void apply_anyway(const Action& action);
  // The verifier's, for what a record shows happened though the rules did not call for it:
  // - an automatic ability played that never stood by (CR 8.6.3) stands by from now, as if its
  //   event had just happened (the other card of its event taken from the battle), and is asked
  //   for at the next check timing;
  // - the trigger the next check puts into the trigger zone resolves though no unit of its clan
  //   is on the field (CR 7.5.1.2.2, 7.6.1.6.2): its effect is asked for;
  // - a card taken from the top of the deck where no rule or effect called for it (an extra
  //   draw, a drive check after a rear-guard's attack) goes to `to`; the pending request stays.
  void stand_by_anyway(InstanceId card, int ability, Player master);
  void resolve_next_trigger_anyway() { trigger_anyway_ = true; }
  void take_anyway(const Action& a, Zone to);
  // Leaves a requirement undone, as a record that moved past it shows: a trigger's effect, a
  // card taken from the top of the deck (a draw, drive or damage check), a mandatory automatic
  // ability, an "up to" choice; with `even_a_choice`, any choice an effect asks for (a ruling
  // test that states it missed: the effect goes on with nothing chosen). The procedure goes on
  // without it. Returns false when the pending request is not one of those.
  bool skip(bool even_a_choice = false);
  // Every legal answer to the pending request (identical choices counted once).
  std::vector<Action> legal_actions() const;

  // One step of the effect being resolved (engine/effect.h): its logged result, or the
  // status Waiting when the effect must stop for the answer to request().
  template <typename Op>
  Stepped<Op> effect_step(const Op& step) {
    const StepStatus status = effect_op(EffectOp{step});
    if (status != StepStatus::Done) return {status, nullptr};
    const auto* result = std::get_if<typename Op::Result>(&state_.resolving->log[state_.resolving->next - 1].result);
    assert(result != nullptr);  // a logged step of this operation holds its type of result
    return {StepStatus::Done, result};
  }
  // A card script failed (here or in a copy of this game, which shares the scripts): the game
  // cannot go on. The failure names the card, its file and line.
  const std::optional<ScriptFailure>& script_failure() const;
  std::string script_error() const { return script_failure() ? script_failure()->to_string() : std::string(); }

  // Records a line per procedure step while set (the trace is off by default).
  void set_trace(std::vector<TraceLine>* trace) { trace_ = trace; }

 private:
  Game() = default;  // for resume()

  // Points of the procedure where advance() resumes (named after their rules).
  enum class Point : std::uint8_t {
    FirstVanguard, ShuffleDecks, FirstPlayer, OpeningHands, Redraw, StandUp,
    StandPhase, StandUnits, DrawPhase, DrawCard, RidePhase, RideDecision, MainPhase,
    MainPlayTiming, MainDecision, StartStep, StartDecision, AttackStep, ChooseAttacker,
    ChooseTarget, ChooseBooster, AttackDeclared, GuardStep, GuardDecision, GuardDone,
    DriveStep, DriveCheck, DriveTrigger, DriveCheckEnd, DriveCardToHand, DriveNext,
    DamageStep, ComparePower, DealDamage, DamageCheck, DamageTrigger, DamageCheckEnd,
    DamageCardToZone, DamageNext, RetireHit, CloseStep, BattleEnd, EndPhase, EndPhaseBegins, NextTurn,
    CheckTiming, ResolveAbility,
  };
  // Work that needs a physical fact before the procedure goes on.
  struct Task {
    Decision decision;  // Shuffle or TopCard
    Player player;
    Zone destination;
  };

  std::optional<RuleViolation> judge(const Action& action) const;  // check() without the edition stamp
  void advance();
  // Runs the procedure at point_; returns false when it set a request for an answer.
  bool run_point();
  void go(Point p) { point_ = p; }
  bool ask(Decision d, Player p, InstanceId card = kNoInstance);  // always false
  // CR 8.4.1: a check timing, then the procedure resumes at `next`.
  bool check_timing(Point next);  // always true
  bool resolve_check_timing();
  // CR 8.6.2: every automatic ability whose trigger condition this event meets stands by.
  void raise(TriggerEvent event, InstanceId subject, InstanceId other = kNoInstance);
  bool other_matches(const TriggerSpec& t, InstanceId other) const;
  // Every card of both players on a circle or in the hand: where abilities watch the game from.
  template <typename F>
  void each_watching_card(F&& f) const {
    for (Player p : {Player::A, Player::B}) {
      for (const auto& circle : state_.player(p).circles)  // the units (GameState::units) in place
        for (InstanceId c : circle) f(c);
      for (InstanceId c : state_.player(p).hand) f(c);
    }
  }
  void raise_timed(TriggerEvent event);
  void note_watched();
  bool at_moment(const TriggerSpec& t) const;
  void check_situations();
  void cancel_unusable();
  bool moved_away(InstanceId card) const;
  bool triggers(InstanceId card, const AbilityDef& a, TriggerEvent event, InstanceId subject, InstanceId other) const;
  bool resolve_ability();
  void pay_cost(const Action& a, const AbilityDef& ab, InstanceId source);
  void begin_resolution(const Standing& s, bool activated);
  StepStatus effect_op(const EffectOp& step);
  // An effect's step that someone outside answers: not one, one with nothing to ask, or asked.
  enum class Asking : std::uint8_t { No, NothingToAsk, Waits };
  Asking ask_for(const EffectOp& step);
  StepResult perform(const EffectOp& step);
  void perform_on_card(const EffectOp& step);
  void put_into_soul(InstanceId card);
  void superior_ride(InstanceId card);
  void move_to_vanguard(InstanceId unit);  // CR 4.6.4.1, 9.3.1
  // CR 1.31 10.1.21, 10.1.23, 6.8.1.1, 6.8.1.2 (engine/lock.cpp).
  void lock(InstanceId card);
  void unlock(InstanceId card);
  bool unlock_at_end_phase();  // false: no locked card to unlock
  // CR 1.31 10.1.25, 6.8.1.1 (engine/delete.cpp).
  void delete_unit(InstanceId unit);
  void undelete(InstanceId unit);
  bool undelete_at_end_phase();  // false: no deleted unit to return to normal
  void note_deleted_ridden(InstanceId old);
  // CR 1.31 10.1.24, 10.2.9, 9.3.1-9.3.5, 10.1.5.1.2 (engine/legion.cpp).
  void legion(InstanceId leader, InstanceId mate);
  void end_legion(InstanceId unit);
  void share_orientation(InstanceId unit);
  bool overloaded_vanguard_circle(Player p);  // true: a unit went to the soul
  EffectStatus seek_mate_effect();
  std::optional<RuleViolation> check_seek_mate(const Action& a, const AbilityDef& ab) const;
  void superior_call(const Action& a);
  std::vector<Circle> call_circles(const op::SuperiorCall& call) const;
  int fewest_chosen(const Request& r) const;
  // The first unnamed hidden cards among a choice's options, as many as it takes at least
  // (empty when there are fewer).
  CardList hidden_stand_ins(const Request& r) const;
  bool called_by_this_effect(InstanceId unit) const;
  void put_ridden_into_soul(InstanceId old, InstanceId rider);
  void turn_face_up(InstanceId card);
  int read_power_or_critical(InstanceId unit, bool power);
  void give_from_effect(const op::Give& g);
  void log_answer(CardList cards);
  bool rule_actions();
  void lose(Player p, cr::Rule rule, const std::string& why);

  // Procedures (game.cpp).
  // Each runs the procedure at point_ and returns false when it is waiting for an answer.
  bool setup_point();
  bool turn_point();
  bool battle_point();
  bool drive_point();
  bool damage_point();
  bool trigger_check(Player checker, Point after);
  void begin_turn();
  bool begin_phase(Phase phase, cr::Rule rule, const char* text, Point next);
  void end_turn();
  bool begin_step(Step step, cr::Rule rule, const char* text, Point next);
  bool choose_attacker();
  void end_guard_step();
  void compare_power();
  bool deal_damage();  // false: no damage check to do
  bool end_damage_step();
  bool begin_close_step();
  void end_of_battle();
  void retire_hit_and_guardians();

  // Card movement (CR 4.1.4: a new card in each new zone, except circle to circle).
  void move(InstanceId i, Zone to, Circle circle = Circle::Vanguard);
  void keep_final_information(InstanceId i);
  void place(InstanceId i, Circle circle, bool rested);
  // CR 3.17.1, 10.1.11.1: stands or rests a unit; a change of orientation triggers "becomes
  // [Stand]" / "becomes [Rest]" (CR 3.17.2, 1.3.2.1: none when it is already so).
  void set_rested(InstanceId unit, bool rested);
  void take_top(Player p, Zone to) { tasks_.push_back({Decision::TopCard, p, to}); }
  void give(InstanceId unit, Change change, Duration until);  // CR 8.7: a continuous effect on the unit
  void reveal(const Action& a);

  // Answers (legality.cpp checks, game.cpp applies).
  std::optional<RuleViolation> check_answer(const Action& a) const;
  std::optional<RuleViolation> check_reveals(const Action& a) const;
  std::optional<RuleViolation> check_ride(const Action& a) const;
  std::optional<RuleViolation> check_call(const Action& a) const;
  std::optional<RuleViolation> check_superior_call(const Action& a) const;
  std::optional<RuleViolation> check_move(const Action& a) const;
  std::optional<RuleViolation> check_attack(const Action& a) const;
  std::optional<RuleViolation> check_attacker(const Action& a) const;
  std::optional<RuleViolation> check_target(const Action& a) const;
  std::optional<RuleViolation> check_boost(const Action& a) const;
  std::optional<RuleViolation> check_guard(const Action& a) const;
  std::optional<RuleViolation> check_trigger_effect(const Action& a) const;
  std::optional<RuleViolation> check_setup(const Action& a) const;
  std::optional<RuleViolation> check_act(const Action& a) const;
  std::optional<RuleViolation> check_play_auto(const Action& a) const;
  std::optional<RuleViolation> check_choose(const Action& a) const;
  std::optional<RuleViolation> check_cost(const Action& a, const AbilityDef& ab, InstanceId source) const;
  using CostCards = SmallList<InstanceId, 8>;  // the cost's cards of one zone
  std::optional<RuleViolation> check_rest_cost(const CostCards& field, const CostSpec& c, InstanceId source) const;
  std::optional<RuleViolation> check_cost_part(const CostCards& cards, const CostPart& part, cr::Rule rule,
                                               const std::string& action, const char* kind, const char* from, Zone to) const;
  std::optional<RuleViolation> check_condition(const Action& a, const AbilityDef& ab) const;
  void apply(const Action& a);
  void apply_first_player(const Action& a);
  void apply_first_vanguard(const Action& a);
  void apply_shuffle(const Action& a);
  void apply_top_card(const Action& a);
  void apply_redraw(const Action& a);
  void apply_ride(const Action& a);
  void apply_call(const Action& a);
  void apply_move(const Action& a);
  void apply_pass();
  void apply_attacker(const Action& a);
  void apply_target(const Action& a);
  void apply_boost(const Action& a);
  void apply_guard(const Action& a);
  bool applicable(const Action& a) const;
  void apply_trigger_effect(const Action& a);
  void apply_act(const Action& a);
  void play_auto(const Action& a);
  std::vector<Action> candidates() const;
  void first_vanguard_candidates(std::vector<Action>& out) const;
  void main_candidates(std::vector<Action>& out) const;
  void guard_candidates(std::vector<Action>& out) const;
  void play_auto_candidates(std::vector<Action>& out) const;
  void choose_candidates(std::vector<Action>& out) const;
  void trigger_effect_candidates(std::vector<Action>& out) const;
  std::vector<std::vector<InstanceId>> cost_options(Player p, const AbilityDef& ab, InstanceId source) const;
  std::vector<std::vector<InstanceId>> choices(const Request& r) const;
  CardId identity(InstanceId i, const Action& a) const;  // state, or what the answer reveals
  std::string describe(InstanceId i) const;

  template <typename F>
  void note(cr::Rule rule, F&& text) {
    if (trace_) trace_->push_back({rule, text()});
  }

  GameState state_;
  Point point_ = Point::FirstVanguard;
  Point after_check_ = Point::FirstVanguard;
  Player setup_player_ = Player::A;  // whose turn it is within a setup point
  InstanceId checked_ = kNoInstance;  // the card of the drive or damage check in progress
  // apply_anyway: an ACT ability played outside the main phase resumes the procedure where it
  // interrupted it; an automatic ability's effect is performed though its "if" does not hold.
  std::optional<Point> resume_after_act_;
  bool ignore_condition_ = false;
  bool attack_anyway_ = false;  // an attack made though no unit could attack: its attacker is still asked for
  bool trigger_anyway_ = false;  // resolve_next_trigger_anyway
  InstanceId other_of_battle(const AbilityDef& ab) const;
  Point after_act();
  std::deque<Task> tasks_;
  // CR 8.6.2: an event that a card hidden in the hand (the opponent's, in a one-seat record)
  // may have triggered. It is kept until the check timing after it ends, so that the card,
  // once the record names it, stands by as it did on the table (stand_by_late).
  struct HiddenChance {
    InstanceId card = kNoInstance;
    std::uint32_t incarnation = 0;
    TriggerEvent event = TriggerEvent::None;
    InstanceId subject = kNoInstance;
    InstanceId other = kNoInstance;
    Moment when;
  };
  std::vector<HiddenChance> hidden_chances_;
  Watch watched_;  // what the automatic abilities of this game's cards wait for (note_watched)
  std::uint32_t moves_ = 0;            // cards moved so far (move)
  std::vector<InstanceId> retired_;    // retired(), kept by move
  std::uint64_t settled_ = ~std::uint64_t{0};  // moves_ and phase when rule_actions last found none
  void stand_by_late(InstanceId card);
  Request request_;
  std::vector<TraceLine>* trace_ = nullptr;
};

}  // namespace vg
