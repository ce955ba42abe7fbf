// Card scripts: every card file of the pool loaded into one sandboxed Lua state. Reads each
// card's characteristics and its abilities (metadata as data, effects and conditions as Lua
// functions), and runs those functions for the engine (engine/effect.h).
#pragma once

#include <optional>
#include <string>

#include "engine/card_pool.h"
#include "engine/effect.h"
#include "engine/input_error.h"
#include "scripting/lua_sandbox.h"

namespace vg {

class CardScripts : public ScriptRunner {
 public:
  // Loads one card file into the pool (characteristics and abilities).
  std::optional<InputError> load(const std::string& path, CardPool& pool);

  EffectStatus run(Game& game, int effect, InstanceId source, std::string& error) const override;
  bool holds(const GameState& state, int condition, InstanceId source, std::string& error) const override;

 private:
  mutable LuaSandbox lua_;
};

}  // namespace vg
