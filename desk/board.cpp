#include "desk/board.h"

#include <cstdio>

#include "engine/input_file.h"

namespace vg::desk {

std::optional<View> view_from_string(const std::string& s) {
  if (s == "full") return View::Full;
  if (s == "A") return View::A;
  if (s == "B") return View::B;
  return std::nullopt;
}

std::string_view to_string(View v) {
  static constexpr std::string_view kNames[] = {"full", "A", "B"};
  return kNames[static_cast<int>(v)];
}

int SeenPlayer::damage_face_down() const {
  int n = 0;
  for (const SeenCard& c : damage) n += c.face_down ? 1 : 0;
  return n;
}

namespace {

// Whether the view sees what the card is: a player does not see the other seat's hand.
bool visible(const GameState& s, InstanceId i, View view) {
  if (view == View::Full) return true;
  const Player looker = view == View::A ? Player::A : Player::B;
  return !(s.card(i).owner != looker && s.card(i).zone == Zone::Hand);
}

// The record's name of a card, or its instance number when the record never named it.
std::string record_name(const RecordNames& names, InstanceId i) {
  const auto k = static_cast<std::size_t>(i);
  return k < names.size() && !names[k].empty() ? names[k] : "#" + std::to_string(i);
}

SeenCard seen_card(const GameState& s, const RecordNames& names, InstanceId i, View view) {
  SeenCard c;
  c.face_down = s.card(i).face_down;
  if (!visible(s, i, view)) return c;
  c.id = record_name(names, i);
  if (s.identified(i)) {
    c.known = true;
    c.number = s.def(i).number;
    c.name = s.def(i).name;
    c.grade = s.def(i).grade;
  }
  return c;
}

SeenUnit seen_unit(const GameState& s, const RecordNames& names, InstanceId u, View view) {
  SeenUnit out;
  out.circle = s.card(u).circle;
  out.card = seen_card(s, names, u, view);
  out.rested = s.card(u).rested;
  if (s.identified(u) && !s.card(u).locked) {  // CR 1.31 10.1.21.3: a locked card (face down) has no power
    out.power = s.power(u);
    out.critical = s.critical(u);
    out.shield = s.def(u).shield;
  }
  return out;
}

std::vector<SeenCard> seen_pile(const GameState& s, const RecordNames& names,
                                const std::vector<InstanceId>& pile, View view) {
  std::vector<SeenCard> out;
  for (InstanceId i : pile) out.push_back(seen_card(s, names, i, view));
  return out;
}

SeenPlayer seen_player(const GameState& s, const RecordNames& names, Player p, View view) {
  const PlayerState& ps = s.player(p);
  SeenPlayer out;
  out.player = p;
  out.deck = static_cast<int>(ps.deck.size());
  for (Circle c : kBoardCircles) {
    InstanceId u = s.card_at(p, c);  // a unit, or a locked card (CR 1.31 4.6.7), shown face down
    out.circles.push_back(u == kNoInstance ? std::nullopt : std::optional(seen_unit(s, names, u, view)));
  }
  if (const InstanceId m = s.legion_mate(p); m != kNoInstance) out.legion_mate = seen_unit(s, names, m, view);
  for (InstanceId g : ps.circles[static_cast<std::size_t>(Circle::Guardian)]) out.guardians.push_back(seen_unit(s, names, g, view));
  out.hand = seen_pile(s, names, ps.hand, view);
  out.damage = seen_pile(s, names, ps.damage, view);
  out.soul = seen_pile(s, names, ps.soul, view);
  out.drop = seen_pile(s, names, ps.drop, view);
  out.trigger = seen_pile(s, names, ps.trigger, view);
  return out;
}

BattleUnit battle_unit(const GameState& s, const RecordNames& names, InstanceId u, Circle c) {
  return {s.card(u).owner, c, record_name(names, u)};
}

}  // namespace

Board snapshot(const GameState& s, const RecordNames& names, View view) {
  Board b;
  b.view = view;
  b.turn = s.turn;
  b.phase = s.phase;
  b.battle_step = s.step;
  b.turn_player = s.turn_player;
  for (Player p : {Player::A, Player::B}) b.players.push_back(seen_player(s, names, p, view));
  if (s.battle && s.battle->attacker != kNoInstance && s.battle->attacked != kNoInstance) {  // CR 7.3.1
    SeenBattle battle{battle_unit(s, names, s.battle->attacker, s.battle->attacker_circle),
                      battle_unit(s, names, s.battle->attacked, s.battle->attacked_circle), std::nullopt, s.battle->hit};
    if (s.battle->booster != kNoInstance) battle.booster = battle_unit(s, names, s.battle->booster, s.battle->booster_circle);
    b.battle = battle;
  }
  for (const Standing& st : s.standing)  // CR 8.6.2
    b.standing.push_back({st.master, seen_card(s, names, st.source, View::Full), st.ability + 1, s.ability(st.source, st.ability).text});
  b.over = s.over;
  b.winner = s.winner;
  return b;
}

// Always valid JSON in valid UTF-8, whatever the bytes (a card file's or a record's name need
// not be UTF-8): a byte that starts no UTF-8 sequence becomes U+FFFD; control characters, C1
// controls included, and U+2028/2029 (line ends to JavaScript) are escaped.
std::string json_string(std::string_view s) {
  std::string o = "\"";
  const auto escaped = [&o](unsigned code) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "\\u%04x", code);
    o += buf;
  };
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    const std::size_t n = utf8_length(s, i);
    const auto b1 = n > 1 ? static_cast<unsigned char>(s[i + 1]) : 0u;
    if (n == 0) {
      o += "\\ufffd";
      ++i;
      continue;
    }
    if (c == '"' || c == '\\') {
      o += '\\';
      o += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
      escaped(static_cast<unsigned char>(c));
    } else if (c == '<') {
      o += "\\u003c";  // the page embeds the JSON in a <script>: no "</script>" inside
    } else if (static_cast<unsigned char>(c) == 0xC2 && b1 < 0xA0) {
      escaped(b1);  // U+0080 to U+009F
    } else if (static_cast<unsigned char>(c) == 0xE2 && b1 == 0x80 && (static_cast<unsigned char>(s[i + 2]) & 0xFE) == 0xA8) {
      escaped(0x2028u + (static_cast<unsigned char>(s[i + 2]) & 1u));
    } else {
      o.append(s.substr(i, n));
    }
    i += n;
  }
  return o + "\"";
}

