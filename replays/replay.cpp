#include "replays/event_xml.h"

#include <algorithm>
#include <cstring>
#include <pugixml.hpp>
#include <sstream>

namespace vg {

namespace {

constexpr std::string_view kKindNames[] = {
    "first-vanguard", "shuffle", "first-player", "draw", "redraw", "ride", "call", "move", "attack",
    "guard", "drive-check", "damage-check", "trigger", "pass", "concede", "note", "act", "ability",
    "decline", "choose", "soul-charge", "retire", "top-to-drop", "reveal-top"};

// Reads one element's attributes with positioned errors.
class Reader {
 public:
  Reader(const std::string& path, const SourcePositions& pos, const CardPool& pool, EventVocabulary vocabulary = {})
      : path_(path), pos_(pos), pool_(pool), vocabulary_(vocabulary) {}

  InputError error(const pugi::xml_node& n, const std::string& message) const {
    auto [line, col] = pos_.at(n.offset_debug() - 1);  // offset_debug points past the '<'
    return InputError{path_, line, col, message};
  }
  // The attribute named `attr` of n. Each search starts after the attribute last found on the
  // same element: the reader asks in the order a record writes them, so most are found at once.
  pugi::xml_attribute attribute(const pugi::xml_node& n, const char* attr) const {
    if (n != hint_element_) {
      hint_element_ = n;
      hint_ = pugi::xml_attribute();
    }
    return n.attribute(attr, hint_);
  }
  // The attribute's text (it lives as long as the document).
  std::variant<std::string_view, InputError> required(const pugi::xml_node& n, const char* attr) const {
    pugi::xml_attribute a = attribute(n, attr);
    if (!a) return missing(n, attr);
    return std::string_view(a.value());
  }
  InputError missing(const pugi::xml_node& n, const char* attr) const {
    return error(n, "<" + std::string(n.name()) + "> needs the attribute '" + attr + "'");
  }
  // (player and circle read their attribute directly: they are on nearly every line.)
  std::variant<Player, InputError> player(const pugi::xml_node& n, const char* attr = "player") const {
    const pugi::xml_attribute a = attribute(n, attr);
    const char* s = a.value();  // "" when there is none
    if (s[0] != '\0' && s[1] == '\0') {
      if (s[0] == 'A') return Player::A;
      if (s[0] == 'B') return Player::B;
    }
    if (!a) return missing(n, attr);
    return error(n, "unknown player '" + excerpt(s) + "' (A or B)");
  }
  std::variant<Circle, InputError> circle(const pugi::xml_node& n, const char* attr) const {
    const pugi::xml_attribute a = attribute(n, attr);
    if (!a) return missing(n, attr);
    const std::string_view s = a.value();
    auto c = circle_from_string(s);
    if (!c) return error(n, "unknown circle '" + excerpt(s) + "' in '" + attr + "'");
    return *c;
  }
  std::variant<CardId, InputError> card_number(const pugi::xml_node& n, const char* attr) const {
    pugi::xml_attribute a = attribute(n, attr);
    if (!a) return kUnknownCard;
    CardId id = pool_.find(a.value());
    if (id == kUnknownCard) return error(n, "unknown card " + excerpt(a.value()));
    return id;
  }
  // A required attribute holding a whole number from min to max (strict: "4.5", "+4" are refused).
  std::variant<int, InputError> number(const pugi::xml_node& n, const char* attr, int min, int max) const {
    auto v = required(n, attr);
    if (auto* e = std::get_if<InputError>(&v)) return *e;
    const std::string_view text = std::get<std::string_view>(v);
    auto value = whole_number(text, min, max);
    if (!value) return error(n, "<" + std::string(n.name()) + "> " + whole_number_error(attr, text, min, max));
    return *value;
  }
  // A card reference: instance id in 'card' (required unless optional_id) and number in 'is'.
  // A ruling test may name a card by number alone, or (`by_circle`) a unit by its circle.
  std::variant<CardRef, InputError> card_ref(const pugi::xml_node& n, bool optional_id = false, bool by_circle = false) const {
    CardRef ref;
    pugi::xml_attribute a = attribute(n, "card");
    if (a) ref.id = a.value();
    if (a && ref.id.empty()) return error(n, "the attribute 'card' is empty");
    auto is = card_number(n, "is");
    if (auto* e = std::get_if<InputError>(&is)) return *e;
    ref.is = std::get<CardId>(is);
    if (a || optional_id) return ref;
    if (!vocabulary_.refs_by_number_or_circle) return error(n, "<" + std::string(n.name()) + "> needs the attribute 'card'");
    if (by_circle && attribute(n, "circle")) {
      Circle c{};
      std::optional<InputError> err;
      if (!take_circle(n, c, err)) return *err;
      ref.circle = c;
    }
    if (attribute(n, "player")) {
      auto p = player(n);
      if (auto* e = std::get_if<InputError>(&p)) return *e;
      ref.owner = std::get<Player>(p);
    }
    if (ref.is == kUnknownCard && !ref.circle)
      return error(n, "<" + std::string(n.name()) + "> needs card=\"ID\", is=\"NUMBER\" or circle=\"...\"");
    return ref;
  }
  const CardPool& pool() const { return pool_; }
  bool take_circle(const pugi::xml_node& n, Circle& c, std::optional<InputError>& err) const {
    auto v = circle(n, "circle");
    if (auto* e = std::get_if<InputError>(&v)) {
      err = *e;
      return false;
    }
    c = std::get<Circle>(v);
    return true;
  }

