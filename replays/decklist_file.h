// Deck files: one entry per line, "COUNT NUMBER [NAME]", '#' starts a comment. When a name is
// given it must be the card's name (it catches a mistyped number).
#pragma once

#include <string>
#include <variant>

#include "engine/deck.h"
#include "engine/input_error.h"

namespace vg {

std::variant<Decklist, InputError> parse_decklist(const std::string& path, const std::string& text, const CardPool& pool);
std::variant<Decklist, InputError> read_decklist(const std::string& path, const CardPool& pool);

}  // namespace vg
