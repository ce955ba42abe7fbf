// The game state: where every card is, its orientation and face, the players, the turn, the
// battle in progress and the continuous effects. Pure data plus queries; the procedures that
// change it live in game.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/card_pool.h"
#include "engine/edition.h"
#include "engine/effect.h"
#include "engine/types.h"

namespace vg {

// One physical card (CR 3.3 owner; CR 3.17 orientation and face): its statuses (CR 3.7.2, 3.7.2.1).
struct CardState {
  Player owner = Player::A;
  CardId card = kUnknownCard;  // kUnknownCard while its identity is hidden from the record
  Zone zone = Zone::Deck;
  Circle circle = Circle::Vanguard;  // meaningful when zone == Zone::Field
  bool rested = false;               // CR 3.17.1: resting (3.17.1.2) or standing (3.17.1.1)
  // CR 3.17.3: face down (3.17.3.2) or up (3.17.3.1); the first vanguard is face down until stand up.
  bool face_down = false;
  // A locked card on its circle, face down, CR 1.31 10.1.21.1, 10.1.21.3, 10.1.21.4: not a unit,
  // with no characteristics and no orientation; its circle is a lock circle, CR 1.31 4.6.7.
  bool locked = false;
  // A deleted unit, CR 1.31 10.1.25.1, 10.1.25.2, 10.1.25.3: face down, its orientation kept, the same
  // unit (its effects stay); original power 0 and no printed text (state.cpp); still a unit.
  bool deleted = false;
  std::uint32_t incarnation = 0;     // CR 4.1.4: counts zone changes; each is a new card
  std::uint32_t placed = 0;          // the clock when it was put on its circle (CR 9.3)
  // CR 1.31 10.1.24.2: in a legion state, the other card of its legion (kNoInstance: not in one),
  // and whether it is the Legion Mate (the card its Leader's Seek Mate named) or the Leader.
  InstanceId legion_with = kNoInstance;
  bool legion_mate = false;
  // CR 1.31 10.2.9.2: this card has been in a legion state since it became this card (CR 4.1.4);
  // CR 1.31 10.1.24.15: the turn it last went into a legion state (0: never).
  bool ever_legion = false;
  int legion_turn = 0;
};

// How long a continuous effect lasts (CR 8.2.1.2).
enum class Duration : std::uint8_t { EndOfBattle, EndOfTurn, OwnersNextStandPhase };

// A continuous effect an effect gave one unit (CR 8.7): one change (engine/change.h), for a while.
struct Modifier {
  InstanceId unit = kNoInstance;
  // CR 8.7.2.1.1.1: the effect dates from the play of its ability (which resolves at once): the
  // card as it was then; CR 8.7.3: lost when the card changes zone.
  std::uint32_t incarnation = 0;
  Duration until = Duration::EndOfTurn;
  Change change;
};

// A moment of the game: a turn, its phase and its battle step.
struct Moment {
  int turn = 0;
  Phase phase = Phase::Setup;
  Step step = Step::None;
};

// An automatic ability standing by (CR 8.6.2): which card's which ability, for whom, the
// other card of its event (the revealed card, the boosted unit, the retired rear-guard ...)
// and when it triggered.
struct Standing {
  // The card that has the ability: the source of the effects it gives (CR 3.14, 3.14.1, 3.14.1.1).
  InstanceId source = kNoInstance;
  std::uint32_t incarnation = 0;
  int ability = 0;  // index in the card's abilities
  Player master = Player::A;  // CR 3.4, 3.4.1: the player using the ability, its master
  InstanceId other = kNoInstance;
  Moment triggered;
  // A timed ability's "that unit": the card it was when set up (CR 4.1.4), if it has one.
  std::optional<std::uint32_t> other_incarnation;
};

// CR 8.8: a card's information where it was when the ability being resolved moved it.
struct FinalInformation {
  InstanceId card = kNoInstance;
  int power = 0;
  int critical = 0;
};

// The ability being played and resolved (CR 8.5.2), with the logged steps of its effect.
struct Resolution {
  Standing ability;
  bool activated = false;           // an ACT ability (back to the play timing afterwards)
  std::vector<LoggedStep> log;      // the effect's steps and their results, in order
  std::size_t next = 0;             // the step the running effect is at
  std::vector<FinalInformation> final_information;  // cards the effect moved out of their zone
};

// The battle in progress (CR 7.1.2.1), from the attack step to the close step.
struct Battle {
  InstanceId attacker = kNoInstance;
  Circle attacker_circle = Circle::Vanguard;
  InstanceId attacked = kNoInstance;  // a unit of the non-turn player
  Circle attacked_circle = Circle::Vanguard;
  InstanceId booster = kNoInstance;
  Circle booster_circle = Circle::BackCenter;
  // CR 1.31 10.1.24.5: the Legion Mate that attacks with its Leader (the attacker), or kNoInstance.
  InstanceId attacker_mate = kNoInstance;
  bool hit = false;
  int drives = 0;       // drive checks done
  int damage_left = 0;  // damage still to deal (CR 7.6.1.6.6)
};

// CR 4.1.1: every zone is a player's own.
struct PlayerState {
  std::vector<InstanceId> deck, hand, drop, soul, damage, bind, trigger;
  // Last element: last placed. CR 4.6.7.1: one card on a vanguard or rear-guard circle (the rule
  // actions of CR 9.3 keep it so), any number of guardians, the units on the guardian circle
  // (CR 3.11, 3.11.1, 3.11.1.2).
  std::array<std::vector<InstanceId>, kCircles> circles;
  std::vector<int> unidentified;  // per CardId: decklist copies not yet matched to an instance
  // The copies of `card` not yet matched; none of a card the pool loaded after the game began
  // (a lazy pool: engine/card_pool.h), since the decklists name only cards loaded before it.
  int left_to_reveal(CardId card) const {
    const auto i = static_cast<std::size_t>(card);
    return i < unidentified.size() ? unidentified[i] : 0;
  }
  bool lost = false;
};

struct GameState {
  const CardPool* pool = nullptr;
  Edition edition = kDefaultEdition;  // the rules the game is played under (engine/edition.h)
  std::vector<CardState> cards;  // indexed by InstanceId
  std::array<PlayerState, kPlayers> players;
  Player first_player = Player::A;
  Player turn_player = Player::A;
  int turn = 0;  // 0 during setup, then 1, 2, ...
  Phase phase = Phase::Setup;
  Step step = Step::None;
  bool rode_this_turn = false;
  // CR 1.31 7.1.2.1: the battles begun in this turn, the one in progress included (counted at 7.3.1.1).
  int battles_this_turn = 0;
  std::optional<Battle> battle;
  std::optional<Battle> last_battle;  // the battle that ended last (what a late record line refers to)
  std::vector<Modifier> modifiers;
  std::uint32_t clock = 0;
  bool over = false;
  std::optional<Player> winner;  // empty and over: a draw (CR 1.2.3)
  std::vector<Standing> standing;          // CR 8.6.2: automatic abilities standing by
  // CR 8.6.5: timed triggers an effect set up, not yet triggered: the `timed` ability of the
  // card whose effect set it up. One whose trigger is within a battle lapses with that battle,
  // the others with the turn.
  std::vector<Standing> timed;
  std::optional<Resolution> resolving;     // CR 8.5.2: the ability being resolved
  std::vector<std::pair<InstanceId, int>> used_this_turn;  // once-per-turn abilities played
  // CR 1.31 10.2.9.2, 8.1.1.1.2.1: abilities that cannot be used for the rest of the game (a Seek
  // Mate played), by physical card: the game outlasts the card's changes of zone.
  std::vector<std::pair<InstanceId, int>> used_this_game;
  const ScriptRunner* scripts = nullptr;   // conditions of continuous abilities
  // CR 1.3.1 over 6.5.1.2: per player, the card whose effect says that player cannot normal ride in
  // this ride phase (game:forbid_normal_ride), or kNoInstance. Set in the ride phase only; cleared
  // as each turn begins (the ride phase is over by then).
  std::array<InstanceId, kPlayers> no_normal_ride_by{kNoInstance, kNoInstance};

