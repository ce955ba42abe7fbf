#include "scripting/lua_sandbox.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <lua.hpp>
#include <new>
#include <string_view>

#include "scripting/precompiled_cards.h"

namespace vg {

namespace {

constexpr int kHookPeriod = 1000;  // VM instructions between two budget checks
// Work units charged for an error that pcall or xpcall caught: raising and unwinding it costs
// far more than an instruction (without this, a loop catching errors runs for minutes).
constexpr std::int64_t kCaughtError = 10'000;
// Work units charged for a call of a wrapped library function or of pcall, and for each block
// the script allocates (besides its bytes): each costs the time of dozens of VM instructions, so
// a loop of calls or allocations exhausts the budget about as soon as a loop of instructions.
constexpr std::int64_t kCallCost = 64;
constexpr std::int64_t kBlockCost = 64;
constexpr lua_Integer kFormatCost = 256;  // per number that string.format or tostring converts
constexpr const char* kBase = "vgjudge.base";          // registry: the allow-listed globals
constexpr const char* kEnvMeta = "vgjudge.envmeta";    // registry: metatable of card environments

LuaSandbox& sandbox_of(lua_State* L) {
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  return *static_cast<LuaSandbox*>(ud);
}

void budget_hook(lua_State* L, lua_Debug*) { sandbox_of(L).charge(L, kHookPeriod); }

int traceback(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
  return 1;
}

// An error outside any protected call. Every entry into Lua is protected and the memory cap
// applies only inside them, so this is a bug of ours: no abort and no core dump, no exception
// through Lua's C frames, and Lua must not go on (a panic handler must not return): the
// process ends with the status of a failed card script and says why.
int panic(lua_State* L) {
  const char* msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(error object is not a string)";
  std::fprintf(stderr, "vgjudge: Lua error outside a protected call (a bug of vgjudge): %s\n", msg);
  std::fflush(stderr);
  std::_Exit(3);
}

// A card's global environment: the allow-list is read through it; any other name, and any
// write, is an error (a typo must not silently read nil; a card cannot leave state in globals).
int env_index(lua_State* L) {
  lua_pushvalue(L, 2);
  if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
  const char* name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
  return luaL_error(L, "unknown global '%s'", name);
}
int env_newindex(lua_State* L) {
  const char* name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
  return luaL_error(L, "unknown global '%s'", name);
}
int readonly_newindex(lua_State* L) {
  const char* name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
  return luaL_error(L, "the shared libraries are read-only: '%s' cannot be set", name);
}

// Pushes a read-only view of the table at `real`: reads pass through, writes are errors, and
// its metatable can be neither read nor replaced.
void push_readonly(lua_State* L, int real) {
  real = lua_absindex(L, real);
  lua_newtable(L);
  lua_createtable(L, 0, 3);
  lua_pushvalue(L, real);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, readonly_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
}

// pcall and xpcall run the library's own, then raise the sandbox's stop error again: a script
// cannot catch running out of budget or memory. A caught error is charged. (lua_callk keeps
// effects able to wait.)
int after_protected(lua_State* L, int, lua_KContext) {
  sandbox_of(L).charge(L, lua_toboolean(L, 1) ? 0 : kCaughtError);
  return lua_gettop(L);
}
int protected_call(lua_State* L) {
  sandbox_of(L).charge(L, kCallCost);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, after_protected);
  return after_protected(L, LUA_OK, 0);
}

// setmetatable without finalizers (__gc runs outside any call's budget) or weak tables (__mode
// makes results depend on when the collector runs).
int guarded_setmetatable(lua_State* L) {
  if (lua_type(L, 2) == LUA_TTABLE)
    for (const char* field : {"__gc", "__mode"})
      if (lua_getfield(L, 2, field) != LUA_TNIL) return luaL_error(L, "setmetatable: '%s' is not allowed in card scripts", field);
  lua_settop(L, 2);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, 2, 1);
  return 1;
}

