#include "rulings/ruling_test.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cstring>
#include <map>
#include <sstream>

#include "engine/position.h"
#include "replays/codec.h"
#include "replays/event_xml.h"
#include "replays/input_file.h"
#include "replays/recorder.h"
#include "replays/replay.h"
#include "verifier/verifier.h"

namespace vg {

namespace {

constexpr int kMaxTurn = 9999;  // the highest turn a position may start at

// Bad input found while reading or running a test; reported as file:line:col.
struct BadInput {
  InputError error;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string join(const std::vector<std::string>& v, const std::string& sep = " ") {
  std::string out;
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? sep : "") + v[i];
  return out;
}

// A named card of the position: the test's id for it.
struct Named {
  std::string name;
  InstanceId instance = kNoInstance;
};

class Runner : private CardBinder {
 public:
  Runner(const std::string& path, const SourcePositions& pos, const CardPool& pool, const CardPool& vanilla, Edition edition)
      : path_(path), pos_(pos), pool_(pool), vanilla_(vanilla), edition_(edition) {}

  RulingResult run(const pugi::xml_node& test);
  // The table as a position file states it (docs/desk.md): the position, then the script's
  // decisions played in order; expectations and options are not checked. A decision that
  // cannot be played as written is bad input.
  void read_table(const pugi::xml_node& test);
  // The findings a decision would get at the table, on a copy of the game.
  std::vector<Finding> judge(const pugi::xml_node& e);
  const Game& game() const { return *game_; }
  Edition edition() const { return edition_; }
  int decisions() const { return decisions_; }
  // The position's ids of its cards (read_table names the unnamed ones).
  RecordNames names() const;

 private:
  void read_test_position(const pugi::xml_node& test);
  [[noreturn]] void bad(const pugi::xml_node& n, const std::string& message) const {
    auto [line, col] = pos_.at(static_cast<std::ptrdiff_t>(n.offset_debug()) - 1);
    throw BadInput{InputError{path_, line, col, message}};
  }
  std::pair<int, int> where(const pugi::xml_node& n) const { return pos_.at(static_cast<std::ptrdiff_t>(n.offset_debug()) - 1); }
  void fail(const pugi::xml_node& n, const std::string& what, const std::string& expected, const std::string& actual) {
    auto [line, col] = where(n);
    result_.failures.push_back({line, col, what, expected, actual});
  }
  // One check: counts it, and records a failure when the values differ.
  void check(const pugi::xml_node& n, const std::string& what, const std::string& expected, const std::string& actual) {
    ++result_.checks;
    if (expected != actual) fail(n, what, expected, actual);
  }

  std::string attr(const pugi::xml_node& n, const char* name, bool required = true) const {
    pugi::xml_attribute a = n.attribute(name);
    if (!a && required) bad(n, "<" + std::string(n.name()) + "> needs the attribute '" + name + "'");
    return a ? a.value() : "";
  }
  bool flag(const pugi::xml_node& n, const char* name, bool otherwise) const {
    pugi::xml_attribute a = n.attribute(name);
    if (!a) return otherwise;
    std::string v = a.value();
    if (v == "true" || v == "yes" || v == "on") return true;
    if (v == "false" || v == "no" || v == "off") return false;
    bad(n, "'" + std::string(name) + "' must be true or false, not '" + v + "'");
  }
  Player player(const pugi::xml_node& n, const char* name = "player") const {
    std::string v = attr(n, name);
    if (v == "A") return Player::A;
    if (v == "B") return Player::B;
    bad(n, "player must be A or B, not '" + v + "'");
  }
  Circle circle(const pugi::xml_node& n, const std::string& v) const {
    auto c = circle_from_string(v);
    if (!c) bad(n, "unknown circle '" + v + "'");
    return *c;
  }
  // A whole number attribute from min to max, strictly read (replays/input_file.h).
  int whole_attr(const pugi::xml_node& n, const char* name, int min, int max) const {
    const std::string text = attr(n, name);
    auto v = whole_number(text, min, max);
    if (!v) bad(n, "<" + std::string(n.name()) + "> " + whole_number_error(name, text, min, max));
    return *v;
  }
  CardId card_number(const pugi::xml_node& n, const std::string& number) const {
    CardId id = pool_.find(number);
    if (id == kUnknownCard) bad(n, "unknown card " + number);
    if (auto outside = outside_edition(pool_[id], edition_)) bad(n, *outside);
    return id;
  }

  void read_position(const pugi::xml_node& n);
  void read_player_cards(const pugi::xml_node& p, PlayerPosition& pp, std::vector<std::string>& unit_names,
                         std::map<Zone, std::vector<std::string>>& pile_names);
  void read_pile(const pugi::xml_node& n, std::vector<PositionCard>& pile, std::vector<std::string>& names, bool damage);

  const GameState& st() const { return game_->state(); }
  std::string name(InstanceId i) const;
  std::string card_text(InstanceId i) const;
  // A card an event names: card="ID", or is="NUMBER" (the first such card of the player in
  // `zones`), or circle="..." (the unit there, of `owner`).
  InstanceId find(const pugi::xml_node& n, const CardRef& r, Player owner, const std::vector<Zone>& zones) const;
  InstanceId ref(const pugi::xml_node& n) const;
  void name_ability(const pugi::xml_node& n, Event& ev) const;
  InstanceId unit_token(const pugi::xml_node& n, Player p, const std::string& token) const;
  std::optional<InstanceId> card(const Event& e, const CardRef& r, CardRole role) override;
  std::optional<InstanceId> unit(const Event& e, const std::string& token) override;
  std::vector<Action> actions(const pugi::xml_node& e, const Event& ev, const Game& g);
  void settle(Game& g);
  void play_chance(Game& g);
  void track_retires();
  void check_retire(const pugi::xml_node& e);
  Event script_event(const pugi::xml_node& e) const;

