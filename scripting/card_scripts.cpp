#include "scripting/card_scripts.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <lua.hpp>
#include <sstream>
#include <vector>
#include <variant>

#include "engine/input_file.h"
#include "scripting/card_api.h"
#include "scripting/precompiled_cards.h"

namespace vg {

namespace {

// The line where `field = ` is first written, so a bad value is reported where it stands.
int line_of_field(const std::string& source, const std::string& field) {
  std::istringstream in(source);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    std::size_t at = line.find_first_not_of(" \t");
    if (at != std::string::npos && line.compare(at, field.size(), field) == 0 &&
        line.find('=', at + field.size()) != std::string::npos)
      return n;
  }
  return 1;
}

// Pushes field `name` of the table on top of the stack, without metamethods: a card file's
// tables are read as plain data (a metamethod would run script code outside any call).
int raw_field(lua_State* L, const char* name) {
  lua_pushstring(L, name);
  return lua_rawget(L, -2);
}

// Reads the fields of the table on top of the stack, with errors positioned in the file: on
// the line of the field that is wrong, or of `at_field` for every field (an ability's fields are
// placed at its card's "abilities" line). The line is looked for only when there is an error.
class TableReader {
 public:
  TableReader(lua_State* L, const std::string& path, const std::string& source, const char* at_field = nullptr)
      : L_(L), path_(path), source_(source), at_field_(at_field) {}

  InputError error(const std::string& field, const std::string& message) const {
    return InputError{path_, line_of_field(source_, at_field_ ? at_field_ : field), 1, message};
  }
  std::optional<InputError> string(const char* name, std::string& out, bool required) {
    raw_field(L_, name);
    const int t = lua_type(L_, -1);
    if (t == LUA_TSTRING) out = lua_tostring(L_, -1);
    lua_pop(L_, 1);
    if (t == LUA_TSTRING || (!required && t == LUA_TNIL)) return std::nullopt;
    return error(name, std::string("'") + name + "' must be a string");
  }
  std::optional<InputError> integer(const char* name, std::optional<int>& out, bool required, int min, int max) {
    raw_field(L_, name);
    int isnum = 0;
    lua_Integer v = lua_tointegerx(L_, -1, &isnum);
    const bool nil = lua_isnil(L_, -1);
    lua_pop(L_, 1);
    if (nil && !required) return std::nullopt;
    if (!isnum || v < min || v > max)
      return error(name, std::string("'") + name + "' must be an integer from " + std::to_string(min) + " to " + std::to_string(max));
    out = static_cast<int>(v);
    return std::nullopt;
  }
  bool flag(const char* name) {
    raw_field(L_, name);
    const bool v = lua_toboolean(L_, -1);
    lua_pop(L_, 1);
    return v;
  }
  // A function field, kept in the registry: its handle, or -1 when absent.
  std::optional<InputError> function(const char* name, int& handle) {
    raw_field(L_, name);
    if (lua_isnil(L_, -1)) {
      lua_pop(L_, 1);
      return std::nullopt;
    }
    if (!lua_isfunction(L_, -1)) {
      lua_pop(L_, 1);
      return error(name, std::string("'") + name + "' must be a function");
    }
    handle = luaL_ref(L_, LUA_REGISTRYINDEX);
    return std::nullopt;
  }
  // A list of names, as a set of flags.
  std::optional<InputError> names(const char* name, const std::vector<std::pair<std::string, std::uint8_t>>& known, std::uint8_t& out) {
    raw_field(L_, name);
    if (lua_isnil(L_, -1)) {
      lua_pop(L_, 1);
      return std::nullopt;
    }
    if (!lua_istable(L_, -1)) {
      lua_pop(L_, 1);
      return error(name, std::string("'") + name + "' must be a list");
    }
    for (lua_Integer i = 1; lua_rawgeti(L_, -1, i) != LUA_TNIL; ++i) {
      std::string s = lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1) : "";
      lua_pop(L_, 1);
      auto it = std::find_if(known.begin(), known.end(), [&](const auto& k) { return k.first == s; });
      if (it == known.end()) {
        lua_pop(L_, 2);
        return error(name, "unknown name '" + s + "' in '" + name + "'");
      }
      out |= it->second;
    }
    lua_pop(L_, 2);
    return std::nullopt;
  }
  // A misspelt field would be ignored: refuses any key not in `known` (`what` names the table).
  std::optional<InputError> only(std::initializer_list<std::string_view> known, const char* what) {
    lua_pushnil(L_);
    while (lua_next(L_, -2) != 0) {
      lua_pop(L_, 1);
      const std::string key = lua_type(L_, -1) == LUA_TSTRING ? lua_tostring(L_, -1) : luaL_typename(L_, -1);
      if (lua_type(L_, -1) != LUA_TSTRING || std::find(known.begin(), known.end(), key) == known.end()) {
        lua_pop(L_, 1);
        std::string list;
        for (std::string_view k : known) list += (list.empty() ? "" : ", ") + std::string(k);
        return error(what, std::string("'") + what + "' has no field '" + key + "' (its fields: " + list + ")");
      }
    }
    return std::nullopt;
  }
  // Runs `read` with the sub-table `name` on top (absent: nothing to read).
  template <typename F>
  std::optional<InputError> sub(const char* name, F&& read) {
    raw_field(L_, name);
    if (lua_isnil(L_, -1)) {
      lua_pop(L_, 1);
      return std::nullopt;
    }
    if (!lua_istable(L_, -1)) {
      lua_pop(L_, 1);
      return error(name, std::string("'") + name + "' must be a table");
    }
    auto e = read();
    lua_pop(L_, 1);
    return e;
  }

 private:
  lua_State* L_;
  const std::string& path_;
  const std::string& source_;
  const char* at_field_;
};

constexpr std::int64_t kMaxContinuousPower = 1'000'000;

// CR 2.11.3.1, 2.11.3.2, 2.11.3.3: the [VC], [RC] and [GC] markers; CR 2.11.3.4: a marker of
// two zones is written as both ("VC", "RC").
const std::vector<std::pair<std::string, std::uint8_t>> kZoneNames = {
    {"VC", kOnVanguardCircle}, {"RC", kOnRearGuardCircle}, {"GC", kOnGuardianCircle}, {"hand", kInHand}, {"drop", kInDrop}};