// How a library call's work is measured: the bytes of its string arguments (Scan), the result
// of string.rep (Rep), a plain search (Find), the elements from argument 2 to 3 (Range) or 3 to
// 4 (Concat), the table's length (Length), the number of arguments (Count), the bytes plus a
// conversion for each number argument (Format: turning a number into text is slow).
enum class Cost : lua_Integer { Scan, Rep, Find, Range, Concat, Length, Count, Format };

lua_Integer string_bytes(lua_State* L) {
  lua_Integer bytes = 0;
  for (int i = 1; i <= lua_gettop(L); ++i)
    if (lua_type(L, i) == LUA_TSTRING) bytes += static_cast<lua_Integer>(lua_rawlen(L, i));
  return bytes;
}

// The elements a table call touches from index `first` to `last` (or the table's length).
lua_Integer range_count(lua_State* L, int first, int last, const char* name) {
  const lua_Integer from = luaL_optinteger(L, first, 1);
  const lua_Integer to = lua_isnoneornil(L, last) ? luaL_len(L, 1) : luaL_checkinteger(L, last);
  if (to < from) return 0;
  const lua_Unsigned span = static_cast<lua_Unsigned>(to) - static_cast<lua_Unsigned>(from);  // no overflow
  if (span >= static_cast<lua_Unsigned>(LuaSandbox::kLargestCount))
    luaL_error(L, "%s: more than %d elements", name, static_cast<int>(LuaSandbox::kLargestCount));
  return static_cast<lua_Integer>(span) + 1;
}

// The work a library call will do, checked against the sandbox's limits before it runs.
lua_Integer cost_of(lua_State* L, Cost kind, const char* name) {
  switch (kind) {
    case Cost::Scan: return string_bytes(L) / LuaSandbox::kBytesPerUnit;
    case Cost::Rep: {
      std::size_t text = 0, sep = 0;
      luaL_checklstring(L, 1, &text);
      luaL_optlstring(L, 3, "", &sep);
      const double n = static_cast<double>(luaL_checkinteger(L, 2));
      const double bytes = n <= 0 ? 0 : static_cast<double>(text) * n + static_cast<double>(sep) * (n - 1);
      if (bytes > static_cast<double>(LuaSandbox::kLargestBlock))
        luaL_error(L, "string.rep: the result would be longer than %d bytes", static_cast<int>(LuaSandbox::kLargestBlock));
      return static_cast<lua_Integer>(bytes) / LuaSandbox::kBytesPerUnit;
    }
    case Cost::Find: {  // plain search only (patterns can backtrack without bound)
      std::size_t subject = 0, pattern = 0;
      luaL_checklstring(L, 1, &subject);
      const char* p = luaL_checklstring(L, 2, &pattern);
      if (!lua_toboolean(L, 4) && std::string_view(p, pattern).find_first_of("^$*+?.([%-") != std::string_view::npos)
        luaL_error(L, "string.find: patterns are not available to card scripts (search plain text: string.find(s, text, 1, true))");
      return static_cast<lua_Integer>(subject * std::max<std::size_t>(pattern, 1)) / LuaSandbox::kBytesPerUnit;
    }
    case Cost::Range: return range_count(L, 2, 3, name);
    case Cost::Concat: return range_count(L, 3, 4, name);
    case Cost::Length: return luaL_len(L, 1);
    case Cost::Count: return lua_gettop(L);
    case Cost::Format: {
      lua_Integer numbers = 0;
      for (int i = 1; i <= lua_gettop(L); ++i) numbers += lua_type(L, i) == LUA_TNUMBER;
      return string_bytes(L) / LuaSandbox::kBytesPerUnit + kFormatCost * numbers;
    }
  }
  return 0;
}

