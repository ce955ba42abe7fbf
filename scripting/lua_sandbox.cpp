#include "scripting/lua_sandbox.h"

#include <cstdlib>
#include <lua.hpp>

namespace vg {

namespace {

// Reading or writing a global that the sandbox does not define is an error (a typo in a card
// script must not silently read nil).
int strict_index(lua_State* L) {
  return luaL_error(L, "unknown global '%s'", luaL_optstring(L, 2, "?"));
}

void budget_hook(lua_State* L, lua_Debug*) {
  luaL_error(L, "instruction budget exceeded (%d instructions): the script does not finish",
             LuaSandbox::kInstructionBudget);
}

int traceback(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
  return 1;
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
  if (new_size > old_size && self->used_ + (new_size - old_size) > kMemoryCap) return nullptr;
  void* p = std::realloc(ptr, new_size);
  if (p != nullptr) self->used_ = self->used_ - old_size + new_size;
  return p;
}

LuaSandbox::LuaSandbox() {
  L_ = lua_newstate(&LuaSandbox::allocate, this);
  static const luaL_Reg kLibs[] = {{LUA_GNAME, luaopen_base},
                                   {LUA_STRLIBNAME, luaopen_string},
                                   {LUA_TABLIBNAME, luaopen_table},
                                   {LUA_MATHLIBNAME, luaopen_math}};
  for (const luaL_Reg& lib : kLibs) {
    luaL_requiref(L_, lib.name, lib.func, 1);
    lua_pop(L_, 1);
  }
  for (const char* name : {"dofile", "loadfile", "load", "require", "collectgarbage", "print"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, name);
  }
  lua_pushglobaltable(L_);
  lua_newtable(L_);
  lua_pushcfunction(L_, strict_index);
  lua_setfield(L_, -2, "__index");
  lua_pushcfunction(L_, strict_index);
  lua_setfield(L_, -2, "__newindex");
  lua_setmetatable(L_, -2);
  lua_pop(L_, 1);
}

LuaSandbox::~LuaSandbox() { lua_close(L_); }

void LuaSandbox::start_budget(lua_State* thread) { lua_sethook(thread, budget_hook, LUA_MASKCOUNT, kInstructionBudget); }
void LuaSandbox::stop_budget(lua_State* thread) { lua_sethook(thread, nullptr, 0, 0); }

std::optional<InputError> LuaSandbox::run_file(const std::string& path, const std::string& source) {
  lua_settop(L_, 0);
  lua_pushcfunction(L_, traceback);
  // Text chunks only: a precompiled binary chunk could break the VM.
  if (luaL_loadbufferx(L_, source.data(), source.size(), ("@" + path).c_str(), "t") != LUA_OK) {
    std::string msg = lua_tostring(L_, -1);
    lua_settop(L_, 0);
    return lua_error_at(path, msg);
  }
  lua_sethook(L_, budget_hook, LUA_MASKCOUNT, kInstructionBudget);
  int rc = lua_pcall(L_, 0, 1, 1);
  lua_sethook(L_, nullptr, 0, 0);
  if (rc != LUA_OK) {
    std::string msg = rc == LUA_ERRMEM ? path + ":1: out of memory (the script exceeds the memory cap)"
                                       : lua_tostring(L_, -1);
    lua_settop(L_, 0);
    return lua_error_at(path, msg);
  }
  lua_remove(L_, 1);
  return std::nullopt;
}

InputError lua_error_at(const std::string& file, const std::string& message) {
  // Lua writes "file:line: text" (and a traceback after it). A message raised without a
  // position (from the instruction hook) takes its line from the traceback's first frame in
  // the file.
  InputError e{file, 1, 1, message.substr(0, message.find('\n'))};
  const std::string prefix = file + ":";
  auto line_at = [&](std::size_t at, std::size_t& end) {
    std::size_t num = at + prefix.size();
    end = num;
    while (end < message.size() && std::isdigit(static_cast<unsigned char>(message[end]))) ++end;
    return end > num && end < message.size() && message[end] == ':' ? std::stoi(message.substr(num, end - num)) : 0;
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