  const CardState& card(InstanceId i) const { return cards[static_cast<std::size_t>(i)]; }
  CardState& card(InstanceId i) { return cards[static_cast<std::size_t>(i)]; }
  const PlayerState& player(Player p) const { return players[static_cast<std::size_t>(index(p))]; }
  PlayerState& player(Player p) { return players[static_cast<std::size_t>(index(p))]; }
  const CardDef& def(InstanceId i) const { return (*pool)[card(i).card]; }
  bool identified(InstanceId i) const { return card(i).card != kUnknownCard; }
  Moment now() const { return {turn, phase, step}; }

  // The unit on a circle (the last placed one), or kNoInstance (a locked card is no unit). On a
  // vanguard circle with a legion, the Legion Leader: the unit a circle names (CR 1.31 7.3.1.4: a
  // Legion Mate is never the unit attacked; 8.5.2.1.1.1, 10.1.24.10: the grade a ride looks at).
  InstanceId unit_at(Player p, Circle c) const;
  // The card on a circle (the last placed one, the Leader of a legion), a unit or a locked card, or
  // kNoInstance: what a record that breaks the rules acts with (an attack with a locked card, carried out anyway).
  InstanceId card_at(Player p, Circle c) const {
    const auto& circle = player(p).circles[static_cast<std::size_t>(c)];
    for (auto it = circle.rbegin(); it != circle.rend(); ++it)
      if (!card(*it).legion_mate) return *it;
    return kNoInstance;
  }
  // CR 1.31 10.1.24.2: the Legion Mate on the player's vanguard circle, or kNoInstance.
  InstanceId legion_mate(Player p) const;
  bool in_legion(InstanceId i) const { return card(i).legion_with != kNoInstance; }  // CR 1.31 10.1.24.14
  // CR 1.31 4.6.7, 10.1.21.6: the locked card that makes the circle a lock circle, or kNoInstance.
  InstanceId locked_at(Player p, Circle c) const;
  // The locked cards on a player's circles (CR 1.31 6.8.1.1: "on that player's field").
  std::vector<InstanceId> locked_cards(Player p) const;
  // The deleted units on a player's circles (CR 1.31 10.1.25.3; 6.8.1.1: "on that player's field").
  std::vector<InstanceId> deleted_units(Player p) const;
  const std::vector<InstanceId>& pile(Player p, Zone z) const;
  std::vector<InstanceId>& pile(Player p, Zone z);
  InstanceId vanguard(Player p) const { return unit_at(p, Circle::Vanguard); }  // CR 3.9, 3.9.1
  int vanguard_grade(Player p) const;
  bool in_hand(Player p, InstanceId i) const;
  bool on_field(InstanceId i) const { return card(i).zone == Zone::Field; }
  bool is_unit(InstanceId i) const { return on_field(i) && !card(i).locked; }  // CR 3.8.1 (CR 1.31: locked cards are not)
  // Every unit of a player: vanguard, rear-guards and guardians (CR 3.8.2; CR 1.31 3.8).
  std::vector<InstanceId> units(Player p) const;
  template <typename List>
  void append_units(Player p, List& out) const {  // units(p), added to out
    for (const auto& circle : player(p).circles)
      for (InstanceId u : circle)
        if (!card(u).locked) out.push_back(u);  // CR 1.31 3.8.1: a locked card is not a unit
  }