const std::vector<std::pair<std::string, TriggerEvent>> kEvents = {
    {"placed", TriggerEvent::Placed}, {"attacks", TriggerEvent::Attacks}, {"boosts", TriggerEvent::Boosts},
    {"drive_check_reveals", TriggerEvent::DriveCheckReveals}, {"attack_hits", TriggerEvent::AttackHits},
    {"boosted_attack_hits", TriggerEvent::BoostedAttackHits}, {"put_into_drop", TriggerEvent::PutIntoDrop},
    {"put_into_soul", TriggerEvent::PutIntoSoul}, {"beginning", TriggerEvent::Beginning}, {"end_of_battle", TriggerEvent::EndOfBattle},
    {"situation", TriggerEvent::Situation}, {"intercepts", TriggerEvent::Intercepts},
    {"boosted", TriggerEvent::Boosted}, {"leaves_guardian_circle", TriggerEvent::LeavesGuardianCircle},
    {"leaves_rear_guard_circle", TriggerEvent::LeavesRearGuardCircle},
    {"draws", TriggerEvent::Draws}, {"put_into_your_soul", TriggerEvent::SoulGains}, {"ridden", TriggerEvent::Ridden},
    {"stands", TriggerEvent::Stands}, {"rests", TriggerEvent::Rests}, {"unit_placed", TriggerEvent::UnitPlaced},
    {"unlocked", TriggerEvent::Unlocked}, {"legions", TriggerEvent::Legions}};

std::optional<InputError> read_trigger(TableReader& t, TriggerSpec& spec) {
  std::string event;
  std::optional<int> grade;
  if (auto e = t.string("event", event, true)) return e;
  auto it = std::find_if(kEvents.begin(), kEvents.end(), [&](const auto& k) { return k.first == event; });
  if (it == kEvents.end()) return t.error("event", "unknown trigger event '" + event + "'");
  spec.event = it->second;
  if (auto e = t.names("circles", kZoneNames, spec.circles)) return e;
  if (auto e = t.string("name", spec.other_name, false)) return e;
  if (auto e = t.string("name_contains", spec.other_name_contains, false)) return e;
  if (auto e = t.string("clan", spec.other_clan, false)) return e;
  if (auto e = t.integer("grade", grade, false, 0, 9)) return e;
  spec.other_grade = grade.value_or(-1);
  spec.rear_guard_only = t.flag("rear_guard");
  spec.vanguard_only = t.flag("vanguard");
  spec.hits_vanguard = t.flag("hits_vanguard");
  if (spec.hits_vanguard && spec.event != TriggerEvent::BoostedAttackHits)
    return t.error("hits_vanguard", "'hits_vanguard' is a filter of the 'boosted_attack_hits' trigger");
  spec.your_rear_guard = t.flag("your_rear_guard");
  if (spec.your_rear_guard && spec.event != TriggerEvent::AttackHits)
    return t.error("your_rear_guard", "'your_rear_guard' is a filter of the 'attack_hits' trigger");
  spec.another = t.flag("another");
  if (spec.another && spec.event != TriggerEvent::PutIntoDrop)
    return t.error("another", "'another' is a filter of the 'put_into_drop' trigger (a 'unit_placed' trigger is always another card's)");
  if (spec.event == TriggerEvent::UnitPlaced && spec.circles == 0)
    return t.error("circles", "a 'unit_placed' trigger names the 'circles' the other card is placed on (CR 10.1.4.1.1)");
  spec.your_main_phase = t.flag("your_main_phase");
  std::string whose;
  if (auto e = t.string("whose", whose, false)) return e;
  const bool whose_given = !whose.empty();
  if (!whose_given) whose = "opponent";
  if (whose != "opponent" && whose != "yours") return t.error("whose", "'whose' is \"opponent\" or \"yours\"");
  spec.your_own = whose == "yours";
  // CR 3.17.1.1, 3.17.1.2: "when this unit becomes [Stand]" (no `whose`), "when one of your
  // (your opponent's) units becomes [Rest]" (`whose`, the unit is the other card).
  const bool orientation = spec.event == TriggerEvent::Stands || spec.event == TriggerEvent::Rests;
  if (orientation && whose_given) spec.whose_units = spec.your_own ? 1 : 2;
  if (orientation && spec.vanguard_only)
    return t.error("vanguard", "'vanguard' is not a filter of the 'stands' and 'rests' triggers ('rear_guard' is)");
  if (orientation && spec.rear_guard_only && !whose_given)
    return t.error("rear_guard", "'rear_guard' filters the units of 'whose'; without it the trigger is this unit's own");
  if (orientation && !whose_given && (spec.other_grade >= 0 || !spec.other_clan.empty() || !spec.other_name.empty() ||
                                      !spec.other_name_contains.empty()))
    return t.error("whose", "a 'stands' or 'rests' trigger filters by 'name', 'clan' or 'grade' only the units of 'whose'");
  spec.your_battle_phase = t.flag("your_battle_phase");
  if (spec.your_battle_phase && !orientation)
    return t.error("your_battle_phase", "'your_battle_phase' is a filter of the 'stands' and 'rests' triggers");
  spec.your_vanguard = t.flag("your_vanguard");
  if (spec.your_vanguard && spec.event != TriggerEvent::DriveCheckReveals && spec.event != TriggerEvent::AttackHits)
    return t.error("your_vanguard", "'your_vanguard' is a filter of the 'drive_check_reveals' and 'attack_hits' triggers");
  if (spec.your_vanguard && (spec.your_rear_guard || spec.vanguard_only || spec.rear_guard_only))
    return t.error("your_vanguard", "'your_vanguard' watches your vanguard's attack: not with 'your_rear_guard', 'vanguard' or 'rear_guard'");
  spec.your_turn = t.flag("your_turn");
  std::string phase, step;
  if (auto e = t.string("phase", phase, false)) return e;
  if (auto e = t.string("step", step, false)) return e;
  if (spec.event == TriggerEvent::Beginning) {
    static constexpr std::string_view kPhases[] = {"setup", "stand", "draw", "ride", "main", "battle", "end"};
    static constexpr std::string_view kSteps[] = {"", "start", "attack", "guard", "drive", "damage", "close"};
    for (int k = 0; k < 7; ++k) {
      if (phase == kPhases[k]) spec.phase = k;
      if (!step.empty() && step == kSteps[k]) spec.step = k;
    }
    if (spec.phase < 0) return t.error("phase", "a 'beginning' trigger names its 'phase' (stand, draw, ride, main, battle, end)");
    if (!step.empty() && spec.step < 0) return t.error("step", "unknown step '" + step + "' (start, attack, guard, drive, damage, close)");
  }
  spec.this_attacked = t.flag("this_attacked");
  if (spec.this_attacked && (spec.event != TriggerEvent::Beginning || spec.step < 0))
    return t.error("this_attacked", "'this_attacked' is a filter of a 'beginning' trigger of a battle step (CR 1.31 7.1.2.2)");
  if (auto e = t.function("situation", spec.situation)) return e;
  if ((spec.event == TriggerEvent::Situation) != (spec.situation >= 0))
    return t.error("situation", "a 'situation' trigger, and only it, has a 'situation' function (CR 8.6.6)");
  return std::nullopt;
}

