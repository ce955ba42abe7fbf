// The bridge between the engine and card scripts (CR 8.5.2.4.4: performing an effect).
//
// An effect runs as script code that calls Game::effect_op() for everything it reads or does.
// Each call is one logged step. When the effect needs an answer (a player's choice, the card
// on top of a deck), effect_op() sets the request and returns nothing; the script stops, and
// after the answer the effect runs again from its start: the steps already taken return their
// logged results without acting again. The in-progress effect is plain data, so a Game stays
// copyable in the middle of an effect.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/types.h"

namespace vg {

class Game;
struct GameState;

enum class EffectOp : std::uint8_t {
  Units,        // (player) -> [unit, circle, ...] every unit of the player (CR 3.8.2)
  Cards,        // (player, zone) -> the cards of a zone, top last
  Power,        // (unit) -> [power]
  Critical,     // (unit) -> [critical]
  Choose,       // (player, min, max, candidates...) -> chosen cards (CR 8.5.3)
  Give,         // (unit, power, critical, duration, lose skill, granted ability, cannot use) -> []
  Retire,       // (unit) -> [] (CR 10.1.3)
  Stand,        // (unit) -> [] (CR 10.1.11)
  Rest,         // (unit) -> []
  Draw,         // (player) -> [card] (CR 10.1.1)
  SoulCharge,   // (player) -> [card] the top card of the deck into the soul (CR 10.1.17)
  ToHand,       // (card) -> [] from the deck to the hand (a searched card)
  Shuffle,      // (player) -> [] (CR 10.1.10)
  SuperiorRide, // (card) -> [] (CR 10.1.5.2)
  Reveal,       // (card) -> [] (CR 10.1.8)
  Search,       // (player, card number) -> candidates: deck cards that may be that card (CR 10.1.9)
  ToDeck,       // (card) -> [] onto its owner's deck (a shuffle follows in the effect)
  Later,        // (ability) -> [] sets up this card's timed ability to trigger once (CR 8.6.5)
};

enum class EffectStatus { Done, Waiting, Failed };

// The reading steps (Units, Cards, Power, Critical, Search) against a state; conditions use
// them directly, effects through Game::effect_op so that they are logged.
std::vector<int> read_effect_op(const GameState& state, EffectOp op, const std::vector<int>& args);

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
