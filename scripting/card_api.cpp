#include "scripting/card_api.h"

#include <lua.hpp>
#include <optional>
#include <string>
#include <vector>

namespace vg {

namespace {

constexpr const char* kApiMeta = "vgjudge.game";
char kWaitSentinel;  // returned by a step that must wait for an answer

// The effect must wait: the Lua wrapper sees the sentinel and yields (engine/effect.h). No C++
// object lives in a frame a yield unwinds.
int waiting(lua_State* L) {
  lua_pushlightuserdata(L, &kWaitSentinel);
  return 1;
}
int api_wait(lua_State* L) { return lua_yield(L, 0); }

// The call's context; a `game` object kept from an earlier call has none (push_card_api).
ScriptContext& context(lua_State* L) {
  ScriptContext* c = *static_cast<ScriptContext**>(luaL_checkudata(L, 1, kApiMeta));
  if (c == nullptr) luaL_error(L, "this game object belongs to a call that has returned: a script cannot keep it");
  return *c;
}

int card_arg(lua_State* L, int arg) {
  lua_Integer id = luaL_checkinteger(L, arg);
  const ScriptContext& c = context(L);
  if (id < 0 || id >= static_cast<lua_Integer>(c.state->cards.size())) luaL_argerror(L, arg, "not a card of this game");
  return static_cast<int>(id);
}

int player_arg(lua_State* L, int arg) {
  lua_Integer p = luaL_checkinteger(L, arg);
  if (p != 0 && p != 1) luaL_argerror(L, arg, "a player is game:you() or game:opponent()");
  return static_cast<int>(p);
}

void push_list(lua_State* L, const std::vector<int>& v, std::size_t stride = 1) {
  lua_createtable(L, static_cast<int>(v.size() / stride), 0);
  for (std::size_t i = 0; i < v.size(); i += stride) {
    lua_pushinteger(L, v[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i / stride + 1));
  }
}

std::vector<int> list_arg(lua_State* L, int arg) {
  luaL_checktype(L, arg, LUA_TTABLE);
  std::vector<int> out;
  for (lua_Integer i = 1;; ++i) {
    if (lua_rawgeti(L, arg, i) == LUA_TNIL) {
      lua_pop(L, 1);
      break;
    }
    out.push_back(static_cast<int>(luaL_checkinteger(L, -1)));
    lua_pop(L, 1);
  }
  return out;
}

// One step: logged through the game for effects, read directly for conditions. Nothing means
// the effect must wait for an answer: the caller yields.
std::optional<std::vector<int>> step(lua_State* L, EffectOp op, const std::vector<int>& args) {
  ScriptContext& c = context(L);
  if (c.game) return c.game->effect_op(op, args);
  if (op != EffectOp::Units && op != EffectOp::Cards && op != EffectOp::Power && op != EffectOp::Critical && op != EffectOp::Search)
    luaL_error(L, "a condition can only read the game, not change it");
  return read_effect_op(*c.state, op, args);
}

// A step whose result is pushed as a list (or nothing: the effect yields).
int step_list(lua_State* L, EffectOp op, const std::vector<int>& args, std::size_t stride = 1) {
  auto r = step(L, op, args);
  if (!r) return waiting(L);
  push_list(L, *r, stride);
  return 1;
}

int step_none(lua_State* L, EffectOp op, const std::vector<int>& args) {
  if (!step(L, op, args)) return waiting(L);
  return 0;
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
  const InstanceId id = static_cast<InstanceId>(card_arg(L, 2));
  if (!c.state->identified(id)) {
    lua_newtable(L);
    return 1;
  }
  const CardId card = c.state->card(id).card;
  lua_getfield(L, LUA_REGISTRYINDEX, "vgjudge.cards");
  if (lua_rawgeti(L, -1, card + 1) == LUA_TTABLE) return 1;
  lua_pop(L, 1);
  const CardDef& d = c.state->def(id);
  lua_createtable(L, 0, 0);  // the proxy handed out
  lua_createtable(L, 0, 2);  // its metatable
  lua_createtable(L, 0, 9);  // the fields
  for (auto [k, v] : {std::pair{"number", &d.number}, {"name", &d.name}, {"clan", &d.clan}, {"race", &d.race}}) {
    lua_pushstring(L, v->c_str());
    lua_setfield(L, -2, k);
  }
  for (auto [k, v] : {std::pair{"grade", d.grade}, {"power", d.power}, {"critical", d.critical}}) {
    lua_pushinteger(L, v);
    lua_setfield(L, -2, k);
  }
  lua_pushstring(L, std::string(to_string(d.trigger)).c_str());
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
  lua_pushinteger(L, index(c.state->card(static_cast<InstanceId>(card_arg(L, 2))).owner));
  return 1;
}

// Units of a player, filtered by where they stand (from one logged step).
int units_where(lua_State* L, bool (*keep)(Circle)) {
  auto r = step(L, EffectOp::Units, {player_arg(L, 2)});
  if (!r) return waiting(L);
  std::vector<int> ids;
  for (std::size_t i = 0; i + 1 < r->size(); i += 2)
    if (keep(static_cast<Circle>((*r)[i + 1]))) ids.push_back((*r)[i]);
  push_list(L, ids);
  return 1;
}
int api_units(lua_State* L) { return units_where(L, [](Circle) { return true; }); }
int api_rear_guards(lua_State* L) { return units_where(L, is_rear_guard_circle); }
int api_vanguards(lua_State* L) { return units_where(L, [](Circle c) { return c == Circle::Vanguard; }); }

int cards_of(lua_State* L, Zone z) { return step_list(L, EffectOp::Cards, {player_arg(L, 2), static_cast<int>(z)}); }
int api_hand(lua_State* L) { return cards_of(L, Zone::Hand); }
int api_soul(lua_State* L) { return cards_of(L, Zone::Soul); }
int api_damage(lua_State* L) { return cards_of(L, Zone::Damage); }
int api_drop(lua_State* L) { return cards_of(L, Zone::Drop); }

int number_step(lua_State* L, EffectOp op) {
  auto r = step(L, op, {card_arg(L, 2)});
  if (!r) return waiting(L);
  lua_pushinteger(L, r->empty() ? 0 : (*r)[0]);
  return 1;
}
int api_power(lua_State* L) { return number_step(L, EffectOp::Power); }
int api_critical(lua_State* L) { return number_step(L, EffectOp::Critical); }

// game:choose(player, cards, min, max) -> the chosen cards (CR 8.5.3).
int api_choose(lua_State* L) {
  std::vector<int> args{player_arg(L, 2), static_cast<int>(luaL_checkinteger(L, 4)), static_cast<int>(luaL_checkinteger(L, 5)), kUnknownCard};
  for (int c : list_arg(L, 3)) args.push_back(c);
  return step_list(L, EffectOp::Choose, args);
}

// game:search(player, number, max) -> cards found in the deck (CR 10.1.9: may find none).
int api_search(lua_State* L) {
  const ScriptContext& c = context(L);
  const int p = player_arg(L, 2);
  const CardId sought = c.state->pool->find(luaL_checkstring(L, 3));
  if (sought == kUnknownCard) return luaL_error(L, "search: unknown card number '%s'", lua_tostring(L, 3));
  auto found = step(L, EffectOp::Search, {p, sought});
  if (!found) return waiting(L);
  std::vector<int> args{p, 0, static_cast<int>(luaL_checkinteger(L, 4)), sought};
  args.insert(args.end(), found->begin(), found->end());
  return step_list(L, EffectOp::Choose, args);
}

// game:give(unit, {power=, critical=, until="turn"|"battle", lose="twin-drive", grant=n})
int api_give(lua_State* L) {
  const int unit = card_arg(L, 2);
  luaL_checktype(L, 3, LUA_TTABLE);
  auto field_int = [&](const char* k) {
    lua_getfield(L, 3, k);
    int v = static_cast<int>(luaL_optinteger(L, -1, 0));
    lua_pop(L, 1);
    return v;
  };
  lua_getfield(L, 3, "until");
  const std::string until = luaL_optstring(L, -1, "turn");
  lua_getfield(L, 3, "lose");
  const auto lose = skill_from_string(luaL_optstring(L, -1, "none"));
  lua_pop(L, 2);
  if (until != "turn" && until != "battle") return luaL_error(L, "give: 'until' is \"turn\" or \"battle\"");
  if (!lose) return luaL_error(L, "give: unknown skill to lose");
  const int grant = field_int("grant");
  // cannot_use = n (ability n of that card) or "all" (its ACT and AUTO abilities), CR 11.2
  int cannot_use = kNoAbility;
  lua_getfield(L, 3, "cannot_use");
  if (lua_type(L, -1) == LUA_TSTRING) {
    if (std::string(lua_tostring(L, -1)) != "all") return luaL_error(L, "give: 'cannot_use' is an ability number or \"all\"");
    cannot_use = kEveryAbility;
  } else if (!lua_isnil(L, -1)) {
    cannot_use = static_cast<int>(luaL_checkinteger(L, -1)) - 1;
  }
  lua_pop(L, 1);
  return step_none(L, EffectOp::Give, {unit, field_int("power"), field_int("critical"), until == "battle" ? 0 : 1,
                                       static_cast<int>(*lose), grant > 0 ? grant - 1 : -1, cannot_use});
}

// game:later(n): sets up this card's ability number n (marked `timed`) to trigger once (CR 8.6.5).
int api_later(lua_State* L) {
  const ScriptContext& c = context(L);
  const lua_Integer n = luaL_checkinteger(L, 2);
  const auto& list = c.state->def(c.source).abilities;
  if (n < 1 || n > static_cast<lua_Integer>(list.size()) || !list[static_cast<std::size_t>(n - 1)].timed)
    return luaL_error(L, "later: ability %d of this card is not marked 'timed'", static_cast<int>(n));
  return step_none(L, EffectOp::Later, {static_cast<int>(n - 1)});
}

int card_step(lua_State* L, EffectOp op) { return step_none(L, op, {card_arg(L, 2)}); }
int api_retire(lua_State* L) { return card_step(L, EffectOp::Retire); }
int api_stand(lua_State* L) { return card_step(L, EffectOp::Stand); }
int api_rest(lua_State* L) { return card_step(L, EffectOp::Rest); }
int api_to_hand(lua_State* L) { return card_step(L, EffectOp::ToHand); }
int api_to_deck(lua_State* L) { return card_step(L, EffectOp::ToDeck); }
int api_superior_ride(lua_State* L) { return card_step(L, EffectOp::SuperiorRide); }
int api_reveal(lua_State* L) { return card_step(L, EffectOp::Reveal); }
int api_draw(lua_State* L) { return step_list(L, EffectOp::Draw, {player_arg(L, 2)}); }
int api_soul_charge(lua_State* L) { return step_list(L, EffectOp::SoulCharge, {player_arg(L, 2)}); }
int api_shuffle(lua_State* L) { return step_none(L, EffectOp::Shuffle, {player_arg(L, 2)}); }

}  // namespace

// Each method is a C function wrapped in Lua: when the C function reports that the effect
// must wait, the wrapper yields.
constexpr const char* kWrap = R"(
local raw, wait, sentinel = ...
local methods = {}
for name, f in pairs(raw) do
  methods[name] = function(...)
    local r = table.pack(f(...))
    if r[1] == sentinel then wait() end
    return table.unpack(r, 1, r.n)
  end
end
return methods
)";

