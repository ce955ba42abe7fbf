#include "scripting/card_api.h"

#include <lua.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "scripting/lua_sandbox.h"

namespace vg {

// Errors and C++ objects. A Lua error (lua_error, luaL_error, luaL_check*, and any Lua call
// that allocates) unwinds with longjmp, which skips the destructors of the frames it leaves.
// So every method reads and checks its arguments into plain values first (raising there is
// fine: nothing needs destroying), then runs its step in a helper whose C++ objects are gone
// when it returns, and pushes the result last from a frame that holds only pointers into the
// effect's log. Helpers marked "raises nothing" call no Lua function that can raise.
namespace {

constexpr const char* kApiMeta = "vgjudge.game";
// What a method holds while it may raise: plain values only.
static_assert(std::is_trivially_destructible_v<op::Give> && std::is_trivially_destructible_v<Stepped<op::Choose>> &&
              std::is_trivially_destructible_v<std::optional<Skill>>);
char kWaitSentinel;  // returned by a step that must wait for an answer
// Registry keys by address rather than by name, which would be hashed at each use.
char kApiMetaKey;  // the metatable of `game` objects (kApiMeta names it for luaL_checkudata)
char kCardsKey;    // the table of card characteristics api_card builds

// Every method call checks that its first argument is a `game` object. The metatable's address
// is kept in the Lua state's extra space (each thread copies the main thread's), so the check
// is a comparison; luaL_checkudata, which looks the metatable up by name, raises the error.
const void*& api_meta_address(lua_State* L) { return *static_cast<const void**>(lua_getextraspace(L)); }

// The effect must wait: the Lua wrapper sees the sentinel and yields (engine/effect.h). No C++
// object lives in a frame a yield unwinds.
int waiting(lua_State* L) {
  lua_pushlightuserdata(L, &kWaitSentinel);
  return 1;
}
int api_wait(lua_State* L) { return lua_yield(L, 0); }

// The call's context; a `game` object kept from an earlier call has none (push_card_api).
ScriptContext& context(lua_State* L) {
  void* handle = lua_touserdata(L, 1);
  bool game_object = false;
  if (handle != nullptr && api_meta_address(L) != nullptr && lua_getmetatable(L, 1)) {
    game_object = lua_topointer(L, -1) == api_meta_address(L);
    lua_pop(L, 1);
  }
  if (!game_object) handle = luaL_checkudata(L, 1, kApiMeta);
  ScriptContext* c = *static_cast<ScriptContext**>(handle);
  if (c == nullptr) luaL_error(L, "this game object belongs to a call that has returned: a script cannot keep it");
  return *c;
}

// The context of an effect: a condition can only read (it has no game to change).
ScriptContext& effect_context(lua_State* L) {
  ScriptContext& c = context(L);
  if (c.game == nullptr) luaL_error(L, "a condition can only read the game, not change it");
  return c;
}

// An integer argument, or a Lua error naming it.
int int_arg(lua_State* L, int arg) {
  int isnum = 0;
  const lua_Integer v = lua_tointegerx(L, arg, &isnum);
  if (!isnum || v < INT32_MIN || v > INT32_MAX) luaL_typeerror(L, arg, "integer");
  return static_cast<int>(v);
}

bool is_card(const ScriptContext& c, lua_Integer id) { return id >= 0 && id < static_cast<lua_Integer>(c.state->cards.size()); }

InstanceId card_arg(lua_State* L, int arg) {
  int isnum = 0;
  const lua_Integer id = lua_tointegerx(L, arg, &isnum);
  if (!isnum || !is_card(context(L), id)) luaL_argerror(L, arg, "not a card of this game");
  return static_cast<InstanceId>(id);
}

Player player_arg(lua_State* L, int arg) {
  int isnum = 0;
  const lua_Integer p = lua_tointegerx(L, arg, &isnum);
  if (!isnum || (p != 0 && p != 1)) luaL_argerror(L, arg, "a player is game:you() or game:opponent()");
  return static_cast<Player>(p);
}

// A list of cards of this game (checked, its length returned); the cards are read later by
// list_cards, which raises nothing.
int card_list_arg(lua_State* L, int arg) {
  const ScriptContext& c = context(L);
  if (lua_type(L, arg) != LUA_TTABLE) luaL_typeerror(L, arg, "table");
  int n = 0;
  for (;; ++n) {
    const int type = lua_rawgeti(L, arg, n + 1);
    int isnum = 0;
    const lua_Integer id = lua_tointegerx(L, -1, &isnum);
    lua_pop(L, 1);
    if (type == LUA_TNIL) break;
    if (!isnum || !is_card(c, id)) luaL_argerror(L, arg, "not a list of cards of this game");
  }
  return n;
}

// Raises nothing: the n cards of a list card_list_arg checked.
CardList list_cards(lua_State* L, int arg, int n) {
  CardList out;
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, arg, i);
    out.push_back(static_cast<InstanceId>(lua_tointeger(L, -1)));
    lua_pop(L, 1);
  }
  return out;
}

// The result of a read for a condition, kept until the next read of the same kind.
template <typename Op>
Stepped<Op> read_for_condition(const GameState& state, const Op& step) {
  thread_local typename Op::Result buffer;
  if constexpr (std::is_same_v<Op, op::Cards>) buffer = state.pile(step.player, step.zone);  // into the buffer's room
  else buffer = read_step(state, step);
  return {StepStatus::Done, &buffer};
}

// One step, raising nothing: logged through the game for an effect, read directly for a
// condition (which only reads: effect_context refused the other steps).
template <typename Op>
Stepped<Op> step(const ScriptContext& c, const Op& op) {
  if (c.game != nullptr) return c.game->effect_step(op);
  if constexpr (Op::kReads) return read_for_condition(*c.state, op);
  assert(false && "a condition's step that does not read");
  return {StepStatus::Diverged, nullptr};
}

