// Build step: compiles card files to Lua bytecode and writes them, with the text each was
// compiled from, as a C++ table (scripting/precompiled_cards.h). CMake gives the files of
// cards/lua.
//   vg_precompile_cards OUT_FILE CARD_FILE...
// A file Lua cannot compile is left out: it is compiled, and its error reported, when a record
// uses it.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <lua.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "scripting/precompiled_cards.h"

namespace {

int append_bytes(lua_State*, const void* p, std::size_t size, void* out) {
  static_cast<std::string*>(out)->append(static_cast<const char*>(p), size);
  return 0;
}

// `bytes` as adjacent C++ string literals: printable characters as they are, others (and the
// characters a literal escapes) as three-digit octal escapes, which never run into what follows.
void write_literal(std::ostream& out, const std::string& bytes) {
  out << '"';
  std::size_t column = 0;
  for (const char c : bytes) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f && c != '"' && c != '\\' && c != '?') {
      out << c;
      ++column;
    } else {
      char escaped[5];
      std::snprintf(escaped, sizeof escaped, "\\%03o", u);
      out << escaped;
      column += 4;
    }
    if (column >= 100) {
      out << "\"\n    \"";
      column = 0;
    }
  }
  out << '"';
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: vg_precompile_cards OUT_FILE CARD_FILE...\n";
    return 2;
  }
  std::vector<std::string> files(argv + 2, argv + argc);
  std::sort(files.begin(), files.end(), [](const std::string& a, const std::string& b) { return vg::chunk_name(a) < vg::chunk_name(b); });

  std::ostringstream table;
  table << "// Written by vg_precompile_cards when vgjudge was built. Do not edit.\n";
  std::size_t count = 0;
  lua_State* L = luaL_newstate();
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const std::string source = text.str();
    const std::string chunk = vg::chunk_name(file);
    std::string bytecode;
    const bool compiled = in && luaL_loadbufferx(L, source.data(), source.size(), ("=" + chunk).c_str(), "t") == LUA_OK &&
                          lua_dump(L, append_bytes, &bytecode, 0) == 0;
    lua_settop(L, 0);
    if (!compiled) continue;
    table << "{";
    write_literal(table, chunk);
    table << ",\n  ";
    write_literal(table, source);
    table << ", " << source.size() << ",\n  ";
    write_literal(table, bytecode);
    table << ", " << bytecode.size() << "},\n";
    ++count;
  }
  lua_close(L);
  if (count == 0) {
    std::cerr << argv[1] << ":1:1: none of the " << files.size() << " card files given compiles\n";
    return 2;
  }
  std::ofstream out(argv[1], std::ios::binary);
  out << table.str();
  if (!out) {
    std::cerr << argv[1] << ":1:1: cannot write the bytecode table\n";
    return 2;
  }
  return 0;
}