// Which cards (the table on top of the stack, named `name` in errors): `clan`, `min_grade`, and
// `names` (a list of card names).
std::optional<InputError> read_filter(lua_State* L, TableReader& t, const char* name, CardFilter& what) {
  std::optional<int> min_grade;
  if (auto e = t.string("clan", what.clan, false)) return e;
  if (auto e = t.integer("min_grade", min_grade, false, 1, 99)) return e;
  what.min_grade = min_grade.value_or(0);
  bool listed = false;
  if (raw_field(L, "names") == LUA_TTABLE) {
    const lua_Unsigned n = lua_rawlen(L, -1);
    listed = n > 0 && n <= 10;
    for (lua_Unsigned i = 1; listed && i <= n; ++i) {
      if (lua_rawgeti(L, -1, static_cast<lua_Integer>(i)) == LUA_TSTRING) what.names.push_back(lua_tostring(L, -1));
      else listed = false;
      lua_pop(L, 1);
    }
  }
  const bool absent = lua_isnil(L, -1);
  lua_pop(L, 1);
  if (!absent && !listed) return t.error(name, std::string("'") + name + ".names' is a list of card names");
  return std::nullopt;
}

// One part of a cost that takes cards (its table or integer on top of the stack): a number of
// cards, or a table with `count` and the filters `clan` and `min_grade`, or a table of `names`
// (one card of each).
std::optional<InputError> read_cost_part(lua_State* L, TableReader& t, const char* name, CostPart& part, bool* same_column = nullptr) {
  if (lua_isinteger(L, -1)) {
    const lua_Integer n = lua_tointeger(L, -1);
    if (n < 0 || n > 10) return t.error(name, std::string("'") + name + "' must be an integer from 0 to 10");
    part.count = static_cast<int>(n);
    return std::nullopt;
  }
  if (!lua_istable(L, -1))
    return t.error(name, std::string("'") + name + "' is a number of cards or a table of count, clan, min_grade or names" +
                             (same_column ? " (and same_column)" : ""));
  if (same_column) {
    if (auto e = t.only({"count", "clan", "min_grade", "names", "same_column"}, name)) return e;
    *same_column = t.flag("same_column");
  } else {
    if (auto e = t.only({"count", "clan", "min_grade", "names", "self_may_pay"}, name)) return e;
    // CR 10.1.3: "retire two of your rear-guards" (not "other"): this unit may be one of them.
    part.self_may_pay = t.flag("self_may_pay");
    if (part.self_may_pay && std::strcmp(name, "retire") != 0)
      return t.error(name, "'self_may_pay' is a field of 'retire' only (a retire that may take this unit itself, CR 10.1.3)");
  }
  std::optional<int> count;
  if (auto e = t.integer("count", count, false, 1, 10)) return e;
  if (auto e = read_filter(L, t, name, part.what)) return e;
  const bool listed = !part.what.names.empty();
  if (listed == count.has_value() || (listed && (!part.what.clan.empty() || part.what.min_grade > 0)))
    return t.error(name, std::string("'") + name + "' gives either a 'count' (with 'clan' or 'min_grade') or the 'names' of its cards");
  part.count = listed ? static_cast<int>(part.what.names.size()) : *count;
  return std::nullopt;
}

// What a continuous ability does (the `cont` table on top of the stack).
std::optional<InputError> read_cont(lua_State* L, TableReader& t, ContSpec& cont) {
  if (auto e = t.only({"power", "critical", "per", "per_rear_guard", "attack_back_row", "restraint", "lord", "cannot_be_boosted",
                       "cannot_attack_rear_guards",
                       "opponent_cannot_intercept", "opponent_cannot_guard_with_grade"},
                      "cont"))
    return e;
  // Each key a kind of effect (engine/ability.h, namespace continuous), read in this order.
  std::optional<int> amount, grade, critical;
  continuous::Power power;
  if (auto e = t.integer("power", amount, false, -100000, 100000)) return e;
  power.amount = amount.value_or(0);
  // CR 8.7.1.3: "+1 critical" while the ability applies (Majesty Lord Blaster, BT05/002).
  if (auto e = t.integer("critical", critical, false, -99, 99)) return e;
  // CR 8.7.1.3, "for each": `per = { zone = ..., other = true, clan =, min_grade =, names = }`;
  // `per_rear_guard = { ... }` is its short form for `zone = "rear_guards"`.
  bool per_table = false;
  if (auto e = t.sub("per", [&]() -> std::optional<InputError> {
        per_table = true;
        if (auto err = t.only({"zone", "other", "clan", "min_grade", "names"}, "per")) return err;
        static const std::pair<std::string_view, CountZone> kCountZones[] = {
            {"rear_guards", CountZone::RearGuards}, {"units", CountZone::Units}, {"soul", CountZone::Soul}, {"drop", CountZone::Drop}};
        std::string zone;
        if (auto err = t.string("zone", zone, true)) return err;
        for (const auto& [name, z] : kCountZones)
          if (zone == name) power.per = z;
        if (power.per == CountZone::None) return t.error("zone", "'per.zone' is \"rear_guards\", \"units\", \"soul\" or \"drop\"");
        power.per_other = t.flag("other");
        if (power.per_other && power.per != CountZone::RearGuards && power.per != CountZone::Units)
          return t.error("other", "'per.other' leaves this unit out of a count of units: 'zone' \"units\" or \"rear_guards\"");
        return read_filter(L, t, "per", power.counted);
      }))
    return e;
  if (auto e = t.sub("per_rear_guard", [&]() -> std::optional<InputError> {
        if (per_table) return t.error("per_rear_guard", "'per_rear_guard' is the short form of 'per': give one of them");
        power.per = CountZone::RearGuards;
        if (auto err = t.only({"clan", "min_grade", "names"}, "per_rear_guard")) return err;
        return read_filter(L, t, "per_rear_guard", power.counted);
      }))
    return e;
  if (power.per != CountZone::None && power.amount == 0)
    return t.error("cont", std::string("'") + (per_table ? "per" : "per_rear_guard") + "' counts the 'power' this unit has for each one: give a 'power'");
  if (power.amount != 0) cont.effects.emplace_back(std::move(power));
  if (critical.value_or(0) != 0) cont.effects.emplace_back(continuous::Critical{*critical});
  if (t.flag("attack_back_row")) cont.effects.emplace_back(continuous::AttackBackRow{});
  if (t.flag("restraint")) cont.effects.emplace_back(continuous::Restraint{});
  if (t.flag("lord")) cont.effects.emplace_back(continuous::Lord{});
  if (t.flag("cannot_be_boosted")) cont.effects.emplace_back(continuous::CannotBeBoosted{});
  if (t.flag("cannot_attack_rear_guards")) cont.effects.emplace_back(continuous::CannotAttackRearGuards{});
  if (t.flag("opponent_cannot_intercept")) cont.effects.emplace_back(continuous::OpponentCannotIntercept{});
  if (auto e = t.integer("opponent_cannot_guard_with_grade", grade, false, 0, 99)) return e;
  if (grade) cont.effects.emplace_back(continuous::OpponentCannotGuardWithGrade{*grade});
  return std::nullopt;
}

