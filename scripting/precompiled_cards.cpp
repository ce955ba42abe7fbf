#include "scripting/precompiled_cards.h"

#include <algorithm>
#include <cstddef>
#include <iterator>

namespace vg {

namespace {

struct PrecompiledCard {
  const char* chunk;
  const char* source;
  std::size_t source_size;
  const char* bytecode;
  std::size_t bytecode_size;
};

// In chunk-name order (the generator sorts them).
constexpr PrecompiledCard kCards[] = {
#include "precompiled_cards.inc"
};

}  // namespace

std::string_view precompiled_card(std::string_view chunk, std::string_view source) {
  const auto* card = std::lower_bound(std::begin(kCards), std::end(kCards), chunk,
                                      [](const PrecompiledCard& c, std::string_view name) { return std::string_view(c.chunk) < name; });
  if (card == std::end(kCards) || std::string_view(card->chunk) != chunk || std::string_view(card->source, card->source_size) != source) return {};
  return {card->bytecode, card->bytecode_size};
}

}  // namespace vg
