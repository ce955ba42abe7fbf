#include "engine/card_pool.h"

#include <cassert>

namespace vg {

CardId CardPool::add(CardDef def) {
  auto id = static_cast<CardId>(cards_.size());
  by_number_.emplace(def.number, id);
  std::uint64_t events = 0;
  for (const AbilityDef& a : def.abilities) {
    situation_triggers_ = situation_triggers_ || a.trigger.event == TriggerEvent::Situation;
    assert(static_cast<unsigned>(a.trigger.event) < 64);
    if (a.kind == AbilityKind::Auto) events |= std::uint64_t{1} << static_cast<unsigned>(a.trigger.event);
  }
  auto_events_.push_back(events);
  cards_.push_back(std::move(def));
  return id;
}

CardId CardPool::find(std::string_view number) const {
  auto it = by_number_.find(std::string(number));
  return it == by_number_.end() ? kUnknownCard : it->second;
}

}  // namespace vg