std::optional<InputError> read_cost(lua_State* L, TableReader& t, CostSpec& cost) {
  if (auto e = t.only({"counter_blast", "soul_blast", "discard", "retire", "hand_to_soul", "rear_guards_to_soul", "rest", "deck_to_drop",
                       "rest_self", "reveal_to_deck_top", "retire_self", "put_self_into_soul", "self_to_deck_top", "self_to_deck_bottom"},
                      "cost"))
    return e;
  std::optional<int> cb, deck;
  if (auto e = t.integer("counter_blast", cb, false, 0, 10)) return e;
  if (auto e = t.integer("deck_to_drop", deck, false, 0, 10)) return e;
  cost.counter_blast = cb.value_or(0);
  cost.deck_to_drop = deck.value_or(0);
  const std::pair<const char*, CostPart*> parts[] = {{"soul_blast", &cost.soul_blast}, {"discard", &cost.discard}, {"retire", &cost.retire},
                                                     {"hand_to_soul", &cost.hand_to_soul}, {"rear_guards_to_soul", &cost.rear_guards_to_soul}};
  for (const auto& [name, part] : parts) {
    raw_field(L, name);
    std::optional<InputError> e;
    if (!lua_isnil(L, -1)) e = read_cost_part(L, t, name, *part);
    lua_pop(L, 1);
    if (e) return e;
  }
  {  // CR 10.1.11.1: "rest N of your rear-guards", optionally of this unit's column only
    raw_field(L, "rest");
    std::optional<InputError> e;
    if (!lua_isnil(L, -1)) e = read_cost_part(L, t, "rest", cost.rest, &cost.rest_same_column);
    lua_pop(L, 1);
    if (e) return e;
  }
  // Each card the player names pays one part: a zone's cards go one way only.
  if (cost.discard.count && cost.hand_to_soul.count)
    return t.error("cost", "a cost takes hand cards either by 'discard' or by 'hand_to_soul', not both");
  if (cost.retire.count && cost.rear_guards_to_soul.count)
    return t.error("cost", "a cost takes rear-guards either by 'retire' or by 'rear_guards_to_soul', not both");
  if (cost.rest.count && (cost.retire.count || cost.rear_guards_to_soul.count))
    return t.error("cost", "a cost takes rear-guards one way: 'rest' not with 'retire' or 'rear_guards_to_soul'");
  cost.rest_self = t.flag("rest_self");
  cost.reveal_self_to_deck_top = t.flag("reveal_to_deck_top");
  cost.retire_self = t.flag("retire_self");
  cost.put_self_into_soul = t.flag("put_self_into_soul");
  // CR 8.5.2.3: "put this unit on top of (at the bottom of) your deck"; the card goes one way only.
  cost.self_to_deck_top = t.flag("self_to_deck_top");
  cost.self_to_deck_bottom = t.flag("self_to_deck_bottom");
  if (int(cost.retire_self) + int(cost.put_self_into_soul) + int(cost.reveal_self_to_deck_top) + int(cost.self_to_deck_top) +
          int(cost.self_to_deck_bottom) > 1)
    return t.error("cost", "a cost moves this card one way only: one of 'retire_self', 'put_self_into_soul', 'reveal_to_deck_top', "
                           "'self_to_deck_top', 'self_to_deck_bottom'");
  if (cost.retire.self_may_pay && (cost.self_to_deck_top || cost.self_to_deck_bottom))
    return t.error("cost", "a cost that moves this unit to the deck cannot also retire it: drop 'self_may_pay'");
  return std::nullopt;
}

// An ability's `condition` (an "if", CR 8.1.1.2.3): a function, or a condition declared as data
// (docs/card-scripts.md, "Declared conditions"), { vanguard_clan = "CLAN" }, kept under a handle
// as a function is (a C function: no file holds it, so renewing a file leaves it alone).
std::optional<InputError> read_condition(lua_State* L, TableReader& t, int& handle) {
  if (raw_field(L, "condition") != LUA_TTABLE) {
    lua_pop(L, 1);
    return t.function("condition", handle);
  }
  int keys = 0;
  bool clan_only = true;
  for (lua_pushnil(L); lua_next(L, -2) != 0; lua_pop(L, 1)) {
    ++keys;
    clan_only = clan_only && lua_type(L, -2) == LUA_TSTRING && std::strcmp(lua_tostring(L, -2), "vanguard_clan") == 0 && lua_type(L, -1) == LUA_TSTRING;
  }
  if (keys != 1 || !clan_only) {
    lua_pop(L, 1);
    return t.error("condition", "a declared 'condition' is { vanguard_clan = \"CLAN\" }; any other is a function");
  }
  raw_field(L, "vanguard_clan");
  std::size_t size = 0;
  const char* clan = lua_tolstring(L, -1, &size);
  push_vanguard_clan_condition(L, std::string_view(clan, size));
  handle = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pop(L, 2);
  return std::nullopt;
}

// An ability's `effect`: a function, or an effect declared as data (docs/card-scripts.md,
// "Declared effects"): { look_at_top = N, up_to = true, may_take = "NAME", into = "hand" or
// "superior-ride" }, `up_to` left out for exactly N. Kept under a handle as a function is.
std::optional<InputError> read_effect(lua_State* L, TableReader& t, int& handle) {
  if (raw_field(L, "effect") != LUA_TTABLE) {
    lua_pop(L, 1);
    return t.function("effect", handle);
  }
  const int declared = lua_gettop(L);
  const auto refuse = [&] {
    lua_settop(L, declared - 1);
    return t.error("effect", "a declared 'effect' is { look_at_top = N (1 to 10), up_to = true (or left out), may_take = \"NAME\", "
                             "into = \"hand\" or \"superior-ride\" }; any other is a function");
  };
  for (lua_pushnil(L); lua_next(L, declared) != 0; lua_pop(L, 1)) {
    const char* key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
    if (std::strcmp(key, "look_at_top") != 0 && std::strcmp(key, "up_to") != 0 && std::strcmp(key, "may_take") != 0 && std::strcmp(key, "into") != 0)
      return refuse();
  }
  int isnum = 0;
  const auto type_of = [&](const char* key) {  // (raw: a metatable of the file's is not consulted)
    lua_pushstring(L, key);
    return lua_rawget(L, declared);
  };
  type_of("look_at_top");
  const lua_Integer count = lua_tointegerx(L, -1, &isnum);
  const int up_to = type_of("up_to");
  const bool take_up_to = lua_toboolean(L, -1) != 0;
  const bool named = type_of("may_take") == LUA_TSTRING && lua_rawlen(L, -1) > 0;
  const bool into = type_of("into") == LUA_TSTRING;
  const std::string_view where = into ? lua_tostring(L, -1) : "";
  if (!isnum || count < 1 || count > 10 || (up_to != LUA_TNIL && up_to != LUA_TBOOLEAN) || !named || (where != "hand" && where != "superior-ride"))
    return refuse();
  std::size_t size = 0;
  const char* name = lua_tolstring(L, declared + 3, &size);
  push_look_at_top_effect(L, static_cast<int>(count), take_up_to, std::string_view(name, size), where == "superior-ride");
  handle = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_settop(L, declared - 1);
  return std::nullopt;
}

