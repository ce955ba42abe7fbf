// Abilities as data (CR 8.1): what kind, where active, what triggers them, what they cost,
// whether they are optional. The engine and the verifier know from this alone what must
// trigger and when; only the effect itself (and "if" conditions) run as card script code,
// through the ScriptRunner interface.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>


namespace vg {

// CR 8.1.1, 3.1.1.1: activated, automatic, continuous. CR 3.1.1.2: the category also says what
// "activates" means for the ability: it applies, it is played, or it stands by.
enum class AbilityKind : std::uint8_t { Act, Auto, Cont };

// CR 2.11.3: where an ability is active, as a set of places; besides the circles, the hand and
// the drop zone (CR 1.31 3.1.1.3.4, 3.1.1.3.5: the [Hand] and [Drop Zone] markers).
enum ActiveZone : std::uint8_t {
  kOnVanguardCircle = 1, kOnRearGuardCircle = 2, kOnGuardianCircle = 4, kInHand = 8, kInDrop = 16,
};

struct CardDef;

// CR 8.1.1.2.1: trigger conditions of the card pool.
enum class TriggerEvent : std::uint8_t {
  None,
  Placed,             // CR 10.1.4: this card is placed on a circle (`circles` says which)
  Attacks,            // CR 7.3.1.6: this unit attacks
  Boosts,             // CR 7.3.1.6: this unit boosts (optionally a unit of a given name)
  DriveCheckReveals,  // CR 7.5.1.2: this unit's drive check reveals a card (with filters)
  AttackHits,         // CR 7.6.1.9: this unit's (or one of your rear-guards') attack hits
  BoostedAttackHits,  // CR 7.6.1.9: an attack this unit boosted hits
  PutIntoDrop,        // a rear-guard (the opponent's, or your own) is put into the drop zone
  PutIntoSoul,        // this card is put into the soul (CR 8.6.4.1.4)
  Beginning,          // at the beginning of a phase or step (CR 6.3.1.1 ... 7.7.1.1)
  EndOfBattle,        // at the end of the battle (CR 7.7.1.1)
  Situation,          // CR 8.6.6: a state of the game rather than an event (`situation`)
  Intercepts,         // CR 10.2.2.1: this unit is put on the guardian circle to intercept
  Boosted,            // CR 7.3.1.6: a unit boosts this unit (the booster is the other card)
  LeavesGuardianCircle,  // CR 8.6.4: this card goes from the guardian circle to the drop zone
  Draws,              // CR 3.12.1: its player draws a card (the drawn card is the other card)
  SoulGains,          // CR 4.7.1: a card is put into its player's soul (each card triggers it once)
  Ridden,             // CR 8.5.2.4.1: another card rides this vanguard, which goes to the soul (the rider is the other card)
  LeavesRearGuardCircle,  // this card goes from a rear-guard circle to the drop zone (its own move, as LeavesGuardianCircle)
  Stands,             // CR 3.17.1.1, 10.1.11.1: a unit changes from resting to standing ("becomes [Stand]")
  Rests,              // CR 3.17.1.2, 10.1.11.1: a unit changes from standing to resting ("becomes [Rest]")
  UnitPlaced,         // CR 10.1.4.1.1: another card of yours is placed on a circle (`circles`, `clan` filter it; the placed card is the other card)
  Unlocked,           // CR 1.31 10.1.23.1, 6.8.1.2: this card is unlocked (its own change)
  Legions,            // CR 1.31 10.1.24.13: this unit goes into a legion state (as Leader or Mate)
};

struct TriggerSpec {
  TriggerEvent event = TriggerEvent::None;
  std::uint8_t circles = 0;        // Placed: kOnVanguardCircle and/or kOnRearGuardCircle
  // The other card of the event: the boosted unit (Boosts, BoostedAttackHits), the booster
  // (Boosted), the revealed card (DriveCheckReveals). Empty or -1: any.
  std::string other_name;
  int other_grade = -1;
  std::string other_clan;
  bool rear_guard_only = false;    // AttackHits: only when it hits a rear-guard
  bool your_rear_guard = false;    // AttackHits: the attack of any of your rear-guards, not this unit's
  bool vanguard_only = false;      // Attacks, AttackHits: the attacked unit is a vanguard; Boosts,
                                   // BoostedAttackHits: the boosted unit is the vanguard
  bool your_main_phase = false;    // PutIntoDrop, SoulGains: only during your main phase
  bool your_own = false;           // PutIntoDrop: your rear-guard instead of an opponent's
  bool your_turn = false;          // Beginning, EndOfBattle: only in your turn
  int phase = -1, step = -1;       // Beginning: the Phase and Step (engine/types.h) it begins
  int situation = -1;              // Situation: script handle of the state's test (CR 8.6.6)
  std::string other_name_contains;  // CR 2.1: a word the other card's name holds (a plain, case-sensitive substring)
  bool hits_vanguard = false;       // BoostedAttackHits: the attacked unit is a vanguard ("hits a vanguard")
  // Stands, Rests: 0 this unit; 1 any of your units; 2 any of the opponent's (the unit is the other card).
  std::uint8_t whose_units = 0;
  bool your_battle_phase = false;   // Stands, Rests: only during your battle phase
  // DriveCheckReveals, AttackHits: your vanguard's drive check, or the attack of your vanguard,
  // instead of this unit's (CR 7.5.1.2, 7.6.1.9); watched from where the ability is active.
  bool your_vanguard = false;
  bool another = false;             // PutIntoDrop: a rear-guard other than this card ("another «clan» rear-guard")
  // Beginning of a battle step: only in a battle where this unit is the attacked unit (CR 1.31 7.1.2.2,
  // 7.3.1.4: the unit chosen to be attacked), a trigger condition (CR 8.1.1.2.1), not an "if".
  bool this_attacked = false;
  // A moment inside a battle: one of its steps begins, or it ends.
  bool within_battle() const { return step >= 0 || event == TriggerEvent::EndOfBattle; }
};

// Which cards: one card of each listed name (a part of a cost takes as many cards as it lists
// names), or any cards of a clan and of at least a grade. Costs and continuous abilities use it.
struct CardFilter {
  std::vector<std::string> names;
  std::string clan;
  int min_grade = 0;
  bool any() const { return !names.empty() || !clan.empty() || min_grade > 0; }
  bool fits(const CardDef& d) const;  // the clan and the grade (names are matched as a set)
  std::string words() const;          // "a grade 1 or greater «Granblue»"
};

// One part of a cost that takes cards: how many, and which.
struct CostPart {
  int count = 0;
  CardFilter what;
  bool self_may_pay = false;  // retire: this unit may be one of the cards ("your rear-guards", not "other"; CR 10.1.3)
};

// CR 8.5.2.3, 10.1.15-10.1.17: costs, paid all at once. A hand card pays either a discard or a
// move into the soul, a rear-guard either a retire or a move into the soul: a card file may not
// ask for both from one zone, so each named card pays one part. CR 1.31 3.1.1.5: the actions in
// the text's square brackets; CR 1.31 3.1.1.5.3: the costs printed joined by "&" are all here,
// paid together.
struct CostSpec {
  int counter_blast = 0;   // face-up damage cards turned face down
  CostPart soul_blast;     // soul cards put into the drop zone
  CostPart discard;        // hand cards put into the drop zone
  CostPart retire;         // your other rear-guards retired
  CostPart hand_to_soul;   // hand cards put into the soul
  CostPart rear_guards_to_soul;  // your other rear-guards put into the soul
  int deck_to_drop = 0;    // the top cards of the deck put into the drop zone, one by one (CR 4.2.3): not
                           // named in the cost, each is taken as the answer to a request, as a draw is
  bool rest_self = false;  // rest this unit
  bool reveal_self_to_deck_top = false;  // reveal this card and put it on top of the deck
  bool retire_self = false;       // retire this unit
  bool put_self_into_soul = false;  // put this card into the soul
  CostPart rest;           // your standing rear-guards rested (CR 10.1.11.1, 3.17.2); this unit may be one
                           // unless `rest_self` is paid too
  bool rest_same_column = false;  // rest: only rear-guards of this unit's column (CR 4.6.2)
  bool self_to_deck_top = false;     // put this unit on top of its owner's deck (CR 8.5.2.3; a new card, CR 4.1.4)
  bool self_to_deck_bottom = false;  // put this unit at the bottom of its owner's deck
  // The one part a zone's cards pay (a card file may not ask for both ways from one zone).
  bool hand_into_soul() const { return hand_to_soul.count > 0; }
  bool rear_guards_into_soul() const { return rear_guards_to_soul.count > 0; }
  const CostPart& hand_part() const { return hand_into_soul() ? hand_to_soul : discard; }
  bool rests_rear_guards() const { return rest.count > 0; }
  const CostPart& rear_guard_part() const {
    return rear_guards_into_soul() ? rear_guards_to_soul : rests_rear_guards() ? rest : retire;
  }
  bool any() const {
    return counter_blast || soul_blast.count || discard.count || rest_self || reveal_self_to_deck_top || retire.count ||
           hand_to_soul.count || rear_guards_to_soul.count || rest.count || deck_to_drop || retire_self || put_self_into_soul ||
           self_to_deck_top || self_to_deck_bottom;
  }
};

// CR 8.7.1.3: "for each ...": where a continuous ability counts the cards that fit its filter.
// Rear-guards (per_rear_guard's short form), units (the vanguard and the rear-guards, CR 3.8.2),
// the soul (CR 4.7) or the drop zone (CR 4.4), all of the ability's master.
enum class CountZone : std::uint8_t { None, RearGuards, Units, Soul, Drop };

// CR 8.2.1.2, 8.7: what a continuous ability does while its condition holds, one type per kind.
// A new kind is a type here, the query of GameState that reads it (state.cpp), and its key of a
// card file's `cont` table (scripting/card_scripts.cpp).
namespace continuous {
struct Power {  // CR 8.7.1.3: to this unit, once, or once for each card `per` counts ("for each")
  int amount = 0;
  CountZone per = CountZone::None;
  bool per_other = false;  // "each other unit": this unit is not counted
  CardFilter counted;      // which cards `per` counts (any of `names`, the `clan`, the `min_grade`)
};
struct Critical { int amount = 0; };  // CR 8.7.1.3: this unit has `amount` more critical
struct AttackBackRow {};             // it may attack the opponent's back circle across
struct Restraint {};                 // CR 10.2.4, 10.2.4.1: the keyword Restraint: it cannot be chosen to attack
struct Lord {};                      // CR 1.31 10.2.7.1: it cannot attack while its player has a unit without its clan
// Rule-changing effects (CR 1.3.1: card text prevails over the rules).
struct CannotBeBoosted {};           // your units cannot boost this unit
struct CannotAttackRearGuards {};    // this unit cannot attack a rear-guard (CR 7.3.1.4)
struct OpponentCannotIntercept {};   // the opponent's units cannot intercept
struct OpponentCannotGuardWithGrade { int grade = 0; };  // the opponent cannot normal call units of this grade to (GC)
}  // namespace continuous

using ContEffect = std::variant<continuous::Power, continuous::Critical, continuous::AttackBackRow, continuous::Restraint,
                                continuous::Lord, continuous::CannotBeBoosted, continuous::CannotAttackRearGuards,
                                continuous::OpponentCannotIntercept, continuous::OpponentCannotGuardWithGrade>;

// What one continuous ability does: at most one effect of each kind ("+2000 power and +1 critical").
struct ContSpec {
  std::vector<ContEffect> effects;
  template <typename K>
  const K* find() const {
    for (const ContEffect& e : effects)
      if (const K* k = std::get_if<K>(&e)) return k;
    return nullptr;
  }
  template <typename K>
  bool has() const { return find<K>() != nullptr; }
};

// CR 3.1, 3.1.1: an ability, an instruction from a card's text (its card file), or from an
// effect that grants it (granted_only, timed).
struct AbilityDef {
  AbilityKind kind = AbilityKind::Auto;
  std::uint8_t zones = 0;      // ActiveZone set; 0 for "AUTO:" triggered by this card's own move
  TriggerSpec trigger;
  CostSpec cost;
  ContSpec cont;
  bool optional = false;       // "you may" (CR 8.6.3.1: otherwise it must be played)
  bool limit_break = false;    // CR 10.2.5: active with four or more damage
  bool once_per_turn = false;
  bool granted_only = false;   // not printed: only present while an effect grants it (CR 10.1.20.1)
  bool timed = false;          // CR 8.6.5: not printed; an effect of this card sets it up to trigger once
  bool locks = false;          // its effect locks or unlocks cards (CR 1.31 10.1.21, 10.1.23): a card for CR 1.31 on
  bool deletes = false;        // its effect deletes units or ends a delete (CR 1.31 10.1.25): a card for CR 1.31 on
  // CR 1.31 10.2.9.1, 10.2.9.1.1, 10.2.9.2.1: a Seek Mate (an ACT of the vanguard circle): the names
  // of the cards it can legion with. Its effect is the keyword's (engine/legion.cpp), not a script.
  std::vector<std::string> seek_mate;
  int condition = -1;          // script handle of an "if" condition (CR 8.1.1.2.3), or -1
  int effect = -1;             // script handle of the effect (CR 3.1.2: the instruction the ability gives), or -1
  std::string text;            // the ability in our own words
  std::string name;            // a short name records may use for it (card file 'name'), or empty
  int line = 0;                // where the card file declares it
};

inline constexpr std::size_t kMaxAbilityNameLength = 40;

// A short name of an ability (docs/card-scripts.md): 1 to 40 lowercase letters, digits and '-',
// starting with a letter, so that it is never read as an ability's number.
inline bool is_ability_name(std::string_view s) {
  if (s.empty() || s.size() > kMaxAbilityNameLength || s[0] < 'a' || s[0] > 'z') return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

}  // namespace vg