namespace {

std::string json_int(const std::optional<int>& v) { return v ? std::to_string(*v) : "null"; }
std::string json_name(const std::string& s) { return s.empty() ? "null" : json_string(s); }

}  // namespace

std::string to_json(const SeenCard& c) {
  return "{\"id\":" + json_name(c.id) + ",\"number\":" + json_name(c.number) + ",\"name\":" + json_name(c.name) +
         ",\"grade\":" + (c.known ? std::to_string(c.grade) : "null") + ",\"face_down\":" + (c.face_down ? "true" : "false") + "}";
}

namespace {

// Each card written whole, as to_json gives a board.
std::string whole_card(const SeenCard& c) { return to_json(c); }

std::string pile_json(const std::vector<SeenCard>& pile, const CardWriter& card) {
  std::string o = "[";
  for (std::size_t i = 0; i < pile.size(); ++i) o += (i ? "," : "") + card(pile[i]);
  return o + "]";
}

std::string unit_json(const SeenUnit& u, const CardWriter& card) {
  return "{\"circle\":" + json_string(to_string(u.circle)) + ",\"card\":" + card(u.card) +
         ",\"rested\":" + (u.rested ? "true" : "false") + ",\"power\":" + json_int(u.power) +
         ",\"critical\":" + json_int(u.critical) + ",\"shield\":" + json_int(u.shield) + "}";
}

std::string guardians_json(const std::vector<SeenUnit>& guardians, const CardWriter& card) {
  std::string o = "[";
  for (std::size_t i = 0; i < guardians.size(); ++i) o += (i ? "," : "") + unit_json(guardians[i], card);
  return o + "]";
}

std::string player_json(const SeenPlayer& p) {
  const CardWriter card = whole_card;
  std::string o = "{\"player\":" + json_string(to_string(p.player)) + ",\"deck\":" + std::to_string(p.deck) +
                  ",\"hand_count\":" + std::to_string(p.hand.size()) + ",\"soul_count\":" + std::to_string(p.soul.size()) +
                  ",\"damage_face_down\":" + std::to_string(p.damage_face_down()) + ",\"circles\":{";
  for (std::size_t i = 0; i < kBoardCircles.size(); ++i)
    o += (i ? "," : "") + json_string(to_string(kBoardCircles[i])) + ":" + (p.circles[i] ? unit_json(*p.circles[i], card) : "null");
  return o + "},\"legion_mate\":" + (p.legion_mate ? unit_json(*p.legion_mate, card) : "null") +
         ",\"guardians\":" + guardians_json(p.guardians, card) + ",\"hand\":" + pile_json(p.hand, card) +
         ",\"damage\":" + pile_json(p.damage, card) + ",\"soul\":" + pile_json(p.soul, card) + ",\"drop\":" + pile_json(p.drop, card) +
         ",\"trigger\":" + pile_json(p.trigger, card) + "}";
}

std::string battle_unit_json(const BattleUnit& u) {
  return "{\"player\":" + json_string(to_string(u.player)) + ",\"circle\":" + json_string(to_string(u.circle)) +
         ",\"id\":" + json_string(u.id) + "}";
}

std::string battle_json(const std::optional<SeenBattle>& b) {
  if (!b) return "null";
  return "{\"attacker\":" + battle_unit_json(b->attacker) + ",\"booster\":" + (b->booster ? battle_unit_json(*b->booster) : "null") +
         ",\"target\":" + battle_unit_json(b->target) + ",\"hit\":" + (b->hit ? "true" : "false") + "}";
}

std::string standing_json(const std::vector<SeenStanding>& standing, const CardWriter& card) {
  std::string o = "[";
  for (std::size_t i = 0; i < standing.size(); ++i) {
    const SeenStanding& s = standing[i];
    o += std::string(i ? "," : "") + "{\"player\":" + json_string(to_string(s.master)) + ",\"card\":" + card(s.card) +
         ",\"ability\":" + std::to_string(s.ability) + ",\"text\":" + json_string(s.text) + "}";
  }
  return o + "]";
}

// The parts of a player as add_player_parts gives them: these, then each circle of kBoardCircles.
constexpr std::array<const char*, 11> kPlayerPartKeys = {"deck", "hand_count", "soul_count", "damage_face_down", "legion_mate",
                                                         "guardians", "hand", "damage", "soul", "drop", "trigger"};

void add_player_parts(const SeenPlayer& p, const CardWriter& card, std::vector<std::string>& out) {
  out.push_back(std::to_string(p.deck));
  out.push_back(std::to_string(p.hand.size()));
  out.push_back(std::to_string(p.soul.size()));
  out.push_back(std::to_string(p.damage_face_down()));
  out.push_back(p.legion_mate ? unit_json(*p.legion_mate, card) : "null");
  out.push_back(guardians_json(p.guardians, card));
  for (const auto* pile : {&p.hand, &p.damage, &p.soul, &p.drop, &p.trigger}) out.push_back(pile_json(*pile, card));
  for (const auto& u : p.circles) out.push_back(u ? unit_json(*u, card) : "null");
}

}  // namespace