// CR 1.31 10.2.9.1, 10.2.9.1.1, 10.2.9.2.1: `seek_mate = { "NAME", ... }`: the ability is a Seek
// Mate naming the cards it can legion with (one to four names, "A" or "B"). It is an ACT of the
// vanguard circle whose effect is the keyword's (engine/legion.cpp): it has no effect, cost or
// condition of its own.
std::optional<InputError> read_seek_mate(lua_State* L, TableReader& t, AbilityDef& a) {
  const int type = raw_field(L, "seek_mate");
  bool listed = type == LUA_TTABLE;
  if (listed) {
    const lua_Unsigned n = lua_rawlen(L, -1);
    listed = n > 0 && n <= 4;
    for (lua_Unsigned i = 1; listed && i <= n; ++i) {
      if (lua_rawgeti(L, -1, static_cast<lua_Integer>(i)) == LUA_TSTRING && lua_rawlen(L, -1) > 0) a.seek_mate.push_back(lua_tostring(L, -1));
      else listed = false;
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
  if (type == LUA_TNIL) return std::nullopt;
  if (!listed) return t.error("seek_mate", "'seek_mate' is a list of one to four card names (CR 1.31 10.2.9.2.1)");
  if (a.kind != AbilityKind::Act || a.zones != kOnVanguardCircle)
    return t.error("seek_mate", "a Seek Mate is an ACT ability of the vanguard circle: kind = \"ACT\", zones = { \"VC\" } (CR 1.31 10.2.9.2)");
  if (a.cost.any() || raw_field(L, "effect") != LUA_TNIL || (lua_pop(L, 1), raw_field(L, "condition") != LUA_TNIL)) {
    lua_pop(L, 1);
    return t.error("seek_mate", "a Seek Mate has no 'cost', 'effect' or 'condition': the keyword says what it does (CR 1.31 10.2.9.2)");
  }
  lua_pop(L, 1);
  return std::nullopt;
}

// One entry of `abilities` (on top of the stack).
std::optional<InputError> read_ability(lua_State* L, const std::string& path, const std::string& source, AbilityDef& a) {
  TableReader t(L, path, source, "abilities");
  std::string kind;
  if (auto e = t.string("kind", kind, true)) return e;
  if (kind == "ACT") a.kind = AbilityKind::Act;
  else if (kind == "AUTO") a.kind = AbilityKind::Auto;
  else if (kind == "CONT") a.kind = AbilityKind::Cont;
  else return t.error("kind", "an ability's 'kind' is ACT, AUTO or CONT, not '" + kind + "'");
  if (auto e = t.string("text", a.text, true)) return e;
  if (auto e = t.string("name", a.name, false)) return e;
  if (!a.name.empty() && !is_ability_name(a.name))
    return t.error("name", "an ability's 'name' is 1 to 40 lowercase letters, digits and '-', starting with a letter, not '" + a.name + "'");
  if (auto e = t.names("zones", kZoneNames, a.zones)) return e;
  if (auto e = t.sub("trigger", [&] { return read_trigger(t, a.trigger); })) return e;
  if (a.kind == AbilityKind::Auto && a.trigger.event == TriggerEvent::None)
    return t.error("trigger", "an AUTO ability needs a 'trigger'");
  if (auto e = t.sub("cost", [&] { return read_cost(L, t, a.cost); })) return e;
  if (auto e = t.sub("cont", [&] { return read_cont(L, t, a.cont); })) return e;
  a.optional = t.flag("optional");
  a.limit_break = t.flag("limit_break");
  a.once_per_turn = t.flag("once_per_turn");
  a.granted_only = t.flag("granted");
  a.timed = t.flag("timed");
  a.locks = t.flag("locks");
  a.deletes = t.flag("deletes");
  // Every AUTO cost these sets print is "you may pay"; a mandatory one that cannot be paid
  // would leave its player no legal way on (found by fuzz/lua_sandbox_fuzz.cpp).
  if (a.kind == AbilityKind::Auto && a.cost.any() && !a.optional)
    return t.error("cost", "an AUTO ability with a 'cost' must be 'optional' (its cost is paid only if the player chooses to)");
  const TriggerEvent event = a.trigger.event;
  if (a.timed && (a.kind != AbilityKind::Auto || (event != TriggerEvent::Beginning && event != TriggerEvent::EndOfBattle)))
    return t.error("timed", "a 'timed' ability is an AUTO triggered at a 'beginning' or at the 'end_of_battle' (CR 8.6.5)");
  if (event == TriggerEvent::Situation && a.zones == 0)
    return t.error("zones", "a 'situation' ability names the 'zones' where it is active (CR 8.6.6)");
  if (auto e = read_seek_mate(L, t, a)) return e;
  if (!a.seek_mate.empty()) return std::nullopt;
  if (auto e = read_condition(L, t, a.condition)) return e;
  if (auto e = read_effect(L, t, a.effect)) return e;
  if (a.kind != AbilityKind::Cont && a.effect < 0) return t.error("effect", "an " + kind + " ability needs an 'effect' function");
  // CR 2.11.3: an ACT or CONT ability is active only in the zones it names (an ACT with none
  // would be playable from the deck or the drop zone: found by fuzz/lua_sandbox_fuzz.cpp).
  // CR 8.1.1.3.1: a CONT ability is written "CONT (zone): (effect)": its zones, then its `cont`.
  if (a.kind != AbilityKind::Auto && a.zones == 0)
    return t.error("kind", "an " + kind + " ability names the 'zones' where it is active (CR 2.11.3)");
  // An AUTO with no zones is one its own card's move triggers; any other would be active in the
  // deck and the drop zone too (found by fuzz/lua_sandbox_fuzz.cpp).
  const bool own_move = event == TriggerEvent::Placed || event == TriggerEvent::PutIntoSoul || event == TriggerEvent::Intercepts ||
                        event == TriggerEvent::LeavesGuardianCircle || event == TriggerEvent::LeavesRearGuardCircle ||
                        event == TriggerEvent::Ridden || event == TriggerEvent::Unlocked || event == TriggerEvent::Legions;
  if (a.kind == AbilityKind::Auto && a.zones == 0 && !own_move && !a.timed)
    return t.error("zones", "an AUTO ability not triggered by its own card's move names the 'zones' where it is active (CR 2.11.3)");
  return std::nullopt;
}

// The most cards a "for each" count can find: the five rear-guard circles, those and the
// vanguard circle's one or two vanguards, or a zone of at most a deck's 50 cards (GameState::kMaxCounted).
std::int64_t most_counted(CountZone per) {
  switch (per) {
    case CountZone::None: return 1;
    case CountZone::RearGuards: return static_cast<std::int64_t>(kRearGuardCircles.size());
    case CountZone::Units: return static_cast<std::int64_t>(kRearGuardCircles.size()) + 2;  // and a legion's two vanguards (CR 1.31 10.1.24.3)
    default: return GameState::kMaxCounted;
  }
}

// The power a card's continuous abilities can add up to (each "for each" counted for the most
// cards it can find) is bounded, so that a unit's power cannot overflow
// (docs/card-scripts.md, "Ranges").
std::optional<InputError> check_continuous_power(const std::string& path, const std::string& source, const CardDef& def) {
  std::int64_t total = 0;
  for (const AbilityDef& a : def.abilities)
    if (const auto* power = a.cont.find<continuous::Power>()) total += std::abs(std::int64_t{power->amount}) * most_counted(power->per);
  if (total <= kMaxContinuousPower) return std::nullopt;
  return InputError{path, line_of_field(source, "abilities"), 1,
                    "the continuous abilities of a card give at most " + std::to_string(kMaxContinuousPower) + " power in all (these give up to " + std::to_string(total) + ")"};
}

std::optional<InputError> read_card(lua_State* L, const std::string& path, const std::string& source, CardDef& def) {
  if (!lua_istable(L, -1)) return InputError{path, 1, 1, "a card file must return a table of the card's characteristics"};
  TableReader t(L, path, source);
  std::string trigger = "none", skill = "none";
  std::optional<int> grade, power, shield, critical;
  if (auto e = t.string("number", def.number, true)) return e;
  if (auto e = t.string("reprint_of", def.reprint_of, false)) return e;
  def.file = path;
  if (!def.reprint_of.empty()) {
    // A reprint is its first printing's card (CR 2.1: the same name): its file names that card
    // and holds nothing the first printing's file says.
    for (const char* field : {"name", "clan", "race", "grade", "power", "shield", "critical", "trigger", "skill", "sentinel", "abilities"}) {
      const bool given = raw_field(L, field) != LUA_TNIL;
      lua_pop(L, 1);
      if (given)
        return t.error(field, std::string("a reprint's file holds only its number and reprint_of: '") + field + "' is given by its first printing, " + def.reprint_of);
    }
    return std::nullopt;
  }
  if (auto e = t.string("name", def.name, true)) return e;
  if (auto e = t.string("clan", def.clan, true)) return e;
  if (auto e = t.string("race", def.race, true)) return e;
  if (auto e = t.integer("grade", grade, true, 0, 9)) return e;
  if (auto e = t.integer("power", power, true, 0, 1'000'000)) return e;
  if (auto e = t.integer("shield", shield, false, 0, 1'000'000)) return e;
  if (auto e = t.integer("critical", critical, true, 0, 99)) return e;
  if (auto e = t.string("trigger", trigger, false)) return e;
  if (auto e = t.string("skill", skill, false)) return e;
  auto tr = trigger_from_string(trigger);
  if (!tr) return t.error("trigger", "unknown trigger '" + trigger + "' (none, critical, draw, stand or heal)");
  auto sk = skill_from_string(skill);
  if (!sk) return t.error("skill", "unknown skill '" + skill + "' (none, twin-drive, intercept or boost)");
  def.grade = *grade;
  def.power = *power;
  def.shield = shield;
  def.critical = *critical;
  def.trigger = *tr;
  def.skill = *sk;
  def.sentinel = t.flag("sentinel");
  return t.sub("abilities", [&]() -> std::optional<InputError> {
    for (lua_Integer i = 1; lua_rawgeti(L, -1, i) != LUA_TNIL; ++i) {
      if (!lua_istable(L, -1)) return InputError{path, line_of_field(source, "abilities"), 1, "each ability must be a table"};
      AbilityDef a;
      auto e = read_ability(L, path, source, a);
      lua_pop(L, 1);
      if (e) return e;
      for (std::size_t k = 0; k < def.abilities.size() && !a.name.empty(); ++k)
        if (def.abilities[k].name == a.name)
          return InputError{path, line_of_field(source, "abilities"), 1,
                            "abilities " + std::to_string(k + 1) + " and " + std::to_string(def.abilities.size() + 1) + " are both named '" + a.name + "': a card's ability names differ"};
      def.abilities.push_back(std::move(a));
    }
    lua_pop(L, 1);
    return check_continuous_power(path, source, def);
  });
}

// Calls visit(index) with the value of each upvalue of the function at stack index `fn` on the
// stack, depth first into the functions among them, each function once (`seen`): a function
// can keep state only in its upvalues. False when `visit` said so or past kMostUpvalues values.
constexpr int kMostUpvalues = 256;
template <typename Visit>
bool visit_upvalues(lua_State* L, int fn, std::vector<const void*>& seen, int& count, Visit& visit) {
  fn = lua_absindex(L, fn);
  if (std::find(seen.begin(), seen.end(), lua_topointer(L, fn)) != seen.end()) return true;
  seen.push_back(lua_topointer(L, fn));
  for (int i = 1; lua_getupvalue(L, fn, i) != nullptr; ++i) {
    bool ok = ++count <= kMostUpvalues && visit(lua_gettop(L));
    if (ok && lua_isfunction(L, -1)) ok = visit_upvalues(L, -1, seen, count, visit);
    lua_pop(L, 1);
    if (!ok) return false;
  }
  return true;
}

// The text of an error object (a script may raise any value).
const char* error_text(lua_State* L, int index) {
  return lua_type(L, index) == LUA_TSTRING ? lua_tostring(L, index) : "(error object is not a string)";
}

// The ability of `def` whose effect, condition or situation is the function `handle` (1-based).
int ability_of(const CardDef& def, int handle) {
  for (std::size_t i = 0; i < def.abilities.size(); ++i) {
    const AbilityDef& a = def.abilities[i];
    if (a.effect == handle || a.condition == handle || a.trigger.situation == handle) return static_cast<int>(i) + 1;
  }
  return 0;
}

}  // namespace

std::optional<InputError> CardScripts::load(const std::string& path, CardPool& pool) {
  auto text = read_input_file(path, kMaxCardFileBytes, "card file");
  if (auto* e = std::get_if<InputError>(&text)) return *e;
  return load_source(path, std::get<std::string>(text), pool);
}

// Runs a card file and reads its characteristics and abilities.
std::optional<InputError> CardScripts::read_source(const std::string& path, const std::string& source, CardDef& def) {
  lua_State* L = lua_.state();
  // Relative to the stack as found: a lazy load may happen inside a running script's call.
  const int base = lua_gettop(L);
  if (luaL_getmetatable(L, "vgjudge.game") == LUA_TNIL) register_card_api(L);
  lua_settop(L, base);
  auto chunk = lua_.load_file(path, chunk_name(path), source);
  if (auto* e = std::get_if<InputError>(&chunk)) return *e;
  const int ref = std::get<int>(chunk);
  auto e = lua_.run_chunk(ref, path, chunk_name(path));
  if (!e) e = read_card(L, path, source, def);
  lua_settop(L, base);
  if (e || !def.reprint_of.empty()) {  // a reprint's functions are its first printing's
    luaL_unref(L, LUA_REGISTRYINDEX, ref);
    return e;
  }
  const std::string_view compiled = precompiled_card(chunk_name(path), source);
  if (!compiled.empty()) luaL_unref(L, LUA_REGISTRYINDEX, ref);  // (loaded again from it to renew the file)
  keep_file(path, compiled.empty() ? ref : LUA_NOREF, compiled, def);
  return std::nullopt;
}

// Notes where the card's functions stand in the table its file returns, to find them again
// when the file runs again (renew).
void CardScripts::keep_file(const std::string& path, int chunk, std::string_view compiled, const CardDef& def) {
  CardFile file{.path = path, .chunk = chunk, .compiled = compiled, .slots = {}};
  lua_State* L = lua_.state();
  const auto declared = [L](int handle) {  // a declared condition or effect (read_condition, read_effect)
    lua_rawgeti(L, LUA_REGISTRYINDEX, handle);
    const bool d = is_declared(L, -1);
    lua_pop(L, 1);
    return d;
  };
  for (std::size_t i = 0; i < def.abilities.size(); ++i) {
    const AbilityDef& a = def.abilities[i];
    const int n = static_cast<int>(i) + 1;
    if (a.trigger.situation >= 0) file.slots.push_back({n, "situation", a.trigger.situation});
    if (a.condition >= 0 && !declared(a.condition)) file.slots.push_back({n, "condition", a.condition});
    if (a.effect >= 0 && !declared(a.effect)) file.slots.push_back({n, "effect", a.effect});
  }
  for (const CardFile::Slot& slot : file.slots) {
    if (static_cast<std::size_t>(slot.handle) >= file_of_handle_.size()) file_of_handle_.resize(static_cast<std::size_t>(slot.handle) + 1, -1);
    file_of_handle_[static_cast<std::size_t>(slot.handle)] = static_cast<int>(files_.size());
  }
  note_upvalues(file);
  files_.push_back(std::move(file));
}

void CardScripts::clear_failure() const {
  failure_.reset();
  for (int f : used_) {
    CardFile& file = files_[static_cast<std::size_t>(f)];
    file.used = false;
    file.stale = changed(file);
  }
  used_.clear();
}

// Notes the values of the upvalues the file's functions reach (changed tells whether a call
// changed one since). Running a file again costs allocations on every game; comparing a few
// values costs none, and no card of cards/lua keeps anything in an upvalue.
void CardScripts::note_upvalues(CardFile& file) const {
  lua_State* L = lua_.state();
  luaL_unref(L, LUA_REGISTRYINDEX, file.upvalues);
  file.upvalues = LUA_NOREF;
  lua_newtable(L);
  const int list = lua_gettop(L);
  lua_Integer n = 0;
  int count = 0;
  seen_.clear();
  auto keep = [&](int value) {
    if (lua_istable(L, value) && !lua_.is_environment(value)) return false;
    lua_pushvalue(L, value);
    lua_rawseti(L, list, ++n);
    return true;
  };
  bool kept = true;
  for (const CardFile::Slot& slot : file.slots) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, slot.handle);
    kept = kept && visit_upvalues(L, -1, seen_, count, keep);
    lua_pop(L, 1);
  }
  if (kept) file.upvalues = luaL_ref(L, LUA_REGISTRYINDEX);
  else lua_pop(L, 1);
}

