// The record's vocabulary and the engine's answers, both ways (replays/FORMAT.md). Every reader
// of records (the verifier, the ruling-test runner, mutation, the report) turns an event into
// engine answers here, and every writer (self-play, the recorder) turns answers into events here.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "replays/replay.h"

namespace vg {

// Where the event finds a card it names, which tells a binder where to look for it.
enum class CardRole : std::uint8_t {
  TopOfDeck,  // first vanguard, draw, drive check, damage check, soul charge
  FromHand,   // ride, call, redraw, guardians
  Source,     // the card whose ability is played (act, ability, decline)
  Cost,       // a card paying a cost
  Chosen,     // a card an effect's choice took
};

// Turns a record's card references into engine instances. The verifier binds the record's ids
// as cards appear; a ruling test names cards by id, by number or by circle. A binder that cannot
// bind reports why itself and returns nullopt.
class CardBinder {
 public:
  virtual ~CardBinder() = default;
  virtual std::optional<InstanceId> card(const Event& e, const CardRef& ref, CardRole role) = 0;
  // A unit named by its circle (for the event's player) or by its id: a trigger's choices.
  virtual std::optional<InstanceId> unit(const Event& e, const std::string& token) = 0;
};

// The engine answers an event stands for, in order (an attack is four: CR 7.2.1.2, 7.3.1.3,
// 7.3.1.4, 7.3.1.5). nullopt when the binder could not bind a card. The identities the record
// states ride along as reveals.
// `out` is cleared first; false when a card could not be bound.
using Actions = SmallList<Action, 4>;
bool to_actions(const Event& e, CardBinder& binder, Actions& out);

// Whether the event may answer this request (at this battle step): taking a card from the top
// of the deck answers a draw, a drive check, a damage check or a soul charge, and the record
// says which; a pass names the phase it ends.
bool event_fits(const Event& e, const Request& r, Step step);

// The other way: the events of a game's answers. `answered` is the request each answered;
// `names` gives each engine instance its record id.
struct Answered {
  Request request;
  Step step = Step::None;
  Action action;
  std::string power, effect;  // trigger choices, named as the units stood then
};
using InstanceNamer = std::function<std::string(const GameState& s, InstanceId i)>;
std::vector<Event> to_events(const std::vector<Answered>& answers, const GameState& s, const InstanceNamer& name);

}  // namespace vg
