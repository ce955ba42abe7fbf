// The game as a resumable step machine: a request in force, the answers it accepts, what an
// answer does (and, for a record that breaks the rules, what is carried out anyway), and moving
// cards between zones (CR 4). The steps of each section are in their own files: turn.cpp
// (sections 5 and 6), battle.cpp (7), abilities.cpp (8 and the specific actions of 10.1 that
// effects perform), rule_actions.cpp (8.4 check timing and 9); the checks of answers in
// legality.cpp, their effects in answers.cpp.
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
    // A card on the circle, a locked card too (CR 1.31 3.8.1: refused, it is no unit, but it is there to act with).
    case ActionKind::Attacker: return state_.card_at(a.player, a.circle) != kNoInstance;
    case ActionKind::Target: return state_.battle && state_.card_at(opponent(a.player), a.circle) != kNoInstance;
    case ActionKind::Boost: return state_.battle && (a.none || state_.card_at(a.player, a.circle) != kNoInstance);
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
    case Point::EndPhaseBegins: case Point::NextTurn:
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
// Moving cards.

// Moves a card to a zone (on top of a pile, or onto a circle as the last placed unit).
// CR 4.1.4: except circle to circle, the card becomes a new card and loses its effects.
void Game::move(InstanceId i, Zone to, Circle circle) {
  ++moves_;
  CardState& cs = state_.card(i);
  PlayerState& from_player = state_.player(cs.owner);
  if (!(cs.zone == Zone::Field && to == Zone::Field)) keep_final_information(i);
  // CR 1.31 10.1.24.2: a Legion Leader or Mate that leaves the vanguard circle ends the legion.
  if (cs.legion_with != kNoInstance && !(to == Zone::Field && circle == Circle::Vanguard)) end_legion(i);
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
  if (!(cs.zone == Zone::Field && to == Zone::Field)) {
    ++cs.incarnation;
    cs.ever_legion = false;  // CR 4.1.4: a new card, never in a legion (CR 1.31 10.2.9.2)
    cs.legion_turn = 0;
  }
  if (to == Zone::Field) {
    from_player.circles[static_cast<std::size_t>(circle)].push_back(i);
    cs.circle = circle;
    cs.placed = ++state_.clock;
  } else {
    state_.pile(cs.owner, to).push_back(i);  // CR 4.1.6: its owner's zone
    cs.rested = false;
    cs.face_down = false;
    cs.locked = false;  // CR 1.31 10.1.21.6: locked only while on its circle
    cs.deleted = false;  // a unit that leaves the field is no unit, so no deleted unit (CR 1.31 10.1.25.3)
  }
  cs.zone = to;
  if (state_.phase == Phase::Setup) return;
  // CR 8.7.5: raised once the card is on its circle, so a trigger reads it with every continuous
  // effect of the field applied.
  if (to == Zone::Field && from != Zone::Field) {
    raise(TriggerEvent::Placed, i);         // CR 10.1.4.1
    raise(TriggerEvent::UnitPlaced, i, i);  // CR 10.1.4.1.1: watched by the player's other cards
  }
  if (to == Zone::Drop && from_rear_guard) {
    raise(TriggerEvent::PutIntoDrop, i, i);  // the card that went is game:other()
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
  // CR 1.31 10.1.21.4: a locked card has no orientation to change.
  if (cs.zone != Zone::Field || cs.rested == rested || cs.locked) return;
  cs.rested = rested;
  if (state_.phase != Phase::Setup) raise(rested ? TriggerEvent::Rests : TriggerEvent::Stands, unit, unit);
  share_orientation(unit);  // CR 1.31 10.1.24.11: a Legion Leader's or Mate's partner turns with it
}

void Game::give(InstanceId unit, Change change, Duration until) {
  state_.modifiers.push_back({unit, state_.card(unit).incarnation, until, change});
}

std::string Game::describe(InstanceId i) const {
  const CardState& cs = state_.card(i);
  std::string who = "#" + std::to_string(i);
  return cs.card == kUnknownCard ? who : (*state_.pool)[cs.card].name + " (" + who + ")";
}

}  // namespace vg