// Whether a call may have changed what the file's functions keep: an upvalue whose value is not
// the one noted, or one that could not be noted.
bool CardScripts::changed(const CardFile& file) const {
  if (file.upvalues == LUA_NOREF) return true;
  lua_State* L = lua_.state();
  lua_rawgeti(L, LUA_REGISTRYINDEX, file.upvalues);
  const int list = lua_gettop(L);
  lua_Integer n = 0;
  int count = 0;
  seen_.clear();
  auto same = [&](int value) {
    lua_rawgeti(L, list, ++n);
    const bool equal = lua_rawequal(L, value, -1) != 0;
    lua_pop(L, 1);
    return equal;
  };
  bool unchanged = true;
  for (const CardFile::Slot& slot : file.slots) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, slot.handle);
    unchanged = unchanged && visit_upvalues(L, -1, seen_, count, same);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return !unchanged;
}

// Runs the file again in a fresh environment and puts the new functions under the handles of
// the old ones (the card's abilities keep their handles). A file is deterministic, so it gives
// the same table; one that does not is refused.
std::optional<InputError> CardScripts::renew(CardFile& file) const {
  lua_State* L = lua_.state();
  const int base = lua_gettop(L);
  int chunk = file.chunk;
  if (chunk == LUA_NOREF) {
    auto loaded = lua_.load_compiled(file.compiled, file.path, chunk_name(file.path));
    if (auto* e = std::get_if<InputError>(&loaded)) return *e;
    chunk = std::get<int>(loaded);
  }
  auto ran = lua_.run_chunk(chunk, file.path, chunk_name(file.path));
  if (chunk != file.chunk) luaL_unref(L, LUA_REGISTRYINDEX, chunk);
  if (ran) return ran;
  for (const CardFile::Slot& slot : file.slots) {
    const bool situation = std::strcmp(slot.field, "situation") == 0;
    bool found = lua_type(L, base + 1) == LUA_TTABLE && raw_field(L, "abilities") == LUA_TTABLE &&
                 lua_rawgeti(L, -1, slot.ability) == LUA_TTABLE && (!situation || raw_field(L, "trigger") == LUA_TTABLE);
    found = found && raw_field(L, situation ? "situation" : slot.field) == LUA_TFUNCTION;
    if (found) lua_rawseti(L, LUA_REGISTRYINDEX, slot.handle);
    lua_settop(L, base + 1);
    if (!found) {
      lua_settop(L, base);
      return InputError{file.path, 1, 1, "run again for a new game, the card file returned other abilities: a card file must return the same table every time"};
    }
  }
  lua_settop(L, base);
  note_upvalues(file);
  return std::nullopt;
}

