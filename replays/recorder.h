// Records a game the engine plays (answers and the requests they answered) as replay events,
// so engine-made games are written in the same format as recorded ones.
#pragma once

#include <string>

#include "engine/game.h"
#include "replays/codec.h"
#include "replays/replay.h"

namespace vg {

class Recorder {
 public:
  // Names instances A1..A50 and B1..B50 (instance_name), or as `name` says (a record played on
  // from the middle keeps the names its first part gave).
  explicit Recorder(InstanceNamer name = &Recorder::instance_name) : name_(std::move(name)) {}

  // Call with the game *before* the answer is submitted: the request gives its meaning.
  void record(const Game& game, const Action& a);
  // The record so far, with the players' decks; card identities as the game knows them now.
  Replay replay(const Game& game, const std::array<Decklist, kPlayers>& decks) const;
  // The events recorded so far.
  std::vector<Event> events(const Game& game) const { return to_events(entries_, game.state(), name_); }

  // The record's name for an engine instance: A1..A50 and B1..B50.
  static std::string instance_name(const GameState& s, InstanceId i);

 private:
  InstanceNamer name_;
  std::vector<Answered> entries_;
};

}  // namespace vg
