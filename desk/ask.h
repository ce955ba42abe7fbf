// vgjudge ask: would an event, written as in a record, be legal at a step of a recorded game?
// The record is cut after the step, the event added and the result verified; the findings the
// event gets answer the question. And the legal actions at a step, in the record's vocabulary.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "verifier/verifier.h"

namespace vg::desk {

struct Answer {
  std::string event;              // the event as asked, on one line
  std::vector<Finding> findings;  // what the event gets (none: legal there)
  std::string outcome;            // how the game stands after it
};

// The event (XML, e.g. <call player="A" card="A12" circle="front-left"/>) after `step` events
// of the record. An event that is not well-formed or not in the record's vocabulary, or that
// names a card the record does not know, is an InputError.
std::variant<Answer, InputError> ask(const Replay& replay, const CardPool& pool, int step, const std::string& event_xml);

// Every legal action after `step` events, each as a record event on one line (an attack with its
// attacker, target and booster); an InputError when the record cannot be followed that far.
std::variant<std::vector<std::string>, InputError> legal_events(const Replay& replay, const CardPool& pool, int step);

// Every legal action of the game as it stands, as above; `names` gives each instance its id
// (a position at the table: TablePosition::names).
std::vector<std::string> legal_events(const Game& game, const RecordNames& names, const CardPool& pool);

}  // namespace vg::desk
