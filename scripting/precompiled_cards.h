// The card scripts of cards/lua compiled to Lua bytecode when vgjudge is built
// (scripting/precompile_cards.cpp), so that loading a card skips Lua's parser (most of the
// instructions of verifying one game). A card file is run from its bytecode only when its text
// is byte for byte the text the bytecode was compiled from; any other text, an edited card
// among them, is compiled as it is read. Binary chunks are never read from files: bytecode
// that Lua did not write itself could break the VM.
#pragma once

#include <string>
#include <string_view>

namespace vg {

// The short name Lua gives a card file in its messages: the file's name (Lua cuts chunk names
// longer than about 60 characters, and a whole path often is); messages are mapped back to the
// full path (lua_error_at).
inline std::string chunk_name(std::string_view path) {
  const std::string_view name = path.substr(path.rfind('/') + 1);
  return name.size() <= 48 ? std::string(name) : std::string(name.substr(0, 44)) + ".lua";
}

// The bytecode built from exactly `source` under the chunk name `chunk`, or an empty view.
std::string_view precompiled_card(std::string_view chunk, std::string_view source);

}  // namespace vg