int push(lua_State*, const std::monostate&) { return 0; }
int push(lua_State* L, const int& n) {
  lua_pushinteger(L, n);
  return 1;
}
int push(lua_State* L, const CardList& cards) {
  lua_createtable(L, static_cast<int>(cards.size()), 0);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    lua_pushinteger(L, cards[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

// A step that is not done: the effect waits, or it did not repeat its steps (an error).
int not_done(lua_State* L, StepStatus status) {
  if (status == StepStatus::Waiting) return waiting(L);
  return luaL_error(L, "the effect did not repeat its steps: run again, it must ask for the same steps in the same order");
}

// The end of a method: the step's result pushed, or not done. A step's result is what it did (the
// cards drawn, moved or chosen; nothing when it did nothing), logged so that a rerun of the effect
// gets it again: a later "if you do" of the same ability looks back at it (CR 1.31 8.1.1.1.2.3,
// 8.1.1.2.3.3: a requirement may be judged by what earlier text of the ability did).
template <typename Op>
int finish(lua_State* L, Stepped<Op> r) {
  return r.status == StepStatus::Done ? push(L, *r.result) : not_done(L, r.status);
}

int api_self(lua_State* L) { lua_pushinteger(L, context(L).source); return 1; }
int api_you(lua_State* L) { lua_pushinteger(L, index(context(L).master)); return 1; }
int api_opponent(lua_State* L) { lua_pushinteger(L, index(opponent(context(L).master))); return 1; }
int api_other(lua_State* L) {
  InstanceId o = context(L).other;
  if (o == kNoInstance) lua_pushnil(L);
  else lua_pushinteger(L, o);
  return 1;
}

// game:card(id): the card's printed characteristics (an empty table while it is hidden). One
// read-only table per card, built once per Lua state: characteristics never change.
int api_card(lua_State* L) {
  const ScriptContext& c = context(L);
  const InstanceId id = card_arg(L, 2);
  if (!c.state->identified(id) || c.state->card(id).locked) {  // CR 1.31 10.1.21.3: a locked card has no characteristics
    lua_newtable(L);
    return 1;
  }
  const CardId card = c.state->card(id).card;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &kCardsKey);
  if (lua_rawgeti(L, -1, card + 1) == LUA_TTABLE) return 1;
  lua_pop(L, 1);
  const CardDef& d = c.state->def(id);
  lua_createtable(L, 0, 0);  // the proxy handed out
  lua_createtable(L, 0, 2);  // its metatable
  lua_createtable(L, 0, 9);  // the fields
  for (auto [k, v] : {std::pair{"number", &d.number}, {"name", &d.name}, {"clan", &d.clan}, {"race", &d.race}}) {
    lua_pushlstring(L, v->data(), v->size());
    lua_setfield(L, -2, k);
  }
  for (auto [k, v] : {std::pair{"grade", d.grade}, {"power", d.power}, {"critical", d.critical}}) {
    lua_pushinteger(L, v);
    lua_setfield(L, -2, k);
  }
  const std::string_view trigger = to_string(d.trigger);
  lua_pushlstring(L, trigger.data(), trigger.size());
  lua_setfield(L, -2, "trigger");
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, [](lua_State* S) { return luaL_error(S, "a card's characteristics cannot be changed"); });
  lua_setfield(L, -2, "__newindex");
  lua_pushliteral(L, "locked");  // getmetatable cannot reach the fields table
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_pushvalue(L, -1);
  lua_rawseti(L, -3, card + 1);
  return 1;
}

// game:owner(id): the player who owns the card (CR 3.3).
int api_owner(lua_State* L) {
  const ScriptContext& c = context(L);
  lua_pushinteger(L, index(c.state->card(card_arg(L, 2)).owner));
  return 1;
}

// Units of a player, filtered by where they stand (from one logged step).
int units_where(lua_State* L, bool (*keep)(Circle)) {
  const Stepped<op::Units> r = step(context(L), op::Units{player_arg(L, 2)});
  if (r.status != StepStatus::Done) return not_done(L, r.status);
  lua_createtable(L, static_cast<int>(r.result->size()), 0);  // room for all: no regrowth
  lua_Integer n = 0;
  for (const UnitAt& u : *r.result) {
    if (!keep(u.circle)) continue;
    lua_pushinteger(L, u.unit);
    lua_rawseti(L, -2, ++n);
  }
  return 1;
}
int api_units(lua_State* L) { return units_where(L, [](Circle) { return true; }); }
int api_rear_guards(lua_State* L) { return units_where(L, is_rear_guard_circle); }
int api_vanguards(lua_State* L) { return units_where(L, [](Circle c) { return c == Circle::Vanguard; }); }

// Unit circles (CR 4.6.2, 4.6.3), reads over the players' units (op::Units), so conditions may use
// them too. Where the unit stands now: raises nothing; nullopt off the field.
std::optional<Circle> circle_now(const ScriptContext& c, InstanceId unit, StepStatus& status) {
  const Stepped<op::Units> r = step(c, op::Units{c.state->card(unit).owner});
  status = r.status;
  if (r.status != StepStatus::Done) return std::nullopt;
  for (const UnitAt& u : *r.result)
    if (u.unit == unit) return u.circle;
  return std::nullopt;
}
// CR 4.6.2: the column of the unit's circle, seen from `p`'s side (CR 4.6.2.1: a column across
// is the same column, so left and right swap for the other player); nullopt off the field or on
// the guardian circle.
std::optional<Column> column_now(const ScriptContext& c, InstanceId unit, StepStatus& status, std::optional<Player> p = std::nullopt) {
  const std::optional<Circle> at = circle_now(c, unit, status);
  if (!at || *at == Circle::Guardian) return std::nullopt;
  const Column col = column_of(*at);
  return !p || *p == c.state->card(unit).owner ? col : column_across(col);
}
const char* column_name(Column col) { return col == Column::Left ? "left" : col == Column::Center ? "center" : "right"; }

// game:circle(unit) -> "vanguard", "front-left", ... (the record's names), nil off the field.
int api_circle(lua_State* L) {
  const InstanceId unit = card_arg(L, 2);
  StepStatus status = StepStatus::Done;
  const std::optional<Circle> at = circle_now(context(L), unit, status);
  if (status != StepStatus::Done) return not_done(L, status);
  if (!at) lua_pushnil(L);
  else lua_pushlstring(L, to_string(*at).data(), to_string(*at).size());
  return 1;
}
// game:column(unit) -> "left", "center" or "right" (its owner's side), nil off the field.
int api_column(lua_State* L) {
  const InstanceId unit = card_arg(L, 2);
  StepStatus status = StepStatus::Done;
  const std::optional<Column> col = column_now(context(L), unit, status);
  if (status != StepStatus::Done) return not_done(L, status);
  if (!col) lua_pushnil(L);
  else lua_pushstring(L, column_name(*col));
  return 1;
}
// game:front_row(p) -> p's units on front-left, the vanguard circle and front-right (CR 4.6.3).
int api_front_row(lua_State* L) { return units_where(L, is_front_row); }
// game:column_units(p, unit) -> p's units in the column of `unit`, which may be either player's
// (CR 4.6.2.1); empty when `unit` is off the field.
int api_column_units(lua_State* L) {
  const ScriptContext& c = context(L);
  const Player p = player_arg(L, 2);
  const InstanceId unit = card_arg(L, 3);
  StepStatus status = StepStatus::Done;
  const std::optional<Column> col = column_now(c, unit, status, p);
  if (status != StepStatus::Done) return not_done(L, status);
  if (!col) {
    lua_newtable(L);
    return 1;
  }
  const Stepped<op::Units> r = step(c, op::Units{p});
  if (r.status != StepStatus::Done) return not_done(L, r.status);
  lua_createtable(L, static_cast<int>(r.result->size()), 0);
  lua_Integer n = 0;
  for (const UnitAt& u : *r.result) {
    if (u.circle == Circle::Guardian || column_of(u.circle) != *col) continue;
    lua_pushinteger(L, u.unit);
    lua_rawseti(L, -2, ++n);
  }
  return 1;
}

int cards_of(lua_State* L, Zone z) { return finish(L, step(context(L), op::Cards{player_arg(L, 2), z})); }
int api_hand(lua_State* L) { return cards_of(L, Zone::Hand); }
int api_soul(lua_State* L) { return cards_of(L, Zone::Soul); }
int api_damage(lua_State* L) { return cards_of(L, Zone::Damage); }
int api_drop(lua_State* L) { return cards_of(L, Zone::Drop); }
int api_bound(lua_State* L) { return cards_of(L, Zone::Bind); }  // CR 4.9: the bind zone
int api_face_down_damage(lua_State* L) { return finish(L, step(context(L), op::FaceDownDamage{player_arg(L, 2)})); }
int api_attacked(lua_State* L) { return finish(L, step(context(L), op::Attacked{player_arg(L, 2)})); }
// game:attacker() -> { the attacking unit } in a battle, {} outside one (CR 7.3.1.3).
int api_attacker(lua_State* L) { return finish(L, step(context(L), op::Attacker{})); }
// game:rested(unit) -> true when the unit is rested (false for a card not on the field).
int api_rested(lua_State* L) {
  const Stepped<op::Rested> r = step(context(L), op::Rested{card_arg(L, 2)});
  if (r.status != StepStatus::Done) return not_done(L, r.status);
  lua_pushboolean(L, *r.result != 0);
  return 1;
}

int api_power(lua_State* L) { return finish(L, step(context(L), op::Power{card_arg(L, 2)})); }
int api_critical(lua_State* L) { return finish(L, step(context(L), op::Critical{card_arg(L, 2)})); }

// game:may(player) -> true or false: an optional choice inside an effect ("you may", "up to",
// "each player may"; CR 8.5.3, 3.12.4). The player answers as a choice of this ability's own
// card (a public card: yes) or of no card (no), so a record states it as a <choose>.
int api_may(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const Player player = player_arg(L, 2);
  const Stepped<op::Choose> r = step(c, op::Choose{.player = player, .min = 0, .max = 1, .sought = {}, .candidates = {c.source}});
  if (r.status != StepStatus::Done) return not_done(L, r.status);
  lua_pushboolean(L, !r.result->empty());
  return 1;
}

// game:turn_player() -> the player whose turn it is (CR 6.2.1): "in your own turn" is
// game:turn_player() == game:you(). A read, as game:owner.
int api_turn_player(lua_State* L) {
  lua_pushinteger(L, index(context(L).state->turn_player));
  return 1;
}

// game:each_player() -> { turn player, non-turn player }: CR 1.3.4, when a text asks both players
// to choose at the same time ("each player may draw a card"), the turn player chooses first and
// the non-turn player after, knowing that choice; an effect that asks them in this order gives the
// choices to the record in that order, whoever the ability's master is. A read.
int api_each_player(lua_State* L) {
  const Player tp = context(L).state->turn_player;
  lua_createtable(L, 2, 0);
  lua_pushinteger(L, index(tp));
  lua_rawseti(L, -2, 1);
  lua_pushinteger(L, index(opponent(tp)));
  lua_rawseti(L, -2, 2);
  return 1;
}

// game:battle_number() -> the battles begun in this turn, the one in progress included; 0
// before the first (CR 1.31 7.1.2.1: a battle counts from 7.3.1.1). A read, as game:turn_player.
int api_battle_number(lua_State* L) {
  lua_pushinteger(L, context(L).state->battles_this_turn);
  return 1;
}

// What a search looks for, read into plain values (names point into the Lua strings of the
// table on the stack): card names, a clan, a race, a highest grade; every condition given must
// hold.
struct SearchFor {
  std::array<const char*, 8> names{};
  int name_count = 0;
  const char* name_contains = nullptr;  // CR 2.1: a word the name holds (a plain, case-sensitive substring)
  const char* clan = nullptr;
  const char* race = nullptr;
  int max_grade = -1;  // none
};
static_assert(std::is_trivially_destructible_v<SearchFor>);

// `what` (at stack index `at`; `who` names the method in errors): a card number (any card of
// its name) or a table with name (a name or a list of at most eight), name_contains, clan, race
// and max_grade.
SearchFor search_for(lua_State* L, const CardPool& pool, int at, const char* who) {
  SearchFor f;
  if (lua_type(L, at) == LUA_TSTRING) {
    const CardId id = pool.find(lua_tostring(L, at));
    if (id == kUnknownCard) luaL_error(L, "%s: unknown card number '%s'", who, lua_tostring(L, at));
    f.names[f.name_count++] = pool[id].name.c_str();
    return f;
  }
  luaL_checktype(L, at, LUA_TTABLE);
  lua_pushnil(L);  // a misspelt condition would be ignored: refuse any other key
  while (lua_next(L, at) != 0) {
    lua_pop(L, 1);
    const char* key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : nullptr;
    if (key == nullptr || (std::strcmp(key, "name") != 0 && std::strcmp(key, "name_contains") != 0 && std::strcmp(key, "clan") != 0 &&
                           std::strcmp(key, "race") != 0 && std::strcmp(key, "max_grade") != 0))
      luaL_error(L, "%s: the conditions are name, name_contains, clan, race and max_grade, not '%s'", who,
                 key == nullptr ? luaL_typename(L, -1) : key);
  }
  lua_pushliteral(L, "name");
  if (lua_rawget(L, at) == LUA_TTABLE) {
    const lua_Unsigned n = lua_rawlen(L, -1);
    if (n == 0 || n > f.names.size()) luaL_error(L, "%s: 'name' lists from 1 to %d names", who, static_cast<int>(f.names.size()));
    for (lua_Unsigned i = 1; i <= n; ++i) {
      if (lua_rawgeti(L, -1, static_cast<lua_Integer>(i)) != LUA_TSTRING) luaL_error(L, "%s: 'name' lists names (strings)", who);
      f.names[f.name_count++] = lua_tostring(L, -1);
      lua_pop(L, 1);
    }
  } else if (lua_type(L, -1) == LUA_TSTRING) {
    f.names[f.name_count++] = lua_tostring(L, -1);
  } else if (!lua_isnil(L, -1)) {
    luaL_error(L, "%s: 'name' is a name or a list of names", who);
  }
  lua_pushliteral(L, "name_contains");
  if (lua_rawget(L, at) == LUA_TSTRING && lua_rawlen(L, -1) > 0) f.name_contains = lua_tostring(L, -1);
  else if (!lua_isnil(L, -1)) luaL_error(L, "%s: 'name_contains' is a word (a string, not empty)", who);
  lua_pushliteral(L, "clan");
  if (lua_rawget(L, at) == LUA_TSTRING) f.clan = lua_tostring(L, -1);
  else if (!lua_isnil(L, -1)) luaL_error(L, "%s: 'clan' is a string", who);
  lua_pushliteral(L, "race");
  if (lua_rawget(L, at) == LUA_TSTRING) f.race = lua_tostring(L, -1);
  else if (!lua_isnil(L, -1)) luaL_error(L, "%s: 'race' is a string", who);
  lua_pushliteral(L, "max_grade");
  if (lua_rawget(L, at) != LUA_TNIL) {
    int isnum = 0;
    const lua_Integer g = lua_tointegerx(L, -1, &isnum);
    if (!isnum || g < 0 || g > 99) luaL_error(L, "%s: 'max_grade' is an integer from 0 to 99", who);
    f.max_grade = static_cast<int>(g);
  }
  if (f.name_count == 0 && f.name_contains == nullptr && f.clan == nullptr && f.race == nullptr && f.max_grade < 0)
    luaL_error(L, "%s: give a name, a name_contains, a clan, a race or a max_grade", who);
  return f;  // the strings stay on the stack until the method returns
}

// Raises nothing. The sought cards of the pool, and the words for them: "Blaster Blade",
// "Future Knight, Llew or Flogal", "a grade 1 or less «Kagero»", "a «Royal Paladin» High Beast".
Sought sought_cards(const CardPool& pool, const SearchFor& f) {
  const auto names = std::span(f.names).first(static_cast<std::size_t>(f.name_count));
  Sought s;
  for (CardId id = 0; id < pool.size(); ++id) {
    const CardDef& d = pool[id];
    if (d.number.empty()) continue;  // a card not loaded: in no deck of this game
    if (!names.empty() && std::none_of(names.begin(), names.end(), [&](const char* n) { return d.name == n; })) continue;
    if (f.name_contains != nullptr && d.name.find(f.name_contains) == std::string::npos) continue;  // CR 2.1
    if (f.clan != nullptr && d.clan != f.clan) continue;  // CR 2.2.2: an effect names a clan
    if (f.race != nullptr && d.race != f.race) continue;  // CR 2.3.1.1: or a race
    if (f.max_grade >= 0 && d.grade > f.max_grade) continue;
    s.cards.push_back(id);
  }
  for (const char* name : names) s.what += (s.what.empty() ? "" : " or ") + std::string(name);
  if (names.empty()) {
    s.what = "a ";
    if (f.max_grade >= 0) s.what += "grade " + std::to_string(f.max_grade) + " or less ";
    if (f.clan != nullptr) s.what += "«" + std::string(f.clan) + "»";
    if (f.race != nullptr) s.what += (f.clan != nullptr ? " " : "") + std::string(f.race);
    if (f.clan == nullptr && f.race == nullptr) s.what += "card";
    if (f.name_contains != nullptr) s.what += " whose name contains «" + std::string(f.name_contains) + "»";
  }
  return s;
}

// Raises nothing: the deck cards that may be a sought card, then the player's choice of up to
// `max` of them (CR 10.1.9: may find none).
Stepped<op::Choose> search_step(const ScriptContext& c, Player player, const SearchFor& f, int max) {
  Sought sought = sought_cards(*c.state->pool, f);
  sought.search = true;
  const Stepped<op::Search> found = step(c, op::Search{player, sought});
  if (found.status != StepStatus::Done) return {found.status, nullptr};
  return step(c, op::Choose{.player = player, .min = 0, .max = max, .sought = sought, .candidates = *found.result});
}

// Raises nothing: the choice of `n` cards listed at stack index 3, of the sought cards only if
// `sought` names any.
Stepped<op::Choose> choose_step(lua_State* L, const ScriptContext& c, Player player, int min, int max, int n, Sought sought) {
  return step(c, op::Choose{.player = player, .min = min, .max = max, .sought = std::move(sought), .candidates = list_cards(L, 3, n)});
}

// game:choose(player, cards, min, max [, what]) -> the chosen cards (CR 8.5.3). With `what` (as
// game:search reads it) only the listed cards that are such a card may be chosen: a hidden one
// (of a hidden hand) may be, and the record names it.
int api_choose(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const Player player = player_arg(L, 2);
  const int n = card_list_arg(L, 3);
  const int min = int_arg(L, 4), max = int_arg(L, 5);
  // A choice with no possible answer would leave the player no legal way on (found by fuzzing).
  // CR 1.3.5: the number of cards chosen is an integer of 0 or more.
  if (min < 0 || max < min) return luaL_error(L, "choose: 'min' must be from 0 to 'max' (got %d and %d)", min, max);
  if (max > kMaxCount) return luaL_error(L, "choose: 'max' must be at most %d (got %d)", kMaxCount, max);
  if (lua_isnoneornil(L, 6)) return finish(L, choose_step(L, c, player, min, max, n, {}));
  const SearchFor what = search_for(L, *c.state->pool, 6, "choose");
  Sought sought = sought_cards(*c.state->pool, what);
  const int listed = sought.any() ? n : 0;  // no card of the pool fits: none may be chosen
  return finish(L, choose_step(L, c, player, min, max, listed, std::move(sought)));
}

// game:search(player, what, max) -> cards found in the deck (CR 10.1.9: may find none); `what`
// as search_for reads it.
int api_search(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const Player player = player_arg(L, 2);
  const SearchFor what = search_for(L, *c.state->pool, 3, "search");
  const int max = int_arg(L, 4);
  if (max < 0 || max > kMaxCount) return luaL_error(L, "search: 'max' must be from 0 to %d (got %d)", kMaxCount, max);
  return finish(L, search_step(c, player, what, max));
}

// game:look_top(player, n) -> the top n cards of the player's deck (fewer if it holds fewer),
// top first, which that player looks at (CR 4.2.2: the deck stays hidden from the other). An
// effect only: a condition cannot look.
CardList& looked_buffer() {
  thread_local CardList buffer;
  return buffer;
}
int push_looked(lua_State* L) { return push(L, looked_buffer()); }

// Raises nothing: "look at up to n cards from the top": the top n (LookTop), then the player's
// choice of how many, as a choice of the top ones (CR 1.3.5: a number, 0 or more; CR 4.2.2: the
// cards are taken from the top in order). The cards looked at are the top k, k the number chosen.
StepStatus look_up_to_steps(const ScriptContext& c, Player player, int n, CardList& looked) {
  const Stepped<op::LookTop> top = step(c, op::LookTop{player, n});
  if (top.status != StepStatus::Done) return top.status;
  const CardList candidates = *top.result;
  if (candidates.empty()) return StepStatus::Done;
  const Stepped<op::Choose> r = step(c, op::Choose{.player = player,
                                                    .min = 0,
                                                    .max = static_cast<int>(candidates.size()),
                                                    .sought = {},
                                                    .candidates = candidates,
                                                    .top_first = true});
  if (r.status != StepStatus::Done) return r.status;
  looked.assign(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(std::min(r.result->size(), candidates.size())));
  return StepStatus::Done;
}

int api_look_top(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const Player player = player_arg(L, 2);
  const int n = int_arg(L, 3);
  if (n < 1 || n > 50) return luaL_error(L, "look_top: 'n' must be from 1 to 50 (got %d)", n);
  bool up_to = false;
  if (!lua_isnoneornil(L, 4)) {
    if (lua_type(L, 4) != LUA_TTABLE) return luaL_typeerror(L, 4, "table");
    lua_pushnil(L);  // a misspelt option would be ignored: refuse any other key
    while (lua_next(L, 4) != 0) {
      lua_pop(L, 1);
      if (lua_type(L, -1) != LUA_TSTRING || std::strcmp(lua_tostring(L, -1), "up_to") != 0)
        return luaL_error(L, "look_top: the only option is up_to, not '%s'",
                          lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, -1));
    }
    lua_getfield(L, 4, "up_to");
    if (lua_type(L, -1) != LUA_TBOOLEAN) return luaL_error(L, "look_top: 'up_to' is true or false");
    up_to = lua_toboolean(L, -1) != 0;
    lua_pop(L, 1);
  }
  if (!up_to) return finish(L, step(c, op::LookTop{player, n}));
  StepStatus status = StepStatus::Done;
  {
    CardList looked;
    status = look_up_to_steps(c, player, n, looked);
    if (status == StepStatus::Done) {
      looked_buffer() = std::move(looked);  // pushed below, from a frame without C++ objects
    }
  }
  if (status != StepStatus::Done) return not_done(L, status);
  return push_looked(L);
}

