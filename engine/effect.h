// The bridge between the engine and card scripts (CR 8.5.2.4.4: performing an effect).
//
// An effect runs as script code that calls Game::effect_op() for everything it reads or does.
// Each call is one logged step. When the effect needs an answer (a player's choice, the card
// on top of a deck), effect_op() sets the request and returns nothing; the script stops, and
// after the answer the effect runs again from its start: the steps already taken return their
// logged results without acting again. The in-progress effect is plain data, so a Game stays
// copyable in the middle of an effect.
#pragma once

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

// Implemented by the scripting layer: runs effects and evaluates conditions.
class ScriptRunner {
 public:
  virtual ~ScriptRunner() = default;
  // Runs effect `effect` of `source` from its start; on Failed, `error` says where and why.
  virtual EffectStatus run(Game& game, int effect, InstanceId source, std::string& error) const = 0;
  // A condition: pure reads of the state (an "if" of CR 8.1.1.2.3 or a continuous ability's).
  virtual bool holds(const GameState& state, int condition, InstanceId source, std::string& error) const = 0;
};

}  // namespace vg