std::string to_json(const Board& b) {
  return "{\"step\":" + std::to_string(b.step) + ",\"line\":" + std::to_string(b.line) + ",\"view\":" + json_string(to_string(b.view)) +
         ",\"turn\":" + std::to_string(b.turn) + ",\"phase\":" + json_string(to_string(b.phase)) + ",\"battle_step\":" +
         json_string(to_string(b.battle_step)) + ",\"turn_player\":" + json_string(to_string(b.turn_player)) + ",\"players\":[" +
         player_json(b.players[0]) + "," + player_json(b.players[1]) + "],\"battle\":" + battle_json(b.battle) +
         ",\"standing\":" + standing_json(b.standing, whole_card) + ",\"over\":" + (b.over ? "true" : "false") +
         ",\"winner\":" + (b.winner ? json_string(to_string(*b.winner)) : "null") + "}";
}

const std::vector<std::string>& board_part_paths() {
  static const std::vector<std::string> kPaths = [] {
    std::vector<std::string> v = {"step", "line", "view", "turn", "phase", "battle_step", "turn_player", "battle", "standing", "over", "winner"};
    for (const char* player : {"players.0.", "players.1."}) {
      for (const char* key : kPlayerPartKeys) v.push_back(player + std::string(key));
      for (Circle c : kBoardCircles) v.push_back(player + std::string("circles.") + std::string(to_string(c)));
    }
    return v;
  }();
  return kPaths;
}