// Raises nothing: "put them at the bottom of the deck in any order" (CR 8.5.3: the player's
// choice; CR 4.2.3: the cards move one by one). Two cards or more are ordered by a choice of all
// of them, bottom first; then each goes under the deck, the last chosen first, so that the first
// chosen ends lowest. A choice left undone (a record that moves past it) keeps the listed order.
// CR 4.1.5: the cards' owner decides their order: `player`, whose cards they all are
// (api_to_bottom_in_order refuses any other's).
StepStatus bottom_in_order_steps(lua_State* L, const ScriptContext& c, Player player, int n) {
  const CardList listed = list_cards(L, 3, n);
  CardList order = listed;
  if (n >= 2) {
    const Stepped<op::Choose> r = step(c, op::Choose{.player = player, .min = n, .max = n, .sought = {}, .candidates = listed});
    if (r.status != StepStatus::Done) return r.status;
    if (static_cast<int>(r.result->size()) == n) order = *r.result;
  }
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const Stepped<op::ToBottom> r = step(c, op::ToBottom{*it});
    if (r.status != StepStatus::Done) return r.status;
  }
  return StepStatus::Done;
}

// game:to_bottom_in_order(player, cards): player's cards put at the bottom of their deck in the
// order the player chooses (bottom first); nothing for an empty list.
int api_to_bottom_in_order(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const Player player = player_arg(L, 2);
  const int n = card_list_arg(L, 3);
  if (n > kMaxCount) return luaL_error(L, "to_bottom_in_order: at most %d cards (got %d)", kMaxCount, n);
  for (int i = 1; i <= n; ++i) {
    lua_rawgeti(L, 3, i);
    const auto card = static_cast<InstanceId>(lua_tointeger(L, -1));
    lua_pop(L, 1);
    if (c.state->card(card).owner != player)
      return luaL_error(L, "to_bottom_in_order: every card must be the player's: a card goes to the bottom of its owner's deck");
    for (int j = 1; j < i; ++j) {
      lua_rawgeti(L, 3, j);
      const bool twice = lua_tointeger(L, -1) == card;
      lua_pop(L, 1);
      if (twice) return luaL_error(L, "to_bottom_in_order: a card is listed twice");
    }
  }
  const StepStatus status = bottom_in_order_steps(L, c, player, n);
  return status == StepStatus::Done ? 0 : not_done(L, status);
}

