// Decklists and deck construction (CR 5.1).
#pragma once

#include <string>
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
// What a judge should know of a deck that CR 1.10 does not forbid: more than four cards marked
// Sentinel (a deck limit of later rules, printed only as reminder text here; docs/rulings.md).
std::vector<std::string> deck_warnings(const Decklist& deck, const CardPool& pool);

}  // namespace vg