// A library function behind a cost check (upvalues: the function, its cost kind, its name).
int bounded(lua_State* L) {
  const auto kind = static_cast<Cost>(lua_tointeger(L, lua_upvalueindex(2)));
  const char* name = lua_tostring(L, lua_upvalueindex(3));
  sandbox_of(L).charge(L, kCallCost + cost_of(L, kind, name));
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

struct Allowed {
  const char* name;
  Cost cost;
  bool wrap;
};

// Copies the allow-listed functions of library `lib` (a global of the full state) into a new
// table, behind cost checks where they can run long; pushes that table.
void push_allowed(lua_State* L, const char* lib, std::initializer_list<Allowed> names) {
  lua_getglobal(L, lib);
  lua_createtable(L, 0, static_cast<int>(names.size()));
  for (const Allowed& a : names) {
    lua_getfield(L, -2, a.name);
    if (a.wrap) {
      lua_pushinteger(L, static_cast<lua_Integer>(a.cost));
      lua_pushfstring(L, "%s.%s", lib, a.name);
      lua_pushcclosure(L, bounded, 3);
    }
    lua_setfield(L, -2, a.name);
  }
  lua_remove(L, -2);
}

}  // namespace

void* LuaSandbox::allocate(void* ud, void* ptr, std::size_t old_size, std::size_t new_size) {
  auto* self = static_cast<LuaSandbox*>(ud);
  if (ptr == nullptr) old_size = 0;
  if (new_size == 0) {
    std::free(ptr);
    self->used_ -= old_size;
    return nullptr;
  }
  if (self->running_ && new_size > old_size) {
    if (new_size > kLargestBlock || self->used_ + (new_size - old_size) > kMemoryCap) {
      // Lua collects and tries once more; a refusal it cannot recover from ends the run.
      self->refused_ = true;
      return nullptr;
    }
    self->spent_ += kBlockCost + static_cast<std::int64_t>(new_size - old_size) / kBytesPerUnit;
  }
  void* p = std::realloc(ptr, new_size);
  if (p == nullptr) return nullptr;
  if (new_size > old_size) self->refused_ = false;
  self->used_ = self->used_ - old_size + new_size;
  return p;
}

LuaSandbox::LuaSandbox() {
  L_ = lua_newstate(&LuaSandbox::allocate, this);
  if (L_ == nullptr) throw std::bad_alloc();
  lua_atpanic(L_, panic);
  static const luaL_Reg kLibs[] = {{LUA_GNAME, luaopen_base},
                                   {LUA_STRLIBNAME, luaopen_string},
                                   {LUA_TABLIBNAME, luaopen_table},
                                   {LUA_MATHLIBNAME, luaopen_math}};
  for (const luaL_Reg& lib : kLibs) {
    luaL_requiref(L_, lib.name, lib.func, 1);
    lua_pop(L_, 1);
  }
  build_environment();
}

LuaSandbox::~LuaSandbox() { lua_close(L_); }

