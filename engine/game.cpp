// The procedures of CR sections 5-7 and 9 as a resumable step machine.
#include "engine/game.h"

#include <algorithm>
#include <cassert>
#include <type_traits>
#include <utility>
#include <variant>

namespace vg {

Game::Game(const CardPool& pool, const std::array<Decklist, kPlayers>& decks, Edition edition) {
  state_.pool = &pool;
  state_.edition = edition;
  state_.scripts = pool.scripts();
  if (state_.scripts) state_.scripts->clear_failure();  // a new game: an earlier game's failure is not this one's
  state_.cards.reserve(static_cast<std::size_t>(decks[0].size() + decks[1].size()));
  for (int p = 0; p < kPlayers; ++p) {
    PlayerState& ps = state_.players[static_cast<std::size_t>(p)];
    ps.unidentified.assign(static_cast<std::size_t>(pool.size()), 0);
    for (const DeckEntry& e : decks[static_cast<std::size_t>(p)].entries)
      ps.unidentified[static_cast<std::size_t>(e.card)] += e.count;
    const int cards = decks[static_cast<std::size_t>(p)].size();  // once: it sums every entry
    ps.deck.reserve(static_cast<std::size_t>(cards));
    for (auto* pile : {&ps.hand, &ps.drop, &ps.soul, &ps.damage}) pile->reserve(16);  // grown once, not card by card
    for (auto* pile : {&ps.bind, &ps.trigger}) pile->reserve(4);
    for (auto& circle : ps.circles) circle.reserve(2);  // a unit, and the one placed over it until CR 9.3 moves it
    ps.circles[static_cast<std::size_t>(Circle::Guardian)].reserve(8);
    for (int n = 0; n < cards; ++n) {
      auto id = static_cast<InstanceId>(state_.cards.size());
      CardState cs;
      cs.owner = static_cast<Player>(p);  // CR 3.3.1, 3.3.2: the player whose deck it starts in
      state_.cards.push_back(cs);
      ps.deck.push_back(id);
    }
  }
  note_watched();
  advance();
}

// What the automatic abilities of this game's cards wait for: those of every card of the decks,
// and of any card a record later says one is (reveal).
void Game::note_watched() {
  watched_ = {};
  for (const PlayerState& ps : state_.players)
    for (std::size_t id = 0; id < ps.unidentified.size(); ++id)
      if (ps.unidentified[id] > 0) watched_ |= state_.pool->watch(static_cast<CardId>(id));
  for (const CardState& c : state_.cards)
    if (c.card != kUnknownCard) watched_ |= state_.pool->watch(c.card);
}

std::optional<RuleViolation> Game::check(const Action& action) const {
  std::optional<RuleViolation> v = judge(action);
  if (v) v->edition = state_.edition;  // printed with the numbers of the game's edition
  return v;
}

std::optional<RuleViolation> Game::judge(const Action& action) const {
  // CR 1.2.1: the game has ended; not even a concession changes its result.
  if (state_.over)
    return RuleViolation{ViolationKind::Illegal, cr::kGameEndsOnLoss, "the game has already ended"};
  // CR 1.2.4: at any time; CR 1.2.4.1: no effect is consulted (and no card step concedes).
  if (action.kind == ActionKind::Concede) return std::nullopt;
  if (auto v = check_reveals(action)) return v;
  // CR 8.1.1.1: an ACT ability of a hidden card (a hand card the record names only as it plays
  // it) is judged with the card as the answer reveals it.
  // The same for an automatic ability of such a card, which stands by as the card is named.
  const auto hidden = [&](const std::pair<InstanceId, CardId>& r) { return !state_.identified(r.first); };
  if ((action.kind == ActionKind::Act || action.kind == ActionKind::PlayAuto) && std::any_of(action.reveals.begin(), action.reveals.end(), hidden)) {
    Game known = *this;
    known.reveal(action);
    return known.check_answer(action);
  }
  return check_answer(action);
}

std::optional<RuleViolation> Game::submit(const Action& action) {
  if (auto v = check(action)) return v;
  apply(action);
  advance();
  return std::nullopt;
}

bool Game::identify(const Action& action) {
  if (check_reveals(action)) return false;
  reveal(action);
  return true;
}

void Game::exchange_hidden(InstanceId in_deck, InstanceId in_hand) {
  PlayerState& ps = state_.player(state_.card(in_deck).owner);
  assert(state_.card(in_deck).zone == Zone::Deck && state_.card(in_hand).zone == Zone::Hand && state_.card(in_hand).owner == state_.card(in_deck).owner);
  *std::find(ps.deck.begin(), ps.deck.end(), in_deck) = in_hand;
  *std::find(ps.hand.begin(), ps.hand.end(), in_hand) = in_deck;
  std::swap(state_.card(in_deck).zone, state_.card(in_hand).zone);
  std::swap(state_.card(in_deck).incarnation, state_.card(in_hand).incarnation);
  std::replace(request_.options.begin(), request_.options.end(), in_hand, in_deck);  // a choice of hand cards
}

void Game::exchange_in_deck(InstanceId named, InstanceId offered) {
  PlayerState& ps = state_.player(state_.card(named).owner);
  assert(state_.card(named).zone == Zone::Deck && state_.card(offered).zone == Zone::Deck && state_.card(offered).owner == state_.card(named).owner);
  std::iter_swap(std::find(ps.deck.begin(), ps.deck.end(), named), std::find(ps.deck.begin(), ps.deck.end(), offered));
  std::replace(request_.options.begin(), request_.options.end(), offered, named);
  if (state_.resolving)
    for (LoggedStep& step : state_.resolving->log)
      if (auto* cards = std::get_if<CardList>(&step.result)) std::replace(cards->begin(), cards->end(), offered, named);
}

// The record's illegal action happened on the table: an ACT ability played outside the main
// phase resolves and the procedure returns to the request it interrupted; an automatic ability
// played though its condition fails (CR 8.1.1.2.3) is resolved as the player resolved it.
void Game::apply_anyway(const Action& action) {
  if (!applicable(action)) {  // nothing the game could have done: left out
    // A superior call to no rear-guard circle still answered the effect: it goes on without it.
    if (action.kind == ActionKind::Call && request_.decision == Decision::SuperiorCall) skip();
    return;
  }
  if (action.kind == ActionKind::Act && request_.decision != Decision::Main) resume_after_act_ = point_;
  // An automatic ability played though it never stood by resolves where the record plays it,
  // then the game resumes the request it interrupted (at a check timing: the check timing).
  if (action.kind == ActionKind::PlayAuto && !action.none &&
      std::none_of(state_.standing.begin(), state_.standing.end(), [&](const Standing& s) {
        return s.master == action.player && s.source == action.card && s.ability == action.ability;
      })) {
    if (!tasks_.empty()) return;  // (a card to take from the deck first: not in the middle of that)
    const std::size_t before = state_.standing.size();
    stand_by_anyway(action.card, action.ability, action.player);
    if (state_.standing.size() == before) return;
    resume_after_act_ = request_.decision == Decision::PlayAuto ? Point::CheckTiming : point_;
  }
  ignore_condition_ = action.kind == ActionKind::PlayAuto;
  attack_anyway_ = action.kind == ActionKind::Attack;
  apply(action);
  ignore_condition_ = false;
  advance();
  attack_anyway_ = false;
}

// The other card of an ability's event, for an ability that stands by without it (stand_by_anyway
// and apply_anyway): the boosted unit, the booster, the attacked unit of the battle (or the last).
InstanceId Game::other_of_battle(const AbilityDef& ab) const {
  const std::optional<Battle>& b = state_.battle ? state_.battle : state_.last_battle;
  if (!b) return kNoInstance;
  switch (ab.trigger.event) {
    case TriggerEvent::Boosts: case TriggerEvent::BoostedAttackHits: return b->attacker;
    case TriggerEvent::Boosted: return b->booster;
    case TriggerEvent::Attacks: case TriggerEvent::AttackHits: return b->attacked;
    default: return kNoInstance;
  }
}

void Game::stand_by_anyway(InstanceId card, int ability, Player master) {
  if (card < 0 || static_cast<std::size_t>(card) >= state_.cards.size() || !state_.identified(card) || ability < 0 ||
      static_cast<std::size_t>(ability) >= state_.def(card).abilities.size())
    return;
  const AbilityDef& ab = state_.ability(card, ability);
  if (ab.kind != AbilityKind::Auto) return;
  const InstanceId other = other_of_battle(ab);
  const TriggerEvent ev = ab.trigger.event;
  const bool needs_other = ev == TriggerEvent::Boosts || ev == TriggerEvent::Boosted || ev == TriggerEvent::BoostedAttackHits ||
                           ev == TriggerEvent::Attacks || ev == TriggerEvent::AttackHits;
  if (needs_other && other == kNoInstance) return;  // (its effect acts on a card there is not)
  state_.standing.push_back({card, state_.card(card).incarnation, ability, master, other, state_.now(), {}});
}

void Game::take_anyway(const Action& a, Zone to) {
  const auto& deck = state_.player(a.player).deck;
  if (a.card < 0 || std::find(deck.begin(), deck.end(), a.card) == deck.end()) return;
  reveal(a);
  move(a.card, to);
  note(to == Zone::Hand ? cr::kDraw : cr::kDamageCardToZone, [&] {
    return "player " + std::string(to_string(a.player)) + " takes " + describe(a.card) + " from the top of the deck to the " +
           std::string(to_string(to)) + " though no rule or effect calls for it";
  });
}

// Where the procedure goes after an ACT ability: the main phase's play timing (CR 6.6.1.2,
// 3.6.3.1: acting gives the player a play timing again), or the point an ACT applied anyway
// interrupted.
Game::Point Game::after_act() {
  const Point p = resume_after_act_.value_or(Point::MainPlayTiming);
  resume_after_act_.reset();
  return p;
}

// Whether apply can carry out an answer at all, legal or not: every card it names is a card
// of the game, an ACT ability is one the card has, and the units a battle answer names are
// there. The record's numbers reach apply only through apply_anyway, so they are checked here.
bool Game::applicable(const Action& a) const {
  const auto known = [&](InstanceId c) { return c >= 0 && static_cast<std::size_t>(c) < state_.cards.size(); };
  const auto all_known = [&](const auto& v) { return std::all_of(v.begin(), v.end(), known); };
  if (!all_known(a.cards) || !all_known(a.cost)) return false;
  for (const auto& [c, id] : a.reveals)
    if (!known(c) || id < 0 || id >= state_.pool->size()) return false;
  switch (a.kind) {
    case ActionKind::FirstVanguard: case ActionKind::Ride:
      return known(a.card);
    case ActionKind::Call:  // a superior call puts a card from outside the field on a rear-guard circle
      return known(a.card) && (request_.decision != Decision::SuperiorCall || (is_rear_guard_circle(a.circle) && !state_.on_field(a.card)));
    case ActionKind::TopCard:
      return known(a.card) && (state_.step != Step::Drive || state_.battle);
    case ActionKind::Act: {
      if (!known(a.card) || a.ability < 0) return false;
      CardId id = state_.card(a.card).card;
      for (const auto& [c, is] : a.reveals)
        if (c == a.card && id == kUnknownCard) id = is;
      if (id == kUnknownCard || static_cast<std::size_t>(a.ability) >= (*state_.pool)[id].abilities.size()) return false;
      // A counter blast with a damage card already face down cannot be paid on the table.
      return std::none_of(a.cost.begin(), a.cost.end(), [&](InstanceId c) {
        return state_.card(c).zone == Zone::Damage && state_.card(c).face_down;
      });
    }
    case ActionKind::Attacker: return state_.unit_at(a.player, a.circle) != kNoInstance;
    case ActionKind::Target: return state_.battle && state_.unit_at(opponent(a.player), a.circle) != kNoInstance;
    case ActionKind::Boost: return state_.battle && (a.none || state_.unit_at(a.player, a.circle) != kNoInstance);
    case ActionKind::TriggerEffect:
      return known(a.power_to) && (a.effect_to == kNoInstance || known(a.effect_to)) && known(request_.card) &&
             state_.identified(request_.card);
    case ActionKind::Choose: return state_.resolving.has_value();
    default: return true;
  }
}

bool Game::skip(bool even_a_choice) {
  const Decision d = request_.decision;
  if (d == Decision::TopCard || d == Decision::Shuffle) {
    if (!tasks_.empty()) {
      if (d == Decision::TopCard && request_.destination == Zone::Trigger) checked_ = kNoInstance;
      tasks_.pop_front();
    } else if (state_.resolving) {
      log_answer({});  // the effect's draw or shuffle did not happen
    }
  } else if (d == Decision::PlayAuto) {
    // CR 8.6.3.1: a mandatory ability not played; it no longer stands by.
    auto it = std::find_if(state_.standing.begin(), state_.standing.end(), [&](const Standing& s) {
      return s.master == request_.player && !state_.ability(s.source, s.ability).optional;
    });
    if (it == state_.standing.end()) return false;
    state_.standing.erase(it);
  } else if (d == Decision::SuperiorCall) {
    log_answer({});  // the effect's call did not happen
  } else if (d == Decision::Choose && fewest_chosen(request_) == 0) {
    log_answer({});  // an "up to" choice of nothing
  } else if (const CardList taken = d == Decision::Choose ? hidden_stand_ins(request_) : CardList{}; !taken.empty()) {
    // CR 8.5.3.1: a forced choice among cards, hidden ones among them, the record does not
    // show: which were taken is unknown, so hidden cards the record has not named stand for
    // them (a card it named may still be played later).
    log_answer(taken);
  } else if (d == Decision::Choose && even_a_choice) {
    log_answer({});  // CR 8.5.3: the choice was not made; the effect goes on with nothing chosen
  } else if (d == Decision::TriggerEffect) {
    // The trigger's choices were not made; a draw trigger's draw is still owed by the record
    // (a record that shows the draw shows that much of the trigger done).
    if (state_.def(request_.card).trigger == Trigger::Draw) take_top(request_.player, Zone::Hand);
  } else {
    return false;  // (a trigger's point to resume at was set before it asked)
  }
  advance();
  return true;
}

bool Game::ask(Decision d, Player p, InstanceId card) {
  request_ = Request{d, p, Zone::Hand, card, {}, 0, 0, {}};
  return false;
}

// Runs procedures until an answer is needed. Pending physical facts (a shuffle, the top card
// of a deck) come before the procedure goes on.
void Game::advance() {
  for (;;) {
    if (state_.over || script_failure()) {
      request_ = Request{};
      return;
    }
    if (!tasks_.empty()) {
      const Task& t = tasks_.front();
      if (t.decision == Decision::TopCard && state_.player(t.player).deck.empty()) {
        // CR 1.3.2: taking a card from an empty deck does nothing.
        note(cr::kDoWhatYouCan, [&] { return "the deck of " + std::string(to_string(t.player)) + " is empty: nothing is taken"; });
        tasks_.pop_front();
        continue;
      }
      request_ = Request{t.decision, t.player, t.destination, kNoInstance, {}, 0, 0, {}};
      return;
    }
    if (!run_point()) return;
  }
}

namespace {
const std::optional<ScriptFailure> kNoFailure;
}

const std::optional<ScriptFailure>& Game::script_failure() const { return state_.scripts ? state_.scripts->failure() : kNoFailure; }

bool Game::run_point() {
  switch (point_) {
    case Point::FirstVanguard: case Point::ShuffleDecks: case Point::FirstPlayer:
    case Point::OpeningHands: case Point::Redraw: case Point::StandUp:
      return setup_point();
    case Point::StandPhase: case Point::StandUnits: case Point::DrawPhase: case Point::DrawCard:
    case Point::RidePhase: case Point::RideDecision: case Point::MainPhase:
    case Point::MainPlayTiming: case Point::MainDecision: case Point::EndPhase:
    case Point::NextTurn:
      return turn_point();
    case Point::StartStep: case Point::StartDecision: case Point::AttackStep:
    case Point::ChooseAttacker: case Point::ChooseTarget: case Point::ChooseBooster:
    case Point::AttackDeclared: case Point::GuardStep: case Point::GuardDecision:
    case Point::GuardDone: case Point::RetireHit: case Point::CloseStep: case Point::BattleEnd:
      return battle_point();
    case Point::DriveStep: case Point::DriveCheck: case Point::DriveTrigger:
    case Point::DriveCheckEnd: case Point::DriveCardToHand: case Point::DriveNext:
      return drive_point();
    case Point::DamageStep: case Point::ComparePower: case Point::DealDamage:
    case Point::DamageCheck: case Point::DamageTrigger: case Point::DamageCheckEnd:
    case Point::DamageCardToZone: case Point::DamageNext:
      return damage_point();
    case Point::CheckTiming:
      return resolve_check_timing();
    case Point::ResolveAbility:
      return resolve_ability();
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Section 5 and the stand up.

bool Game::setup_point() {
  switch (point_) {
    case Point::FirstVanguard:  // CR 5.2.2: A chooses, then B (the answer moves setup_player_)
      return ask(Decision::FirstVanguard, setup_player_);
    case Point::ShuffleDecks:  // CR 5.2.3
      note(cr::kShuffleDecks, [] { return "each player shuffles the deck"; });
      tasks_.push_back({Decision::Shuffle, Player::A, Zone::Deck});
      tasks_.push_back({Decision::Shuffle, Player::B, Zone::Deck});
      go(Point::FirstPlayer);
      return true;
    case Point::FirstPlayer:  // CR 5.2.4: decided at random, outside the engine
      return ask(Decision::FirstPlayer, Player::A);
    case Point::OpeningHands:  // CR 5.2.5
      note(cr::kOpeningHand, [] { return "each player draws five cards"; });
      for (Player p : {state_.first_player, opponent(state_.first_player)})
        for (int n = 0; n < 5; ++n) take_top(p, Zone::Hand);
      setup_player_ = state_.first_player;
      go(Point::Redraw);
      return true;
    case Point::Redraw:  // CR 5.2.5: the first player, then the other
      return ask(Decision::Redraw, setup_player_);
    case Point::StandUp:  // CR 6.1.1
      for (Player p : {Player::A, Player::B})
        if (const InstanceId v = state_.vanguard(p); v != kNoInstance) state_.card(v).face_down = false;
      note(cr::kStandUp, [] { return "stand up: both first vanguards are turned face up"; });
      state_.turn_player = state_.first_player;
      begin_turn();
      return true;
    default:
      assert(false);
      return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Section 6: the turn.

void Game::begin_turn() {
  ++state_.turn;
  state_.rode_this_turn = false;
  state_.battles_this_turn = 0;
  state_.no_normal_ride_by = {kNoInstance, kNoInstance};
  note(cr::kTurnOrder, [&] {
    return "turn " + std::to_string(state_.turn) + " of player " + std::string(to_string(state_.turn_player)) + " begins";
  });
  go(Point::StandPhase);
}

// CR 6.3.1.1, 6.4.1.1, 6.5.1.1, 6.8.1.1: a phase begins; its "at the beginning of" automatic
// abilities stand by, then a check timing.
bool Game::begin_phase(Phase phase, cr::Rule rule, const char* text, Point next) {
  state_.phase = phase;
  note(rule, [&] { return std::string(text); });
  raise(TriggerEvent::Beginning, kNoInstance);
  return check_timing(next);
}

// CR 6.8.1.2: effects lasting until end of turn cease; CR 6.8.1.3: the opponent's turn begins.
// A battle never outlasts its turn, so neither does an effect "until end of that battle" that a
// record carried out where no battle was (an ability played though it never triggered).
void Game::end_turn() {
  std::erase_if(state_.modifiers, [](const Modifier& m) { return m.until == Duration::EndOfTurn || m.until == Duration::EndOfBattle; });
  state_.timed.clear();  // CR 8.6.5: a timed trigger set up for this turn lapses with it
  note(cr::kEndOfTurnEffects, [] { return "effects until end of turn cease"; });
  state_.used_this_turn.clear();
  state_.turn_player = opponent(state_.turn_player);
  note(cr::kNextTurn, [] { return "the turn ends; the opponent becomes the turn player"; });
  begin_turn();
}

bool Game::turn_point() {
  const Player tp = state_.turn_player;
  switch (point_) {
    case Point::StandPhase:  // CR 6.3.1: the turn player stands their units by these steps
      return begin_phase(Phase::Stand, cr::kStandPhaseBegin, "stand phase begins", Point::StandUnits);
    case Point::StandUnits:  // CR 6.3.1.2
      for (const auto& circle : state_.player(tp).circles)  // the units (GameState::units) in place
        for (InstanceId u : circle) {
          if (state_.does_not_stand(u)) {  // CR 1.3.1: the card's text prevails over the rules
            note(cr::kCardTextPrevails, [&] { return describe(u) + " does not stand: an effect keeps it rested in this stand phase"; });
            continue;
          }
          set_rested(u, false);
        }
      note(cr::kStandUnits, [] { return "the turn player stands all units"; });
      std::erase_if(state_.modifiers, [&](const Modifier& m) {  // such an effect lasts for that one stand phase
        return m.until == Duration::OwnersNextStandPhase && state_.card(m.unit).owner == tp;
      });
      return check_timing(Point::DrawPhase);  // CR 6.3.1.3
    case Point::DrawPhase:  // CR 6.4.1: the turn player draws a card by these steps
      return begin_phase(Phase::Draw, cr::kDrawPhaseBegin, "draw phase begins", Point::DrawCard);
    case Point::DrawCard:  // CR 6.4.1.2, 10.1.1.1: the top card of the deck to the hand
      note(cr::kDrawPhaseDraw, [] { return "the turn player draws a card"; });
      take_top(tp, Zone::Hand);
      return check_timing(Point::RidePhase);  // CR 6.4.1.3
    case Point::RidePhase:  // CR 6.5.1: the turn player may normal ride by these steps
      return begin_phase(Phase::Ride, cr::kRidePhaseBegin, "ride phase begins", Point::RideDecision);
    case Point::RideDecision:  // CR 6.5.1.2
      return ask(Decision::Ride, tp);
    case Point::MainPhase:  // CR 6.6.1: the turn player's actions, by these steps
      state_.phase = Phase::Main;
      note(cr::kMainPhaseBegin, [] { return "main phase begins"; });
      raise(TriggerEvent::Beginning, kNoInstance);
      go(Point::MainPlayTiming);
      return true;
    case Point::MainPlayTiming:  // CR 8.4.2.1, 3.6.2: a check timing before each play timing
      return check_timing(Point::MainDecision);
    case Point::MainDecision:  // CR 6.6.1.2
      return ask(Decision::Main, tp);
    case Point::EndPhase:  // CR 6.8.1: the end of the turn, by these steps
      state_.step = Step::None;
      return begin_phase(Phase::End, cr::kEndPhaseBegin, "end phase begins", Point::NextTurn);
    case Point::NextTurn:
      end_turn();
      return true;
    default:
      assert(false);
      return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Section 7: the battle phase.

bool Game::battle_point() {
  const Player tp = state_.turn_player;
  switch (point_) {
    case Point::StartStep:  // CR 7.2.1: the turn player decides whether to attack
      state_.phase = Phase::Battle;
      return begin_step(Step::Start, cr::kStartStepBegin, "start step begins", Point::StartDecision);
    case Point::StartDecision:  // CR 7.2.1.2
      return ask(Decision::StartStep, tp);
    case Point::AttackStep:  // CR 7.3.1.1-7.3.1.2; CR 7.3.1: the turn player picks the attacking unit
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
    // CR 7.4.1: the non-turn player may guard. CR 7.4.1.1.1, 8.4.2.1: a check timing before the
    // guard's play timing.
    case Point::GuardStep:
      return begin_step(Step::Guard, cr::kGuardStepBegin, "guard step begins", Point::GuardDecision);
    case Point::GuardDecision:
      return ask(Decision::Guard, opponent(tp));
    case Point::GuardDone:
      end_guard_step();
      return true;
    case Point::RetireHit:
      return end_damage_step();
    case Point::CloseStep:  // CR 7.7.1: what happens as the attack ends
      return begin_close_step();
    case Point::BattleEnd:
      end_of_battle();
      go(Point::StartStep);  // CR 7.7.1.4
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
    case Point::DriveStep:  // CR 7.5.1: a vanguard's attack checks for triggers
      return begin_step(Step::Drive, cr::kDriveStepBegin, "drive step begins", Point::DriveCheck);
    case Point::DriveCheck:  // CR 7.5.1.2.1, 10.1.13.1
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
    case Point::DamageStep:  // CR 7.6.1: the attack's damage is resolved
      return begin_step(Step::Damage, cr::kDamageStepBegin, "damage step begins", Point::ComparePower);
    case Point::ComparePower:
      compare_power();
      return check_timing(Point::DealDamage);  // CR 7.6.1.4
    case Point::DealDamage:
      go(deal_damage() ? Point::DamageCheck : Point::RetireHit);
      return true;
    case Point::DamageCheck:  // CR 7.6.1.6.1, 3.13.1.1, 10.1.14.1
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
// CR 7.6.1.3: it does not when either has left its circle.
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
bool Game::deal_damage() {
  Battle& b = *state_.battle;
  const CardState& a = state_.card(b.attacker);
  if (!b.hit || b.attacked_circle != Circle::Vanguard) return false;
  if (a.zone != Zone::Field || a.circle != b.attacker_circle) {
    note(cr::kNoDamageWhenAttackerGone, [] { return "the attacker left its circle: no damage"; });
    return false;
  }
  b.damage_left = state_.critical(b.attacker);
  note(cr::kDealDamage, [&] { return "the attacker deals damage equal to its critical, " + std::to_string(b.damage_left); });
  if (b.damage_left <= 0) {
    note(cr::kNoZeroDamage, [] { return "zero or less damage is not dealt"; });
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Section 8.4 and 9: check timing and rule actions.

bool Game::check_timing(Point next) {
  after_check_ = next;
  go(Point::CheckTiming);
  return true;
}

// CR 3.5.1, 3.5.2, 8.4.1: rule actions until none remain (8.4.1.1); then the turn player's standing-by
// automatic abilities one at a time in the order that player chooses (8.4.1.2), then the
// non-turn player's (8.4.1.3), back to rule actions after each; then the check timing ends
// (8.4.1.4). Returns false while a player is asked which ability to play.
bool Game::resolve_check_timing() {
  while (!state_.over && rule_actions()) {
  }
  if (state_.over) return true;
  check_situations();
  cancel_unusable();
  for (Player p : {state_.turn_player, opponent(state_.turn_player)})
    for (const Standing& s : state_.standing)
      if (s.master == p) return ask(Decision::PlayAuto, p);
  go(after_check_);
  return true;
}

// CR 9.1.3: performs every rule action whose situation holds, all at once. True if any did.
// CR 9.1.1: no player chooses them.
bool Game::rule_actions() {
  // Their situations (CR 9.2, 9.3, 9.4) change only as cards move or the phase changes: none
  // holds while neither has since the last look found none.
  const std::uint64_t now = (std::uint64_t{moves_} << 8) | static_cast<std::uint64_t>(state_.phase);
  if (now == settled_) return false;
  bool acted = false;
  // CR 9.2: losing conditions, met at a check timing (CR 1.2.2): six damage (4.8.3), an empty
  // deck (1.2.2.2).
  for (Player p : {Player::A, Player::B}) {
    const PlayerState& ps = state_.player(p);
    if (ps.damage.size() >= 6)
      lose(p, cr::kSixDamage, "has six or more cards in the damage zone");
    else if (ps.deck.empty())
      lose(p, cr::kEmptyDeck, "has no cards in the deck");
  }
  if (state_.player(Player::A).lost || state_.player(Player::B).lost) {
    state_.over = true;
    if (state_.player(Player::A).lost && state_.player(Player::B).lost) {
      state_.winner.reset();  // CR 1.2.3
      note(cr::kBothLoseIsDraw, [] { return "both players lose at once: the game is a draw"; });
    } else {
      state_.winner = state_.player(Player::A).lost ? Player::B : Player::A;
    }
    return false;
  }
  for (Player p : {Player::A, Player::B}) {
    PlayerState& ps = state_.player(p);
    // CR 9.3.1: older units on the vanguard circle go to the soul (CR 3.9.1.1: one vanguard).
    auto& vc = ps.circles[static_cast<std::size_t>(Circle::Vanguard)];
    while (vc.size() > 1) {
      note(cr::kOverloadedVanguard, [&] { return describe(vc.front()) + " goes from the vanguard circle to the soul"; });
      move(vc.front(), Zone::Soul);
      acted = true;
    }
    // CR 9.3.3: older units on a rear-guard circle go to the drop zone.
    for (Circle c : kRearGuardCircles) {
      auto& rc = ps.circles[static_cast<std::size_t>(c)];
      while (rc.size() > 1) {
        note(cr::kOverloadedRearGuard, [&] { return describe(rc.front()) + " goes from " + std::string(to_string(c)) + " to the drop zone"; });
        move(rc.front(), Zone::Drop);
        acted = true;
      }
    }
    // CR 9.4.1: guardians outside the battle phase go to the drop zone.
    auto& gc = ps.circles[static_cast<std::size_t>(Circle::Guardian)];
    while (!gc.empty() && state_.phase != Phase::Battle) {
      note(cr::kIllegalGuardians, [&] { return describe(gc.front()) + " is a guardian outside the battle phase: to the drop zone"; });
      move(gc.front(), Zone::Drop);
      acted = true;
    }
  }
  if (!acted) settled_ = now;
  return acted;
}

void Game::lose(Player p, cr::Rule rule, const std::string& why) {
  if (state_.player(p).lost) return;
  state_.player(p).lost = true;
  note(rule, [&] { return "player " + std::string(to_string(p)) + " " + why + " and loses the game"; });
}

// ---------------------------------------------------------------------------------------------
// Moving cards.

// Moves a card to a zone (on top of a pile, or onto a circle as the last placed unit).
// CR 4.1.4: except circle to circle, the card becomes a new card and loses its effects.
void Game::move(InstanceId i, Zone to, Circle circle) {
  ++moves_;
  CardState& cs = state_.card(i);
  PlayerState& from_player = state_.player(cs.owner);
  if (!(cs.zone == Zone::Field && to == Zone::Field)) keep_final_information(i);
  if (cs.zone == Zone::Field) {
    auto& v = from_player.circles[static_cast<std::size_t>(cs.circle)];
    v.erase(std::find(v.begin(), v.end(), i));
  } else {
    auto& v = state_.pile(cs.owner, cs.zone);
    v.erase(std::find(v.begin(), v.end(), i));
  }
  const Zone from = cs.zone;
  if (from == Zone::Field && to == Zone::Drop) retired_.push_back(i);  // CR 10.1.3.2
  const bool from_rear_guard = from == Zone::Field && is_rear_guard_circle(cs.circle);
  const bool from_guardian = from == Zone::Field && cs.circle == Circle::Guardian;
  if (!(cs.zone == Zone::Field && to == Zone::Field)) ++cs.incarnation;
  if (to == Zone::Field) {
    from_player.circles[static_cast<std::size_t>(circle)].push_back(i);
    cs.circle = circle;
    cs.placed = ++state_.clock;
  } else {
    state_.pile(cs.owner, to).push_back(i);  // CR 4.1.6: its owner's zone
    cs.rested = false;
    cs.face_down = false;
  }
  cs.zone = to;
  if (state_.phase == Phase::Setup) return;
  if (to == Zone::Field && from != Zone::Field) {
    raise(TriggerEvent::Placed, i);         // CR 10.1.4.1
    raise(TriggerEvent::UnitPlaced, i, i);  // CR 10.1.4.1.1: watched by the player's other cards
  }
  if (to == Zone::Drop && from_rear_guard) {
    raise(TriggerEvent::PutIntoDrop, i);
    raise(TriggerEvent::LeavesRearGuardCircle, i);
  }
  if (to == Zone::Soul) {
    raise(TriggerEvent::PutIntoSoul, i);   // CR 8.6.4.1.4
    raise(TriggerEvent::SoulGains, i, i);  // CR 4.7.1: "a card is put into your soul", once per card
  }
  if (to == Zone::Drop && from_guardian) raise(TriggerEvent::LeavesGuardianCircle, i);  // CR 8.6.4
  check_situations();
}

// CR 8.8: the first time the ability being resolved moves a card out of its zone (a move
// from circle to circle excepted), its information there is kept for the rest of the effect.
void Game::keep_final_information(InstanceId i) {
  if (!state_.resolving) return;
  auto& kept = state_.resolving->final_information;
  if (std::any_of(kept.begin(), kept.end(), [&](const FinalInformation& f) { return f.card == i; })) return;
  kept.push_back({i, read_step(state_, op::Power{i}), read_step(state_, op::Critical{i})});
}

// Puts a card on a circle standing or resting (CR 4.6.4.1, 4.6.6.1, 8.5.2.4.3).
void Game::place(InstanceId i, Circle circle, bool rested) {
  move(i, Zone::Field, circle);
  state_.card(i).rested = rested;
}

// CR 10.1.11.1: to stand or to rest is an action; CR 3.17.2, 1.3.2.1: standing a standing unit
// (resting a rested one) does nothing, so only a change of orientation raises "stands" or
// "rests" (CR 3.17.1.1, 3.17.1.2: "becomes [Stand]", "becomes [Rest]").
void Game::set_rested(InstanceId unit, bool rested) {
  CardState& cs = state_.card(unit);
  if (cs.zone != Zone::Field || cs.rested == rested) return;
  cs.rested = rested;
  if (state_.phase == Phase::Setup) return;
  raise(rested ? TriggerEvent::Rests : TriggerEvent::Stands, unit, unit);
}

void Game::give(InstanceId unit, int power, int critical, Duration until) {
  state_.modifiers.push_back({unit, state_.card(unit).incarnation, power, critical, until});
}

std::string Game::describe(InstanceId i) const {
  const CardState& cs = state_.card(i);
  std::string who = "#" + std::to_string(i);
  return cs.card == kUnknownCard ? who : (*state_.pool)[cs.card].name + " (" + who + ")";
}

}  // namespace vg

namespace vg {

// ---------------------------------------------------------------------------------------------
// Section 8: automatic abilities and resolving abilities.

bool Game::triggers(InstanceId c, const AbilityDef& a, TriggerEvent event, InstanceId subject, InstanceId other) const {
  const TriggerSpec& t = a.trigger;
  if (a.kind != AbilityKind::Auto || t.event != event || !state_.active(c, a)) return false;
  const CardState& cs = state_.card(c);
  if (t.your_turn && state_.turn_player != cs.owner) return false;
  const bool phase_fits = !t.your_main_phase || (state_.turn_player == cs.owner && state_.phase == Phase::Main);
  // A rear-guard put into the drop zone: the opponent's or your own; with `another`, not this
  // card; with `clan`, its clan as it was on the field (CR 8.6.4.1.2: the same card's printed clan).
  if (event == TriggerEvent::PutIntoDrop)
    return (state_.card(subject).owner == cs.owner) == t.your_own && phase_fits && !(t.another && subject == c) && other_matches(t, subject);
  // CR 10.1.4.1.1: another card of your own placed on one of the circles the trigger names.
  if (event == TriggerEvent::UnitPlaced) {
    const CardState& placed = state_.card(subject);
    if (subject == c || placed.owner != cs.owner || placed.zone != Zone::Field) return false;
    const std::uint8_t where = placed.circle == Circle::Vanguard ? kOnVanguardCircle : placed.circle == Circle::Guardian ? kOnGuardianCircle : kOnRearGuardCircle;
    return (t.circles & where) != 0 && other_matches(t, subject);
  }
  if (event == TriggerEvent::Beginning && t.this_attacked)  // CR 1.31 7.1.2.2: "the battle where this unit is attacked"
    return at_moment(t) && state_.battle && state_.battle->attacked == c;
  if (event == TriggerEvent::Beginning || event == TriggerEvent::EndOfBattle) return at_moment(t);
  if (event == TriggerEvent::Draws) return state_.card(subject).owner == cs.owner;  // CR 3.12.1: "each time you draw"
  if (event == TriggerEvent::SoulGains)  // CR 4.7.1: a card into your soul, in your main phase if the trigger says so
    return state_.card(subject).owner == cs.owner && phase_fits;
  // CR 7.5.1.2: "when your vanguard's drive check reveals": the attacker is its player's vanguard
  // (only a vanguard drive checks); CR 7.6.1.9: "when your vanguard's attack hits" (the clan and
  // name filters read the attacking vanguard). Watched from where the ability is active.
  if (event == TriggerEvent::DriveCheckReveals && t.your_vanguard)
    return state_.card(subject).owner == cs.owner && state_.battle && state_.battle->attacker_circle == Circle::Vanguard &&
           other_matches(t, other);
  if (event == TriggerEvent::AttackHits && t.your_vanguard)
    return state_.card(subject).owner == cs.owner && state_.battle->attacker_circle == Circle::Vanguard && other_matches(t, subject);
  // CR 3.17.1.1, 3.17.1.2: a unit becomes standing or rested; this unit's own change, or any unit
  // of a player (`whose`), a rear-guard only if the trigger says so; in your battle phase if it says so.
  if (event == TriggerEvent::Stands || event == TriggerEvent::Rests) {
    if (t.your_battle_phase && (state_.turn_player != cs.owner || state_.phase != Phase::Battle)) return false;
    if (t.whose_units == 0) return c == subject;
    const CardState& u = state_.card(subject);
    return (u.owner == cs.owner) == (t.whose_units == 1) && (!t.rear_guard_only || is_rear_guard_circle(u.circle)) &&
           other_matches(t, subject);
  }
  if (event == TriggerEvent::AttackHits && t.your_rear_guard)  // CR 7.6.1.9: watched from where the ability is active
    return state_.card(subject).owner == cs.owner && is_rear_guard_circle(state_.battle->attacker_circle) &&
           (!t.vanguard_only || state_.battle->attacked_circle == Circle::Vanguard);
  if (c != subject) return false;
  switch (event) {
    case TriggerEvent::Placed: {
      const std::uint8_t where = cs.circle == Circle::Vanguard ? kOnVanguardCircle : cs.circle == Circle::Guardian ? kOnGuardianCircle : kOnRearGuardCircle;
      return (t.circles & where) != 0;
    }
    case TriggerEvent::Boosts:
    case TriggerEvent::BoostedAttackHits:
      return other_matches(t, other) && (!t.vanguard_only || state_.battle->attacker_circle == Circle::Vanguard) &&
             (!t.hits_vanguard || state_.battle->attacked_circle == Circle::Vanguard);
    case TriggerEvent::DriveCheckReveals:
    case TriggerEvent::Boosted:
    case TriggerEvent::Ridden:
      return other_matches(t, other);
    case TriggerEvent::Attacks:
      return !t.vanguard_only || state_.battle->attacked_circle == Circle::Vanguard;
    case TriggerEvent::AttackHits:
      return (!t.rear_guard_only || is_rear_guard_circle(state_.battle->attacked_circle)) &&
             (!t.vanguard_only || state_.battle->attacked_circle == Circle::Vanguard);
    default:
      return true;
  }
}

// CR 8.1.1.2.1: the other card of the event has the name (or a word in its name, CR 2.1), grade
// and clan the trigger names.
bool Game::other_matches(const TriggerSpec& t, InstanceId other) const {
  if (t.other_name.empty() && t.other_name_contains.empty() && t.other_grade < 0 && t.other_clan.empty()) return true;
  if (!state_.identified(other)) return false;
  const CardDef& d = state_.def(other);
  return (t.other_name.empty() || d.name == t.other_name) &&
         (t.other_name_contains.empty() || d.name.find(t.other_name_contains) != std::string::npos) &&
         (t.other_grade < 0 || d.grade == t.other_grade) && (t.other_clan.empty() || d.clan == t.other_clan);
}

// CR 8.6.2, 8.6.2.1: each ability whose trigger condition is met stands by, once per time.
// Most events are about one card (its subject); a rear-guard put into the drop zone, an attack
// that hits, the beginning of a phase or step and the end of a battle may be watched by any
// card of the field or the hand.
void Game::raise(TriggerEvent event, InstanceId subject, InstanceId other) {
  if (event == TriggerEvent::Beginning || event == TriggerEvent::EndOfBattle) raise_timed(event);
  // No card of this game has an automatic ability waiting for this event (at this moment).
  if (!watched_.on(event) || (event == TriggerEvent::Beginning && !watched_.at(state_.phase, state_.step))) return;
  auto consider = [&](InstanceId c) {
    if (!state_.identified(c)) {
      if (state_.card(c).zone == Zone::Hand && watched_.in_hand_on(event))
        hidden_chances_.push_back({c, state_.card(c).incarnation, event, subject, other, state_.now()});
      return;
    }
    if (!state_.pool->may_trigger_on(state_.card(c).card, event)) return;
    for (std::size_t n = 0; n < state_.def(c).abilities.size(); ++n) {
      const int i = static_cast<int>(n);
      if (!state_.has_ability(c, n) || !triggers(c, state_.ability(c, i), event, subject, other)) continue;
      if (state_.cannot_use(c, i)) {  // CR 11.2.1.2
        note(cr::kCannotUseAuto, [&] { return "an automatic ability of " + describe(c) + " cannot be used: it does not trigger"; });
        continue;
      }
      state_.standing.push_back({c, state_.card(c).incarnation, i, state_.card(c).owner, other, state_.now(), {}});
      note(cr::kAutoStandsBy, [&] { return "an automatic ability of " + describe(c) + " stands by: " + state_.ability(c, i).text; });
    }
  };
  if (event != TriggerEvent::PutIntoDrop && event != TriggerEvent::Beginning && event != TriggerEvent::EndOfBattle &&
      event != TriggerEvent::AttackHits && event != TriggerEvent::Draws && event != TriggerEvent::SoulGains &&
      event != TriggerEvent::DriveCheckReveals && event != TriggerEvent::Stands && event != TriggerEvent::Rests &&
      event != TriggerEvent::UnitPlaced) {
    consider(subject);
    return;
  }
  each_watching_card(consider);
}

// A `beginning` trigger: the phase (and step) it names is the one beginning now. An
// `end_of_battle` trigger: always, when a battle ends.
bool Game::at_moment(const TriggerSpec& t) const {
  return t.event != TriggerEvent::Beginning ||
         (t.phase == static_cast<int>(state_.phase) && (t.step < 0 || t.step == static_cast<int>(state_.step)));
}

// CR 8.6.5, 8.6.5.1: a timed trigger whose moment has come stands by, once, wherever its card
// is now (CR 8.6.7: if the card has moved, the effect may find nothing to act on).
void Game::raise_timed(TriggerEvent event) {
  for (auto it = state_.timed.begin(); it != state_.timed.end();) {
    const Standing& s = *it;
    const TriggerSpec& t = state_.ability(s.source, s.ability).trigger;
    if (t.event != event || !at_moment(t)) {
      ++it;
      continue;
    }
    state_.standing.push_back(s);
    state_.standing.back().triggered = state_.now();
    note(cr::kTimedTriggerOnce, [&] { return "the timed ability of " + describe(s.source) + " stands by: " + state_.ability(s.source, s.ability).text; });
    it = state_.timed.erase(it);
  }
}

// CR 8.6.6, 8.6.6.1: an active ability whose situation holds stands by, unless it already
// stands by or is resolving; once it has resolved, a situation that still holds triggers it again.
void Game::check_situations() {
  if (!watched_.on(TriggerEvent::Situation) || !state_.scripts || state_.phase == Phase::Setup) return;
  auto already = [&](InstanceId c, int i) {
    auto same = [&](const Standing& s) { return s.source == c && s.ability == i && s.incarnation == state_.card(c).incarnation; };
    return std::any_of(state_.standing.begin(), state_.standing.end(), same) || (state_.resolving && same(state_.resolving->ability));
  };
  each_watching_card([&](InstanceId c) {
    if (!state_.identified(c)) return;
    for (std::size_t n = 0; n < state_.def(c).abilities.size(); ++n) {
      const int i = static_cast<int>(n);
      const AbilityDef& a = state_.ability(c, i);
      if (a.trigger.event != TriggerEvent::Situation || !state_.has_ability(c, n) || !state_.active(c, a) || state_.cannot_use(c, i) || already(c, i)) continue;
      if (!state_.scripts->holds(state_, a.trigger.situation, c)) continue;
      state_.standing.push_back({c, state_.card(c).incarnation, i, state_.card(c).owner, kNoInstance, state_.now(), {}});
      note(cr::kSituationTriggerOnce, [&] { return "the situation of " + describe(c) + "'s ability holds; it stands by: " + a.text; });
    }
  });
}

// CR 8.6.2: a hand card the record names only now (one seat's view) stands by with each
// automatic ability that an event since the last check timing triggered while it was hidden
// (the ability's conditions are read now: the window is one check timing). If the decision
// asked now directly follows that check timing, the check timing is not over for it (8.4.1).
void Game::stand_by_late(InstanceId c) {
  const CardState& cs = state_.card(c);
  bool stood = false;
  for (const HiddenChance& h : hidden_chances_) {
    if (h.card != c || h.incarnation != cs.incarnation) continue;
    for (std::size_t n = 0; n < state_.def(c).abilities.size(); ++n) {
      const int i = static_cast<int>(n);
      if (!state_.has_ability(c, n) || !triggers(c, state_.ability(c, i), h.event, h.subject, h.other) || state_.cannot_use(c, i)) continue;
      state_.standing.push_back({c, cs.incarnation, i, cs.owner, h.other, h.when, {}});
      note(cr::kAutoStandsBy, [&] { return "an automatic ability of " + describe(c) + ", hidden in the hand until now, stands by: " + state_.ability(c, i).text; });
      stood = true;
    }
  }
  std::erase_if(hidden_chances_, [&](const HiddenChance& h) { return h.card == c; });
  if (stood && point_ == after_check_ && tasks_.empty()) {
    go(Point::CheckTiming);
    advance();
  }
}

// CR 11.2.1.3: a standing-by ability that an effect made unusable no longer stands by.
void Game::cancel_unusable() {
  std::erase_if(state_.standing, [&](const Standing& s) {
    if (state_.card(s.source).incarnation != s.incarnation || !state_.cannot_use(s.source, s.ability)) return false;
    note(cr::kCannotUseCancelsStandBy, [&] { return "the standing-by ability of " + describe(s.source) + " cannot be used: it is cancelled"; });
    return true;
  });
}

// CR 8.6.7: the card of the ability being resolved has left the zone it was in (a new card,
// CR 4.1.4): the effect can no longer act on it as "this card".
bool Game::moved_away(InstanceId c) const {
  if (!state_.resolving) return false;
  const Standing& s = state_.resolving->ability;
  if (c == s.source && state_.card(c).incarnation != s.incarnation) return true;
  // CR 8.6.7, 4.1.4: a timed ability's "that unit" that has left the field is another card.
  return c == s.other && s.other_incarnation && state_.card(c).incarnation != *s.other_incarnation;
}

// CR 8.5.2.3: pays the whole cost with the named cards.
void Game::pay_cost(const Action& a, const AbilityDef& ab, InstanceId source) {
  for (InstanceId c : a.cost) {
    const Zone z = state_.card(c).zone;
    const bool to_soul = (z == Zone::Hand && ab.cost.hand_into_soul()) || (z == Zone::Field && ab.cost.rear_guards_into_soul());
    if (z == Zone::Damage) state_.card(c).face_down = true;  // CR 10.1.15.1
    else if (z == Zone::Field && ab.cost.rests_rear_guards()) set_rested(c, true);  // CR 10.1.11.1: a rest cost
    else move(c, to_soul ? Zone::Soul : Zone::Drop);          // CR 10.1.16.1, 10.1.2.1, 10.1.2.1.1, 10.1.3.1, 4.7
  }
  // CR 4.2.3: the top cards of the deck, one by one; each is an answer, as a draw is.
  for (int k = 0; k < ab.cost.deck_to_drop; ++k) take_top(state_.card(source).owner, Zone::Drop);
  if (ab.cost.rest_self) set_rested(source, true);
  if (ab.cost.retire_self && state_.on_field(source)) move(source, Zone::Drop);  // CR 10.1.3.1
  if (ab.cost.put_self_into_soul && state_.card(source).zone != Zone::Soul) move(source, Zone::Soul);
  if ((ab.cost.self_to_deck_top || ab.cost.self_to_deck_bottom) && state_.on_field(source)) {  // CR 8.5.2.3; a new card, CR 4.1.4
    move(source, Zone::Deck);  // the top of the deck is the back of the pile
    auto& deck = state_.player(state_.card(source).owner).deck;
    if (ab.cost.self_to_deck_bottom) std::rotate(deck.begin(), deck.end() - 1, deck.end());  // the bottom is the front
    note(cr::kPayCosts, [&] { return describe(source) + " is put " + (ab.cost.self_to_deck_top ? "on top of" : "at the bottom of") + " the deck"; });
  }
  if (ab.cost.reveal_self_to_deck_top) {
    note(cr::kReveal, [&] { return describe(source) + " is revealed and put on top of the deck"; });
    move(source, Zone::Deck);  // the top of the deck is the back of the pile
  }
  note(cr::kPayCosts, [&] { return "the cost of " + describe(source) + "'s ability is paid"; });
}

// CR 8.1.1.2.3: an "if" is checked when the ability resolves; when it fails nothing happens.
void Game::begin_resolution(const Standing& s, bool activated) {
  const AbilityDef& ab = state_.ability(s.source, s.ability);
  if (ab.condition >= 0 && !ignore_condition_ && state_.scripts && !state_.scripts->holds(state_, ab.condition, s.source)) {
    note(cr::kIfCondition, [&] { return "the condition of " + describe(s.source) + "'s ability does not hold: nothing happens"; });
    go(activated ? after_act() : Point::CheckTiming);
    return;
  }
  state_.resolving = Resolution{s, activated, {}, 0, {}};
  state_.resolving->log.reserve(8);  // an effect's few steps, logged without growing
  go(Point::ResolveAbility);
}

// CR 8.5.2.4.4: performs the effect; it runs again from its start after each answer it waits for.
bool Game::resolve_ability() {
  Resolution& r = *state_.resolving;
  r.next = 0;
  const AbilityDef& ab = state_.ability(r.ability.source, r.ability.ability);
  assert(ab.effect < 0 || state_.scripts);  // an effect is a function of the loaded scripts
  const EffectStatus status = ab.effect >= 0 ? state_.scripts->run(*this, ab.effect, r.ability.source) : EffectStatus::Done;
  if (status != EffectStatus::Done) return false;  // waits for an answer, or failed (script_failure())
  note(cr::kPerformEffect, [&] { return "the ability of " + describe(state_.resolving->ability.source) + " has resolved"; });
  const bool activated = state_.resolving->activated;
  state_.resolving.reset();
  go(activated ? after_act() : Point::CheckTiming);
  return true;
}

// The answer to the step the effect waits for (the last one logged) fills in its result.
void Game::log_answer(CardList cards) {
  Resolution& r = *state_.resolving;
  assert(r.log.size() == r.next + 1);
  if (auto* list = std::get_if<CardList>(&r.log.back().result)) *list = std::move(cards);
}

// One step of the effect: a step taken before gives its logged result (the rerun must ask for
// the same operation there); a new one asks for its answer, or acts and is logged.
StepStatus Game::effect_op(const EffectOp& step) {
  Resolution& r = *state_.resolving;
  if (r.next < r.log.size()) {
    if (r.log[r.next].op != step.index()) return StepStatus::Diverged;
    ++r.next;
    return StepStatus::Done;
  }
  const Asking asking = ask_for(step);
  if (asking != Asking::No) {  // logged empty at once; an answer fills it in (log_answer)
    r.log.push_back({step.index(), std::visit([](const auto& s) { return StepResult{typename std::decay_t<decltype(s)>::Result{}}; }, step)});
    if (asking == Asking::Waits) return StepStatus::Waiting;
    ++r.next;
    return StepStatus::Done;
  }
  r.log.push_back({step.index(), perform(step)});
  ++r.next;
  check_situations();  // CR 8.6.6: an effect may bring about a situation
  return StepStatus::Done;
}

bool Sought::holds(CardId id) const { return std::binary_search(cards.begin(), cards.end(), id); }

// CR 10.1.9.1, 8.5.3: whether a card may be one of the sought cards: a known card that is one, or
// a hidden card while its owner's unseen cards may still hold one.
static bool may_be_sought(const GameState& s, InstanceId c, const Sought& sought) {
  const CardId id = s.card(c).card;
  if (id != kUnknownCard) return sought.holds(id);
  const auto& unseen = s.player(s.card(c).owner).unidentified;
  return std::any_of(sought.cards.begin(), sought.cards.end(), [&](CardId k) { return unseen[static_cast<std::size_t>(k)] > 0; });
}

// The steps a player or the physical game answers: a choice (CR 8.5.3), a draw, a soul charge
// (CR 10.1.17.1: the top card of the deck into the soul), a shuffle. Sets the request.
Game::Asking Game::ask_for(const EffectOp& step) {
  const InstanceId source = state_.resolving->ability.source;
  if (const auto* c = std::get_if<op::Choose>(&step)) {
    CardList offered;  // a choice of sought cards offers only the cards that may be one
    for (InstanceId card : c->candidates)
      if (!c->sought.any() || may_be_sought(state_, card, c->sought)) offered.push_back(card);
    if (offered.empty() || c->max <= 0) return Asking::NothingToAsk;  // CR 8.5.3.1.3: no choice can be made
    if (c->random)  // CR 3.16.1: even odds and no intention; the record states the card picked
      note(cr::kAtRandom, [&] { return "player " + std::string(to_string(c->player)) + " picks " + std::to_string(c->max) + " at random"; });
    request_ = Request{.decision = Decision::Choose, .player = c->player, .destination = Zone::Hand, .card = source,
                       .options = std::move(offered), .min = c->min, .max = c->max, .sought = c->sought,
                       .top_first = c->top_first, .random = c->random};  // by name: Request has many flags
    return Asking::Waits;
  }
  auto top_card = [&](Player p, Zone to) {
    if (state_.player(p).deck.empty()) return Asking::NothingToAsk;  // CR 1.3.2
    request_ = Request{Decision::TopCard, p, to, kNoInstance, {}, 0, 0, {}};
    return Asking::Waits;
  };
  if (const auto* call = std::get_if<op::SuperiorCall>(&step)) {  // CR 10.1.6.1.1.1: its owner chooses the circle
    std::vector<Circle> circles = call_circles(*call);
    if (state_.on_field(call->card) || moved_away(call->card) || circles.empty()) return Asking::NothingToAsk;  // CR 1.3.2, 8.6.7
    request_ = Request{.decision = Decision::SuperiorCall, .player = state_.card(call->card).owner, .destination = Zone::Field,
                       .card = call->card, .options = {}, .circles = std::move(circles), .rested = call->rested,
                       .column = call->column_of != kNoInstance};
    return Asking::Waits;
  }
  if (const auto* d = std::get_if<op::Draw>(&step)) return top_card(d->player, Zone::Hand);
  if (const auto* d = std::get_if<op::SoulCharge>(&step)) return top_card(d->player, Zone::Soul);
  if (const auto* d = std::get_if<op::TopToDrop>(&step)) return top_card(d->player, Zone::Drop);
  if (const auto* d = std::get_if<op::RevealTop>(&step)) return top_card(d->player, Zone::Deck);  // revealed where it is
  if (const auto* d = std::get_if<op::Shuffle>(&step)) {
    request_ = Request{Decision::Shuffle, d->player, Zone::Deck, kNoInstance, {}, 0, 0, {}};
    return Asking::Waits;
  }
  return Asking::No;
}

// The effect steps that only read: units, zones, power, critical and search candidates.
std::vector<UnitAt> read_step(const GameState& s, const op::Units& step) {
  std::vector<UnitAt> out;
  for (int c = 0; c < kCircles; ++c)
    for (InstanceId u : s.player(step.player).circles[static_cast<std::size_t>(c)]) out.push_back({u, static_cast<Circle>(c)});
  return out;
}
CardList read_step(const GameState& s, const op::Cards& step) { return s.pile(step.player, step.zone); }
static bool on_field_of(const GameState& s, InstanceId u) { return u >= 0 && u < static_cast<InstanceId>(s.cards.size()) && s.on_field(u); }
int read_step(const GameState& s, const op::Power& step) { return on_field_of(s, step.unit) ? s.power(step.unit) : 0; }
int read_step(const GameState& s, const op::Critical& step) { return on_field_of(s, step.unit) ? s.critical(step.unit) : 0; }

// CR 10.1.9.1: the deck cards that may be a sought card.
CardList read_step(const GameState& s, const op::Search& step) {
  CardList out;
  for (InstanceId c : s.player(step.player).deck)
    if (may_be_sought(s, c, step.sought)) out.push_back(c);
  return out;
}

// CR 7.3.1.5: the unit the attack of the battle in progress is made against, if the player's.
CardList read_step(const GameState& s, const op::Attacked& step) {
  if (!s.battle || s.card(s.battle->attacked).owner != step.player || !s.on_field(s.battle->attacked)) return {};
  return {s.battle->attacked};
}

int read_step(const GameState& s, const op::Rested& step) { return on_field_of(s, step.unit) && s.card(step.unit).rested ? 1 : 0; }

CardList read_step(const GameState& s, const op::Attacker&) {
  if (!s.battle || !s.on_field(s.battle->attacker)) return {};
  return {s.battle->attacker};
}

CardList read_step(const GameState& s, const op::LookTop& step) {
  const CardList& deck = s.player(step.player).deck;  // the top is the back
  CardList out;
  for (auto it = deck.rbegin(); it != deck.rend() && static_cast<int>(out.size()) < step.n; ++it) out.push_back(*it);
  return out;
}

CardList read_step(const GameState& s, const op::FaceDownDamage& step) {
  CardList out;
  for (InstanceId c : s.player(step.player).damage)
    if (s.card(c).face_down) out.push_back(c);
  return out;
}

// CR 8.8: a card the effect moved away keeps, for the rest of the effect, the power and
// critical it had where it was.
int Game::read_power_or_critical(InstanceId unit, bool power) {
  const auto& kept = state_.resolving->final_information;
  auto f = std::find_if(kept.begin(), kept.end(), [&](const FinalInformation& k) { return k.card == unit; });
  if (f == kept.end()) return power ? read_step(state_, op::Power{unit}) : read_step(state_, op::Critical{unit});
  note(cr::kFinalInformation, [&] { return describe(unit) + " has moved: the effect uses its information from where it was"; });
  return power ? f->power : f->critical;
}

// CR 8.7: power, critical, a lost skill, a granted ability or "cannot be used" given to a unit.
void Game::give_from_effect(const op::Give& g) {
  Modifier m{g.unit, state_.card(g.unit).incarnation, g.power, g.critical, g.until, g.lose_skill, g.grant, g.cannot_use, g.shield, g.cannot_be_hit,
             g.does_not_stand, g.lose_ability};
  state_.modifiers.push_back(m);
  note(cr::kNumericEffects, [&] { return describe(g.unit) + " gets " + std::to_string(m.power) + " power, " + std::to_string(m.critical) + " critical"; });
}

// The effect steps that act at once (and the reads).
StepResult Game::perform(const EffectOp& step) {
  return std::visit(
      [&](const auto& s) -> StepResult {
        using Op = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<Op, op::Power> || std::is_same_v<Op, op::Critical>) {
          return read_power_or_critical(s.unit, std::is_same_v<Op, op::Power>);
        } else if constexpr (Op::kReads) {
          return read_step(state_, s);
        } else {
          perform_on_card(step);
          return std::monostate{};
        }
      },
      step);
}

// The card a step acts on that must still be the card it was (CR 8.6.7), or kNoInstance.
static InstanceId acted_on(const EffectOp& step) {
  if (const auto* g = std::get_if<op::Give>(&step)) return g->unit;
  if (const auto* r = std::get_if<op::Retire>(&step)) return r->unit;
  if (const auto* r = std::get_if<op::Stand>(&step)) return r->unit;
  if (const auto* r = std::get_if<op::Rest>(&step)) return r->unit;
  if (const auto* h = std::get_if<op::ToHand>(&step)) return h->card;
  if (const auto* d = std::get_if<op::ToDeck>(&step)) return d->card;
  if (const auto* d = std::get_if<op::ToBottom>(&step)) return d->card;
  if (const auto* d = std::get_if<op::ToSoul>(&step)) return d->card;
  if (const auto* d = std::get_if<op::ToDrop>(&step)) return d->card;
  if (const auto* m = std::get_if<op::MoveToVanguard>(&step)) return m->unit;
  if (const auto* b = std::get_if<op::Bind>(&step)) return b->card;
  return kNoInstance;
}

// The steps that change the game. CR 1.3.2: nothing happens to a card no longer where the
// step acts.
void Game::perform_on_card(const EffectOp& step) {
  const InstanceId card = acted_on(step);
  if (card != kNoInstance && moved_away(card)) {
    note(cr::kAutoAfterMove, [&] { return describe(card) + " has moved since: the effect does nothing to it"; });
    return;
  }
  if (const auto* later = std::get_if<op::Later>(&step)) {  // CR 8.6.5: a timed trigger of this card, for this battle or this turn
    const Standing& r = state_.resolving->ability;
    // CR 8.6.5: "that unit" of the timed ability is the unit as it is now (CR 4.1.4).
    const bool with_unit = later->other != kNoInstance;
    state_.timed.push_back({r.source, r.incarnation, later->ability, r.master, later->other, {},
                            with_unit ? std::optional(state_.card(later->other).incarnation) : std::nullopt});
    note(cr::kTimedTrigger, [&] { return describe(r.source) + " sets up a timed ability: " + state_.ability(r.source, later->ability).text; });
  } else if (std::holds_alternative<op::ToDeck>(step)) {
    if (state_.card(card).zone != Zone::Deck) move(card, Zone::Deck);
  } else if (std::holds_alternative<op::ToBottom>(step)) {
    if (state_.card(card).zone != Zone::Deck) move(card, Zone::Deck);
    auto& deck = state_.player(state_.card(card).owner).deck;  // the bottom is the front
    const auto at = std::find(deck.begin(), deck.end(), card);
    std::rotate(deck.begin(), at, at + 1);
    note(cr::kDeckHidden, [&] { return "a card is put at the bottom of the deck"; });
  } else if (const auto* g = std::get_if<op::Give>(&step)) {
    if (on_field_of(state_, card)) give_from_effect(*g);
  } else if (std::holds_alternative<op::Retire>(step)) {
    if (on_field_of(state_, card)) {
      note(cr::kRetire, [&] { return describe(card) + " is retired"; });
      move(card, Zone::Drop);
    }
  } else if (std::holds_alternative<op::Stand>(step) || std::holds_alternative<op::Rest>(step)) {
    // CR 10.1.11.1: to stand or rest it. CR 1.3.2.1, 3.17.2: standing a standing unit (resting a
    // rested one) changes nothing.
    if (on_field_of(state_, card)) set_rested(card, std::holds_alternative<op::Rest>(step));
  } else if (std::holds_alternative<op::ToHand>(step)) {  // CR 4.1.4: from the field, a new card in the hand
    if (state_.card(card).zone == Zone::Hand) return;  // CR 1.3.2.1: already there, nothing happens
    note(cr::kNewCardInNewZone, [&] { return describe(card) + " is put into the hand from the " + std::string(to_string(state_.card(card).zone)); });
    move(card, Zone::Hand);
  } else if (const auto* ride = std::get_if<op::SuperiorRide>(&step)) {
    superior_ride(ride->card);
  } else if (std::holds_alternative<op::MoveToVanguard>(step)) {
    move_to_vanguard(card);
  } else if (const auto* bind = std::get_if<op::Bind>(&step)) {
    // CR 10.1.18.1: to its owner's bind zone (CR 1.3.2.1: a card bound already stays); a unit on the
    // field leaves it (CR 4.1.4). CR 4.9.2.1: face down when the effect says so.
    if (state_.card(card).zone == Zone::Bind) return;
    note(cr::kBind, [&] { return describe(card) + " is bound" + (bind->face_down ? " face down" : "") + " from the " + std::string(to_string(state_.card(card).zone)); });
    move(card, Zone::Bind);
    state_.card(card).face_down = bind->face_down;
  } else if (const auto* no_ride = std::get_if<op::ForbidNormalRide>(&step)) {
    // CR 1.3.1 over 6.5.1.2: until this ride phase ends; outside the ride phase there is none to forbid (CR 1.3.2).
    if (state_.phase != Phase::Ride) return;
    state_.no_normal_ride_by[static_cast<std::size_t>(index(no_ride->player))] = state_.resolving->ability.source;
    note(cr::kCardTextPrevails, [&] { return "player " + std::string(to_string(no_ride->player)) + " cannot normal ride in this ride phase"; });
  } else if (const auto* reveal = std::get_if<op::Reveal>(&step)) {
    note(cr::kReveal, [&] { return describe(reveal->card) + " is revealed"; });
  } else if (const auto* up = std::get_if<op::TurnFaceUp>(&step)) {
    turn_face_up(up->card);
  } else if (std::holds_alternative<op::ToSoul>(step)) {
    put_into_soul(card);
  } else if (std::holds_alternative<op::ToDrop>(step)) {
    if (state_.card(card).zone == Zone::Drop || state_.on_field(card)) return;
    // CR 10.1.2.1, 10.1.2.1.2: from the hand it is a discard, whoever chose the card; CR 10.1.2.1.1:
    // as an effect here, as a cost in pay_cost.
    note(state_.card(card).zone == Zone::Hand ? cr::kDiscard : cr::kPutIntoDrop,
         [&] { return describe(card) + " is put into the drop zone from the " + std::string(to_string(state_.card(card).zone)); });
    move(card, Zone::Drop);
  }
}

// CR 10.1.12.1: a face-down card of the damage zone is turned face up (a counter charge);
// CR 1.3.2: nothing happens to a card that is not a face-down damage card.
void Game::turn_face_up(InstanceId card) {
  CardState& cs = state_.card(card);
  if (cs.zone != Zone::Damage || !cs.face_down) return;  // CR 3.17.4: face up already, nothing happens
  cs.face_down = false;
  note(cr::kTurnFaceUp, [&] { return describe(card) + " is turned face up in the damage zone"; });
}

// CR 10.1.5.2: a ride that is not played: the card becomes the vanguard, the former one goes
// to the soul.
void Game::superior_ride(InstanceId card) {
  const Player p = state_.card(card).owner;
  InstanceId old = state_.vanguard(p);
  place(card, Circle::Vanguard, false);
  put_ridden_into_soul(old, card);
  note(cr::kSuperiorRide, [&] { return describe(card) + " is ridden by superior ride"; });
}

// CR 4.6.4.1: a rear-guard moved onto its owner's vanguard circle stands there. A move between
// circles: no ride (CR 10.1.5.1) and no "placed" (10.1.4.1.1), so neither triggers; the unit
// stays the same card with its effects (4.1.4). It is the last placed unit of the vanguard
// circle, so the former vanguard goes to the soul by rule action at the next check timing
// (CR 9.3.1), which no "ridden" ability watches. CR 1.3.2: nothing happens to a unit that is not
// a rear-guard now (a vanguard is there already, CR 1.3.2.1).
void Game::move_to_vanguard(InstanceId unit) {
  if (!on_field_of(state_, unit) || !is_rear_guard_circle(state_.card(unit).circle)) {
    note(cr::kDoWhatYouCan, [&] { return describe(unit) + " is not a rear-guard: it is not moved to the vanguard circle"; });
    return;
  }
  const Circle from = state_.card(unit).circle;
  move(unit, Zone::Field, Circle::Vanguard);
  state_.card(unit).rested = false;
  note(cr::kVanguardCircleStands, [&] { return describe(unit) + " moves from " + std::string(to_string(from)) + " to the vanguard circle, standing"; });
}

// CR 8.5.2.4.1: the former vanguard goes to the soul under the rider: "when another card
// rides this unit".
void Game::put_ridden_into_soul(InstanceId old, InstanceId rider) {
  if (old == kNoInstance) return;
  move(old, Zone::Soul);
  raise(TriggerEvent::Ridden, old, rider);
}

// CR 10.1.6.1.1.1: the rear-guard circles a called card may go to: all of them, the open ones,
// or those that no card called earlier by the same effect went to.
std::vector<Circle> Game::call_circles(const op::SuperiorCall& call) const {
  const Player p = state_.card(call.card).owner;
  std::vector<Circle> out;
  // CR 4.6.2: "in the same column as this unit": that column's rear-guard circles but the unit's own.
  const bool by_column = call.column_of != kNoInstance;
  const bool column_known = by_column && on_field_of(state_, call.column_of) && state_.card(call.column_of).owner == p &&
                            state_.card(call.column_of).circle != Circle::Guardian;
  for (Circle c : kRearGuardCircles) {
    if (by_column && (!column_known || column_of(c) != column_of(state_.card(call.column_of).circle) ||
                      c == state_.card(call.column_of).circle))
      continue;
    const InstanceId there = state_.unit_at(p, c);
    if (call.to == op::CallTo::OpenCircle && there != kNoInstance) continue;
    if (call.to == op::CallTo::SeparateCircle && there != kNoInstance && called_by_this_effect(there)) continue;
    out.push_back(c);
  }
  return out;
}

// Whether the ability being resolved has called this unit (a logged superior call's result).
bool Game::called_by_this_effect(InstanceId unit) const {
  const auto& log = state_.resolving->log;
  return std::any_of(log.begin(), log.end(), [&](const LoggedStep& s) {
    const auto* called = std::get_if<CardList>(&s.result);
    return s.op == EffectOp(op::SuperiorCall{}).index() && called && !called->empty() && called->front() == unit;
  });
}

// CR 10.1.6.1.3, 8.5.2.4.2: a card an effect calls is placed standing on the circle its owner
// chose (a unit already there is retired by rule action); the effect's step gives the card.
void Game::superior_call(const Action& a) {
  place(a.card, a.circle, request_.rested);  // CR 4.6.6.1: standing, unless the effect calls it rested (CR 1.3.1)
  note(cr::kSuperiorCall, [&] {
    return describe(a.card) + " is called to " + std::string(to_string(a.circle)) + " by superior call" + (request_.rested ? ", rested" : "");
  });
  log_answer({a.card});
}

// CR 4.7.1, 4.7.2: a card an effect puts into its owner's soul, from the drop zone, the hand or
// the field (a unit leaves its circle: CR 4.1.4). A card already in the soul stays there.
void Game::put_into_soul(InstanceId card) {
  if (state_.card(card).zone == Zone::Soul) return;
  note(cr::kPutIntoSoul, [&] { return describe(card) + " is put into the soul"; });
  move(card, Zone::Soul);
}

}  // namespace vg
