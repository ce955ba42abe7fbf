// The judge's desk: one model of the board at a step of a recorded game, used by
// `vgjudge state`, `vgjudge report` and `vgjudge ask`, written as text and as JSON from the same
// struct so the page, the JSON and the text cannot drift apart.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "verifier/verifier.h"

namespace vg::desk {

// Whose eyes the board is seen with: both seats, or one player (the other seat's hand hidden).
enum class View { Full, A, B };
std::optional<View> view_from_string(const std::string& s);
std::string_view to_string(View v);

// A card as the view knows it: its record name (empty: hidden from this view), and its
// identity when known.
struct SeenCard {
  std::string id;
  bool known = false;
  std::string number, name;
  int grade = 0;
  bool face_down = false;  // CR 3.17.3 (face-down damage, the first vanguard before stand up)
};

// A unit on a circle: the card, rest or stand (CR 3.17.1), power and critical as they are now
// (CR 8.7), and its printed shield (CR 2.6).
struct SeenUnit {
  Circle circle = Circle::Vanguard;
  SeenCard card;
  bool rested = false;
  std::optional<int> power, critical, shield;
};

struct SeenPlayer {
  Player player = Player::A;
  int deck = 0;
  std::vector<std::optional<SeenUnit>> circles;  // vanguard and the five rear-guard circles, in kBoardCircles order
  // CR 1.31 10.1.24.3: the Legion Mate, the second vanguard beside the Leader (circles' vanguard), if any.
  std::optional<SeenUnit> legion_mate;
  std::vector<SeenUnit> guardians;               // CR 4.6.5: the guardian circle
  std::vector<SeenCard> hand, damage, soul, drop, trigger;
  int damage_face_down() const;
};

// A unit of the battle (CR 7.3.1): whose, on which circle, which card.
struct BattleUnit {
  Player player = Player::A;
  Circle circle = Circle::Vanguard;
  std::string id;
};

struct SeenBattle {
  BattleUnit attacker, target;
  std::optional<BattleUnit> booster;
  bool hit = false;
};

// An automatic ability standing by (CR 8.6.2), waiting to be played.
struct SeenStanding {
  Player master = Player::A;
  SeenCard card;
  int ability = 1;  // 1-based, as the record numbers them
  std::string text;
};

struct Board {
  int step = 0;  // events of the record done (0: before the first)
  int line = 0;  // the record line of that step's event (0: none)
  View view = View::Full;
  int turn = 0;
  Phase phase = Phase::Setup;
  Step battle_step = Step::None;
  Player turn_player = Player::A;
  std::vector<SeenPlayer> players;  // A, then B
  std::optional<SeenBattle> battle;
  std::vector<SeenStanding> standing;
  bool over = false;
  std::optional<Player> winner;
};

// The circles drawn for each player: the vanguard circle and the five rear-guard circles.
inline constexpr std::array<Circle, 6> kBoardCircles = {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight,
                                                        Circle::BackLeft,  Circle::BackCenter, Circle::BackRight};

// The board of the game as it stands, seen with `view`; `names` are the record's names.
Board snapshot(const GameState& s, const RecordNames& names, View view);

std::string to_json(const Board& b);
std::string to_json(const SeenCard& c);
std::string to_text(const Board& b);

// How a card is written in a board's JSON: whole (to_json), or as the report page writes the
// cards of its steps, the number of the card in the page's table of cards.
using CardWriter = std::function<std::string(const SeenCard&)>;

// The board's JSON cut into parts, each the value at one path of to_json's object
// ("players.0.hand", "players.1.circles.vanguard", "battle"), together covering all of it, each
// card written by `card`: the report page stores the first board whole and then, per step, only
// the parts that changed. board_part_paths()[i] is the path of board_parts(b, card)[i].
const std::vector<std::string>& board_part_paths();
std::vector<std::string> board_parts(const Board& b, const CardWriter& card);

// A JSON string literal (quotes included).
std::string json_string(std::string_view s);

}  // namespace vg::desk
