// The card scripts built into vgjudge as Lua bytecode (scripting/precompiled_cards.h): every
// card file of cards/lua is there, an edited file is read from its text, and the bytecode keeps
// the lines that messages about a card's script give.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <lua.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "scripting/card_loader.h"
#include "scripting/lua_sandbox.h"
#include "scripting/precompiled_cards.h"

namespace vg {
namespace {

const std::string kCards = std::string(VG_SOURCE_DIR) + "/cards/lua/";

std::string text_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(PrecompiledCards, EveryCardFileIsBuiltIn) {
  auto files = card_files(kCards);
  ASSERT_TRUE(std::holds_alternative<std::vector<std::string>>(files));
  std::vector<std::string> missing;
  for (const std::string& file : std::get<std::vector<std::string>>(files))
    if (precompiled_card(chunk_name(file), text_of(file)).empty()) missing.push_back(file);
  EXPECT_GE(std::get<std::vector<std::string>>(files).size(), 299u);  // every card file of cards/lua, 299 or more
  EXPECT_EQ(missing, std::vector<std::string>{});
}

TEST(PrecompiledCards, AnEditedCardFileIsReadFromItsText) {
  const std::string path = kCards + "TD01-001.lua";
  std::string text = text_of(path);
  const auto at = text.find("power = 10000");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 13, "power = 11000");
  EXPECT_TRUE(precompiled_card(chunk_name(path), text).empty());
  CardPool pool;
  ASSERT_FALSE(load_card_source(path, text, pool));
  EXPECT_EQ(pool[pool.find("TD01/001")].power, 11000);
  CardPool unchanged;
  ASSERT_FALSE(load_card_source(path, text_of(path), unchanged));
  EXPECT_EQ(unchanged[unchanged.find("TD01/001")].power, 10000);
}

TEST(PrecompiledCards, TheBytecodeKeepsTheFileNameAndLines) {
  const std::string path = kCards + "TD01-001.lua";
  const std::string text = text_of(path);
  const std::string_view bytecode = precompiled_card(chunk_name(path), text);
  ASSERT_FALSE(bytecode.empty());
  lua_State* L = luaL_newstate();
  ASSERT_EQ(luaL_loadbufferx(L, bytecode.data(), bytecode.size(), "=elsewhere", "b"), LUA_OK);
  ASSERT_EQ(lua_pcall(L, 0, 1, 0), LUA_OK);  // the card's table
  lua_getfield(L, -1, "abilities");
  lua_rawgeti(L, -1, 1);
  lua_getfield(L, -1, "effect");
  lua_Debug ar;
  ASSERT_EQ(lua_getinfo(L, ">S", &ar), 1);
  EXPECT_EQ(std::string(ar.short_src), "TD01-001.lua");
  // The line of "effect = function(game)" in the text.
  EXPECT_EQ(ar.linedefined, 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(text.find("effect = function")), '\n')));
  lua_close(L);
}

// A card file is run again from its built-in bytecode to renew it for a new game (its chunk is
// not kept): the sandbox loads that bytecode and runs it to the card's table, and refuses text.
TEST(PrecompiledCards, TheSandboxRunsAFileAgainFromItsBytecode) {
  const std::string path = kCards + "TD01-001.lua";
  const std::string_view bytecode = precompiled_card(chunk_name(path), text_of(path));
  ASSERT_FALSE(bytecode.empty());
  LuaSandbox lua;
  for (int run = 0; run < 2; ++run) {
    auto chunk = lua.load_compiled(bytecode, path, chunk_name(path));
    ASSERT_TRUE(std::holds_alternative<int>(chunk));
    ASSERT_FALSE(lua.run_chunk(std::get<int>(chunk), path, chunk_name(path)));
    lua_State* L = lua.state();
    lua_getfield(L, -1, "number");
    EXPECT_EQ(std::string(lua_tostring(L, -1)), "TD01/001");
    lua_pop(L, 2);
    luaL_unref(L, LUA_REGISTRYINDEX, std::get<int>(chunk));
  }
  auto text = lua.load_compiled("return {}", path, chunk_name(path));
  ASSERT_TRUE(std::holds_alternative<InputError>(text));
  EXPECT_EQ(std::get<InputError>(text).to_string(), path + ":1:1: attempt to load a text chunk (mode is 'b')");
}

}  // namespace
}  // namespace vg