 private:
  const std::string& path_;
  const SourcePositions& pos_;
  const CardPool& pool_;
  EventVocabulary vocabulary_;
  mutable pugi::xml_node hint_element_;  // the element of the last attribute search
  mutable pugi::xml_attribute hint_;     // where the next search on it starts
};

template <typename T, typename Out>
bool take(std::variant<T, InputError>&& v, Out& out, std::optional<InputError>& err) {
  if (auto* e = std::get_if<InputError>(&v)) {
    err = *e;
    return false;
  }
  out = std::get<T>(std::move(v));
  return true;
}

// A player's <deck>: entries of 1 to 999 copies, at most kMaxDeckCards cards in all.
std::optional<InputError> read_deck(const Reader& r, const pugi::xml_node& deck, Edition edition, Decklist& out) {
  int cards = 0;
  for (pugi::xml_node e : deck.children()) {
    if (e.type() != pugi::node_element) continue;
    if (std::string(e.name()) != "entry") return r.error(e, "unknown element <" + std::string(e.name()) + "> in <deck> (expected <entry>)");
    CardId id = kUnknownCard;
    std::optional<InputError> err;
    if (!take(r.card_number(e, "card"), id, err)) return err;
    if (id == kUnknownCard) return r.error(e, "<entry> needs the attribute 'card'");
    if (auto outside = outside_edition(r.pool()[id], edition)) return r.error(e, *outside);
    int count = 0;
    if (!take(r.number(e, "count", 1, kMaxDeckEntryCount), count, err)) return err;
    cards += count;
    if (cards > kMaxDeckCards)
      return r.error(e, "the deck has more than " + std::to_string(kMaxDeckCards) + " cards, the most a record may give");
    out.entries.push_back({id, count, 0});
  }
  return std::nullopt;
}

std::optional<InputError> too_many_cards(const Reader& r, const pugi::xml_node& n, const std::string& event) {
  return r.error(n, "<" + event + "> names more than " + std::to_string(kMaxEventCards) + " cards, the most one event may name");
}


// An ability by number (1-based) or by the short name its card file declares; a name is found
// at once when the event says which card it is, otherwise once the record has said so.
std::optional<InputError> read_ability_ref(const Reader& r, const pugi::xml_node& n, Event& ev) {
  const std::string text = r.attribute(n, "ability").value();
  if (!is_ability_name(text)) {
    std::optional<InputError> err;
    take(r.number(n, "ability", 1, kMaxAbilityNumber), ev.ability, err);
    return err;
  }
  ev.ability_name = text;
  if (ev.card.is == kUnknownCard) return std::nullopt;
  ev.ability = ability_named(r.pool()[ev.card.is], text);
  if (ev.ability == 0) return r.error(n, no_ability_named(r.pool()[ev.card.is], text));
  return std::nullopt;
}

// act, ability, decline: the card, its ability's number, the cards paying the cost.
std::optional<InputError> read_ability(const Reader& r, const pugi::xml_node& n, Event& ev) {
  std::optional<InputError> err;
  const std::string name = n.name();
  if (!take(r.card_ref(n, false, true), ev.card, err)) return err;
  if (auto e = read_ability_ref(r, n, ev)) return e;
  for (pugi::xml_node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    if (std::string(c.name()) != "cost" || ev.kind == EventKind::Decline)
      return r.error(c, "unknown element <" + std::string(c.name()) + "> in <" + name + ">");
    if (ev.cost.size() >= kMaxEventCards) return too_many_cards(r, c, name);
    CardRef ref;
    if (!take(r.card_ref(c, false, true), ref, err)) return err;
    ev.cost.push_back(ref);
  }
  return std::nullopt;
}

// redraw, guard, choose: the cards (and a guard's interceptors).
std::optional<InputError> read_cards(const Reader& r, const pugi::xml_node& n, Event& ev) {
  std::optional<InputError> err;
  for (pugi::xml_node c : n.children()) {
    if (c.type() != pugi::node_element) continue;
    std::string cn = c.name();
    if (ev.cards.size() + ev.intercepts.size() >= kMaxEventCards) return too_many_cards(r, c, n.name());
    if (cn == "card" || (ev.kind == EventKind::Guard && cn == "call")) {
      CardRef ref;
      // A redraw may return hand cards the seat did not see as a bare <card/>, one per card: which
      // they are is hidden (CR 4.3.2), how many is not (CR 4.1.2).
      if (!take(r.card_ref(c, ev.kind == EventKind::Redraw, ev.kind == EventKind::Choose), ref, err)) return err;
      ev.cards.push_back(ref);
    } else if (ev.kind == EventKind::Guard && cn == "intercept") {
      Circle ic{};
      if (!take(r.circle(c, "circle"), ic, err)) return err;
      ev.intercepts.push_back(ic);
    } else {
      return r.error(c, "unknown element <" + cn + "> in <" + std::string(n.name()) + ">");
    }
  }
  return std::nullopt;
}

std::optional<InputError> read_trigger(const Reader& r, const pugi::xml_node& n, Event& ev) {
  std::optional<InputError> err;
  if (!take(r.required(n, "power"), ev.power, err)) return err;
  for (const char* a : {"critical", "stand", "heal"})
    if (pugi::xml_attribute effect = r.attribute(n, a)) {
      ev.effect = effect.value();
      ev.effect_name = a;
    }
  return std::nullopt;
}

std::optional<InputError> read_pass(const Reader& r, const pugi::xml_node& n, Event& ev) {
  std::string_view phase;
  std::optional<InputError> err;
  if (!take(r.required(n, "phase"), phase, err)) return err;
  if (phase == "ride") ev.phase = Phase::Ride;
  else if (phase == "main") ev.phase = Phase::Main;
  else if (phase == "battle") ev.phase = Phase::Battle;
  else return r.error(n, "unknown phase '" + std::string(phase) + "' to pass (ride, main or battle)");
  return std::nullopt;
}

std::optional<InputError> read_attack(const Reader& r, const pugi::xml_node& n, Event& ev) {
  std::optional<InputError> err;
  if (!take(r.circle(n, "attacker"), ev.circle, err) || !take(r.circle(n, "target"), ev.circle2, err)) return err;
  if (r.attribute(n, "booster")) {
    ev.has_booster = true;
    if (!take(r.circle(n, "booster"), ev.booster, err)) return err;
  }
  return std::nullopt;
}

// What follows the event's kind and player: its cards, circles and choices.
std::optional<InputError> read_event_body(const Reader& r, const pugi::xml_node& n, Event& ev) {
  std::optional<InputError> err;
  switch (ev.kind) {
    case EventKind::FirstVanguard: case EventKind::Ride: case EventKind::DriveCheck:
    case EventKind::DamageCheck: case EventKind::SoulCharge: case EventKind::Retire: case EventKind::TopToDrop:
    case EventKind::RevealTop:
      if (!take(r.card_ref(n), ev.card, err)) return err;
      return std::nullopt;
    case EventKind::Draw:
      // CR 4.3.2: the hand is hidden from the other seat, so a draw may leave the card unnamed (no
      // 'card'); its line is still written, as how many cards the hand holds is public (CR 4.1.2).
      if (!take(r.card_ref(n, true), ev.card, err)) return err;
      return std::nullopt;
    case EventKind::Call:
      if (!take(r.card_ref(n), ev.card, err) || !take(r.circle(n, "circle"), ev.circle, err)) return err;
      return std::nullopt;
    case EventKind::Move:
      if (!take(r.circle(n, "from"), ev.circle, err) || !take(r.circle(n, "to"), ev.circle2, err)) return err;
      return std::nullopt;
    case EventKind::Attack: return read_attack(r, n, ev);
    case EventKind::Act: case EventKind::Ability: case EventKind::Decline: return read_ability(r, n, ev);
    case EventKind::Redraw: case EventKind::Guard: case EventKind::Choose: return read_cards(r, n, ev);
    case EventKind::Trigger: return read_trigger(r, n, ev);
    case EventKind::Pass: return read_pass(r, n, ev);
    default: return std::nullopt;
  }
}

std::optional<InputError> read_one_event(const Reader& r, const pugi::xml_node& n, Event& ev, const SourcePositions& pos,
                                         const char* container) {
  const std::string_view name = n.name();
  // (The first letter first: most names differ there, and a record holds many lines.)
  const char first = name.empty() ? '\0' : name.front();
  auto kind = std::find_if(std::begin(kKindNames), std::end(kKindNames), [&](std::string_view k) { return k.front() == first && k == name; });
  if (kind == std::end(kKindNames)) return r.error(n, "unknown element <" + std::string(name) + "> in <" + container + ">");
  ev.kind = static_cast<EventKind>(kind - std::begin(kKindNames));
  std::tie(ev.line, ev.column) = pos.at(n.offset_debug() - 1);
  std::optional<InputError> err;
  if (ev.kind == EventKind::Note) {
    ev.text = n.child_value();
    return std::nullopt;
  }
  if (!take(r.player(n), ev.player, err)) return err;
  return read_event_body(r, n, ev);
}

// Abilities named by a short name on a card the event does not identify: the record says which
// card the id is in another event (its `is`).
std::optional<InputError> name_abilities(Replay& replay, const CardPool& pool) {
  const auto unresolved = [](const Event& e) { return !e.ability_name.empty() && e.ability == 0; };
  if (std::none_of(replay.events.begin(), replay.events.end(), unresolved)) return std::nullopt;
  std::map<std::string, CardId> identity;
  auto learn = [&](const CardRef& c) {
    if (!c.id.empty() && c.is != kUnknownCard) identity.emplace(c.id, c.is);
  };
  for (const Event& e : replay.events) {
    learn(e.card);
    for (const CardRef& c : e.cards) learn(c);
    for (const CardRef& c : e.cost) learn(c);
  }
  for (Event& e : replay.events) {
    if (!unresolved(e)) continue;
    auto it = identity.find(e.card.id);
    if (it == identity.end())
      return InputError{replay.path, e.line, e.column, "cannot tell which ability '" + e.ability_name + "' is: the record never says which card '" +
                                                           excerpt(e.card.id) + "' is (give is=\"NUMBER\")"};
    e.ability = ability_named(pool[it->second], e.ability_name);
    if (e.ability == 0) return InputError{replay.path, e.line, e.column, no_ability_named(pool[it->second], e.ability_name)};
  }
  return std::nullopt;
}

}  // namespace

int ability_named(const CardDef& def, std::string_view name) {
  for (std::size_t k = 0; k < def.abilities.size(); ++k)
    if (def.abilities[k].name == name) return static_cast<int>(k) + 1;
  return 0;
}

std::string no_ability_named(const CardDef& def, const std::string& name) {
  std::string names;
  for (const AbilityDef& a : def.abilities)
    if (!a.name.empty()) names += (names.empty() ? "'" : ", '") + a.name + "'";
  return def.name + " (" + def.number + ") has no ability named '" + excerpt(name) + "'" +
         (names.empty() ? ": its abilities have no short names; give the number" : " (its abilities are named " + names + ")");
}

std::string_view to_string(EventKind k) { return kKindNames[static_cast<int>(k)]; }

SourcePositions::SourcePositions(const std::string& text) {
  const char* begin = text.data();
  const char* end = begin + text.size();
  for (const char* p = begin; (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))) != nullptr; ++p)
    starts_.push_back(static_cast<std::size_t>(p - begin) + 1);
}

