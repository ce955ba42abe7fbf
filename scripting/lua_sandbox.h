// A locked-down Lua 5.4 state for card scripts, on the threat model of docs/architecture.md
// ("Card scripts: the threat model"): each card file runs in its own environment over
// read-only shared libraries reduced to an allow-list; a work budget (VM instructions plus the
// bytes the script allocates) that pcall cannot catch; a memory cap in the state's allocator; no
// finalizers; library calls that could run long are bounded or left out. The only code that
// includes Lua headers is in scripting/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "engine/input_error.h"

struct lua_State;

namespace vg {

class LuaSandbox {
 public:
  static constexpr std::size_t kMemoryCap = 16u << 20;        // bytes for the whole state
  static constexpr std::size_t kLargestBlock = 256u << 10;     // bytes in one string or table part
  static constexpr std::int64_t kInstructionBudget = 10'000'000;  // work units per script run
  static constexpr std::int64_t kBytesPerUnit = 16;           // bytes allocated or scanned that cost one unit
  static constexpr std::int64_t kLargestCount = 1 << 16;      // elements one table call may touch

  LuaSandbox();
  ~LuaSandbox();
  LuaSandbox(const LuaSandbox&) = delete;
  LuaSandbox& operator=(const LuaSandbox&) = delete;

  // Compiles a script file's text (or takes vgjudge's own bytecode for it) and keeps the chunk
  // in the registry: its reference, or the positioned syntax error. `chunk` is the short name
  // Lua uses for the file in its messages (Lua cuts longer names).
  std::variant<int, InputError> load_file(const std::string& path, const std::string& chunk, const std::string& source);
  // The same from vgjudge's own bytecode of a card file (precompiled_cards.h), and only that.
  std::variant<int, InputError> load_compiled(std::string_view compiled, const std::string& path, const std::string& chunk);
  // Runs a kept chunk in a fresh private environment and leaves its one return value on the
  // stack; an error gives the file, line and message. Run again, it builds the file's functions
  // and their upvalues anew: nothing a script kept survives (CardScripts, a new game).
  std::optional<InputError> run_chunk(int chunk_ref, const std::string& path, const std::string& chunk);
  lua_State* state() { return L_; }
  // Whether the value at `index` is a card file's environment (run_chunk): a table no script
  // can change (its writes are refused and its metatable is locked).
  bool is_environment(int index);
  // A script run on `thread` (a coroutine or the state) begins or ends: the budget restarts
  // (not for a run inside another, which spends the outer run's), and the memory cap applies
  // only while a script runs.
  void start(lua_State* thread);
  void finish(lua_State* thread);
  // Why the sandbox stopped the last run (budget or memory), if it did: reported instead of
  // whatever the script made of the error.
  std::optional<std::string> stopped() const;

  // Counts `units` of work against the budget of the running script; over budget, raises the
  // budget error (and keeps raising it until the run ends).
  void charge(lua_State* L, std::int64_t units);
  // The sandbox of a state (or of one of its coroutines).
  static LuaSandbox& of(lua_State* L);
  // Raises the stop error again if the run has been stopped (after a pcall caught it).
  void raise_if_stopped(lua_State* L);

 private:
  enum class Stop : std::uint8_t { None, Budget, Memory };
  static void* allocate(void* ud, void* ptr, std::size_t old_size, std::size_t new_size);
  void build_environment();
  const char* stop_message() const;

  lua_State* L_ = nullptr;
  std::size_t used_ = 0;      // bytes held by the state
  std::int64_t spent_ = 0;    // work units of the running script
  bool running_ = false;      // a script runs: the cap and the budget apply
  bool refused_ = false;      // the allocator refused the last block asked for
  int depth_ = 0;             // runs begun and not finished (a run may begin inside another)
  lua_State* outer_ = nullptr;  // the thread of the outermost run
  Stop stop_ = Stop::None;
};

// Splits a Lua message "chunk:line: text" into a positioned error in `file`.
InputError lua_error_at(const std::string& file, const std::string& chunk, const std::string& message);

}  // namespace vg
