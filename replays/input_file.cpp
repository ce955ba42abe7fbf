#include "replays/input_file.h"

#include <charconv>
#include <algorithm>
#include <cstdint>

namespace vg {

namespace {

// XML 1.0's Char: tab, line feed, carriage return, and U+0020 to U+10FFFF but the surrogates,
// U+FFFE and U+FFFF.
bool xml_char(std::uint32_t c) {
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

}  // namespace

std::optional<InputError> forbidden_reference(const std::string& path, std::string_view text) {
  for (std::size_t at = text.find("&#"); at != std::string_view::npos; at = text.find("&#", at + 2)) {
    const bool hex = at + 2 < text.size() && text[at + 2] == 'x';
    const std::size_t digits = at + (hex ? 3 : 2);
    const std::size_t end = text.find(';', digits);
    if (end == std::string_view::npos || end == digits || end - digits > 16) continue;  // not a reference: pugixml's to refuse
    std::uint64_t code = 0;
    const auto [stop, ec] = std::from_chars(text.data() + digits, text.data() + end, code, hex ? 16 : 10);
    if (stop != text.data() + end) continue;
    if (ec == std::errc{} && xml_char(static_cast<std::uint32_t>(std::min<std::uint64_t>(code, 0xFFFFFFFF)))) continue;
    auto [line, col] = line_and_column(text, at);
    const std::string written(text.substr(at, end + 1 - at));
    const std::string what = ec == std::errc{} && code <= 0x10FFFF ? code_point_name(static_cast<char32_t>(code)) : "no character";
    return InputError{path, line, col, "the character reference '" + written + "' stands for " + what + ", which XML 1.0 forbids"};
  }
  return std::nullopt;
}

std::optional<int> whole_number(std::string_view text, int min, int max) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
  long long value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value < min || value > max) return std::nullopt;
  return static_cast<int>(value);
}

std::string whole_number_error(std::string_view name, std::string_view text, int min, int max) {
  return "'" + std::string(name) + "' must be a whole number from " + std::to_string(min) + " to " + std::to_string(max) +
         ", not '" + excerpt(text) + "'";
}

std::string excerpt(std::string_view text) {
  constexpr std::size_t kShown = 40;
  if (text.size() <= kShown) return std::string(text);
  std::size_t end = kShown;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // whole UTF-8 sequences
  return std::string(text.substr(0, end)) + "...";
}


}  // namespace vg