std::pair<int, int> SourcePositions::at(std::ptrdiff_t offset) const {
  auto o = static_cast<std::size_t>(std::max<std::ptrdiff_t>(offset, 0));
  // Line n (1-based) holds the offsets from starts_[n - 1] up to starts_[n].
  const auto on_line = [&](std::size_t n) { return n >= 1 && n <= starts_.size() && starts_[n - 1] <= o && (n == starts_.size() || o < starts_[n]); };
  // A record is read in order: the line of the last answer or the next one, most often.
  std::size_t line = on_line(last_line_) ? last_line_ : on_line(last_line_ + 1) ? last_line_ + 1 : 0;
  if (line == 0) line = static_cast<std::size_t>(std::upper_bound(starts_.begin(), starts_.end(), o) - starts_.begin());
  last_line_ = line;
  return {static_cast<int>(line), static_cast<int>(o - starts_[line - 1]) + 1};
}

std::optional<InputError> read_event(const pugi::xml_node& n, const std::string& path, const SourcePositions& pos,
                                     const CardPool& pool, Event& out, EventVocabulary vocabulary) {
  Reader r(path, pos, pool, vocabulary);
  return read_one_event(r, n, out, pos, vocabulary.container);
}

namespace {

// A record's text that passed read_input_file's checks.
// Parses the text in place (pugixml writes into it): the caller's copy, or the file just read.
std::variant<Replay, InputError> parse_checked(const std::string& path, std::string text, const CardPool& pool) {
  if (auto e = forbidden_reference(path, text)) return *e;
  SourcePositions pos(text);
  Reader r(path, pos, pool);
  pugi::xml_document doc;
  pugi::xml_parse_result res = doc.load_buffer_inplace(text.data(), text.size(), pugi::parse_default | pugi::parse_ws_pcdata_single, pugi::encoding_utf8);
  if (!res) {
    auto [line, col] = pos.at(res.offset);
    return InputError{path, line, col, std::string("malformed XML: ") + res.description()};
  }
  pugi::xml_node root = doc.document_element();
  if (std::string(root.name()) != "vanguard-replay") return r.error(root, "the root element must be <vanguard-replay>");
  if (std::string(root.attribute("format").value()) != std::to_string(kReplayFormat))
    return r.error(root, "unsupported replay format '" + std::string(root.attribute("format").value()) + "' (this vgjudge reads format " + std::to_string(kReplayFormat) + ")");
  Replay replay;
  replay.path = path;
  if (const pugi::xml_attribute rules = root.attribute("rules")) {
    const std::optional<Edition> edition = edition_from_string(rules.value());
    if (!edition)
      return r.error(root, "unsupported rules '" + std::string(rules.value()) + "' (this vgjudge applies " + supported_editions() + ")");
    replay.edition = *edition;
  }
  std::array<bool, kPlayers> seen{};
  bool game_seen = false;
  for (pugi::xml_node n : root.children()) {
    if (n.type() != pugi::node_element) continue;
    std::string name = n.name();
    std::optional<InputError> err;
    if (name == "event") {
      for (pugi::xml_attribute a : n.attributes()) replay.event[a.name()] = a.value();
    } else if (name == "player") {
      Player p{};
      if (!take(r.player(n, "id"), p, err)) return *err;
      if (seen[static_cast<std::size_t>(index(p))]) return r.error(n, "player " + std::string(to_string(p)) + " is declared twice");
      seen[static_cast<std::size_t>(index(p))] = true;
      ReplayPlayer& rp = replay.players[static_cast<std::size_t>(index(p))];
      rp.name = n.attribute("name").value();
      pugi::xml_node deck = n.child("deck");
      if (!deck) return r.error(n, "<player> needs a <deck>");  // CR 5.1.1: each player brings a deck
      if (auto e = read_deck(r, deck, replay.edition, rp.deck)) return *e;
    } else if (name == "game") {
      if (!seen[0] || !seen[1]) return r.error(n, "both players (A and B) must be declared before <game>");
      game_seen = true;
      replay.events.reserve(std::min(static_cast<std::size_t>(std::distance(n.begin(), n.end())), kMaxEvents));
      for (pugi::xml_node e : n.children()) {
        if (e.type() != pugi::node_element) continue;
        if (replay.events.size() >= kMaxEvents)
          return r.error(e, "the record has more than " + std::to_string(kMaxEvents) + " events, the most a record may have");
        if (auto bad = read_one_event(r, e, replay.events.emplace_back(), pos, "game")) return *bad;
      }
      if (replay.events.empty()) return r.error(n, "the <game> has no events: an empty record cannot be verified");
      if (auto e = name_abilities(replay, pool)) return *e;
    } else {
      return r.error(n, "unknown element <" + name + "> in <vanguard-replay>");
    }
  }
  if (!game_seen) return r.error(root, "the replay has no <game>");
  return replay;
}

}  // namespace

