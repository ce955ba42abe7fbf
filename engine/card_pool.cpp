#include "engine/card_pool.h"

#include <cassert>

namespace vg {

CardId CardPool::add(CardDef def) {
  auto id = static_cast<CardId>(cards_.size());
  by_number_.emplace(def.number, id);
  cards_.push_back(std::move(def));
  watches_.emplace_back();
  unloaded_.emplace_back();
  note_abilities(id);
  return id;
}

void CardPool::reserve(std::size_t cards) {
  cards_.reserve(cards);
  watches_.reserve(cards);
  unloaded_.reserve(cards);
  by_number_.reserve(cards);
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

// What the card's automatic abilities wait for (watch).
void CardPool::note_abilities(CardId id) {
  Watch w;
  for (const AbilityDef& a : cards_[static_cast<std::size_t>(id)].abilities) {
    assert(static_cast<unsigned>(a.trigger.event) < 64);
    if (a.kind != AbilityKind::Auto) continue;
    const std::uint64_t event = std::uint64_t{1} << static_cast<unsigned>(a.trigger.event);
    w.events |= event;
    if (a.zones & kInHand) w.hand_events |= event;
    if (a.trigger.event != TriggerEvent::Beginning) continue;
    if (a.trigger.phase < 0) w.moments = ~std::uint64_t{0};
    for (unsigned step = 0; step < 8 && a.trigger.phase >= 0; ++step)
      if (a.trigger.step < 0 || static_cast<unsigned>(a.trigger.step) == step)
        w.moments |= std::uint64_t{1} << (static_cast<unsigned>(a.trigger.phase) * 8u + step);
  }
  watches_[static_cast<std::size_t>(id)] = w;
}

// Loads a kept card; its error is kept when its file fails.
void CardPool::load(CardId id) {
  const std::string file = std::move(unloaded_[static_cast<std::size_t>(id)]);
  unloaded_[static_cast<std::size_t>(id)].clear();
  --unloaded_count_;
  if (auto e = loader_(*this, id, file)) broken_.emplace(id, std::move(*e));
}

// A lazy load completes the pool as an eager one would have been: logically const. An eager
// load reports the first broken file in name order (the order of the ids).
CardId CardPool::find(std::string_view number) const {
  auto* self = const_cast<CardPool*>(this);
  auto it = by_number_.find(number);
  if (it == by_number_.end()) {
    for (CardId id = 0; unloaded_count_ > 0 && id < size(); ++id)
      if (!unloaded_[static_cast<std::size_t>(id)].empty()) self->load(id);
    if (!broken_.empty() && !load_error_) load_error_ = broken_.begin()->second;
    return kUnknownCard;
  }
  if (!unloaded_[static_cast<std::size_t>(it->second)].empty()) self->load(it->second);
  if (broken_.empty()) return it->second;
  auto b = broken_.find(it->second);
  if (b == broken_.end()) return it->second;
  if (!load_error_) load_error_ = b->second;
  return kUnknownCard;
}

}  // namespace vg