// A function about to run: its file is renewed if an earlier game changed it, and noted as used.
bool CardScripts::ready(const GameState& state, InstanceId source, int handle) const {
  const std::size_t h = static_cast<std::size_t>(handle);
  if (h >= file_of_handle_.size() || file_of_handle_[h] < 0) return true;
  const int f = file_of_handle_[h];
  CardFile& file = files_[static_cast<std::size_t>(f)];
  if (file.stale) {
    file.stale = false;
    if (auto e = renew(file)) {
      fail(state, source, handle, e->message);
      return false;
    }
  }
  if (!file.used) {
    file.used = true;
    used_.push_back(f);
  }
  return true;
}

std::optional<InputError> CardScripts::load_source(const std::string& path, const std::string& source, CardPool& pool) {
  if (source.size() > kMaxCardFileBytes) return InputError{path, 1, 1, "the card file is longer than the limit of " + std::to_string(kMaxCardFileBytes) + " bytes"};
  if (auto e = check_input_text(path, source, "card file")) return e;
  CardDef def;
  if (auto e = read_source(path, source, def)) return e;
  if (pool.find(def.number) != kUnknownCard)
    return InputError{path, line_of_field(source, "number"), 1, "card " + def.number + " is defined twice"};
  if (!def.reprint_of.empty()) {
    const int line = line_of_field(source, "reprint_of");
    if (pool.find(def.reprint_of) == kUnknownCard) {
      waiting_.push_back({pool.add(std::move(def)), path, line});
      return std::nullopt;
    }
    if (auto e = copy_first_printing(pool, def, path, line)) return e;
  }
  pool.add(std::move(def));
  return std::nullopt;
}