std::variant<Replay, InputError> parse_replay(const std::string& path, const std::string& text, const CardPool& pool) {
  if (auto e = check_input_text(path, text, "record")) return *e;  // read_input_file's checks, for text given directly
  return parse_checked(path, text, pool);
}

std::variant<Replay, InputError> read_replay(const std::string& path, const CardPool& pool, std::size_t max_bytes) {
  auto text = read_input_file(path, max_bytes, "record");
  if (auto* e = std::get_if<InputError>(&text)) return *e;
  return parse_checked(path, std::move(std::get<std::string>(text)), pool);
}

namespace {

void write_ref(pugi::xml_node n, const CardRef& ref, const CardPool& pool) {
  if (!ref.id.empty()) n.append_attribute("card") = ref.id.c_str();
  if (ref.is != kUnknownCard) n.append_attribute("is") = pool[ref.is].number.c_str();
}

void write_event(pugi::xml_node game, const Event& ev, const CardPool& pool) {
  if (ev.kind == EventKind::Note) {
    game.append_child("note").text() = ev.text.c_str();
    return;
  }
  pugi::xml_node n = game.append_child(std::string(to_string(ev.kind)).c_str());
  n.append_attribute("player") = std::string(to_string(ev.player)).c_str();
  auto circle = [&](const char* attr, Circle c) { n.append_attribute(attr) = std::string(to_string(c)).c_str(); };
  switch (ev.kind) {
    case EventKind::FirstVanguard: case EventKind::Draw: case EventKind::Ride:
    case EventKind::DriveCheck: case EventKind::DamageCheck: case EventKind::SoulCharge: case EventKind::Retire:
    case EventKind::TopToDrop: case EventKind::RevealTop:
      write_ref(n, ev.card, pool);
      break;
    case EventKind::Call:
      write_ref(n, ev.card, pool);
      circle("circle", ev.circle);
      break;
    case EventKind::Move:
      circle("from", ev.circle);
      circle("to", ev.circle2);
      break;
    case EventKind::Attack:
      circle("attacker", ev.circle);
      circle("target", ev.circle2);
      if (ev.has_booster) circle("booster", ev.booster);
      break;
    case EventKind::Act: case EventKind::Ability: case EventKind::Decline:
      write_ref(n, ev.card, pool);
      if (ev.ability > 0) n.append_attribute("ability") = ev.ability;
      else n.append_attribute("ability") = ev.ability_name.c_str();
      for (const CardRef& c : ev.cost) write_ref(n.append_child("cost"), c, pool);
      break;
    case EventKind::Redraw: case EventKind::Guard: case EventKind::Choose:
      for (const CardRef& c : ev.cards) write_ref(n.append_child(ev.kind == EventKind::Guard ? "call" : "card"), c, pool);
      for (Circle c : ev.intercepts) n.append_child("intercept").append_attribute("circle") = std::string(to_string(c)).c_str();
      break;
    case EventKind::Trigger:
      n.append_attribute("power") = ev.power.c_str();
      if (!ev.effect.empty()) n.append_attribute(ev.effect_name.c_str()) = ev.effect.c_str();
      break;
    case EventKind::Pass:
      n.append_attribute("phase") = std::string(to_string(ev.phase)).c_str();
      break;
    default:
      break;
  }
}

}  // namespace