// game:random(player, cards, n) -> n of the cards picked at random (CR 3.16.1: even odds, no
// intention; all of them when fewer), as a pick `player` makes and the record states like a
// choice: an agent of self-play picks with even odds.
int api_random(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const Player player = player_arg(L, 2);
  const int listed = card_list_arg(L, 3);
  const int n = int_arg(L, 4);
  if (n < 1 || n > kMaxCount) return luaL_error(L, "random: 'n' must be from 1 to %d (got %d)", kMaxCount, n);
  const int take = std::min(n, listed);
  return finish(L, step(c, op::Choose{.player = player, .min = take, .max = take, .sought = {}, .candidates = list_cards(L, 3, listed),
                                      .top_first = false, .random = true}));
}

// game:bind(card [, { face_down = true }]): the card into its owner's bind zone (CR 10.1.18.1),
// face down if asked (CR 4.9.2.1: then only its owner sees it).
int api_bind(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const InstanceId card = card_arg(L, 2);
  bool face_down = false;
  if (!lua_isnoneornil(L, 3)) {
    if (lua_type(L, 3) != LUA_TTABLE) return luaL_typeerror(L, 3, "table");
    lua_pushnil(L);  // a misspelt option would be ignored: refuse any other key
    while (lua_next(L, 3) != 0) {
      lua_pop(L, 1);
      if (lua_type(L, -1) != LUA_TSTRING || std::strcmp(lua_tostring(L, -1), "face_down") != 0)
        return luaL_error(L, "bind: the only option is face_down, not '%s'", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, -1));
    }
    lua_getfield(L, 3, "face_down");
    if (lua_type(L, -1) != LUA_TBOOLEAN) return luaL_error(L, "bind: 'face_down' is true or false");
    face_down = lua_toboolean(L, -1) != 0;
    lua_pop(L, 1);
  }
  return finish(L, step(c, op::Bind{card, face_down}));
}

