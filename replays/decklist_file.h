// Deck files: one entry per line, "COUNT NUMBER [NAME]" (COUNT: 1 to 999 copies, digits only;
// at most kMaxDeckCards cards in all), '#' starts a comment. When a name is
// given it must be the card's name (it catches a mistyped number).
#pragma once

#include <string>
#include <variant>

#include "engine/deck.h"
#include "engine/input_error.h"
#include "replays/input_file.h"

namespace vg {

std::variant<Decklist, InputError> parse_decklist(const std::string& path, const std::string& text, const CardPool& pool);
// Reads a deck file (read_input_file: at most max_bytes, regular files only, UTF-8).
std::variant<Decklist, InputError> read_decklist(const std::string& path, const CardPool& pool, std::size_t max_bytes = kDefaultMaxInputBytes);

}  // namespace vg