// The allow-list (docs/architecture.md, "Card scripts: the threat model"): the base functions
// that only compute, and read-only views of string, table and math without what can run long
// unbounded (patterns, sort), load code (string.dump) or differ between runs (math.random).
void LuaSandbox::build_environment() {
  lua_State* L = L_;
  lua_newtable(L);  // the base of every card's environment
  for (const char* name : {"assert", "error", "getmetatable", "ipairs", "next", "pairs", "rawequal", "rawget", "rawlen", "select", "type"}) {
    lua_getglobal(L, name);
    lua_setfield(L, -2, name);
  }
  push_allowed(L, LUA_GNAME, {{"tonumber", Cost::Scan, true}, {"tostring", Cost::Format, true}});
  lua_pushnil(L);
  while (lua_next(L, -2)) lua_setfield(L, -4, lua_tostring(L, -2));
  lua_pop(L, 1);
  for (const char* name : {"pcall", "xpcall"}) {
    lua_getglobal(L, name);
    lua_pushcclosure(L, protected_call, 1);
    lua_setfield(L, -2, name);
  }
  lua_getglobal(L, "setmetatable");
  lua_pushcclosure(L, guarded_setmetatable, 1);
  lua_setfield(L, -2, "setmetatable");
  push_allowed(L, LUA_STRLIBNAME, {{"byte", Cost::Scan, true}, {"char", Cost::Count, true}, {"find", Cost::Find, true},
                                   {"format", Cost::Format, true}, {"len", Cost::Scan, false}, {"lower", Cost::Scan, true},
                                   {"upper", Cost::Scan, true}, {"rep", Cost::Rep, true}, {"sub", Cost::Scan, true}});
  // Strings' methods ("x"):upper() go through the same view; the string metatable is locked.
  push_readonly(L, -1);
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  lua_pushvalue(L, -3);
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
  lua_setfield(L, -3, LUA_STRLIBNAME);
  lua_pop(L, 1);
  push_allowed(L, LUA_TABLIBNAME, {{"concat", Cost::Concat, true}, {"insert", Cost::Length, true}, {"move", Cost::Range, true},
                                   {"pack", Cost::Count, true}, {"remove", Cost::Length, true}, {"unpack", Cost::Range, true}});
  push_readonly(L, -1);
  lua_setfield(L, -3, LUA_TABLIBNAME);
  lua_pop(L, 1);
  push_allowed(L, LUA_MATHLIBNAME, {{"abs", Cost::Count, false}, {"ceil", Cost::Count, false}, {"floor", Cost::Count, false},
                                    {"fmod", Cost::Count, false}, {"huge", Cost::Count, false}, {"max", Cost::Count, false},
                                    {"maxinteger", Cost::Count, false}, {"min", Cost::Count, false}, {"mininteger", Cost::Count, false},
                                    {"modf", Cost::Count, false}, {"pi", Cost::Count, false}, {"sqrt", Cost::Count, false},
                                    {"tointeger", Cost::Count, false}, {"type", Cost::Count, false}, {"ult", Cost::Count, false}});
  push_readonly(L, -1);
  lua_setfield(L, -3, LUA_MATHLIBNAME);
  lua_pop(L, 1);
  // The metatable of every card's environment: reads from the base, no writes, locked.
  lua_createtable(L, 0, 3);
  lua_pushvalue(L, -2);
  lua_pushcclosure(L, env_index, 1);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, env_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setfield(L, LUA_REGISTRYINDEX, kEnvMeta);
  lua_setfield(L, LUA_REGISTRYINDEX, kBase);
}

// A run may begin inside another (a condition the engine reads while an effect runs, a card
// file loaded or renewed then): the inner one spends the outer one's budget, under the same
// cap. Restarting the budget there would let an effect that reads power in a loop run forever.
void LuaSandbox::start(lua_State* thread) {
  if (depth_++ == 0) {
    spent_ = 0;
    stop_ = Stop::None;
    refused_ = false;
    running_ = true;
    outer_ = thread;
  }
  lua_sethook(thread, budget_hook, LUA_MASKCOUNT, stop_ == Stop::None ? kHookPeriod : 1);
}

void LuaSandbox::finish(lua_State* thread) {
  --depth_;
  if (thread != outer_ || depth_ == 0) lua_sethook(thread, nullptr, 0, 0);  // the outer run's thread keeps its hook
  if (depth_ > 0) return;
  if (refused_ && stop_ == Stop::None) stop_ = Stop::Memory;
  running_ = false;
}

// (Static text: the message is raised with a long jump, which skips destructors.)
const char* LuaSandbox::stop_message() const {
  static const std::string budget =
      "instruction budget exceeded (" + std::to_string(kInstructionBudget) + " instructions): the script does not finish";
  if (stop_ == Stop::Budget) return budget.c_str();
  if (stop_ == Stop::Memory) return "out of memory (the script exceeds the memory cap)";
  return nullptr;
}

std::optional<std::string> LuaSandbox::stopped() const {
  if (const char* m = stop_message()) return m;
  return std::nullopt;
}

void LuaSandbox::charge(lua_State* L, std::int64_t units) {
  spent_ += units;
  if (stop_ == Stop::None && refused_) stop_ = Stop::Memory;
  if (stop_ == Stop::None && spent_ > kInstructionBudget) stop_ = Stop::Budget;
  raise_if_stopped(L);
}

void LuaSandbox::raise_if_stopped(lua_State* L) {
  if (stop_ == Stop::None && refused_) stop_ = Stop::Memory;
  if (stop_ == Stop::None) return;
  lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1);  // from now on, every instruction raises it again
  luaL_error(L, "%s", stop_message());
}

