// Reading untrusted input (records, deck files, ruling tests): the limits every reader applies,
// a file reader that never blocks and never reads without bound, and one strict whole-number
// parser. Every refusal is a positioned InputError (bad input, exit status 2).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "engine/input_error.h"
#include "engine/types.h"

namespace vg {

// The limits on one input. A record's instances are numbered 0..2*kMaxDeckCards-1, so an
// InstanceId can number every card of any record that passes them (static_assert below).
inline constexpr std::size_t kDefaultMaxInputBytes = std::size_t{16} << 20;  // 16 MiB
inline constexpr int kMaxDeckCards = 1000;    // cards in one deck (a legal deck has 50)
inline constexpr int kMaxDeckEntryCount = 999;  // copies on one deck line or <entry>
inline constexpr std::size_t kMaxEvents = 100000;    // events in one record's <game>
inline constexpr std::size_t kMaxEventCards = 100;   // cards one event names (cost, guard, redraw, choose)
static_assert(std::int64_t{kPlayers} * kMaxDeckCards <= std::numeric_limits<InstanceId>::max());

// Reads a whole file as text. Refused, with a positioned message: what is not a regular file
// (a directory, FIFO or device; opened without blocking), a file over max_bytes (positioned at
// the first byte past the limit), an empty file, and text that is not UTF-8 (positioned at the
// first bad byte). `what` names the file's kind in messages ("record", "deck file").
std::variant<std::string, InputError> read_input_file(const std::string& path, std::size_t max_bytes, std::string_view what);

// The offset of the first byte of `text` that is not part of a UTF-8 sequence, or npos.
std::size_t invalid_utf8_at(std::string_view text);

// Line and column (1-based, columns in bytes) of an offset in a text.
std::pair<int, int> line_and_column(std::string_view text, std::size_t offset);

// A whole number written as decimal digits only, from min to max: "4.5", "+4", "4x", " 4",
// "" and a number past max are all refused (nullopt).
std::optional<int> whole_number(std::string_view text, int min, int max);
// The message for a refused whole number: "'count' must be a whole number from 1 to 999, not '4.5'".
std::string whole_number_error(std::string_view name, std::string_view text, int min, int max);
// Text quoted in a message: at most 40 bytes of it (whole UTF-8 sequences), then "...".
std::string excerpt(std::string_view text);

}  // namespace vg
