// The replay format (replays/FORMAT.md): a recorded game as XML, read and written with pugixml.
// Reading checks the document's shape (elements, attributes, card numbers, circle names) and
// reports the first problem as a positioned InputError; what the events mean for the game is
// the verifier's business.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "engine/deck.h"
#include "engine/types.h"
#include "engine/input_error.h"
#include "replays/input_file.h"

namespace vg {

inline constexpr int kReplayFormat = 1;
inline constexpr int kMaxAbilityNumber = 99;  // the highest 'ability' number a record may give

enum class EventKind : std::uint8_t {
  FirstVanguard, Shuffle, FirstPlayer, Draw, Redraw, Ride, Call, Move, Attack, Guard,
  DriveCheck, DamageCheck, Trigger, Pass, Concede, Note,
  Act,      // an ACT ability played (CR 6.6.1.2.2)
  Ability,  // a standing-by AUTO ability played (CR 8.6.3)
  Decline,  // an optional AUTO ability not played
  Choose,   // the cards an effect's choice took (CR 8.5.3)
  SoulCharge,  // the top card of the deck put into the soul (CR 10.1.17)
  Retire,      // a statement: this unit has been retired (CR 10.1.3.2); checked, not an answer
  TopToDrop,   // the top card of the deck put into the drop zone by an effect (CR 4.4.2)
  RevealTop,   // the top card of the deck revealed by an effect, left there (CR 10.1.8.1.2)
};
std::string_view to_string(EventKind k);

// A card as the record names it: an instance id (stable for the whole game) and, when the
// record knows it, the card it is.
struct CardRef {
  CardRef() = default;
  CardRef(std::string record_id, CardId number) : id(std::move(record_id)), is(number) {}

  std::string id;           // empty: a card the record does not name (a hidden draw)
  CardId is = kUnknownCard;
  // Ruling tests only (EventVocabulary::refs_by_number_or_circle): the unit on this circle,
  // and whose card it is when not the event's player's.
  std::optional<Circle> circle;
  std::optional<Player> owner;
};

struct Event {
  EventKind kind = EventKind::Note;
  int line = 0, column = 0;
  Player player = Player::A;
  CardRef card;                        // first-vanguard, draw, ride, call, drive/damage-check
  std::vector<CardRef> cards;          // redraw (returned cards), guard (guardians called)
  Circle circle = Circle::Vanguard;    // call, move from, attack attacker
  Circle circle2 = Circle::Vanguard;   // move to, attack target
  bool has_booster = false;
  Circle booster = Circle::BackCenter;
  std::vector<Circle> intercepts;      // guard
  std::string power, effect;           // trigger: unit getting +5000; critical/stand/heal choice
  std::string effect_name;             // trigger: which of critical, stand, heal holds `effect`
  Phase phase = Phase::Main;           // pass: the phase passed (ride, main or battle)
  std::string text;                    // note
  int ability = 0;                     // act, ability, decline: the card's ability, 1-based
  std::string ability_name;            // the same, named by its short name (found once the card is known)
  std::vector<CardRef> cost;           // act, ability: the cards paying the cost
};

struct ReplayPlayer {
  std::string name;
  Decklist deck;
};

struct Replay {
  std::string path;
  Edition edition = kDefaultEdition;  // rules="CR 1.31"; CR 1.10 when the record says nothing
  std::map<std::string, std::string> event;  // tournament, round, table, date ...
  std::array<ReplayPlayer, kPlayers> players;
  std::vector<Event> events;
};

// Line and column (1-based) of an offset in a source text.
class SourcePositions {
 public:
  explicit SourcePositions(const std::string& text);
  std::pair<int, int> at(std::ptrdiff_t offset) const;

 private:
  std::vector<std::size_t> starts_{0};
  mutable std::size_t last_line_ = 1;  // the line of the last answer (one parse, one thread)
};

// Which spelling of events a reader accepts: a record names every card by its id; a ruling
// test (docs/ruling-tests.md) may name a card by number alone, or a unit by its circle.
struct EventVocabulary {
  bool refs_by_number_or_circle = false;
  const char* container = "game";  // the element holding the events, for messages
};

// The 1-based number of the card's ability with this short name (docs/card-scripts.md), or 0.
int ability_named(const CardDef& def, std::string_view name);
// Why a short name names none of the card's abilities, saying which names it has.
std::string no_ability_named(const CardDef& def, const std::string& name);

std::variant<Replay, InputError> parse_replay(const std::string& path, const std::string& text, const CardPool& pool);
// Reads a record file (read_input_file: at most max_bytes, regular files only, UTF-8).
std::variant<Replay, InputError> read_replay(const std::string& path, const CardPool& pool, std::size_t max_bytes = kDefaultMaxInputBytes);
std::string write_replay(const Replay& replay, const CardPool& pool);

}  // namespace vg