bool LuaSandbox::is_environment(int index) {
  if (!lua_istable(L_, index) || !lua_getmetatable(L_, index)) return false;
  luaL_getmetatable(L_, kEnvMeta);
  const bool env = lua_rawequal(L_, -1, -2) != 0;
  lua_pop(L_, 2);
  return env;
}

LuaSandbox& LuaSandbox::of(lua_State* L) { return sandbox_of(L); }

std::variant<int, InputError> LuaSandbox::load_file(const std::string& path, const std::string& chunk, const std::string& source) {
  // Text chunks only from files: a binary chunk could break the VM. The bytecode built into
  // vgjudge from exactly this text (precompiled_cards.h) is the same chunk, parsed already.
  const std::string_view compiled = precompiled_card(chunk, source);
  const bool binary = !compiled.empty();
  if (luaL_loadbufferx(L_, binary ? compiled.data() : source.data(), binary ? compiled.size() : source.size(),
                       ("=" + chunk).c_str(), binary ? "b" : "t") != LUA_OK) {
    std::string msg = lua_tostring(L_, -1);
    lua_pop(L_, 1);
    return lua_error_at(path, chunk, msg);
  }
  return luaL_ref(L_, LUA_REGISTRYINDEX);
}

std::variant<int, InputError> LuaSandbox::load_compiled(std::string_view compiled, const std::string& path, const std::string& chunk) {
  if (luaL_loadbufferx(L_, compiled.data(), compiled.size(), ("=" + chunk).c_str(), "b") != LUA_OK) {
    std::string msg = lua_tostring(L_, -1);
    lua_pop(L_, 1);
    return lua_error_at(path, chunk, msg);
  }
  return luaL_ref(L_, LUA_REGISTRYINDEX);
}

std::optional<InputError> LuaSandbox::run_chunk(int chunk_ref, const std::string& path, const std::string& chunk) {
  const int base = lua_gettop(L_);
  lua_pushcfunction(L_, traceback);
  lua_rawgeti(L_, LUA_REGISTRYINDEX, chunk_ref);
  // The file's own environment (its first upvalue, _ENV): _G names it; nothing is shared.
  lua_newtable(L_);
  lua_pushvalue(L_, -1);
  lua_setfield(L_, -2, "_G");
  luaL_setmetatable(L_, kEnvMeta);
  lua_setupvalue(L_, -2, 1);
  start(L_);
  const int rc = lua_pcall(L_, 0, 1, base + 1);
  finish(L_);
  if (rc != LUA_OK) {
    std::string msg = lua_tostring(L_, -1) ? lua_tostring(L_, -1) : "(error object is not a string)";
    if (auto why = stopped()) msg = *why + (msg.find('\n') == std::string::npos ? "" : msg.substr(msg.find('\n')));
    lua_settop(L_, base);
    return lua_error_at(path, chunk, msg);
  }
  lua_remove(L_, base + 1);
  return std::nullopt;
}

InputError lua_error_at(const std::string& file, const std::string& chunk, const std::string& message) {
  // Lua writes "chunk:line: text" (and a traceback after it). A message raised without a
  // position (from the budget hook, a library function) takes its line from the traceback's
  // first frame in the file.
  InputError e{file, 1, 1, message.substr(0, message.find('\n'))};
  const std::string prefix = chunk + ":";
  auto line_at = [&](std::size_t at, std::size_t& end) {
    std::size_t num = at + prefix.size();
    end = num;
    while (end < message.size() && std::isdigit(static_cast<unsigned char>(message[end]))) ++end;
    return end > num && end - num < 9 && end < message.size() && message[end] == ':' ? std::stoi(message.substr(num, end - num)) : 0;
  };
  std::size_t end = 0;
  if (message.compare(0, prefix.size(), prefix) == 0) {
    if (int line = line_at(0, end)) {
      e.line = line;
      std::size_t text = end + 1;
      while (text < message.size() && message[text] == ' ') ++text;
      e.message = message.substr(text, message.find('\n', text) - text);
    }
    return e;
  }
  for (std::size_t at = message.find(prefix); at != std::string::npos; at = message.find(prefix, at + 1))
    if (int line = line_at(at, end)) {
      e.line = line;
      break;
    }
  return e;
}

}  // namespace vg
