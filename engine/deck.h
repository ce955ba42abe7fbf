// Decklists and deck construction (CR 5.1).
#pragma once

#include <array>
#include <optional>
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

// CR 5.1.2: checks a constructed deck under the edition; returns every violation, in rule order.
std::vector<RuleViolation> check_deck(const Decklist& deck, const CardPool& pool, Edition edition = kDefaultEdition);
// A game under `edition` uses only cards printed for it or an earlier edition (printed_for), and
// whose abilities use no rule the edition lacks (a test card's `locks`, CR 1.31 10.1.21, or
// `deletes`, CR 1.31 10.1.25): the
// refusal naming the card and the edition, or nullopt. An input error, not a finding.
std::optional<std::string> outside_edition(const CardDef& card, Edition edition);
// The earliest edition a game with this deck may be played under: the latest its cards were
// printed for or use a rule of.
Edition earliest_edition(const Decklist& deck, const CardPool& pool);
// The earliest edition a game between these decks may be played under: the later of the two.
Edition earliest_edition(const std::array<Decklist, kPlayers>& decks, const CardPool& pool);
// What a judge should know of a deck that the edition does not forbid: under CR 1.10, more than
// four cards marked Sentinel (a deck limit of later rules, CR 1.31 5.1.2.5, printed only as
// reminder text in CR 1.10's time; docs/rulings.md).
std::vector<std::string> deck_warnings(const Decklist& deck, const CardPool& pool, Edition edition = kDefaultEdition);

}  // namespace vg
