// Decklists and deck construction (CR 5.1).
#pragma once

#include <vector>

#include "engine/card_pool.h"
#include "engine/violation.h"

namespace vg {

struct DeckEntry {
  CardId card = kUnknownCard;
  int count = 0;
  int line = 0;  // where the entry was read from, for positioned messages (0: not from a file)
};

struct Decklist {
  std::vector<DeckEntry> entries;
  int size() const;
  int count_of(CardId card) const;
};

// CR 5.1.2: checks a constructed deck; returns every violation, in rule order.
std::vector<RuleViolation> check_deck(const Decklist& deck, const CardPool& pool);

}  // namespace vg
