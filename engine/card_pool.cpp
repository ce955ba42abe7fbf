#include "engine/card_pool.h"

#include <cassert>

namespace vg {

CardId CardPool::add(CardDef def) {
  auto id = static_cast<CardId>(cards_.size());
  by_number_.emplace(def.number, id);
  cards_.push_back(std::move(def));
  auto_events_.push_back(0);
  unloaded_.emplace_back();
  note_abilities(id);
  return id;
}

CardId CardPool::add_unloaded(std::string number, std::string file) {
  CardDef placeholder;
  placeholder.number = std::move(number);
  const CardId id = add(std::move(placeholder));
  unloaded_.back() = std::move(file);
  ++unloaded_count_;
  return id;
}

void CardPool::fill(CardId id, CardDef def) {
  cards_[static_cast<std::size_t>(id)] = std::move(def);
  note_abilities(id);
}

// The card's AUTO trigger events (may_trigger_on), those watched from the hand (hand_watches),
// and whether any card has a situation trigger.
void CardPool::note_abilities(CardId id) {
  std::uint64_t events = 0;
  for (const AbilityDef& a : cards_[static_cast<std::size_t>(id)].abilities) {
    situation_triggers_ = situation_triggers_ || a.trigger.event == TriggerEvent::Situation;
    assert(static_cast<unsigned>(a.trigger.event) < 64);
    if (a.kind != AbilityKind::Auto) continue;
    events |= std::uint64_t{1} << static_cast<unsigned>(a.trigger.event);
    if (a.zones & kInHand) hand_events_ |= std::uint64_t{1} << static_cast<unsigned>(a.trigger.event);
  }
  auto_events_[static_cast<std::size_t>(id)] = events;
}

// Loads a kept card; false (and load_error set) when its file fails.
bool CardPool::load(CardId id) {
  const std::string file = std::move(unloaded_[static_cast<std::size_t>(id)]);
  unloaded_[static_cast<std::size_t>(id)].clear();
  --unloaded_count_;
  auto e = loader_(*this, id, file);
  if (!e) return true;
  by_number_.erase(cards_[static_cast<std::size_t>(id)].number);  // found no more
  if (!load_error_) load_error_ = std::move(e);
  return false;
}

// A lazy load completes the pool as an eager one would have been: logically const.
CardId CardPool::find(std::string_view number) const {
  auto* self = const_cast<CardPool*>(this);
  auto it = by_number_.find(std::string(number));
  if (it == by_number_.end()) {
    for (CardId id = 0; unloaded_count_ > 0 && id < size(); ++id)
      if (!unloaded_[static_cast<std::size_t>(id)].empty()) self->load(id);
    return kUnknownCard;
  }
  if (!unloaded_[static_cast<std::size_t>(it->second)].empty() && !self->load(it->second)) return kUnknownCard;
  return it->second;
}

}  // namespace vg
