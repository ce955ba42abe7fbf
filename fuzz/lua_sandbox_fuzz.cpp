// Feeds arbitrary bytes to the Lua sandbox as the text of a card file, with the real
// instruction budget and memory cap (scripting/lua_sandbox.h): the file loads, or gives an
// error positioned in it; never a crash, a hang, a leak, or a Lua panic. Seeds: the card files
// of cards/lua, tests/data/cards and tests/hostile/scripts; dictionary: fuzz/lua.dict.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "scripting/card_loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string source(reinterpret_cast<const char*>(data), size);
  vg::CardPool pool;  // a fresh state per input: one input cannot change the next
  const std::string path = "fuzz/X-001.lua";
  auto e = vg::load_card_source(path, source, pool);
  if (e && (e->file != path || e->line < 1 || e->column < 1)) std::abort();
  if (!e && pool.size() != 1) std::abort();
  return 0;
}
