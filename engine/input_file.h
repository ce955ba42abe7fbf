// The one reader of untrusted input files: records, ruling tests, deck files and card files
// all go through read_input_file and its checks (a regular file, opened without blocking; a
// size limit; UTF-8; no character XML 1.0 forbids, NUL and the control characters a terminal
// obeys among them). Every refusal is a positioned InputError (bad input, exit status 2). The
// engine's only I/O: the scripting and replays layers both read through it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "engine/input_error.h"

namespace vg {

// Reads a whole file as text. Refused, with a positioned message: what is not a regular file
// (a directory, FIFO or device; opened without blocking), a file over max_bytes (positioned at
// the first byte past the limit), an empty file, text that is not UTF-8 (positioned at the
// first bad byte) and a character XML 1.0 forbids (forbidden_character_at). `what` names the
// file's kind in messages ("record", "deck file", "card file").
std::variant<std::string, InputError> read_input_file(const std::string& path, std::size_t max_bytes, std::string_view what);

// The checks of the text itself (UTF-8, no forbidden character), for text that did not come
// from read_input_file (a fuzz target's input).
std::optional<InputError> check_input_text(const std::string& path, std::string_view text, std::string_view what);

// The length of the UTF-8 sequence starting at text[i], or 0 when it is not one (overlong
// forms, surrogates and code points past U+10FFFF included).
std::size_t utf8_length(std::string_view text, std::size_t i);
// The offset of the first byte of `text` that is not part of a UTF-8 sequence, or npos.
std::size_t invalid_utf8_at(std::string_view text);

// In UTF-8 text, the first character XML 1.0 does not allow (CR 2.2 of XML 1.0: U+0000 to
// U+001F but tab, line feed and carriage return; U+FFFE and U+FFFF): its offset and code point.
struct ForbiddenCharacter {
  std::size_t offset;
  char32_t code;
};
std::optional<ForbiddenCharacter> forbidden_character_at(std::string_view text);
// "U+001B" for a code point.
std::string code_point_name(char32_t code);

// Line and column (1-based, columns in bytes) of an offset in a text.
std::pair<int, int> line_and_column(std::string_view text, std::size_t offset);

}  // namespace vg