  // Applies an event to `g`: nullopt when every action was accepted; else the first refusal.
  // `unscripted` receives the request the event did not answer, if any.
  std::optional<RuleViolation> apply(const pugi::xml_node& e, Game& g, std::string& unscripted, bool refusal_expected = false);
  bool event(const pugi::xml_node& e);  // false: the test cannot go on
  void expect(const pugi::xml_node& e);
  void expect_unit(const pugi::xml_node& c);
  void expect_zone(const pugi::xml_node& c);
  void expect_card(const pugi::xml_node& c);
  void expect_game(const pugi::xml_node& c);
  void expect_decision(const pugi::xml_node& c);
  void check_words(const pugi::xml_node& c, const char* attribute, const std::string& where, std::vector<std::string> got);
  void options(const pugi::xml_node& e, bool legal);

  const std::string& path_;
  const SourcePositions& pos_;
  const CardPool& pool_;
  const CardPool& vanilla_;
  Edition edition_;  // the test's rules="..."
  RulingResult result_;
  Position position_;
  int cards_ = 0;  // cards of the position read so far (bounded)
  std::map<std::string, InstanceId> ids_;
  std::vector<InstanceId> taken_;       // the cards the event being read has named so far
  const pugi::xml_node* reading_ = nullptr;  // the element being read, for positions
  const CardPool* played_ = nullptr;  // pool_ or vanilla_
  std::optional<Game> game_;
  std::vector<InstanceId> field_;    // the units on the field when last looked at
  std::vector<InstanceId> retired_;  // units the game retired that no <retire> has stated yet
  int decisions_ = 0;                // decisions of the script played (read_table)
};

const std::vector<std::pair<const char*, Zone>> kPiles = {
    {"hand", Zone::Hand}, {"deck", Zone::Deck}, {"damage", Zone::Damage}, {"soul", Zone::Soul}, {"drop", Zone::Drop}};

void Runner::read_pile(const pugi::xml_node& n, std::vector<PositionCard>& pile, std::vector<std::string>& names, bool damage) {
  for (pugi::xml_node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    if (std::strcmp(c.name(), "card") != 0) bad(c, "unknown element <" + std::string(c.name()) + "> in <" + n.name() + ">");
    const int count = c.attribute("count") ? whole_attr(c, "count", 1, kMaxDeckCards) : 1;
    if (count > 1 && c.attribute("card")) bad(c, "a card with an id cannot have a count");
    cards_ += count;
    if (cards_ > kPlayers * kMaxDeckCards)
      bad(c, "the position has more than " + std::to_string(kPlayers * kMaxDeckCards) + " cards, the most a ruling test may give");
    for (int k = 0; k < count; ++k) {
      PositionCard pc;
      pc.card = card_number(c, attr(c, "is"));
      pc.face_down = damage && flag(c, "face-down", false);
      pile.push_back(pc);
      names.push_back(c.attribute("card").value());
    }
  }
}

// One <player> of a position: the units by circle, the piles, and the test's ids for them.
void Runner::read_player_cards(const pugi::xml_node& p, PlayerPosition& pp, std::vector<std::string>& unit_names,
                               std::map<Zone, std::vector<std::string>>& pile_names) {
  for (pugi::xml_node c : p.children()) {
    if (c.type() != pugi::node_element) continue;
    std::string tag = c.name();
    if (tag == "unit") {
      PositionCard u;
      u.card = card_number(c, attr(c, "is"));
      u.circle = circle(c, attr(c, "circle"));
      u.rested = flag(c, "rested", false);
      u.legion_mate = flag(c, "legion-mate", false);  // CR 1.31 10.1.24.2: the vanguard's Legion Mate
      pp.units.push_back(u);
      unit_names.push_back(c.attribute("card").value());
      continue;
    }
    auto it = std::find_if(kPiles.begin(), kPiles.end(), [&](const auto& k) { return tag == k.first; });
    if (it == kPiles.end()) bad(c, "unknown element <" + tag + "> in <player>");
    std::vector<PositionCard>& pile = it->second == Zone::Hand ? pp.hand : it->second == Zone::Deck ? pp.deck
                                      : it->second == Zone::Damage ? pp.damage : it->second == Zone::Soul ? pp.soul : pp.drop;
    read_pile(c, pile, pile_names[it->second], it->second == Zone::Damage);
  }
}

void Runner::read_position(const pugi::xml_node& n) {
  position_.turn = whole_attr(n, "turn", 1, kMaxTurn);
  position_.turn_player = player(n, "turn-player");
  position_.first_player = n.attribute("first-player") ? player(n, "first-player")
                           : position_.turn % 2 == 1   ? position_.turn_player
                                                       : opponent(position_.turn_player);
  std::string at = attr(n, "at");
  position_.at = at == "ride" ? Decision::Ride : at == "main" ? Decision::Main : at == "start-step" ? Decision::StartStep : Decision::GameOver;
  if (position_.at == Decision::GameOver) bad(n, "at must be ride, main or start-step, not '" + at + "'");
  position_.rode_this_turn = flag(n, "rode", false);
  std::array<std::vector<std::string>, kPlayers> unit_names;
  std::array<std::map<Zone, std::vector<std::string>>, kPlayers> pile_names;
  std::array<bool, kPlayers> seen{};
  for (pugi::xml_node p : n.children()) {
    if (p.type() != pugi::node_element) continue;
    if (std::strcmp(p.name(), "player") != 0) bad(p, "unknown element <" + std::string(p.name()) + "> in <position>");
    Player who = player(p, "id");
    auto pi = static_cast<std::size_t>(index(who));
    if (seen[pi]) bad(p, "player " + std::string(to_string(who)) + " is described twice");
    seen[pi] = true;
    PlayerPosition& pp = position_.players[pi];
    read_player_cards(p, pp, unit_names[pi], pile_names[pi]);
    if (std::none_of(pp.units.begin(), pp.units.end(), [](const PositionCard& u) { return u.circle == Circle::Vanguard; }))
      bad(p, "player " + std::string(to_string(who)) + " needs a unit on the vanguard circle");
  }
  if (!seen[0] || !seen[1]) bad(n, "<position> needs a <player> for both A and B");
  position_.edition = edition_;
  if (auto e = position_game(*played_, position_, game_)) bad(n, "not a possible position: " + *e);
  // The test's ids for the cards it named.
  auto name_all = [&](const std::vector<PositionCard>& cards, const std::vector<std::string>& names) {
    for (std::size_t k = 0; k < cards.size() && k < names.size(); ++k) {
      if (names[k].empty()) continue;
      if (ids_.count(names[k])) bad(n, "the card id '" + names[k] + "' is given twice");
      ids_[names[k]] = cards[k].instance;
    }
  };
  for (std::size_t pi = 0; pi < kPlayers; ++pi) {
    const PlayerPosition& pp = position_.players[pi];
    name_all(pp.units, unit_names[pi]);
    name_all(pp.hand, pile_names[pi][Zone::Hand]);
    name_all(pp.deck, pile_names[pi][Zone::Deck]);
    name_all(pp.damage, pile_names[pi][Zone::Damage]);
    name_all(pp.soul, pile_names[pi][Zone::Soul]);
    name_all(pp.drop, pile_names[pi][Zone::Drop]);
  }
}

std::string Runner::name(InstanceId i) const {
  for (const auto& [n, inst] : ids_)
    if (inst == i) return n;
  return "#" + std::to_string(i);
}

// "ID (TD01/005)", or the number alone for a card the test did not name.
std::string Runner::card_text(InstanceId i) const {
  std::string number = st().identified(i) ? st().def(i).number : "?";
  for (const auto& [n, inst] : ids_)
    if (inst == i) return n + " (" + number + ")";
  return number;
}

InstanceId Runner::unit_token(const pugi::xml_node& n, Player p, const std::string& token) const {
  if (auto c = circle_from_string(token)) {
    InstanceId u = st().unit_at(p, *c);
    if (u == kNoInstance) bad(n, "player " + std::string(to_string(p)) + " has no unit on " + token);
    return u;
  }
  auto it = ids_.find(token);
  if (it == ids_.end()) bad(n, "unknown card id '" + token + "'");
  return it->second;
}

// A card a test names: by its id, by the circle of a unit, or by number (the first such card of
// `owner` in `zones` the event has not named yet).
InstanceId Runner::find(const pugi::xml_node& n, const CardRef& r, Player owner, const std::vector<Zone>& zones) const {
  if (!r.id.empty()) {
    auto it = ids_.find(r.id);
    if (it == ids_.end()) bad(n, "unknown card id '" + r.id + "'");
    return it->second;
  }
  if (r.circle) return unit_token(n, r.owner.value_or(owner), std::string(to_string(*r.circle)));
  if (r.is == kUnknownCard) bad(n, "<" + std::string(n.name()) + "> needs card=\"ID\", is=\"NUMBER\" or circle=\"...\"");
  for (Zone z : zones) {
    std::vector<InstanceId> cards;
    if (z == Zone::Field) {
      cards = st().units(owner);
    } else {
      cards = st().pile(owner, z);
      if (z == Zone::Deck) std::reverse(cards.begin(), cards.end());  // top first
      if (z == Zone::Damage)  // face-up cards first (they pay counter blasts)
        std::stable_partition(cards.begin(), cards.end(), [&](InstanceId c) { return !st().card(c).face_down; });
    }
    for (InstanceId c : cards)
      if (st().card(c).card == r.is && std::find(taken_.begin(), taken_.end(), c) == taken_.end()) return c;
  }
  bad(n, "player " + std::string(to_string(owner)) + " has no " + (*played_)[r.is].number + " where this event looks for it");
}

// A card an <expect> names: card="ID" or circle="..." (of player, A unless given).
InstanceId Runner::ref(const pugi::xml_node& n) const {
  CardRef r;
  r.id = n.attribute("card").value();
  if (n.attribute("circle")) r.circle = circle(n, n.attribute("circle").value());
  return find(n, r, n.attribute("player") ? player(n) : Player::A, {});
}

const std::vector<Zone> kAnywhere = {Zone::Field, Zone::Hand, Zone::Damage, Zone::Soul, Zone::Drop, Zone::Deck};

// An ability named by its short name, on a card the event names by id or circle: the card's own.
void Runner::name_ability(const pugi::xml_node& n, Event& ev) const {
  const CardDef& def = st().def(find(n, ev.card, ev.card.owner.value_or(ev.player), kAnywhere));
  ev.ability = ability_named(def, ev.ability_name);
  if (ev.ability == 0) bad(n, no_ability_named(def, ev.ability_name));
}

// CardBinder: where an event of a test finds the cards it names.
std::optional<InstanceId> Runner::card(const Event& e, const CardRef& r, CardRole role) {
  const std::vector<Zone> zones = role == CardRole::FromHand    ? std::vector<Zone>{Zone::Hand}
                                  : role == CardRole::TopOfDeck ? std::vector<Zone>{Zone::Deck}
                                  : role == CardRole::Cost      ? std::vector<Zone>{Zone::Damage, Zone::Soul, Zone::Hand, Zone::Field}
                                                                : kAnywhere;
  const InstanceId c = find(*reading_, r, r.owner.value_or(e.player), zones);
  taken_.push_back(c);
  return c;
}

std::optional<InstanceId> Runner::unit(const Event& e, const std::string& token) { return unit_token(*reading_, e.player, token); }

// The engine answers an event stands for, through the record's codec (replays/codec.h). An
// attack declared while the battle is already past its start step leaves out the start.
std::vector<Action> Runner::actions(const pugi::xml_node& n, const Event& ev, const Game& g) {
  taken_.clear();
  reading_ = &n;
  Actions out;
  const bool bound = to_actions(ev, *this, out);
  reading_ = nullptr;
  if (!bound) bad(n, "the event names a card the test cannot find");
  // An attack written when the game already asks for the attacker has its "attack" decided.
  if (ev.kind == EventKind::Attack && g.request().decision == Decision::Attacker) out.erase(out.begin());
  return {out.begin(), out.end()};
}

// A decision of the script, read by the record's event reader (names by number or circle allowed).
Event Runner::script_event(const pugi::xml_node& e) const {
  Event ev;
  EventVocabulary vocabulary;
  vocabulary.refs_by_number_or_circle = true;
  vocabulary.container = "script";
  if (auto err = read_event(e, path_, pos_, *played_, ev, vocabulary)) throw BadInput{*err};
  return ev;
}

// Plays out chance; in the test's game, notes the units retired meanwhile (for <retire>).
void Runner::settle(Game& g) {
  play_chance(g);
  if (&g == &*game_) track_retires();
}

// CR 10.1.3.2: a unit that went from the field to the drop zone was retired.
void Runner::track_retires() {
  for (InstanceId u : field_)
    if (st().card(u).zone == Zone::Drop && std::find(retired_.begin(), retired_.end(), u) == retired_.end()) retired_.push_back(u);
  field_.clear();
  for (Player p : {Player::A, Player::B})
    for (InstanceId u : st().units(p)) field_.push_back(u);
}

// <retire card>: the unit was retired by the decisions before it (each retire stated once).
void Runner::check_retire(const pugi::xml_node& e) {
  Event ev = script_event(e);
  settle(*game_);
  const InstanceId c = find(e, ev.card, ev.player, {Zone::Drop, Zone::Field, Zone::Hand, Zone::Soul, Zone::Damage, Zone::Deck});
  const CardState& cs = st().card(c);
  auto it = std::find(retired_.begin(), retired_.end(), c);
  const std::string where = cs.zone == Zone::Field ? "not retired: still on " + std::string(to_string(cs.circle))
                                                   : "not retired: in the " + std::string(to_string(cs.zone));
  const std::string retired = "retired " + cr::cite(cr::kRetired, edition_);
  check(e, "<retire> " + card_text(c), retired, it != retired_.end() ? retired : where);
  if (it != retired_.end()) retired_.erase(it);
}

// Chance: a card from the top of a deck is the top card of the position's deck (listed top
// first); a shuffle leaves the order as it is (the test decides the deck order).
void Runner::play_chance(Game& g) {
  for (int guard = 0; guard < 1000 && !g.over(); ++guard) {
    const Request& r = g.request();
    if (r.decision == Decision::TopCard) {
      Action a = Action::make(ActionKind::TopCard, r.player);
      a.card = g.state().player(r.player).deck.back();
      if (g.submit(a)) return;
    } else if (r.decision == Decision::Shuffle) {
      if (g.submit(Action::make(ActionKind::Shuffle, r.player))) return;
    } else {
      return;
    }
  }
}

// Moves past an optional automatic ability standing by for the player the game asks: not
// played (FORMAT.md, "What the verifier infers"). False when none stands by.
bool decline_optional(Game& g) {
  const Request& r = g.request();
  if (r.decision != Decision::PlayAuto) return false;
  const GameState& s = g.state();
  for (const Standing& st : s.standing)
    if (st.master == r.player && s.ability(st.source, st.ability).optional) {
      Action d = Action::make(ActionKind::PlayAuto, r.player);
      d.card = st.source;
      d.ability = st.ability;
      d.none = true;
      return !g.submit(d);
    }
  return false;
}

std::string describe(const Request& r) {
  return std::string(to_string(r.decision)) + " from player " + std::string(to_string(r.player));
}

// Plays a scripted decision. One that does not answer the pending request is unscripted,
// unless the test expects a refusal: then it gets the refusal the rules give a decision out of
// place (any decision can be written anywhere and expected illegal).
std::optional<RuleViolation> Runner::apply(const pugi::xml_node& e, Game& g, std::string& unscripted, bool refusal_expected) {
  settle(g);
  Event ev = script_event(e);
  if (ev.ability == 0 && !ev.ability_name.empty()) name_ability(e, ev);
  std::vector<Action> list = actions(e, ev, g);
  for (Action& a : list) {
    const Request& r = g.request();
    const bool fits = a.kind == ActionKind::Concede ||
                      (answers(r.decision, a.kind) && r.player == a.player && event_fits(ev, r, g.state().step));
    if (!fits) {
      if (refusal_expected)
        if (auto v = g.check(a)) return v;
      unscripted = g.over() ? "the game is over" : "the game asks for " + describe(r);
      return std::nullopt;
    }
    if (auto v = g.submit(a)) return v;
    settle(g);
  }
  return std::nullopt;
}

bool Runner::event(const pugi::xml_node& e) {
  const std::string expected_kind = lower(e.attribute("finding").value());
  const std::string expected_rule = e.attribute("rule").value();
  if (!expected_kind.empty() && expected_kind != "illegal" && expected_kind != "missed" && expected_kind != "inconsistent")
    bad(e, "finding must be illegal, missed or inconsistent, not '" + expected_kind + "'");
  const std::string what = "<" + std::string(e.name()) + ">";
  settle(*game_);
  if (game_->over()) {
    fail(e, "scripted decision left unused", what + " answers a request", "the game is over");
    return false;
  }
  if (expected_kind == "missed") {  // the script moves past a requirement of the game
    const std::string rule(cr::number(required_by(game_->request(), game_->state()), edition_));
    std::string moved_past = describe(game_->request());
    if (!game_->skip(true)) {
      fail(e, what + " finding", "MISSED [CR " + expected_rule + "]", "no requirement to move past (" + moved_past + ")");
      return false;
    }
    check(e, what + " finding", "MISSED [CR " + expected_rule + "]", "MISSED [CR " + rule + "]");
  }
  if (flag(e, "implied-decline", false)) {  // moves past an optional ability: not played
    const Request& r = game_->request();
    if (r.decision != Decision::PlayAuto) {
      fail(e, what + " implied decline", "an optional automatic ability standing by", describe(r));
      return false;
    }
    decline_optional(*game_);
  }
  std::string unscripted;
  auto v = apply(e, *game_, unscripted, expected_kind == "illegal" || expected_kind == "inconsistent");
  if (!unscripted.empty()) {
    fail(e, "a decision the script does not answer", what + " answers the next request", unscripted);
    return false;
  }
  if (expected_kind == "illegal" || expected_kind == "inconsistent") {
    std::string want = lower(expected_kind) == "illegal" ? "ILLEGAL" : "INCONSISTENT";
    want += expected_rule.empty() ? "" : " [CR " + expected_rule + "]";
    std::string got = !v ? "accepted" : std::string(v->kind == ViolationKind::Illegal ? "ILLEGAL" : "INCONSISTENT") +
                                             (expected_rule.empty() ? "" : " " + cr::cite(v->rule, edition_));
    check(e, what + " finding", want, got);
    if (v && got != want) result_.failures.back().actual += ": " + v->message;
    return !v || got == want;
  }
  if (v) {
    fail(e, what + " refused", "accepted", "ILLEGAL " + v->to_string());
    return false;
  }
  return true;
}

void Runner::options(const pugi::xml_node& e, bool legal) {
  for (pugi::xml_node o : e.children()) {
    if (o.type() != pugi::node_element) continue;
    Game copy = *game_;
    std::string unscripted;
    auto v = apply(o, copy, unscripted, !legal);
    const std::string what = std::string(legal ? "<legal>" : "<illegal>") + " <" + o.name() + ">";
    const bool rule_given = o.attribute("rule") || e.attribute("rule");
    if (!unscripted.empty()) {  // not an answer the game asks for now, and not refused: not an option
      if (legal) fail(o, what, "legal", "not asked for: " + unscripted);
      else check(o, what, rule_given ? "refused [CR " + std::string(o.attribute("rule") ? o.attribute("rule").value() : e.attribute("rule").value()) + "]" : "refused",
                 rule_given ? "not asked for, with no rule: " + unscripted : "refused");
      continue;
    }
    if (legal) {
      check(o, what, "legal", v ? "refused: " + v->to_string() : "legal");
    } else {
      std::string rule = o.attribute("rule") ? o.attribute("rule").value() : e.attribute("rule").value();
      std::string want = "refused" + (rule.empty() ? "" : " [CR " + rule + "]");
      std::string got = !v ? "legal" : "refused" + (rule.empty() ? "" : " " + cr::cite(v->rule, edition_));
      check(o, what, want, got);
      if (v && got != want) result_.failures.back().actual += ": " + v->message;
    }
  }
}

std::string request_kind(Decision d) {
  switch (d) {
    case Decision::Ride: return "ride";
    case Decision::Main: return "main";
    case Decision::StartStep: return "start-step";
    case Decision::Attacker: return "attacker";
    case Decision::Target: return "target";
    case Decision::Booster: return "booster";
    case Decision::Guard: return "guard";
    case Decision::TriggerEffect: return "trigger";
    case Decision::PlayAuto: return "ability";
    case Decision::Choose: return "choose";
    case Decision::GameOver: return "game-over";
    default: return "chance";
  }
}

// <unit player circle ...>: the unit on a circle, its card, power, critical, orientation, skill.
void Runner::expect_unit(const pugi::xml_node& c) {
  const Player p = player(c);
  const std::string circ = attr(c, "circle");
  const InstanceId u = st().unit_at(p, circle(c, circ));
  const std::string where = "player " + std::string(to_string(p)) + "'s " + circ;
  if (c.attribute("empty")) {
    check(c, where, flag(c, "empty", true) ? "empty" : "a unit", u == kNoInstance ? "empty" : card_text(u));
    return;
  }
  if (u == kNoInstance) {
    check(c, where, "a unit", "empty");
    return;
  }
  if (c.attribute("card")) check(c, where + " card", c.attribute("card").value(), name(u));
  if (c.attribute("is")) check(c, where + " card", c.attribute("is").value(), st().def(u).number);
  if (c.attribute("power")) check(c, where + " power", c.attribute("power").value(), std::to_string(st().power(u)));
  if (c.attribute("critical")) check(c, where + " critical", c.attribute("critical").value(), std::to_string(st().critical(u)));
  if (c.attribute("rested")) check(c, where + " orientation", flag(c, "rested", false) ? "rested" : "standing", st().card(u).rested ? "rested" : "standing");
  if (c.attribute("skill")) check(c, where + " skill", c.attribute("skill").value(), std::string(to_string(st().skill(u))));
}

// The words of an attribute against the cards' words, in order only when ordered="true".
void Runner::check_words(const pugi::xml_node& c, const char* attribute, const std::string& where, std::vector<std::string> got) {
  std::vector<std::string> want = words(c.attribute(attribute).value());
  if (!flag(c, "ordered", false)) {
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
  }
  check(c, where, join(want), join(got));
}

// <zone player zone ...>: a pile's count, its cards by id or number, its face-down cards.
void Runner::expect_zone(const pugi::xml_node& c) {
  const Player p = player(c);
  const std::string zn = attr(c, "zone");
  auto z = zone_from_string(zn);
  if (!z || *z == Zone::Field) bad(c, "zone must be hand, deck, drop, soul, damage, bind or trigger, not '" + zn + "'");
  std::vector<InstanceId> cards = st().pile(p, *z);
  if (*z == Zone::Deck) std::reverse(cards.begin(), cards.end());
  const std::string where = "player " + std::string(to_string(p)) + "'s " + zn;
  if (c.attribute("count")) check(c, where + " count", c.attribute("count").value(), std::to_string(cards.size()));
  std::vector<std::string> ids, numbers;
  for (InstanceId i : cards) {
    ids.push_back(name(i));
    numbers.push_back(st().identified(i) ? st().def(i).number : "?");
  }
  if (c.attribute("cards")) check_words(c, "cards", where, ids);
  if (c.attribute("is")) check_words(c, "is", where, numbers);
  if (c.attribute("face-down")) {
    int n = 0;
    for (InstanceId i : cards) n += st().card(i).face_down ? 1 : 0;
    check(c, where + " face-down cards", c.attribute("face-down").value(), std::to_string(n));
  }
}

// <card card=ID ...>: where one card is, face up or down, rested or standing.
void Runner::expect_card(const pugi::xml_node& c) {
  const InstanceId i = ref(c);
  const CardState& cs = st().card(i);
  std::string at = cs.zone == Zone::Field ? "field " + std::string(to_string(cs.circle)) : std::string(to_string(cs.zone));
  if (c.attribute("zone")) check(c, name(i) + " zone", c.attribute("zone").value(), at);
  if (c.attribute("face-down")) check(c, name(i) + " face", flag(c, "face-down", false) ? "face down" : "face up", cs.face_down ? "face down" : "face up");
  if (c.attribute("rested")) check(c, name(i) + " orientation", flag(c, "rested", false) ? "rested" : "standing", cs.rested ? "rested" : "standing");
}

// <game ...>: over, winner, turn, phase.
void Runner::expect_game(const pugi::xml_node& c) {
  if (c.attribute("over")) check(c, "game over", flag(c, "over", false) ? "over" : "going on", st().over ? "over" : "going on");
  if (c.attribute("winner"))
    check(c, "winner", c.attribute("winner").value(), !st().over ? "none (the game goes on)" : st().winner ? std::string(to_string(*st().winner)) : "draw");
  if (c.attribute("turn")) check(c, "turn", c.attribute("turn").value(), std::to_string(st().turn));
  if (c.attribute("phase")) check(c, "phase", c.attribute("phase").value(), std::string(to_string(st().phase)));
}

// <decision kind player>: what the game asks for now.
void Runner::expect_decision(const pugi::xml_node& c) {
  const Request& r = game_->request();
  std::string got = request_kind(r.decision) + (r.decision == Decision::GameOver ? "" : " " + std::string(to_string(r.player)));
  std::string want = attr(c, "kind") + (c.attribute("player") ? " " + std::string(c.attribute("player").value()) : "");
  if (!c.attribute("player")) got = request_kind(r.decision);
  check(c, "pending decision", want, got);
}

void Runner::expect(const pugi::xml_node& e) {
  settle(*game_);
  for (pugi::xml_node c : e.children()) {
    if (c.type() != pugi::node_element) continue;
    const std::string tag = c.name();
    if (tag == "unit") expect_unit(c);
    else if (tag == "zone") expect_zone(c);
    else if (tag == "card") expect_card(c);
    else if (tag == "game") expect_game(c);
    else if (tag == "decision") expect_decision(c);
    else bad(c, "unknown element <" + tag + "> in <expect>");
  }
}

RulingResult Runner::run(const pugi::xml_node& test) {
  result_ = RulingResult{};
  result_.path = path_;
  result_.id = attr(test, "id");
  result_.line = where(test).first;
  pugi::xml_node ruling = test.child("ruling");
  result_.description = ruling ? ruling.text().get() : test.attribute("description").value();
  read_test_position(test);
  track_retires();
  bool going = true;
  for (pugi::xml_node n : test.children()) {
    if (n.type() != pugi::node_element) continue;
    const std::string tag = n.name();
    if (tag == "ruling" || tag == "position") continue;
    if (tag == "expect") {
      if (going) expect(n);
      continue;
    }
    if (tag != "script") bad(n, "unknown element <" + tag + "> in <ruling-test>");
    for (pugi::xml_node e : n.children()) {
      if (e.type() != pugi::node_element) continue;
      const std::string t = e.name();
      if (!going) {
        if (t != "expect" && t != "legal" && t != "illegal") fail(e, "scripted decision left unused", "<" + t + "> is played", "the test stopped before it");
        continue;
      }
      if (t == "expect") expect(e);
      else if (t == "legal") options(e, true);
      else if (t == "illegal") options(e, false);
      else if (t == "note") continue;
      else if (t == "retire") check_retire(e);
      else going = event(e);
    }
  }
  if (!game_->script_error().empty()) fail(test, "card script", "runs", game_->script_error());
  return result_;
}

// The test's abilities switch and its <position>: the table a test (run) or a question at the
// table (read_table) starts from.
void Runner::read_test_position(const pugi::xml_node& test) {
  const std::string ab = test.attribute("abilities") ? test.attribute("abilities").value() : "on";
  if (ab != "on" && ab != "off") bad(test, "abilities must be on or off, not '" + ab + "'");
  played_ = ab == "on" ? &pool_ : &vanilla_;
  pugi::xml_node position = test.child("position");
  if (!position) bad(test, "<ruling-test> needs a <position>");
  read_position(position);
}

void Runner::read_table(const pugi::xml_node& test) {
  read_test_position(test);
  // A card the position left unnamed is named as a record names it, so that the legal actions
  // listed with that name (desk::legal_events) can be asked about in turn.
  for (std::size_t i = 0; i < st().cards.size(); ++i) {
    const auto instance = static_cast<InstanceId>(i);
    if (std::any_of(ids_.begin(), ids_.end(), [&](const auto& id) { return id.second == instance; })) continue;
    ids_.emplace(Recorder::instance_name(st(), instance), instance);  // none when the position gave that id to another card
  }
  track_retires();
  for (pugi::xml_node n : test.children("script"))
    for (pugi::xml_node e : n.children()) {
      if (e.type() != pugi::node_element) continue;
      const std::string t = e.name();
      if (t == "expect" || t == "legal" || t == "illegal" || t == "note" || t == "retire") continue;
      const bool going = event(e);
      if (!result_.failures.empty()) {
        const RulingFailure& f = result_.failures.front();
        throw BadInput{InputError{path_, f.line, f.column, "the table cannot be reached: " + f.what + ": " + f.expected + " | " + f.actual}};
      }
      if (!going) bad(e, "the table cannot be reached: <" + t + "> cannot be played");
      ++decisions_;
    }
  settle(*game_);
  if (!game_->script_error().empty()) bad(test, "card script: " + game_->script_error());
}

RecordNames Runner::names() const {
  RecordNames out(st().cards.size());
  for (const auto& [n, inst] : ids_) out[static_cast<std::size_t>(inst)] = n;
  return out;
}

std::vector<Finding> Runner::judge(const pugi::xml_node& e) {
  Game g = *game_;
  settle(g);
  Event ev = script_event(e);
  if (ev.kind == EventKind::Note || ev.kind == EventKind::Retire)
    bad(e, "<" + std::string(e.name()) + "> states what happened and is not a decision: ask about a decision (replays/FORMAT.md)");
  if (ev.ability == 0 && !ev.ability_name.empty()) name_ability(e, ev);
  const std::vector<Action> list = actions(e, ev, g);
  const RecordNames named = names();
  std::vector<Finding> out;
  auto add = [&](FindingKind kind, const GameState& at, Player who, cr::Rule rule, const std::string& message) {
    Finding f;
    f.kind = kind;
    f.step = decisions_ + 1;
    f.turn = at.turn;
    f.phase = at.phase;
    f.battle_step = at.step;
    f.player = who;
    f.rule = rule;
    f.message = with_record_names(message, named);
    f.edition = edition_;
    out.push_back(std::move(f));
  };
  constexpr int kMostMovedPast = 64;  // requests one decision may move past (a loop guard)
  for (const Action& a : list) {
    // The decision moves past what the game asks for before it, when it fits after that: an
    // optional ability is not played; a requirement (a mandatory automatic ability, a trigger's
    // effect, a choice) is MISSED. A decision that fits nowhere ahead is refused where it stands.
    Game ahead = g;
    std::vector<Finding> moved_past;
    std::swap(out, moved_past);
    bool fits = false;
    for (int moved = 0; moved < kMostMovedPast && !ahead.over(); ++moved) {
      settle(ahead);
      const Request& r = ahead.request();
      fits = a.kind == ActionKind::Concede || (answers(r.decision, a.kind) && r.player == a.player && event_fits(ev, r, ahead.state().step));
      if (fits) break;
      if (decline_optional(ahead)) continue;
      const Request asked = r;
      const GameState before = ahead.state();
      if (!ahead.skip()) break;
      const std::string words = missed_words(asked, before, "before <" + std::string(to_string(ev.kind)) + ">");
      if (!words.empty()) add(FindingKind::Missed, before, asked.player, required_by(asked, before), words);
    }
    std::swap(out, moved_past);
    if (fits) {
      g = std::move(ahead);
      out.insert(out.end(), moved_past.begin(), moved_past.end());
    }
    const GameState at = g.state();
    if (auto v = g.submit(a)) {
      add(v->kind == ViolationKind::Illegal ? FindingKind::Illegal : FindingKind::Inconsistent, at, a.player, v->rule, v->message);
      break;
    }
    settle(g);
  }
  return out;
}

// A ruling test file read and parsed: its text, positions and the <ruling-test> elements.
struct LoadedFile {
  std::string text;
  std::optional<SourcePositions> positions;
  pugi::xml_document doc;
  std::vector<pugi::xml_node> tests;
};

std::optional<InputError> load_file(const std::string& path, std::size_t max_bytes, LoadedFile& out) {
  auto read = read_input_file(path, max_bytes, "ruling test");
  if (auto* e = std::get_if<InputError>(&read)) return *e;
  out.text = std::get<std::string>(std::move(read));
  if (auto e = forbidden_reference(path, out.text)) return *e;
  const SourcePositions& positions = out.positions.emplace(out.text);
  pugi::xml_parse_result res =
      out.doc.load_buffer(out.text.data(), out.text.size(), pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
  if (!res) {
    auto [line, col] = positions.at(res.offset);
    return InputError{path, line, col, std::string("malformed XML: ") + res.description()};
  }
  pugi::xml_node root = out.doc.document_element();
  const std::string rname = root.name();
  auto [line, col] = positions.at(static_cast<std::ptrdiff_t>(root.offset_debug()) - 1);
  if (rname == "ruling-test") {
    out.tests.push_back(root);
  } else if (rname == "ruling-tests") {
    for (pugi::xml_node t : root.children())
      if (t.type() == pugi::node_element) out.tests.push_back(t);
  } else {
    return InputError{path, line, col, "the root element must be <ruling-test> or <ruling-tests>, not <" + rname + ">"};
  }
  if (out.tests.empty()) return InputError{path, line, col, "<ruling-tests> holds no <ruling-test>"};
  return std::nullopt;
}

// A test's format and edition (rules="..."; `default_edition` without it).
Edition test_edition(const pugi::xml_node& t, const std::string& path, const SourcePositions& positions, Edition default_edition) {
  auto [line, col] = positions.at(static_cast<std::ptrdiff_t>(t.offset_debug()) - 1);
  if (std::string(t.name()) != "ruling-test")
    throw BadInput{InputError{path, line, col, "unknown element <" + std::string(t.name()) + "> in <ruling-tests>"}};
  if (t.attribute("format") && std::string(t.attribute("format").value()) != "1")
    throw BadInput{InputError{path, line, col, "unsupported format '" + std::string(t.attribute("format").value()) + "' (this is format 1)"}};
  const pugi::xml_attribute rules = t.attribute("rules");
  if (!rules) return default_edition;
  const std::optional<Edition> e = edition_from_string(rules.value());
  if (!e) throw BadInput{InputError{path, line, col, "unsupported rules '" + std::string(rules.value()) + "' (this vgjudge applies " + supported_editions() + ")"}};
  return *e;
}

CardPool vanilla_pool(const CardPool& pool) {
  CardPool vanilla = pool;
  for (CardId id = 0; id < vanilla.size(); ++id) vanilla.mutable_card(id).abilities.clear();
  return vanilla;
}

}  // namespace

RulingFile run_ruling_file(const std::string& path, const CardPool& pool, std::size_t max_bytes, Edition default_edition) {
  RulingFile out;
  LoadedFile file;
  if (auto e = load_file(path, max_bytes, file)) {
    out.error = *e;
    return out;
  }
  const CardPool vanilla = vanilla_pool(pool);
  try {
    for (const pugi::xml_node& t : file.tests) {
      Runner r(path, *file.positions, pool, vanilla, test_edition(t, path, *file.positions, default_edition));
      out.tests.push_back(r.run(t));
    }
  } catch (const BadInput& b) {
    out.error = b.error;
    out.tests.clear();
  }
  return out;
}

struct TablePosition::Impl {
  std::string path;
  LoadedFile file;
  CardPool vanilla;
  std::optional<Runner> runner;
};

const Game& TablePosition::game() const { return impl_->runner->game(); }
RecordNames TablePosition::names() const { return impl_->runner->names(); }
Edition TablePosition::edition() const { return impl_->runner->edition(); }
int TablePosition::decisions() const { return impl_->runner->decisions(); }

std::variant<std::vector<Finding>, InputError> TablePosition::judge(const std::string& event_xml) const {
  pugi::xml_document ev;
  const pugi::xml_parse_result parsed = ev.load_string(event_xml.c_str());
  if (!parsed || !ev.first_child() || ev.first_child().next_sibling())
    return InputError{"EVENT", 1, static_cast<int>(parsed.offset) + 1, "give one record event as XML, e.g. <pass player=\"A\" phase=\"main\"/>"};
  try {
    return impl_->runner->judge(ev.first_child());
  } catch (const BadInput& b) {  // placed on the event, not in the position file
    InputError e = b.error;
    e.file = "EVENT";
    e.line = e.column = 1;
    return e;
  }
}

std::variant<TablePosition, InputError> read_table_position(const std::string& path, const CardPool& pool, std::size_t max_bytes,
                                                            Edition default_edition) {
  TablePosition out;
  auto impl = std::make_shared<TablePosition::Impl>();
  impl->path = path;
  if (auto e = load_file(impl->path, max_bytes, impl->file)) return *e;
  const SourcePositions& positions = *impl->file.positions;
  if (impl->file.tests.size() != 1) {
    auto [line, col] = positions.at(static_cast<std::ptrdiff_t>(impl->file.tests[1].offset_debug()) - 1);
    return InputError{path, line, col, "a position file holds one <ruling-test>, not " + std::to_string(impl->file.tests.size())};
  }
  impl->vanilla = vanilla_pool(pool);
  const pugi::xml_node test = impl->file.tests.front();
  try {
    impl->runner.emplace(impl->path, positions, pool, impl->vanilla, test_edition(test, path, positions, default_edition));
    impl->runner->read_table(test);
  } catch (const BadInput& b) {
    return b.error;
  }
  out.impl_ = std::move(impl);
  return out;
}

}  // namespace vg