std::vector<std::string> board_parts(const Board& b, const CardWriter& card) {
  std::vector<std::string> out = {std::to_string(b.step), std::to_string(b.line), json_string(to_string(b.view)), std::to_string(b.turn),
                                  json_string(to_string(b.phase)), json_string(to_string(b.battle_step)),
                                  json_string(to_string(b.turn_player)), battle_json(b.battle), standing_json(b.standing, card),
                                  b.over ? "true" : "false", b.winner ? json_string(to_string(*b.winner)) : "null"};
  out.reserve(board_part_paths().size());
  for (const SeenPlayer& p : b.players) add_player_parts(p, card, out);
  return out;
}

namespace {

// "A12 Blaster Blade [G2]", "A12 (unknown)" or "(hidden)".
std::string card_text(const SeenCard& c) {
  if (c.id.empty()) return "(hidden)";
  std::string s = c.id + (c.known ? " " + c.name + " [G" + std::to_string(c.grade) + "]" : " (unknown)");
  return c.face_down ? s + " face down" : s;
}

std::string unit_text(const SeenUnit& u) {
  std::string s = std::string(to_string(u.circle)) + ": " + card_text(u.card) + (u.rested ? ", rest" : ", stand");
  if (u.power) s += ", power " + std::to_string(*u.power) + ", critical " + std::to_string(*u.critical);
  if (u.shield) s += ", shield " + std::to_string(*u.shield);
  return s;
}

std::string pile_text(const char* label, const std::vector<SeenCard>& pile) {
  std::string s = std::string("  ") + label + " (" + std::to_string(pile.size()) + "):";
  for (const SeenCard& c : pile) s += " " + card_text(c) + ";";
  return s + "\n";
}

std::string battle_unit_text(const BattleUnit& u) {
  return "player " + std::string(to_string(u.player)) + "'s " + u.id + " on " + std::string(to_string(u.circle));
}

std::string player_text(const SeenPlayer& p) {
  std::string s = "player " + std::string(to_string(p.player)) + ": deck " + std::to_string(p.deck) + ", hand " +
                  std::to_string(p.hand.size()) + ", damage " + std::to_string(p.damage.size()) + " (" +
                  std::to_string(p.damage_face_down()) + " face down), soul " + std::to_string(p.soul.size()) + "\n";
  for (const auto& u : p.circles)
    if (u) s += "  " + unit_text(*u) + "\n";
  if (p.legion_mate) s += "  " + unit_text(*p.legion_mate) + " (Legion Mate)\n";
  for (const SeenUnit& g : p.guardians) s += "  " + unit_text(g) + "\n";
  return s + pile_text("hand", p.hand) + pile_text("damage", p.damage) + pile_text("soul", p.soul) + pile_text("drop", p.drop) +
         pile_text("trigger zone", p.trigger);
}

}  // namespace

std::string to_text(const Board& b) {
  std::string s = "step " + std::to_string(b.step) + (b.line ? " (line " + std::to_string(b.line) + ")" : "") + ", turn " +
                  std::to_string(b.turn) + ", " + std::string(to_string(b.phase)) +
                  (b.battle_step != Step::None ? "/" + std::string(to_string(b.battle_step)) : "") + ", turn player " +
                  std::string(to_string(b.turn_player)) + ", view " + std::string(to_string(b.view)) + "\n";
  if (b.battle) {
    s += "battle: " + battle_unit_text(b.battle->attacker) + " attacks " + battle_unit_text(b.battle->target);
    if (b.battle->booster) s += ", boosted by " + battle_unit_text(*b.battle->booster);
    s += b.battle->hit ? " (hit)\n" : "\n";
  }
  for (const SeenPlayer& p : b.players) s += player_text(p);
  for (const SeenStanding& st : b.standing)
    s += "standing by: player " + std::string(to_string(st.master)) + ", ability " + std::to_string(st.ability) + " of " +
         card_text(st.card) + ": " + st.text + "\n";
  if (b.over) s += b.winner ? "game over: player " + std::string(to_string(*b.winner)) + " wins\n" : "game over: a draw\n";
  return s;
}

}  // namespace vg::desk
