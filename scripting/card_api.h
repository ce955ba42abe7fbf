// The Lua API card scripts use in effects and conditions (docs/card-scripts.md): the `game`
// object passed to every effect and condition function.
#pragma once

#include <string>

#include "engine/game.h"

struct lua_State;

namespace vg {

// What one effect or condition call sees. A condition has no game to change: it reads `state`.
struct ScriptContext {
  Game* game = nullptr;                // null for conditions (read only)
  const GameState* state = nullptr;
  InstanceId source = kNoInstance;     // the card whose ability this is
  Player master = Player::A;           // CR 3.4.5: the ability's master
  InstanceId other = kNoInstance;      // the other card of the triggering event, if any
};

// What a script may hand the engine (docs/card-scripts.md, "Ranges"): anything else is the
// card's error, never a number that wraps in the engine's sums.
inline constexpr int kMaxGivenPower = 1'000'000;         // |power| or |shield| of one give
inline constexpr int kMaxGivenCritical = 99;             // |critical| of one give
inline constexpr int kMaxPowerInForce = 100'000'000;     // the |power| and |shield| of every give in force
inline constexpr int kMaxCriticalInForce = 999;          // the |critical| of every give in force
inline constexpr int kMaxAbilityNumber = 99;             // grant, cannot_use, lose_ability
inline constexpr int kMaxCount = 2000;                   // cards a choice or search may take (two decks' worth)

// Pushes the function of a condition a card file declares as data rather than writes as a
// script (`condition = { vanguard_clan = "Royal Paladin" }`): called as a script's condition is.
void push_vanguard_clan_condition(lua_State* L, std::string_view clan);
// Pushes the function of an effect a card file declares as data (`effect = { look_at_top = 5,
// may_take = "NAME", into = "hand" }`, docs/card-scripts.md "Declared effects"): look at the top
// `count` cards (at most `count` with `up_to`), take at most one named `name` into the hand
// (shown) or by superior ride (then no normal ride this ride phase), and put the others at the
// bottom of the deck in the order the player chooses. Run as a script's effect is.
void push_look_at_top_effect(lua_State* L, int count, bool up_to, std::string_view name, bool superior_ride);
// Whether the function at `index` is one a card file declared as data (pushed by the two
// functions above): it keeps nothing of its file, so renewing the file leaves it alone.
bool is_declared(lua_State* L, int index);
// Registers the metatable of the `game` object once per Lua state.
void register_card_api(lua_State* L);
// Pushes a `game` object for the context; the caller keeps the object on a stack during the
// call and sets the returned handle to null when the call returns (the object is dead then).
ScriptContext** push_card_api(lua_State* L, ScriptContext* context);

}  // namespace vg
