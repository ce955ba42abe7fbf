// Card scripts: every card file of the pool loaded into one sandboxed Lua state, each in its own
// environment (scripting/lua_sandbox.h). Reads each
// card's characteristics and its abilities (metadata as data, effects and conditions as Lua
// functions), and runs those functions for the engine (engine/effect.h).
#pragma once

#include <optional>
#include <string>

#include "engine/card_pool.h"
#include "engine/effect.h"
#include "engine/input_error.h"
#include "scripting/lua_sandbox.h"

struct lua_State;

namespace vg {

class CardScripts : public ScriptRunner {
 public:
  // Loads one card file into the pool (characteristics and abilities).
  std::optional<InputError> load(const std::string& path, CardPool& pool);
  // The same from the file's text (`path` names it in messages).
  std::optional<InputError> load_source(const std::string& path, const std::string& source, CardPool& pool);
  // Loads the card file of a slot the pool kept (CardPool::add_unloaded): it must define the
  // card of that number.
  std::optional<InputError> load_into(const std::string& path, CardPool& pool, CardId id);

  EffectStatus run(Game& game, int effect, InstanceId source) const override;
  bool holds(const GameState& state, int condition, InstanceId source) const override;
  const std::optional<ScriptFailure>& failure() const override { return failure_; }
  void clear_failure() const override { failure_.reset(); }

 private:
  std::optional<InputError> read_source(const std::string& path, const std::string& source, CardDef& def);
  void fail(const GameState& state, InstanceId source, int handle, const std::string& lua_message) const;
  void push_effect_thread(lua_State* L) const;

  mutable LuaSandbox lua_;
  mutable std::optional<ScriptFailure> failure_;
  // A coroutine whose effect finished, kept (a registry reference) for the next effect to run
  // in; one that waits or fails is left to the collector. LUA_NOREF (-2) when none is idle.
  mutable int idle_thread_ = -2;
};

}  // namespace vg