// An optional integer field of the table at stack index 3, from min to max (0 when absent).
int int_field(lua_State* L, const char* key, int min, int max) {
  lua_getfield(L, 3, key);
  int isnum = 0;
  const lua_Integer v = lua_tointegerx(L, -1, &isnum);
  const bool absent = lua_isnil(L, -1);
  lua_pop(L, 1);
  if (absent) return 0;
  if (!isnum || v < min || v > max) luaL_error(L, "give: '%s' must be an integer from %d to %d", key, min, max);
  return static_cast<int>(v);
}

// The engine adds up the power, shield and critical of every give in force (with a unit's
// printed values, its continuous abilities and its booster's power) in an int: each give is
// bounded, and so is their sum in force, so that no sum can overflow (docs/card-scripts.md).
// Raises only from this frame, which holds plain values.
void check_sums(lua_State* L, const GameState& state, const op::Give& give) {
  std::int64_t power = 0, critical = 0;
  const auto add = [&](const Change& c) {
    if (const auto* p = std::get_if<change::Power>(&c)) power += std::abs(std::int64_t{p->amount});
    if (const auto* s = std::get_if<change::Shield>(&c)) power += std::abs(std::int64_t{s->amount});
    if (const auto* k = std::get_if<change::Critical>(&c)) critical += std::abs(std::int64_t{k->amount});
  };
  for (const Change& c : give.changes) add(c);
  for (const Modifier& m : state.modifiers) add(m.change);
  if (power > kMaxPowerInForce)
    luaL_error(L, "give: the power and shield given by effects in force would add up to more than %d", kMaxPowerInForce);
  if (critical > kMaxCriticalInForce)
    luaL_error(L, "give: the critical given by effects in force would add up to more than %d", kMaxCriticalInForce);
}

