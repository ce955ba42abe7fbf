// The game's vocabulary: players, zones, circles, phases, steps and card characteristics.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/ability.h"

namespace vg {

// A list that keeps its first N elements in place: the usual few cost no heap allocation.
template <typename T, std::size_t N>
using SmallList = boost::container::small_vector<T, N>;

// CR 1.1.1: a game has two players. Player 0 is the one listed first in a game record,
// not necessarily the first player (CR 5.2.4 decides that at random). CR 3.2, 3.2.1: a player
// (a fighter) is a person playing the game.
enum class Player : std::uint8_t { A = 0, B = 1 };
inline constexpr int kPlayers = 2;
inline Player opponent(Player p) { return p == Player::A ? Player::B : Player::A; }
inline int index(Player p) { return static_cast<int>(p); }

// The zones of the game (CR section 4; CR 1.31 4.1: the rules every zone shares): deck (CR 4.2,
// 4.2.1), hand (CR 4.3, 4.3.1), drop, field (CR 4.5, 4.5.1: where the units are), soul, damage
// (CR 4.8, 4.8.1), bind (4.9.1), trigger (CR 4.10, 4.10.1). Field covers the seven circles (CR 4.5.2).
enum class Zone : std::uint8_t { Deck, Hand, Drop, Field, Soul, Damage, Bind, Trigger };

// CR 4.6, 4.6.1: each player's seven circles. Columns and rows are derived (CR 4.6.2, 4.6.3).
// Vanguard is the front center circle (CR 4.6.4), Guardian the far front center one.
enum class Circle : std::uint8_t {
  FrontLeft, Vanguard, FrontRight, BackLeft, BackCenter, BackRight, Guardian
};
inline constexpr int kCircles = 7;
// CR 3.10, 3.10.1, 3.10.1.1: a rear-guard is a unit on one of these five circles, one each.
inline constexpr std::array<Circle, 5> kRearGuardCircles = {
    Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight};

enum class Column : std::uint8_t { Left, Center, Right };
Column column_of(Circle c);          // CR 4.6.2 (the guardian circle has no column; asserts)
Column column_across(Column col);    // CR 4.6.2.1: the same column seen from the other side (left and right swap)
bool is_front_row(Circle c);         // CR 4.6.3: left front, vanguard, right front
bool is_back_row(Circle c);          // CR 4.6.3: the three back circles
bool is_rear_guard_circle(Circle c); // CR 4.6.6
Circle back_circle_of(Column col);   // the back circle of a column
Circle front_circle_of(Column col);  // the front circle of a column

// CR 6.2: the phases of a turn; Setup covers section 5 and the stand up (CR 6.1).
enum class Phase : std::uint8_t { Setup, Stand, Draw, Ride, Main, Battle, End };
// CR 7.1.1: the steps of the battle phase.
enum class Step : std::uint8_t { None, Start, Attack, Guard, Drive, Damage, Close };

// CR 2.8.1.1: trigger icons.
enum class Trigger : std::uint8_t { None, Critical, Draw, Stand, Heal };
// CR 2.10.1: skill icons.
enum class Skill : std::uint8_t { None, TwinDrive, Intercept, Boost };

using CardId = std::int32_t;       // index of a card in the CardPool
inline constexpr CardId kUnknownCard = -1;
using InstanceId = std::int32_t;   // one physical card in a game (replays/input_file.h: the limits keep it in range)
inline constexpr InstanceId kNoInstance = -1;

// CR 10.1.9, 8.5.3: what a search, or a choice among listed cards, looks for: the card numbers
// it may take (every printing of a name, or every card of a clan up to a grade), and the words a
// finding names them by. None: any card offered.
struct Sought {
  std::vector<CardId> cards;  // sorted
  std::string what;           // e.g. "Blaster Blade", or "a grade 1 or less «Kagero»"
  bool search = false;        // a search of the deck (CR 10.1.9), not a choice among listed cards (CR 8.5.3)
  bool any() const { return !cards.empty(); }
  bool holds(CardId id) const;
  bool operator==(const Sought&) const = default;
};

// CR section 2: a card's printed characteristics. CR 3.7, 3.7.1: the values the game looks at;
// effects modify them as GameState reads them (power, critical, skill, abilities).
struct CardDef {
  std::string number;  // collector number, e.g. "TD01/005"
  std::string name;    // CR 2.1, 2.1.1: its identifying title
  std::string clan;    // CR 2.2, 2.2.1: the group it belongs to
  std::string race;    // CR 2.3, 2.3.1
  int grade = 0;       // CR 2.4
  int power = 0;       // CR 2.5
  std::optional<int> shield;  // CR 2.6; CR 2.6.3 some cards have none
  int critical = 1;    // CR 2.7
  // CR 2.8. CR 2.9, 2.9.1: the card's type is not stored apart: it is a trigger unit when it has
  // a trigger icon here, a normal unit when it has none (CR 2.9.2).
  Trigger trigger = Trigger::None;
  Skill skill = Skill::None;        // CR 2.10
  std::vector<AbilityDef> abilities;        // CR 2.11, 2.11.1: its text is its abilities (engine/ability.h)
  bool sentinel = false;  // printed with the Sentinel mark: no rule of CR 1.10 (docs/rulings.md)
  std::string file;                          // the card file it was loaded from (a reprint: its first printing's)
  // A reprint: the number of its first printing, whose name, characteristics and abilities it has
  // (its own file holds only its number and this; scripting/card_scripts.h). Empty otherwise.
  std::string reprint_of;
};

std::string_view to_string(Player p);
std::string_view to_string(Zone z);
std::string_view to_string(Circle c);
std::string_view to_string(Phase p);
std::string_view to_string(Step s);
std::string_view to_string(Trigger t);
std::string_view to_string(Skill s);
std::optional<Circle> circle_from_string(std::string_view s);
std::optional<Trigger> trigger_from_string(std::string_view s);
std::optional<Skill> skill_from_string(std::string_view s);
std::optional<Zone> zone_from_string(std::string_view s);

}  // namespace vg
