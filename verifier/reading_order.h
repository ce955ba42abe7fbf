// The order in which the verifier reads a record's events (issue 12). A person may write
// events the rules leave unordered in any order; the verifier reads them in the engine's order,
// and only where the CR lets the order vary:
// - CR 5.2.2-5.2.5: the two players' setup events interleaved in any way, as long as each
//   player's own events keep the CR's order and the redraws keep theirs (the first player's,
//   then the other's: CR 5.2.5);
// - CR 2.8.2: a draw trigger's draw written before the trigger's power;
// - CR 7.5.1.2.2-7.5.1.3: the effect of the first drive check's trigger written after the second
//   check, when it leaves the deck as it is (not a draw trigger): the same game. After a draw
//   trigger's effect and draw, the second check is read after them too, but its order changed
//   the game (which card it revealed): it is listed in `read_later`, a finding where written.
#pragma once

#include <cstddef>
#include <vector>

#include "engine/card_pool.h"
#include "replays/replay.h"

namespace vg {

// The indices of the record's events in reading order (a permutation of 0..n-1), and in
// `read_later` the events read after where they are written though that changed the game.
std::vector<std::size_t> reading_order(const Replay& replay, const CardPool& pool, std::vector<std::size_t>* read_later = nullptr);

}  // namespace vg