// An optional boolean field of the table at stack index 3 (false when absent).
bool bool_field(lua_State* L, const char* key) {
  lua_getfield(L, 3, key);
  const int type = lua_type(L, -1);
  const bool v = lua_toboolean(L, -1);
  lua_pop(L, 1);
  if (type != LUA_TNIL && type != LUA_TBOOLEAN) luaL_error(L, "give: '%s' is true or false", key);
  return v;
}

// The `until` field of give: "turn" or "battle" (CR 8.2.1.2), always written: every timed effect
// a card prints names how long it lasts, and the script says it where the card does.
Duration until_field(lua_State* L) {
  lua_getfield(L, 3, "until");
  const bool absent = lua_isnil(L, -1);
  const char* v = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
  const bool turn = std::strcmp(v, "turn") == 0, battle = std::strcmp(v, "battle") == 0;
  lua_pop(L, 1);
  if (absent) luaL_error(L, "give: say how long it lasts: until=\"turn\" or until=\"battle\"");
  if (!turn && !battle) luaL_error(L, "give: 'until' is \"turn\" or \"battle\"");
  return battle ? Duration::EndOfBattle : Duration::EndOfTurn;
}

// The `lose` field of give: the skill the unit loses (CR 10.1.20.2), none when absent.
Skill lose_field(lua_State* L) {
  lua_getfield(L, 3, "lose");
  const bool absent = lua_isnil(L, -1);
  std::optional<Skill> skill;  // trivially destructible: a Lua error may pass this frame
  if (lua_type(L, -1) == LUA_TSTRING) skill = skill_from_string(lua_tostring(L, -1));
  lua_pop(L, 1);
  if (absent) return Skill::None;
  if (!skill) luaL_error(L, "give: unknown skill to lose");
  return *skill;
}

// The `cannot_use` field of give: an ability number or "all" (CR 11.2); none when absent.
std::optional<int> cannot_use_field(lua_State* L) {
  lua_getfield(L, 3, "cannot_use");
  const int type = lua_type(L, -1);
  const bool all = type == LUA_TSTRING && std::strcmp(lua_tostring(L, -1), "all") == 0;
  lua_pop(L, 1);
  if (type == LUA_TNIL) return std::nullopt;
  if (all) return kEveryAbility;
  if (type == LUA_TSTRING) luaL_error(L, "give: 'cannot_use' is an ability number or \"all\"");
  return int_field(L, "cannot_use", 1, kMaxAbilityNumber) - 1;
}

// game:give(unit, {power=, critical=, shield=, cannot_be_hit=true, until="turn"|"battle", lose="twin-drive",
// grant=n, cannot_use=n|"all", lose_ability=n, does_not_stand=true})
int api_give(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const InstanceId unit = card_arg(L, 2);
  if (lua_type(L, 3) != LUA_TTABLE) return luaL_typeerror(L, 3, "table");
  const int grant = int_field(L, "grant", 1, kMaxAbilityNumber);
  const int lose_ability = int_field(L, "lose_ability", 1, kMaxAbilityNumber);
  if (lose_ability < 0 || (lose_ability > 0 && (!c.state->identified(unit) ||
                                                 lose_ability > static_cast<int>(c.state->def(unit).abilities.size()))))
    return luaL_error(L, "give: 'lose_ability' is the number of one of the unit's abilities (got %d)", lose_ability);
  // "does not stand in its owner's next stand phase" lasts until that stand phase ends.
  const bool does_not_stand = bool_field(L, "does_not_stand");
  lua_getfield(L, 3, "until");
  const bool until_given = !lua_isnil(L, -1);
  lua_pop(L, 1);
  if (does_not_stand && until_given) return luaL_error(L, "give: 'does_not_stand' lasts until the owner's next stand phase: give no 'until'");
  // Read in this order (the first bad field is the one reported); an absent field gives no change.
  const int power = int_field(L, "power", -kMaxGivenPower, kMaxGivenPower);
  const int critical = int_field(L, "critical", -kMaxGivenCritical, kMaxGivenCritical);
  op::Give give{.unit = unit, .until = does_not_stand ? Duration::OwnersNextStandPhase : until_field(L), .changes = {}};
  const Skill lose = lose_field(L);
  const std::optional<int> cannot_use = cannot_use_field(L);
  const int shield = int_field(L, "shield", -kMaxGivenPower, kMaxGivenPower);
  const bool cannot_be_hit = bool_field(L, "cannot_be_hit");
  // Each a kind of change (engine/change.h).
  if (power != 0) give.changes.add(change::Power{power});
  if (critical != 0) give.changes.add(change::Critical{critical});
  if (lose != Skill::None) give.changes.add(change::LoseSkill{lose});
  if (grant > 0) give.changes.add(change::GetAbility{grant - 1});
  if (cannot_use) give.changes.add(change::CannotUse{*cannot_use});
  if (shield != 0) give.changes.add(change::Shield{shield});
  if (cannot_be_hit) give.changes.add(change::CannotBeHit{});
  if (does_not_stand) give.changes.add(change::DoesNotStand{});
  if (lose_ability > 0) give.changes.add(change::LoseAbility{lose_ability - 1});
  check_sums(L, *c.state, give);
  return finish(L, step(c, give));
}

// game:later(n [, unit]): sets up this card's ability number n (marked `timed`) to trigger once
// (CR 8.6.5); the unit, if given, is "that unit" the ability acts on (its game:other()).
int api_later(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const int n = int_arg(L, 2);
  const InstanceId unit = lua_isnoneornil(L, 3) ? kNoInstance : card_arg(L, 3);
  const auto& list = c.state->def(c.source).abilities;
  if (n < 1 || n > static_cast<int>(list.size()) || !list[static_cast<std::size_t>(n - 1)].timed)
    return luaL_error(L, "later: ability %d of this card is not marked 'timed'", n);
  return finish(L, step(c, op::Later{.ability = n - 1, .other = unit}));
}

// Refuses any key of the table at `arg` but `allowed` (a misspelt key would be ignored).
void only_keys(lua_State* L, int arg, const char* who, const char* allowed) {
  lua_pushnil(L);
  while (lua_next(L, arg) != 0) {
    lua_pop(L, 1);
    const char* key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : nullptr;
    if (key == nullptr || std::strcmp(key, allowed) != 0)
      luaL_error(L, "superior_call: %s takes only '%s', not '%s'", who, allowed, key ? key : luaL_typename(L, -1));
  }
}