  // CR 8.7: printed value, then the numeric effects; boost (CR 7.3.1.7) and shield
  // (CR 7.4.1.1.2.2) count while the battle holds.
  int power(InstanceId unit) const;
  int critical(InstanceId unit) const;
  // CR 7.3.1.5.1.1: the boost holds while both units stay on their circles.
  bool boost_holds() const;
  // CR 1.31 10.1.24.5: the battle's Legion Mate attacks along with its Leader, still in their legion.
  bool legion_attack_holds() const;
  bool has_clan_on_field(Player p, const std::string& clan) const;
  // CR 2.6, 7.4.1.1.2.2: a guardian's printed shield and the shield effects give it.
  int shield(InstanceId guardian) const;
  // CR 1.3.1: an effect says an attack on this unit does not hit.
  bool cannot_be_hit(InstanceId unit) const;
  // CR 1.3.1, 6.3.1.2: an effect keeps this unit rested in its owner's next stand phase.
  bool does_not_stand(InstanceId unit) const;

  // CR 8.7.1.2: the skill after effects that remove it.
  Skill skill(InstanceId unit) const;
  // The abilities a card has now: printed ones and those granted by effects (CR 10.1.20.1).
  std::vector<int> abilities(InstanceId card) const;
  // Whether an identified card has its ability `index` now (abilities() without a list).
  bool has_ability(InstanceId card, std::size_t index) const;
  // CR 2.11.3, 10.2.5: is the ability active where the card is now?
  bool active(InstanceId card, const AbilityDef& ability) const;
  const AbilityDef& ability(InstanceId card, int index) const { return def(card).abilities[static_cast<std::size_t>(index)]; }
  // CR 8.7.1.3: power from the card's own continuous abilities whose condition holds.
  int continuous_power(InstanceId unit) const;
  // CR 8.7.1.3: how many cards a "for each" continuous ability of `unit` counts now.
  static constexpr int kMaxCounted = 50;
  int counted(InstanceId unit, const continuous::Power& cont) const;
  int continuous_critical(InstanceId unit) const;  // CR 8.7.1.3: the critical its continuous abilities add
  bool may_attack_back_row(InstanceId unit) const;
  bool restrained(InstanceId unit) const;  // CR 10.2.4.1
  // CR 1.31 10.2.7.1: when the unit has Lord, a unit of its player (VC or RC) that does not share its
  // clan, which keeps it from attacking; otherwise kNoInstance.
  InstanceId lord_bars(InstanceId unit) const;
  bool cannot_be_boosted(InstanceId unit) const;  // CR 1.3.1: "your units cannot boost this unit"
  bool cannot_attack_rear_guards(InstanceId unit) const;  // CR 1.3.1: "this unit cannot attack a rear-guard"
  // CR 8.2.1.2: whether a continuous ability of the unit that `fits` applies now.
  bool cont_applies(InstanceId unit, const std::function<bool(const ContSpec&)>& fits) const;
  // The unit of player `p` one of whose applying continuous abilities `fits` (a rule it imposes,
  // e.g. on the opponent's intercepts), or kNoInstance.
  InstanceId ruled_by(Player p, const std::function<bool(const ContSpec&)>& fits) const;
  bool can_attack(InstanceId unit) const;  // a standing unit without restraint, not barred by Lord (CR 7.3.1.3)
  // CR 11.2.1: an effect says this ability of the card cannot be used.
  bool cannot_use(InstanceId card, int ability) const;

  // Calls f with each change of kind K (engine/change.h) that an effect in force gave the card as
  // it is now (CR 8.7.3: an effect on a card ends when it changes zone), in the order given.
  template <typename K, typename F>
  void each_change(InstanceId c, F&& f) const {
    const std::uint32_t now = card(c).incarnation;
    for (const Modifier& m : modifiers)
      if (m.unit == c && m.incarnation == now)
        if (const K* k = std::get_if<K>(&m.change)) f(*k);
  }
  // Whether an effect in force gave the card a change of kind K for which `holds` is true.
  template <typename K, typename P>
  bool any_change(InstanceId c, P&& holds) const {
    bool found = false;
    each_change<K>(c, [&](const K& k) { found = found || holds(k); });
    return found;
  }
  // Whether an effect in force gave the card a change of kind K (one that holds no value).
  template <typename K>
  bool has_change(InstanceId c) const {
    return any_change<K>(c, [](const K&) { return true; });
  }
};

}  // namespace vg
