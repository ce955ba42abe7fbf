// Legal variants of a record (issue 12): the same game written the ways a scorekeeper may
// legitimately write it. Each variant must verify with no finding; the generator is the proof
// that the verifier accepts every order and every omission the rules allow.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/card_pool.h"
#include "engine/deck.h"
#include "replays/replay.h"

namespace vg {

// What the game knew when each event of a self-played record happened (one per event).
struct EventFacts {
  int turn = 0;
  bool starts_ability = false;  // an <ability> event (an AUTO ability played)
  bool mandatory = false;       // ... of a mandatory AUTO ability (CR 8.6.3.1)
  bool resolving = false;       // an answer given while an ability resolves (CR 8.5.2)
  bool forced = false;          // a choice (CR 8.5.3) with exactly one legal answer
};

// A record with the facts of each of its events.
struct Written {
  Replay replay;
  std::vector<EventFacts> facts;
};

struct PlayedRecord {
  Written written;
  bool complete = false;  // false: a card script failed and the game stopped
};

// A seeded game of the sensible agent, written as a record and read back. With
// `reverse_auto_order`, whenever several AUTO abilities stand by, the last is played first
// (CR 8.6.3.1: the master chooses the order).
PlayedRecord play_record(const CardPool& pool, const std::array<Decklist, kPlayers>& decks, std::uint64_t seed,
                         bool reverse_auto_order = false, Edition edition = kDefaultEdition);

struct Variant {
  std::string kind;  // "full", "seat-A", "late-auto", ...
  Replay replay;
};

// Every legal variant of the record: as written, each seat's view, setup in the other orders
// the CR leaves open, draw triggers drawn before their power, mandatory AUTO abilities written
// one event late, new ids for redrawn cards, forced choices left out, and each seat's view with
// all of these at once. A transformation that changes nothing in this game is left out.
std::vector<Variant> legal_variants(const PlayedRecord& played, const CardPool& pool);

// The transformations one by one; each keeps `facts` in step with the events it moves.
Written seat_view(Written w, Player seat);
Written setup_by_player(Written w);
Written setup_second_player_first(Written w);
Written draw_before_power(Written w, const CardPool& pool);
Written late_auto(Written w);
Written new_ids_on_redraw(Written w);
Written forced_choices_left_out(Written w);

}  // namespace vg
