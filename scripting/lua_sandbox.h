// A locked-down Lua 5.4 state for card scripts: only the base, string, table and math
// libraries, no file or code loading, unknown globals are errors, and an instruction budget
// and a memory cap stop runaway scripts. The only code that includes Lua headers is here.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "engine/input_error.h"

struct lua_State;

namespace vg {

class LuaSandbox {
 public:
  static constexpr std::size_t kMemoryCap = 16u << 20;   // bytes
  static constexpr int kInstructionBudget = 10'000'000;  // VM instructions per script run

  LuaSandbox();
  ~LuaSandbox();
  LuaSandbox(const LuaSandbox&) = delete;
  LuaSandbox& operator=(const LuaSandbox&) = delete;

  // Runs a script file and leaves its one return value on the stack; an error gives the
  // file, line and message (with a traceback for runtime errors).
  std::optional<InputError> run_file(const std::string& path, const std::string& source);
  lua_State* state() { return L_; }
  // The instruction budget for a call about to run on `thread` (a coroutine or the state).
  void start_budget(lua_State* thread);
  void stop_budget(lua_State* thread);

 private:
  static void* allocate(void* ud, void* ptr, std::size_t old_size, std::size_t new_size);
  lua_State* L_ = nullptr;
  std::size_t used_ = 0;
};

// Splits a Lua message "chunk:line: text" into a positioned error in `file`.
InputError lua_error_at(const std::string& file, const std::string& message);

}  // namespace vg
