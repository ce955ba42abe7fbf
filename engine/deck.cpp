#include "engine/deck.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <string>

namespace vg {

int Decklist::size() const {
  int n = 0;
  for (const DeckEntry& e : entries) n += e.count;
  return n;
}

int Decklist::count_of(CardId card) const {
  int n = 0;
  for (const DeckEntry& e : entries)
    if (e.card == card) n += e.count;
  return n;
}

std::vector<RuleViolation> check_deck(const Decklist& deck, const CardPool& pool, Edition edition) {
  std::vector<RuleViolation> out;
  // CR 5.1.2.1: exactly fifty cards.
  if (deck.size() != 50)
    out.push_back({ViolationKind::Illegal, cr::kDeckFifty,
                   "the deck has " + std::to_string(deck.size()) + " cards; a deck must have exactly 50"});
  // CR 5.1.2.2, 5.1.2.2.1: at most four cards of one name, whatever else differs.
  // The copies of each name, in name order (reprints under other numbers count together).
  struct Copies {
    std::string_view name;
    int count;
    bool heal, sentinel;
    bool operator<(const Copies& o) const { return name < o.name; }
  };
  std::vector<Copies> by_name;
  by_name.reserve(deck.entries.size());
  int triggers = 0, heals = 0, sentinels = 0;
  for (const DeckEntry& e : deck.entries) {
    const CardDef& def = pool[e.card];
    by_name.push_back({def.name, e.count, def.trigger == Trigger::Heal, def.sentinel});
    if (def.trigger != Trigger::None) triggers += e.count;  // CR 2.9.2: a trigger unit has a trigger icon
    if (def.trigger == Trigger::Heal) heals += e.count;
    if (def.sentinel) sentinels += e.count;
  }
  std::stable_sort(by_name.begin(), by_name.end());
  // The copies beyond four of heal triggers and of cards with Sentinel: a heal or Sentinel limit
  // they alone break is the same mistake as the name's, one finding that names both (issue 28).
  int extra_heals = 0, extra_sentinels = 0;
  std::optional<std::size_t> heal_finding, sentinel_finding;  // the name's finding that names the limit
  for (std::size_t k = 0; k < by_name.size(); ++k) {
    const Copies first = by_name[k];
    int n = first.count;
    while (k + 1 < by_name.size() && by_name[k + 1].name == first.name) n += by_name[++k].count;
    if (n <= 4) continue;
    if (first.heal) {
      extra_heals += n - 4;
      heal_finding = out.size();
    }
    if (first.sentinel) {
      extra_sentinels += n - 4;
      sentinel_finding = out.size();
    }
    out.push_back({ViolationKind::Illegal, cr::kFourOfAName,
                   "the deck has " + std::to_string(n) + " cards named \"" + std::string(first.name) +
                       "\"; at most 4 cards of one name are allowed"});
  }
  const bool sentinel_limit = cr::in(cr::kFourSentinels, edition);
  const auto also = [&](std::size_t finding, const std::string& what, cr::Rule rule) {
    out[finding].message += " (the copies beyond four also make " + what + ", more than the 4 allowed " + cr::cite(rule, edition) + ")";
  };
  if (heal_finding && heals > 4 && heals - extra_heals <= 4) {
    also(*heal_finding, std::to_string(heals) + " heal triggers", cr::kFourHeal);
    heals = 0;  // reported with the name
  }
  if (sentinel_finding && sentinel_limit && sentinels > 4 && sentinels - extra_sentinels <= 4) {
    also(*sentinel_finding, std::to_string(sentinels) + " cards with Sentinel", cr::kFourSentinels);
    sentinels = 0;
  }
  // CR 5.1.2.3: exactly sixteen trigger units.
  if (triggers != 16)
    out.push_back({ViolationKind::Illegal, cr::kSixteenTriggers,
                   "the deck has " + std::to_string(triggers) +
                       " trigger units; a deck must have exactly 16"});
  // CR 5.1.2.4: at most four heal triggers.
  if (heals > 4)
    out.push_back({ViolationKind::Illegal, cr::kFourHeal,
                   "the deck has " + std::to_string(heals) +
                       " heal triggers; at most 4 are allowed"});
  // CR 1.31 5.1.2.5, 10.2.8.1: at most four cards with Sentinel (CR 1.10 has no such rule: deck_warnings).
  if (sentinel_limit && sentinels > 4)
    out.push_back({ViolationKind::Illegal, cr::kFourSentinels,
                   "the deck has " + std::to_string(sentinels) + " cards with Sentinel; at most 4 are allowed"});
  for (RuleViolation& v : out) v.edition = edition;
  return out;
}

namespace {

// A rule the card's abilities use, told by their data, that not every edition has (a test card,
// printed for no set, may lock): what the card does and the rule, or nullopt.
std::optional<std::pair<const char*, cr::Rule>> edition_rule_used(const CardDef& card) {
  for (const AbilityDef& a : card.abilities) {
    if (a.locks) return std::pair{"locks or unlocks cards", cr::kLock};
    if (a.deletes) return std::pair{"deletes units", cr::kDelete};  // CR 1.31 10.1.25.1; CR 1.10 has no delete
    if (a.trigger.event == TriggerEvent::Unlocked) return std::pair{"has an ability that triggers when it is unlocked", cr::kUnlock};
    if (a.cont.has<continuous::Lord>()) return std::pair{"has Lord", cr::kLord};
    if (!a.seek_mate.empty()) return std::pair{"has Seek Mate", cr::kSeekMate};
    if (a.trigger.event == TriggerEvent::Legions) return std::pair{"has an ability that triggers when it legions", cr::kWhenLegions};
  }
  return std::nullopt;
}

// The first edition with the rule.
Edition first_with(cr::Rule rule) {
  for (Edition e : kEditions)
    if (cr::in(rule, e)) return e;
  return kEditions.back();
}

// The earliest edition the card plays under: the one it was printed for, or a later one whose
// rule its abilities use.
Edition needed_edition(const CardDef& card) {
  const Edition printed = printed_for(card.number);
  const auto used = edition_rule_used(card);
  return used && index(first_with(used->second)) > index(printed) ? first_with(used->second) : printed;
}

}  // namespace

std::optional<std::string> outside_edition(const CardDef& card, Edition edition) {
  const Edition printed = printed_for(card.number);
  const std::string under = std::string(to_string(edition));
  if (index(printed) > index(edition))
    return "card " + card.number + " (" + card.name + ") was printed for " + std::string(to_string(printed)) +
           " and needs its rules: a game under " + under + " cannot use it";
  const auto used = edition_rule_used(card);
  if (!used || cr::in(used->second, edition)) return std::nullopt;
  const Edition with = first_with(used->second);
  return "card " + card.number + " (" + card.name + ") " + used->first + ": " + under + " has no such rule (" + std::string(to_string(with)) +
         " " + std::string(cr::number(used->second, with)) + "), so a game under " + under + " cannot use it";
}

Edition earliest_edition(const Decklist& deck, const CardPool& pool) {
  Edition out = kEditions.front();
  for (const DeckEntry& e : deck.entries)
    if (const Edition needed = needed_edition(pool[e.card]); index(needed) > index(out)) out = needed;
  return out;
}

Edition earliest_edition(const std::array<Decklist, kPlayers>& decks, const CardPool& pool) {
  const Edition a = earliest_edition(decks[0], pool), b = earliest_edition(decks[1], pool);
  return index(a) > index(b) ? a : b;
}

std::vector<std::string> deck_warnings(const Decklist& deck, const CardPool& pool, Edition edition) {
  if (cr::in(cr::kFourSentinels, edition)) return {};  // a rule of the edition: check_deck refuses it
  int sentinels = 0;
  for (const DeckEntry& e : deck.entries) sentinels += pool[e.card].sentinel ? e.count : 0;
  if (sentinels <= 4) return {};
  // CR 2.11.4: the limit is reminder text, which does not change the game.
  return {"the deck has " + std::to_string(sentinels) + " cards marked Sentinel; later rules allow at most 4 (CR 1.10 " +
          "has no such limit: the mark's reminder text does not change the game) " + cr::cite(cr::kReminderText, edition)};
}

}  // namespace vg