void register_card_api(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, "vgjudge.cards");
  static const luaL_Reg kMethods[] = {
      {"self", api_self}, {"you", api_you}, {"opponent", api_opponent}, {"other", api_other},
      {"card", api_card}, {"owner", api_owner}, {"units", api_units}, {"rear_guards", api_rear_guards}, {"vanguards", api_vanguards},
      {"hand", api_hand}, {"soul", api_soul}, {"damage", api_damage}, {"drop", api_drop},
      {"power", api_power}, {"critical", api_critical}, {"choose", api_choose}, {"search", api_search},
      {"give", api_give}, {"retire", api_retire}, {"stand", api_stand}, {"rest", api_rest},
      {"to_hand", api_to_hand}, {"to_deck", api_to_deck}, {"later", api_later}, {"superior_ride", api_superior_ride}, {"reveal", api_reveal},
      {"draw", api_draw}, {"soul_charge", api_soul_charge}, {"shuffle", api_shuffle}, {nullptr, nullptr}};
  luaL_newmetatable(L, kApiMeta);
  if (luaL_loadbufferx(L, kWrap, std::char_traits<char>::length(kWrap), "=vgjudge", "t") != LUA_OK) lua_error(L);
  lua_newtable(L);
  luaL_setfuncs(L, kMethods, 0);
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
  luaL_setmetatable(L, kApiMeta);
  return handle;
}

}  // namespace vg