std::string write_replay(const Replay& replay, const CardPool& pool) {
  pugi::xml_document doc;
  pugi::xml_node root = doc.append_child("vanguard-replay");
  root.append_attribute("format") = kReplayFormat;
  root.append_attribute("rules") = std::string(to_string(replay.edition)).c_str();
  if (!replay.event.empty()) {
    pugi::xml_node ev = root.append_child("event");
    for (const auto& [k, v] : replay.event) ev.append_attribute(k.c_str()) = v.c_str();
  }
  for (Player p : {Player::A, Player::B}) {
    const ReplayPlayer& rp = replay.players[static_cast<std::size_t>(index(p))];
    pugi::xml_node pn = root.append_child("player");
    pn.append_attribute("id") = std::string(to_string(p)).c_str();
    pn.append_attribute("name") = rp.name.c_str();
    pugi::xml_node deck = pn.append_child("deck");
    for (const DeckEntry& e : rp.deck.entries) {
      pugi::xml_node en = deck.append_child("entry");
      en.append_attribute("count") = e.count;
      en.append_attribute("card") = pool[e.card].number.c_str();
    }
  }
  pugi::xml_node game = root.append_child("game");
  for (const Event& ev : replay.events) write_event(game, ev, pool);
  std::ostringstream out;
  doc.save(out, "  ", pugi::format_default, pugi::encoding_utf8);
  return out.str();
}

}  // namespace vg
