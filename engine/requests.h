// Internal to engine/: the words and the rules of requests and answers (requests.cpp), for the
// checker of answers (legality.cpp).
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "engine/game.h"

namespace vg::detail {

// A fact of the physical game (who goes first, a shuffle, a top card), not a player's decision.
bool is_physical(ActionKind k);
// A card as a finding names it: its name when known, else its instance ("#12").
std::string card_words(const GameState& s, const Action& a, InstanceId c);
// What the record did, in the CR's words.
std::string action_words(const Action& a, const GameState& s);
// What the rules called for at the request, in the CR's words.
std::string allowed_words(const Request& r, const GameState& s);
// CR 1.10 10.2.5.1.2.1, CR 1.31 10.2.5.3.2.1: why an automatic ability with limit break,
// played while its master has fewer than four damage, never triggered; nullopt otherwise.
std::optional<std::string> limit_break_unmet(const Action& a, const GameState& s);
// The most specific rule an answer of this kind breaks where the request asks for something
// else, and why; `checked`: the card of the last drive or damage check (a trigger's effect).
std::pair<cr::Rule, std::string> home_of(const Action& a, const Request& r, const GameState& s, InstanceId checked);

}  // namespace vg::detail