std::optional<InputError> CardScripts::copy_first_printing(CardPool& pool, CardDef& def, const std::string& path, int line) {
  const CardId first = pool.find(def.reprint_of);
  if (first == kUnknownCard)
    return InputError{path, line, 1, "card " + def.number + " is a reprint of " + def.reprint_of + ", which no card file defines"};
  const CardDef& source = pool[first];
  if (!source.reprint_of.empty() || source.name.empty())  // (empty: a lazy load of that card is under way)
    return InputError{path, line, 1,
                      "card " + def.number + " names " + def.reprint_of + " as its first printing, but that card is itself a reprint" +
                          (source.reprint_of.empty() ? std::string() : " of " + source.reprint_of)};
  CardDef card = source;
  card.number = std::move(def.number);
  card.reprint_of = std::move(def.reprint_of);
  def = std::move(card);
  return std::nullopt;
}

std::optional<InputError> CardScripts::complete_reprints(CardPool& pool) {
  const std::vector<WaitingReprint> waiting = std::move(waiting_);
  waiting_.clear();
  for (const WaitingReprint& w : waiting) {
    CardDef def = pool[w.id];
    if (auto e = copy_first_printing(pool, def, w.path, w.line)) return e;
    pool.fill(w.id, std::move(def));
  }
  return std::nullopt;
}

std::optional<InputError> CardScripts::load_into(const std::string& path, CardPool& pool, CardId id) {
  auto text = read_input_file(path, kMaxCardFileBytes, "card file");
  if (auto* e = std::get_if<InputError>(&text)) return *e;
  const std::string& source = std::get<std::string>(text);
  CardDef def;
  if (auto e = read_source(path, source, def)) return e;
  if (def.number != pool[id].number)
    return InputError{path, line_of_field(source, "number"), 1, "card " + def.number + " is in the file named for " + pool[id].number};
  if (!def.reprint_of.empty())
    if (auto e = copy_first_printing(pool, def, path, line_of_field(source, "reprint_of"))) return e;
  pool.fill(id, std::move(def));
  return std::nullopt;
}

// Keeps the first failure of a run: which card and ability, where in its file, and why (the
// sandbox's reason when it stopped the script, else Lua's message with its traceback).
void CardScripts::fail(const GameState& state, InstanceId source, int handle, const std::string& lua_message) const {
  if (failure_) return;
  const CardDef& def = state.def(source);
  std::string message = lua_message;
  if (auto why = lua_.stopped()) message = *why + "\n" + lua_message;
  InputError at = lua_error_at(def.file, chunk_name(def.file), message);
  // An error raised in the game object's methods carries the position of their Lua wrapper
  // (card_api.cpp): the position that matters is the card's, found in the traceback.
  if (at.message.rfind("vgjudge:", 0) == 0 && at.message.find(": ") != std::string::npos)
    at.message.erase(0, at.message.find(": ") + 2);
  failure_ = ScriptFailure{def.number, ability_of(def, handle), def.file, at.line, at.message};
}

// Pushes a coroutine for an effect to run in: the idle one, or a new one (a coroutine may stop
// to wait: engine/effect.h).
void CardScripts::push_effect_thread(lua_State* L) const {
  if (idle_thread_ == LUA_NOREF) {
    lua_newthread(L);
    return;
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, idle_thread_);
  luaL_unref(L, LUA_REGISTRYINDEX, idle_thread_);
  idle_thread_ = LUA_NOREF;
}

EffectStatus CardScripts::run(Game& game, int effect, InstanceId source) const {
  if (failure_ || !ready(game.state(), source, effect)) return EffectStatus::Failed;
  lua_State* L = lua_.state();
  push_effect_thread(L);
  lua_State* co = lua_tothread(L, -1);
  const GameState& s = game.state();
  const Resolution& r = *s.resolving;
  // CR 3.4.3: the effect's master ("you" to the script) is the master of the ability giving it.
  ScriptContext ctx{&game, &s, source, r.ability.master, r.ability.other};
  ScriptContext** handle = push_card_api(L, &ctx);  // kept on this stack while the call runs
  lua_rawgeti(co, LUA_REGISTRYINDEX, effect);
  lua_pushvalue(L, -1);
  lua_xmove(L, co, 1);
  lua_.start(co);
  int results = 0;
  const int rc = lua_resume(co, L, 1, &results);
  lua_.finish(co);
  *handle = nullptr;  // the game object dies with the call: a script that kept it gets an error
  const EffectStatus status = rc == LUA_OK ? EffectStatus::Done : rc == LUA_YIELD ? EffectStatus::Waiting : EffectStatus::Failed;
  if (status == EffectStatus::Failed) {
    luaL_traceback(L, co, error_text(co, -1), 0);
    fail(s, source, effect, lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  if (status == EffectStatus::Done && idle_thread_ == LUA_NOREF) {  // finished: it can run the next effect
    lua_settop(co, 0);
    lua_pushvalue(L, -2);
    idle_thread_ = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_pop(L, 2);  // the game object and the coroutine (left to the collector unless kept)
  return status;
}

bool CardScripts::holds(const GameState& state, int condition, InstanceId source) const {
  if (failure_ || !ready(state, source, condition)) return false;
  lua_State* L = lua_.state();
  ScriptContext ctx{nullptr, &state, source, state.card(source).owner, kNoInstance};
  ScriptContext** handle = push_card_api(L, &ctx);  // kept on this stack while the call runs
  lua_pushcfunction(L, [](lua_State* S) {
    luaL_traceback(S, S, error_text(S, 1), 1);
    return 1;
  });
  lua_rawgeti(L, LUA_REGISTRYINDEX, condition);
  lua_pushvalue(L, -3);
  lua_.start(L);
  const int rc = lua_pcall(L, 1, 1, -3);
  lua_.finish(L);
  *handle = nullptr;
  bool result = false;
  if (rc == LUA_OK) result = lua_toboolean(L, -1);
  else fail(state, source, condition, error_text(L, -1));
  lua_pop(L, 3);
  return result;
}

}  // namespace vg
