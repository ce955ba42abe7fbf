// CR 1.31 10.1.24 Legion and CR 1.31 10.2.9 Seek Mate: the keyword ability that searches the deck
// for a named card and the specific action that puts it beside the vanguard as its Legion Mate;
// the legion state's orientation (CR 1.31 10.1.24.11, CR 1.31 10.1.24.12) and its end
// (CR 1.31 10.1.24.2); the rule actions of an overloaded vanguard circle (CR 1.31 9.3.1, 9.3.2,
// 9.3.4, 9.3.5); riding over a legion (CR 1.31 10.1.5.1.2). How a legion attacks, is attacked and is ridden over is judged where the
// battle and the ride are (battle.cpp, answers.cpp, legality.cpp, state.cpp). CR 1.10 has no
// legion: a card with Seek Mate is refused in a CR 1.10 game (outside_edition, engine/deck.cpp).
#include "engine/game.h"

#include <algorithm>

namespace vg {

// CR 1.31 10.1.24.1: to legion: the card the Seek Mate found goes onto the vanguard circle to the
// left of the vanguard that has that Seek Mate, turned as that vanguard is, and the two are in a
// legion state. CR 1.31 10.1.24.1.1: the card text's legion icon names this action. CR 10.1.4.1.1:
// the Mate is placed on the circle (its "placed" abilities trigger), but CR 1.31 10.1.5.1.3: it is
// no ride (nothing rides the vanguard, which stays; no ride of the turn is used up). CR 1.3.2:
// nothing happens when the vanguard is no longer a vanguard out of legion, or the card is on the field.
void Game::legion(InstanceId leader, InstanceId mate) {
  CardState& l = state_.card(leader);
  if (!state_.is_unit(leader) || l.circle != Circle::Vanguard || l.legion_with != kNoInstance || state_.on_field(mate)) {
    note(cr::kDoWhatYouCan, [&] { return describe(leader) + " is not a vanguard out of a legion: no legion"; });
    return;
  }
  const bool rested = l.rested;
  // CR 1.31 10.1.24.2: the unit with the Seek Mate is the Legion Leader, the card it named the
  // Legion Mate; the two are associated with each other.
  l.legion_with = mate;
  l.legion_mate = false;
  state_.card(mate).legion_with = leader;
  state_.card(mate).legion_mate = true;
  place(mate, Circle::Vanguard, rested);
  for (InstanceId u : {leader, mate}) {
    state_.card(u).ever_legion = true;        // CR 1.31 10.2.9.2: "has never been in a legion state" no longer holds
    state_.card(u).legion_turn = state_.turn;  // CR 1.31 10.1.24.15
  }
  note(cr::kLegion, [&] {
    return describe(mate) + " is put beside " + describe(leader) + " on the vanguard circle, " + (rested ? "rested" : "standing") + ": they legion";
  });
  note(cr::kLegionIcon, [] { return "the legion icon of a card's text is this action"; });
  note(cr::kLegionIsNoRide, [] { return "placing the Legion Mate is not a ride"; });
  note(cr::kLeaderAndMate, [&] { return describe(leader) + " is the Legion Leader, " + describe(mate) + " the Legion Mate"; });
  note(cr::kLegionBothVanguards, [] { return "both are vanguards"; });
  note(cr::kLegionTwoCards, [] { return "two cards, each with its own characteristics"; });
  // CR 1.31 10.1.24.13: "when ... legions": each of the two goes from out of legion into one.
  raise(TriggerEvent::Legions, leader);
  raise(TriggerEvent::Legions, mate);
  check_situations();
}

// CR 1.31 10.1.24.2: when the Leader or the Mate changes zones, neither is in a legion state.
void Game::end_legion(InstanceId unit) {
  CardState& cs = state_.card(unit);
  const InstanceId partner = cs.legion_with;
  if (partner == kNoInstance) return;
  for (InstanceId u : {unit, partner}) {
    state_.card(u).legion_with = kNoInstance;
    state_.card(u).legion_mate = false;
  }
  note(cr::kLeaderAndMate, [&] { return describe(unit) + " leaves the vanguard circle: it and " + describe(partner) + " are no longer in a legion"; });
}

// CR 1.31 10.1.24.11: when the Leader or the Mate stands or rests, its partner turns the same way;
// CR 1.31 10.1.24.12: the partner of a unit an effect keeps from standing stays rested too
// (GameState::does_not_stand reads both), so the stand phase turns neither.
void Game::share_orientation(InstanceId unit) {
  const InstanceId partner = state_.card(unit).legion_with;
  if (partner == kNoInstance || state_.card(partner).rested == state_.card(unit).rested) return;
  note(cr::kLegionSharedOrientation, [&] {
    return describe(partner) + (state_.card(unit).rested ? " rests" : " stands") + " with " + describe(unit) + ", its legion's other unit";
  });
  set_rested(partner, state_.card(unit).rested);
}

// The rule actions of the vanguard circle (CR 9.3): true when a unit went to the soul.
// Under CR 1.10 no unit is in a legion, and only CR 9.3.1 can apply, as it always did.
bool Game::overloaded_vanguard_circle(Player p) {
  auto& vc = state_.player(p).circles[static_cast<std::size_t>(Circle::Vanguard)];
  if (vc.size() < 2) return false;
  // The circle's cards are kept in the order placed, last placed last (each at its own clock,
  // CardState::placed): no two are ever "placed last" together, so the choices of CR 1.31 9.3.4 and
  // 9.3.5 among those have one answer, the one unit placed last (nor does the tie of units out of a
  // legion arise: docs/rules/cr-1.31/section-09.txt).
  auto to_soul = [&](std::vector<InstanceId> cards, cr::Rule rule, const char* why) {
    for (InstanceId c : cards) {
      note(rule, [&] { return describe(c) + " goes from the vanguard circle to the soul: " + why; });
      move(c, Zone::Soul);
    }
    return !cards.empty();
  };
  std::vector<InstanceId> mates, in_legion, others;
  for (InstanceId c : vc) {
    (state_.card(c).legion_with != kNoInstance ? in_legion : others).push_back(c);
    if (state_.card(c).legion_mate) mates.push_back(c);
  }
  // CR 1.31 9.3.2, 9.3.4: of two or more Legion Mates, all but the one placed last go.
  if (mates.size() >= 2) {
    mates.pop_back();
    return to_soul(mates, cr::kOverloadedLegionMates, "a Legion Mate placed before the last one");
  }
  // CR 1.31 9.3.5: units in a legion and units out of one together: of the units placed last the
  // player keeps one (with one such unit: the last placed), all others go.
  if (!in_legion.empty() && !others.empty()) {
    std::vector<InstanceId> rest(vc.begin(), vc.end() - 1);
    return to_soul(rest, cr::kLegionAndOthersOverloaded, "units in and out of a legion together; the unit placed last stays");
  }
  // CR 9.3.1 (CR 1.31 9.3.1: of the units out of a legion): older units go to the soul (CR 3.9.1.1:
  // one vanguard; CR 1.31 3.9.1.1: or a legion's two).
  if (others.size() >= 2) {
    others.pop_back();
    return to_soul(others, cr::kOverloadedVanguard, "an older unit");
  }
  return false;
}

// CR 1.31 10.1.24.14: "if this unit is in legion" reads kInLegion; CR 1.31 10.1.24.15: "during the
// turn this unit legioned" reads kLegionedThisTurn; CR 1.31 10.2.9.2: "never been in a legion
// state" reads kEverInLegion (each for this card, since it last changed zone: CR 4.1.4).
int read_step(const GameState& s, const op::LegionState& step) {
  if (step.unit < 0 || step.unit >= static_cast<InstanceId>(s.cards.size())) return 0;
  const CardState& c = s.card(step.unit);
  return (c.legion_with != kNoInstance ? kInLegion : 0) | (c.ever_legion ? kEverInLegion : 0) |
         (c.legion_turn > 0 && c.legion_turn == s.turn ? kLegionedThisTurn : 0);
}

namespace {

// CR 1.31 10.2.9.1.1, 10.2.9.2.1: the cards the Seek Mate may find: those of the pool named by any
// of the characteristics after its icon ("A" or "B": a card of either name).
Sought seek_mate_sought(const CardPool& pool, const std::vector<std::string>& names) {
  Sought s;
  s.search = true;
  for (CardId id = 0; id < pool.size(); ++id) {
    const CardDef& d = pool[id];
    if (!d.number.empty() && std::find(names.begin(), names.end(), d.name) != names.end()) s.cards.push_back(id);
  }
  for (const std::string& n : names) s.what += (s.what.empty() ? "" : " or ") + n;
  return s;
}

}  // namespace

// CR 1.31 10.2.9, 10.2.9.1, 10.2.9.2: a Seek Mate resolves. Its "if" (CR 1.31 8.1.1.1.2) is read as
// it resolves: this unit has never been in a legion (this card, since it last changed zone) and
// the opponent's vanguard is grade 3 or greater. Then its master may return four cards of their
// drop zone to the deck (a choice of this card, as game:may, then of the four cards), search the
// deck for a card the Seek Mate names, legion with it (CR 1.31 10.1.24.1), and shuffle. A drop zone of
// fewer than four cards cannot give four: nothing is done (docs/rulings.md). Steps are logged, and
// the effect reruns from its start after each answer, as a script's (engine/effect.h).
EffectStatus Game::seek_mate_effect() {
  const Standing ability = state_.resolving->ability;
  const InstanceId leader = ability.source;
  const Player p = ability.master;
  const AbilityDef& ab = state_.ability(leader, ability.ability);
  auto done = [](StepStatus s) { return s == StepStatus::Done; };
  const auto legion_state = effect_step(op::LegionState{leader});
  if (!done(legion_state.status)) return EffectStatus::Waiting;
  const bool been_in_legion = (*legion_state.result & kEverInLegion) != 0;
  const auto drop = effect_step(op::Cards{p, Zone::Drop});
  if (!done(drop.status)) return EffectStatus::Waiting;
  const CardList dropped = *drop.result;
  const auto grade = effect_step(op::VanguardGrade{opponent(p)});
  if (!done(grade.status)) return EffectStatus::Waiting;
  const int opponent_grade = *grade.result;
  if (been_in_legion || opponent_grade < 3) {
    note(cr::kSeekMate, [&] {
      return "the Seek Mate of " + describe(leader) + " does nothing: " +
             (been_in_legion ? "this unit has been in a legion" : "the opponent's vanguard is grade " + std::to_string(opponent_grade));
    });
    return EffectStatus::Done;
  }
  if (dropped.size() < 4) {
    note(cr::kSeekMate, [&] { return "the drop zone holds " + std::to_string(dropped.size()) + " cards, not the four the Seek Mate returns: nothing is done"; });
    return EffectStatus::Done;
  }
  const auto may = effect_step(op::Choose{.player = p, .min = 0, .max = 1, .sought = {}, .candidates = {leader}});
  if (!done(may.status)) return EffectStatus::Waiting;
  if (may.result->empty()) return EffectStatus::Done;
  const auto four = effect_step(op::Choose{.player = p, .min = 4, .max = 4, .sought = {}, .candidates = dropped});
  if (!done(four.status)) return EffectStatus::Waiting;
  for (InstanceId c : CardList(*four.result)) {
    if (!done(effect_step(op::ToDeck{c}).status)) return EffectStatus::Waiting;
  }
  const Sought sought = seek_mate_sought(*state_.pool, ab.seek_mate);
  if (state_.resolving->next == state_.resolving->log.size()) {  // the search is new (not a rerun's)
    note(cr::kSeekMateNames, [&] { return "the Seek Mate searches for " + sought.what; });
    note(cr::kSeekMateOr, [] { return "one card, of any of the names"; });
  }
  const auto found = effect_step(op::Search{p, sought});
  if (!done(found.status)) return EffectStatus::Waiting;
  const auto mate = effect_step(op::Choose{.player = p, .min = 0, .max = 1, .sought = sought, .candidates = *found.result});
  if (!done(mate.status)) return EffectStatus::Waiting;
  if (!mate.result->empty())
    if (!done(effect_step(op::Legion{leader, mate.result->front()}).status)) return EffectStatus::Waiting;
  if (!done(effect_step(op::Shuffle{p}).status)) return EffectStatus::Waiting;
  return EffectStatus::Done;
}

// CR 1.31 10.2.9.2, 8.1.1.1.2.1: a Seek Mate cannot be used for the rest of the game once played,
// whether or not its "if" held.
std::optional<RuleViolation> Game::check_seek_mate(const Action& a, const AbilityDef& ab) const {
  if (ab.seek_mate.empty()) return std::nullopt;
  const auto& used = state_.used_this_game;
  if (std::find(used.begin(), used.end(), std::pair{a.card, a.ability}) != used.end())
    return RuleViolation{ViolationKind::Illegal, cr::kSeekMate,
                         "cannot play the Seek Mate of " + describe(a.card) + " again: it cannot be used for the rest of the game"};
  return std::nullopt;
}

}  // namespace vg
