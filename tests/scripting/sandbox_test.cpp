// Hostile card scripts fail with a clear error naming the card file and line, never a crash:
// the sandbox has only base, string, table and math; no files, no code loading; unknown
// globals are errors; an instruction budget and a memory cap stop runaway scripts.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "scripting/card_loader.h"

namespace vg {
namespace {

const char* kCard = R"(  number = "X/001", name = "Probe", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
)";

// Loads a card file holding `body` and returns the error, or "loaded".
std::string load(const std::string& body) {
  // One file per process: CTest runs these tests in parallel, each in its own process.
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("vgjudge-sandbox-probe-" + std::to_string(::getpid()) + ".lua")).string();
  std::ofstream(path) << body;
  CardPool pool;
  auto e = load_card_file(path, pool);
  std::remove(path.c_str());
  if (!e) return "loaded";
  std::string s = e->to_string();
  s.replace(0, path.size(), "probe.lua");
  return s.substr(0, s.find('\n'));
}

TEST(SandboxTest, AWellFormedCardLoads) { EXPECT_EQ(load(std::string("return {\n") + kCard + "}\n"), "loaded"); }

TEST(SandboxTest, InfiniteLoopIsStoppedByTheInstructionBudget) {
  EXPECT_EQ(load("local n = 0\nwhile true do n = n + 1 end\n"),
            "probe.lua:2:1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(SandboxTest, HugeAllocationIsStoppedByTheMemoryCap) {
  EXPECT_EQ(load("local t = {}\nfor i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end\n"),
            "probe.lua:1:1: out of memory (the script exceeds the memory cap)");
}

TEST(SandboxTest, FileAccessIsAnUnknownGlobal) {
  EXPECT_EQ(load("local f = io.open('/etc/passwd')\n"), "probe.lua:1:1: unknown global 'io'");
}

TEST(SandboxTest, OsIsAnUnknownGlobal) {
  EXPECT_EQ(load("\nos.execute('true')\n"), "probe.lua:2:1: unknown global 'os'");
}

TEST(SandboxTest, LoadingCodeIsNotPossible) {
  EXPECT_EQ(load("return load('return 1')()\n"), "probe.lua:1:1: unknown global 'load'");
  EXPECT_EQ(load("return require('os')\n"), "probe.lua:1:1: unknown global 'require'");
  EXPECT_EQ(load("return dofile('/etc/passwd')\n"), "probe.lua:1:1: unknown global 'dofile'");
}

TEST(SandboxTest, EscapingThroughTheStringMetatableIsNotPossible) {
  // string.dump would give bytecode to load; debug would reach other functions' upvalues.
  EXPECT_EQ(load("return debug.getregistry()\n"), "probe.lua:1:1: unknown global 'debug'");
  EXPECT_EQ(load("return package.loadlib('libc.so.6', 'system')\n"), "probe.lua:1:1: unknown global 'package'");
}

TEST(SandboxTest, WritingAGlobalIsAnError) {
  EXPECT_EQ(load("helper = 1\n"), "probe.lua:1:1: unknown global 'helper'");
}

TEST(SandboxTest, SyntaxErrorIsPositioned) {
  EXPECT_EQ(load("return {\n  number = ,\n}\n"), "probe.lua:2:1: unexpected symbol near ','");
}

TEST(SandboxTest, MissingCharacteristicIsPositionedAtTheCard) {
  EXPECT_EQ(load("return {\n  number = \"X/1\", name = \"N\", clan = \"C\", race = \"R\",\n  grade = \"two\",\n}\n"),
            "probe.lua:3:1: 'grade' must be an integer from 0 to 9");
}

TEST(SandboxTest, AbilityWithoutEffectIsRefused) {
  EXPECT_EQ(load(std::string("return {\n") + kCard + "  abilities = {\n    { kind = \"ACT\", text = \"t\" },\n  },\n}\n"),
            "probe.lua:4:1: an ACT ability needs an 'effect' function");
}

TEST(SandboxTest, UnknownTriggerEventIsRefused) {
  EXPECT_EQ(load(std::string("return {\n") + kCard +
                 "  abilities = {\n    { kind = \"AUTO\", text = \"t\", trigger = { event = \"dances\" }, effect = function() end },\n  },\n}\n"),
            "probe.lua:4:1: unknown trigger event 'dances'");
}

// Lua cuts a chunk name longer than about 60 characters; a card file is named to Lua by its
// file name and its errors are mapped back to the whole path, so the line is the real one.
TEST(SandboxTest, SyntaxErrorIsPositionedUnderALongDirectory) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("vgjudge-" + std::to_string(::getpid()) + "-a-directory-whose-path-is-longer-than-a-hundred-characters-"
                                     "so-that-lua-would-cut-it-in-its-messages");
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "X-001.lua").string();
  ASSERT_GT(path.size(), 100u);
  std::filesystem::copy_file(std::string(VG_SOURCE_DIR) + "/tests/data/bad-cards/TD01-001.lua", path);
  CardPool pool;
  auto e = load_card_file(path, pool);
  std::filesystem::remove_all(dir);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->to_string(), path + ":3:1: unexpected symbol near '='");
}

}  // namespace
}  // namespace vg