// game:superior_call(card [, to [, how]]): calls the card to a rear-guard circle of its owner's
// choice. `to`: "any" (the default), "open" (a circle with no unit), "separate" (one no other card
// this effect called went to), or { column_of = unit } (the rear-guard circle of that unit's
// column that is not its own, CR 4.6.2). `how`: { rested = true } calls it rested ("call it to (RC)
// as [Rest]": card text over CR 4.6.6.1, CR 1.3.1).
int api_superior_call(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  op::SuperiorCall call{card_arg(L, 2)};
  if (lua_istable(L, 3)) {
    only_keys(L, 3, "'to'", "column_of");
    lua_pushliteral(L, "column_of");
    lua_rawget(L, 3);
    if (lua_isnil(L, -1)) luaL_error(L, "superior_call: { column_of = unit } names a unit");
    call.column_of = card_arg(L, lua_gettop(L));
    lua_pop(L, 1);
  } else {
    static const char* const kTo[] = {"any", "open", "separate", nullptr};
    call.to = static_cast<op::CallTo>(luaL_checkoption(L, 3, "any", kTo));
  }
  if (!lua_isnoneornil(L, 4)) {
    luaL_checktype(L, 4, LUA_TTABLE);
    only_keys(L, 4, "'how'", "rested");
    lua_pushliteral(L, "rested");
    lua_rawget(L, 4);
    if (!lua_isnil(L, -1) && !lua_isboolean(L, -1)) luaL_error(L, "superior_call: 'rested' is true or false");
    call.rested = lua_toboolean(L, -1);
    lua_pop(L, 1);
  }
  return finish(L, step(c, call));
}

// game:move_to_vanguard(unit): one of the field's rear-guards moves onto its owner's vanguard
// circle (CR 4.6.4.1; the former vanguard goes to the soul by rule action, 9.3.1). A card off
// the field is the script's mistake: a card is put on the vanguard circle from elsewhere by a
// ride (game:superior_ride, CR 10.1.5.1).
int api_move_to_vanguard(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  const InstanceId unit = card_arg(L, 2);
  if (!c.state->on_field(unit))
    return luaL_error(L, "move_to_vanguard: card %d is not a unit on the field (a card from another zone rides: game:superior_ride, CR 10.1.5.1)",
                      static_cast<int>(unit));
  return finish(L, step(c, op::MoveToVanguard{unit}));
}

// A method of an action a later edition adds (lock, delete) may be called only by an ability that
// declares it (`locks = true`, `deletes = true`), so that a card that uses it is known from its data
// and refused in a game under an edition without it (engine/deck.cpp). Otherwise the script's error,
// `method: the ability does not say <declared>`. Raises only from this frame, which holds plain values.
void require_declared(lua_State* L, const ScriptContext& c, bool AbilityDef::*flag, const char* method, const char* declared) {
  const Standing& ability = c.state->resolving->ability;
  if (!(c.state->ability(ability.source, ability.ability).*flag)) luaL_error(L, "%s: the ability does not say %s", method, declared);
}

// game:lock(unit), game:unlock(card): CR 1.31 10.1.21.1, 10.1.23.1; only with `locks = true`. A
// card that is not a rear-guard (a vanguard, a locked card, a card off the field) is not locked,
// and one that is not locked not unlocked (CR 1.3.2).
int lock_step(lua_State* L, bool lock) {
  const ScriptContext& c = effect_context(L);
  const InstanceId card = card_arg(L, 2);
  require_declared(L, c, &AbilityDef::locks, lock ? "lock" : "unlock", "'locks = true' (a card that locks or unlocks is a card for CR 1.31 on)");
  return lock ? finish(L, step(c, op::Lock{card})) : finish(L, step(c, op::Unlock{card}));
}
int api_lock(lua_State* L) { return lock_step(L, true); }
int api_unlock(lua_State* L) { return lock_step(L, false); }
int api_locked(lua_State* L) { return finish(L, step(context(L), op::Locked{player_arg(L, 2)})); }

// game:delete(unit), game:undelete(unit): CR 1.31 10.1.25.1, 10.1.25.5; only with `deletes = true`.
// A card that is not a unit (a locked card, a card off the field) is not deleted, and a unit that
// is not deleted not undeleted (CR 1.3.2, 1.3.2.1).
int delete_step(lua_State* L, bool del) {
  const ScriptContext& c = effect_context(L);
  const InstanceId unit = card_arg(L, 2);
  require_declared(L, c, &AbilityDef::deletes, del ? "delete" : "undelete", "'deletes = true' (a card that deletes is a card for CR 1.31 on)");
  return del ? finish(L, step(c, op::Delete{unit})) : finish(L, step(c, op::Undelete{unit}));
}
int api_delete(lua_State* L) { return delete_step(L, true); }
int api_undelete(lua_State* L) { return delete_step(L, false); }
int api_deleted(lua_State* L) { return finish(L, step(context(L), op::Deleted{player_arg(L, 2)})); }
// game:in_legion(unit) -> whether the unit is in a legion state now (CR 1.31 10.1.24.14: "if ...
// is in legion"); game:legioned_this_turn(unit) -> whether it went into one in this turn
// (CR 1.31 10.1.24.15: "during the turn ... legioned"). Reads: a condition may use them. A card of a game
// under CR 1.10 is never in a legion.
int legion_read(lua_State* L, int bit) {
  const Stepped<op::LegionState> r = step(context(L), op::LegionState{card_arg(L, 2)});
  if (r.status != StepStatus::Done) return not_done(L, r.status);
  lua_pushboolean(L, (*r.result & bit) != 0);
  return 1;
}
int api_in_legion(lua_State* L) { return legion_read(L, kInLegion); }
int api_legioned_this_turn(lua_State* L) { return legion_read(L, kLegionedThisTurn); }

// The steps on one card and on one player's deck.
template <typename Op>
int card_step(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  return finish(L, step(c, Op{card_arg(L, 2)}));
}
template <typename Op>
int player_step(lua_State* L) {
  const ScriptContext& c = effect_context(L);
  return finish(L, step(c, Op{player_arg(L, 2)}));
}

// Every method call is charged against the running script's budget, as a call of a library
// function is (scripting/lua_sandbox.cpp), but more: a method runs engine work (a power read
// computes continuous abilities, a search scans the pool), so a loop of calls would run for
// many seconds on a budget counted in instructions (found by fuzz/lua_sandbox_fuzz.cpp).
constexpr std::int64_t kMethodCost = 1000;
int charged(lua_State* L) {
  LuaSandbox::of(L).charge(L, kMethodCost);
  return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

// A declared condition (`condition = { vanguard_clan = "X" }`, docs/card-scripts.md): true while
// the ability's master has a vanguard of that clan (CR 2.2). Raises nothing past its context.
int vanguard_clan_condition(lua_State* L) {
  const ScriptContext& c = context(L);
  std::size_t size = 0;
  const char* clan = lua_tolstring(L, lua_upvalueindex(1), &size);
  const InstanceId vanguard = c.state->vanguard(c.master);
  lua_pushboolean(L, vanguard != kNoInstance && c.state->identified(vanguard) && c.state->def(vanguard).clan == std::string_view(clan, size));
  return 1;
}

}  // namespace

