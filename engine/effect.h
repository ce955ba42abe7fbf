// The bridge between the engine and card scripts (CR 8.5.2.4.4: performing an effect).
//
// An effect runs as script code that calls Game::effect_step() for everything it reads or does.
// Each call is one logged step, a typed operation (namespace op). When the effect needs an
// answer (a player's choice, the card on top of a deck), the step sets the request and waits:
// the script stops, and after the answer the effect runs again from its start; the steps
// already taken return their logged results without acting again. The in-progress effect is plain data, so a Game stays
// copyable in the middle of an effect.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/change.h"
#include "engine/types.h"

namespace vg {

class Game;
struct GameState;
enum class Duration : std::uint8_t;  // engine/state.h (CR 8.2.1.2)

using CardList = std::vector<InstanceId>;  // cards in order (a zone's: top last)

// A unit and the circle it stands on.
struct UnitAt {
  InstanceId unit = kNoInstance;
  Circle circle = Circle::Vanguard;
};

// The steps of an effect, one type each: a script builds them by field name, so an argument
// in the wrong place does not compile. `Result` is what the step gives back; `kReads` marks
// the steps that only read (a condition may take those, and only those).
// CR 1.31 10.1.24.14, 10.1.24.15, 10.2.9.2: the bits of op::LegionState's result.
inline constexpr int kInLegion = 1, kEverInLegion = 2, kLegionedThisTurn = 4;

namespace op {
struct Units {  // every unit of the player (CR 3.8.2)
  Player player;
  using Result = std::vector<UnitAt>;
  static constexpr bool kReads = true;
};
struct Cards {  // the cards of one of the player's zones, top last
  Player player;
  Zone zone;
  using Result = CardList;
  static constexpr bool kReads = true;
};
struct Power {
  InstanceId unit;
  using Result = int;
  static constexpr bool kReads = true;
};
struct Critical {
  InstanceId unit;
  using Result = int;
  static constexpr bool kReads = true;
};
struct Attacked {  // the player's units being attacked now (CR 7.3.1.5), none outside a battle
  Player player;
  using Result = CardList;
  static constexpr bool kReads = true;
};
struct Rested {  // 1 when the unit is rested, 0 when it stands (CR 4.6.5)
  InstanceId unit;
  using Result = int;
  static constexpr bool kReads = true;
};
struct Attacker {  // the attacking unit of the battle in progress (CR 7.3.1.3), none outside a battle
  using Result = CardList;
  static constexpr bool kReads = true;
};
struct LookTop {  // the top `n` cards of the player's deck, top first, seen by that player only (CR 4.2.2)
  Player player;
  int n;
  using Result = CardList;
  static constexpr bool kReads = true;
};
struct Search {  // deck cards that may be a sought card (CR 10.1.9)
  Player player;
  Sought sought;
  using Result = CardList;
  static constexpr bool kReads = true;
};
struct Choose {  // the player chooses min..max of the candidates (CR 8.5.3)
  Player player;
  int min;
  int max;
  Sought sought;  // a search's sought cards (none for a choice that is not a search)
  CardList candidates;
  bool top_first = false;  // "look at up to N": the candidates are the deck's top cards, top first; the top ones are chosen
  bool random = false;     // CR 3.16: picked at random, not chosen
  using Result = CardList;
  static constexpr bool kReads = false;
};
struct Give {  // continuous effects on a unit (CR 8.7): what they change, and for how long
  InstanceId unit;
  Duration until;
  Changes changes;
  using Result = std::monostate;
  static constexpr bool kReads = false;
};
// Steps on one card that give nothing back.
struct Retire { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };  // CR 10.1.3
struct Stand { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };   // CR 10.1.11
struct Rest { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };
struct ToHand { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };  // a searched card; a unit returned
struct ToDeck { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };  // onto its owner's deck
struct ToBottom { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };  // under its owner's deck
struct SuperiorRide { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };  // CR 10.1.5.2
// CR 10.1.6.1.3: the card is called to a rear-guard circle its owner chooses (the answer); the
// result is that card, or nothing when it could not be called. The circles: any rear-guard
// circle, an open one ("to an open (RC)"), or one no other card this effect called went to
// ("to separate (RC)").
enum class CallTo : std::uint8_t { AnyCircle, OpenCircle, SeparateCircle };
struct SuperiorCall {
  InstanceId card;
  CallTo to = CallTo::AnyCircle;
  // "Call it to (RC) as [Rest]": the card is put there rested (card text over CR 4.6.6.1; CR 1.3.1).
  bool rested = false;
  // "Call it to (RC) in the same column as this unit": only the rear-guard circle of that unit's
  // column that is not its own (CR 4.6.2; the back-center circle for a vanguard); none when the
  // unit is off the field.
  InstanceId column_of = kNoInstance;
  using Result = CardList;
  static constexpr bool kReads = false;
};
struct Reveal { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };        // CR 10.1.8
// Steps of a player's deck.
struct Draw { Player player; using Result = CardList; static constexpr bool kReads = false; };        // CR 10.1.1: one card; "draw N cards" is N of these (CR 3.12.3)
struct SoulCharge { Player player; using Result = CardList; static constexpr bool kReads = false; };  // CR 10.1.17
struct TopToDrop { Player player; using Result = CardList; static constexpr bool kReads = false; };   // CR 4.2.3, 4.4.2
struct RevealTop { Player player; using Result = CardList; static constexpr bool kReads = false; };   // CR 10.1.8.1.2: stays on top
struct Shuffle { Player player; using Result = std::monostate; static constexpr bool kReads = false; };  // CR 10.1.10
struct FaceDownDamage {  // the face-down cards of the player's damage zone (CR 10.1.12)
  Player player;
  using Result = CardList;
  static constexpr bool kReads = true;
};
// Counter charge: a face-down card of the damage zone turned face up (CR 10.1.12.1).
struct TurnFaceUp { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 4.7.1, 4.7.2: a card put into its owner's soul, under the vanguard.
struct ToSoul { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 4.4.2: a card from the deck, the hand or the soul onto its owner's drop zone (a unit on
// the field is retired instead: op::Retire).
struct ToDrop { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 4.6.4.1: a unit moved from a rear-guard circle to its owner's vanguard circle, standing: a
// move between circles (not a ride, CR 10.1.5.1; not "placed", 10.1.4.1; the same card, 4.1.4).
// The former vanguard goes to the soul by rule action (CR 9.3.1).
struct MoveToVanguard { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 10.1.18.1: the card is put into its owner's bind zone (CR 4.9.2.1: face down, seen by its
// owner only, when the effect says so).
struct Bind { InstanceId card; bool face_down; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 1.3.1 over 6.5.1.2: the player cannot normal ride in this ride phase (nothing outside the ride phase).
struct ForbidNormalRide { Player player; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 1.31 10.1.21.1: the rear-guard is locked; 10.1.23.1: the locked card is unlocked.
struct Lock { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };
struct Unlock { InstanceId card; using Result = std::monostate; static constexpr bool kReads = false; };
struct Locked {  // the locked cards on the player's circles (CR 1.31 4.6.7)
  Player player;
  using Result = CardList;
  static constexpr bool kReads = true;
};
// CR 1.31 10.1.25.1: the unit is deleted; 10.1.25.5: the deleted unit leaves the deleted state.
struct Delete { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };
struct Undelete { InstanceId unit; using Result = std::monostate; static constexpr bool kReads = false; };
struct Deleted {  // the deleted units on the player's circles (CR 1.31 10.1.25.3)
  Player player;
  using Result = CardList;
  static constexpr bool kReads = true;
};
// CR 1.31 10.1.24.1: the vanguard legions with the card (from the deck, found by its Seek Mate).
struct Legion { InstanceId leader; InstanceId mate; using Result = std::monostate; static constexpr bool kReads = false; };
// CR 1.31 10.1.24.14, 10.1.24.15, 10.2.9.2: the unit's legion state, as bits: kInLegion (now),
// kEverInLegion (this card has been), kLegionedThisTurn (it went into legion in this turn).
struct LegionState {
  InstanceId unit;
  using Result = int;
  static constexpr bool kReads = true;
};
struct VanguardGrade {  // the grade of the player's vanguard (of a legion, its Leader's), 0 with none
  Player player;
  using Result = int;
  static constexpr bool kReads = true;
};
struct Later {  // sets up this card's timed ability to trigger once (CR 8.6.5)
  int ability;
  InstanceId other;  // the unit the timed ability will act on ("that unit"), or kNoInstance
  using Result = std::monostate;
  static constexpr bool kReads = false;
};
}  // namespace op

using EffectOp = std::variant<op::Units, op::Cards, op::Power, op::Critical, op::Search, op::Choose, op::Give,
                              op::Retire, op::Stand, op::Rest, op::ToHand, op::ToDeck, op::SuperiorRide, op::Reveal,
                              op::Draw, op::SoulCharge, op::Shuffle, op::Later, op::FaceDownDamage, op::TurnFaceUp,
                              op::Attacked, op::ToSoul, op::SuperiorCall, op::ToDrop, op::TopToDrop, op::RevealTop,
                              op::Rested, op::Attacker, op::LookTop, op::ToBottom, op::MoveToVanguard, op::ForbidNormalRide,
                              op::Bind, op::Lock, op::Unlock, op::Locked, op::Delete, op::Undelete, op::Deleted, op::Legion,
                              op::LegionState, op::VanguardGrade>;
// The result of any step.
using StepResult = std::variant<std::monostate, int, CardList, std::vector<UnitAt>>;

// One step taken: which operation (its index in EffectOp) and what it gave back.
struct LoggedStep {
  std::size_t op = 0;
  StepResult result;
};

// How a step went: done (its result is there), waiting for an answer (the script stops), or
// diverged: a rerun asked for another operation than the one it logged at that place (a
// script that does not repeat its steps; an error of the script).
enum class StepStatus : std::uint8_t { Done, Waiting, Diverged };

// A step's typed result; `result` is set when the status is Done and points into the effect's
// log (or the reader's buffer), valid until the next step.
template <typename Op>
struct Stepped {
  StepStatus status = StepStatus::Done;
  const typename Op::Result* result = nullptr;
};

enum class EffectStatus { Done, Waiting, Failed };

// The reading steps against a state; conditions use them directly, effects through
// Game::effect_step so that they are logged.
std::vector<UnitAt> read_step(const GameState& state, const op::Units& step);
CardList read_step(const GameState& state, const op::Cards& step);
int read_step(const GameState& state, const op::Power& step);
int read_step(const GameState& state, const op::Critical& step);
CardList read_step(const GameState& state, const op::Search& step);
CardList read_step(const GameState& state, const op::Attacked& step);
int read_step(const GameState& state, const op::Rested& step);
CardList read_step(const GameState& state, const op::Attacker& step);
CardList read_step(const GameState& state, const op::LookTop& step);
CardList read_step(const GameState& state, const op::FaceDownDamage& step);
CardList read_step(const GameState& state, const op::Locked& step);
CardList read_step(const GameState& state, const op::Deleted& step);
int read_step(const GameState& state, const op::LegionState& step);
int read_step(const GameState& state, const op::VanguardGrade& step);

// A card script that failed while the game ran: an error of the tool, never a player's (the
// game cannot be followed further). Where: the card file and line; which ability; Lua's message.
struct ScriptFailure {
  std::string card;   // the card's number, "X/001"
  int ability = 0;    // 1-based, in the card file's list
  std::string file;
  int line = 1;
  std::string message;
  // "file:line: card X/001 ability N: message"
  std::string to_string() const {
    return file + ":" + std::to_string(line) + ": card " + card + " ability " + std::to_string(ability) + ": " + message;
  }
};

// Implemented by the scripting layer: runs effects and evaluates conditions. A script that
// fails is recorded (failure()) and stops the game; the first failure is kept until a new game
// begins (clear_failure()).
class ScriptRunner {
 public:
  virtual ~ScriptRunner() = default;
  // Runs effect `effect` of `source` from its start.
  virtual EffectStatus run(Game& game, int effect, InstanceId source) const = 0;
  // A condition: pure reads of the state (an "if" of CR 8.1.1.2.3 or a continuous ability's);
  // false when it failed.
  virtual bool holds(const GameState& state, int condition, InstanceId source) const = 0;
  virtual const std::optional<ScriptFailure>& failure() const = 0;
  virtual void clear_failure() const = 0;
};

}  // namespace vg
