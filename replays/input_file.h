// Reading untrusted input (records, deck files, ruling tests): the limits every reader applies,
// the reader itself (engine/input_file.h, shared with the card files), the check of what XML
// character references decode to, and one strict whole-number parser. Every refusal is a
// positioned InputError (bad input, exit status 2).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "engine/input_error.h"
#include "engine/input_file.h"
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

// The first numeric character reference of an XML text (&#0;, &#x1B;, &#xD800;) that stands
// for a character XML 1.0 forbids, positioned at its '&'; nullopt when none. A parser would
// decode it into the value (a NUL cuts the value short for one reader and not another). Checked
// on the raw text, before parsing, by every reader of XML input.
std::optional<InputError> forbidden_reference(const std::string& path, std::string_view text);

// A whole number written as decimal digits only, from min to max: "4.5", "+4", "4x", " 4",
// "" and a number past max are all refused (nullopt).
std::optional<int> whole_number(std::string_view text, int min, int max);
// The message for a refused whole number: "'count' must be a whole number from 1 to 999, not '4.5'".
std::string whole_number_error(std::string_view name, std::string_view text, int min, int max);
// Text quoted in a message: at most 40 bytes of it (whole UTF-8 sequences), then "...".
std::string excerpt(std::string_view text);

}  // namespace vg