namespace {

// The functions card files declare as data, as the keys of a registry table with weak keys.
constexpr const char* kDeclared = "vgjudge.declared";

void mark_declared(lua_State* L) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, kDeclared) != LUA_TTABLE) {
    lua_pop(L, 1);
    lua_newtable(L);
    lua_newtable(L);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, kDeclared);
  }
  lua_pushvalue(L, -2);
  lua_pushboolean(L, 1);
  lua_rawset(L, -3);
  lua_pop(L, 1);
}

// The declared look at the top of the deck (push_look_at_top_effect), one template for every
// card that declares it: its parameters are the closure's upvalues. It reads no global (it runs
// with an empty environment), only its parameters and the `game` it is given.
constexpr const char* kLookAtTop = R"(
local count, up_to, name, superior_ride = ...
return function(game)
  local you = game:you()
  local looked = game:look_top(you, count, { up_to = up_to })
  local picked = game:choose(you, looked, 0, 1, { name = name })[1]
  local others = {}
  for i = 1, #looked do
    if looked[i] ~= picked then others[#others + 1] = looked[i] end
  end
  if picked ~= nil then
    if superior_ride then
      game:superior_ride(picked)
    else
      game:reveal(picked)
      game:to_hand(picked)
    end
  end
  game:to_bottom_in_order(you, others)
  if picked ~= nil and superior_ride then game:forbid_normal_ride(you) end
end
)";

}  // namespace

void push_vanguard_clan_condition(lua_State* L, std::string_view clan) {
  lua_pushlstring(L, clan.data(), clan.size());
  lua_pushcclosure(L, vanguard_clan_condition, 1);
  mark_declared(L);
}

void push_look_at_top_effect(lua_State* L, int count, bool up_to, std::string_view name, bool superior_ride) {
  if (lua_getfield(L, LUA_REGISTRYINDEX, "vgjudge.look_at_top") != LUA_TFUNCTION) {
    lua_pop(L, 1);
    [[maybe_unused]] const int loaded = luaL_loadbufferx(L, kLookAtTop, std::strlen(kLookAtTop), "=declared look_at_top", "t");
    assert(loaded == LUA_OK);
    lua_newtable(L);  // its _ENV: no global
    lua_setupvalue(L, -2, 1);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, "vgjudge.look_at_top");
  }
  lua_pushinteger(L, count);
  lua_pushboolean(L, up_to);
  lua_pushlstring(L, name.data(), name.size());
  lua_pushboolean(L, superior_ride);
  lua_call(L, 4, 1);
  mark_declared(L);
}

bool is_declared(lua_State* L, int index) {
  index = lua_absindex(L, index);
  if (lua_getfield(L, LUA_REGISTRYINDEX, kDeclared) != LUA_TTABLE) {
    lua_pop(L, 1);
    return false;
  }
  lua_pushvalue(L, index);
  const bool declared = lua_rawget(L, -2) == LUA_TBOOLEAN;
  lua_pop(L, 2);
  return declared;
}

// Each method is a C function wrapped in Lua: when the C function reports that the effect
// must wait, the wrapper yields. (Every method gives back one value at most, so the wrapper
// keeps it in a local: no table per call.)
constexpr const char* kWrap = R"(
local raw, wait, sentinel = ...
local methods = {}
for name, f in pairs(raw) do
  methods[name] = function(...)
    local r = f(...)
    if r == sentinel then wait() end
    return r
  end
end
return methods
)";

void register_card_api(lua_State* L) {
  lua_newtable(L);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kCardsKey);
  static const luaL_Reg kMethods[] = {
      {"self", api_self}, {"you", api_you}, {"opponent", api_opponent}, {"other", api_other},
      {"card", api_card}, {"owner", api_owner}, {"units", api_units}, {"rear_guards", api_rear_guards}, {"vanguards", api_vanguards},
      {"hand", api_hand}, {"soul", api_soul}, {"damage", api_damage}, {"drop", api_drop},
      {"power", api_power}, {"critical", api_critical}, {"choose", api_choose}, {"search", api_search},
      {"give", api_give}, {"retire", card_step<op::Retire>}, {"stand", card_step<op::Stand>}, {"rest", card_step<op::Rest>},
      {"to_hand", card_step<op::ToHand>}, {"to_deck", card_step<op::ToDeck>}, {"to_bottom", card_step<op::ToBottom>}, {"to_bottom_in_order", api_to_bottom_in_order},
      {"forbid_normal_ride", player_step<op::ForbidNormalRide>}, {"look_top", api_look_top}, {"later", api_later},
      {"superior_ride", card_step<op::SuperiorRide>}, {"superior_call", api_superior_call}, {"reveal", card_step<op::Reveal>}, {"draw", player_step<op::Draw>},
      {"soul_charge", player_step<op::SoulCharge>}, {"top_to_drop", player_step<op::TopToDrop>}, {"reveal_top", player_step<op::RevealTop>}, {"shuffle", player_step<op::Shuffle>}, {"face_down_damage", api_face_down_damage},
      {"turn_face_up", card_step<op::TurnFaceUp>}, {"attacked", api_attacked}, {"attacker", api_attacker}, {"rested", api_rested},
      {"to_soul", card_step<op::ToSoul>}, {"to_drop", card_step<op::ToDrop>}, {"may", api_may}, {"turn_player", api_turn_player}, {"each_player", api_each_player},
      {"battle_number", api_battle_number}, {"circle", api_circle}, {"column", api_column}, {"front_row", api_front_row},
      {"column_units", api_column_units}, {"move_to_vanguard", api_move_to_vanguard}, {"lock", api_lock}, {"unlock", api_unlock}, {"locked", api_locked},
      {"delete", api_delete}, {"undelete", api_undelete}, {"deleted", api_deleted}, {"in_legion", api_in_legion}, {"legioned_this_turn", api_legioned_this_turn},
      {"random", api_random}, {"bind", api_bind},
      {"bound", api_bound}, {nullptr, nullptr}};
  luaL_newmetatable(L, kApiMeta);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kApiMetaKey);
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
  api_meta_address(lua_tothread(L, -1)) = lua_topointer(L, -2);  // threads made from now on copy it
  api_meta_address(L) = lua_topointer(L, -2);
  lua_pop(L, 1);
  if (luaL_loadbufferx(L, kWrap, std::char_traits<char>::length(kWrap), "=vgjudge", "t") != LUA_OK) lua_error(L);
  lua_newtable(L);
  for (const luaL_Reg* m = kMethods; m->name != nullptr; ++m) {
    lua_pushcfunction(L, m->func);
    lua_pushcclosure(L, charged, 1);
    lua_setfield(L, -2, m->name);
  }
  lua_pushcfunction(L, api_wait);
  lua_pushlightuserdata(L, &kWaitSentinel);
  lua_call(L, 3, 1);
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
}

ScriptContext** push_card_api(lua_State* L, ScriptContext* ctx) {
  auto** handle = static_cast<ScriptContext**>(lua_newuserdatauv(L, sizeof(ScriptContext*), 0));
  *handle = ctx;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &kApiMetaKey);
  lua_setmetatable(L, -2);
  return handle;
}

}  // namespace vg
