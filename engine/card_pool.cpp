#include "engine/card_pool.h"

#include <cassert>

namespace vg {

CardId CardPool::add(CardDef def) {
  auto id = static_cast<CardId>(cards_.size());
  by_number_.emplace(def.number, id);
  cards_.push_back(std::move(def));
  watches_.emplace_back();
  note_abilities(id);
  return id;
}

void CardPool::load_lazily(std::size_t capacity, Locate locate, Load load) {
  capacity_ = static_cast<std::size_t>(size()) + capacity;
  cards_.reserve(capacity_);  // the places only: a lazy pool holds few of them
  watches_.reserve(capacity_);
  locate_ = std::move(locate);
  load_ = std::move(load);
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

// Loads the card of a number the pool does not hold, if a file has it; its error is kept when
// the file fails. The card is in the pool (its number alone) while its file loads: a reprint
// naming it meanwhile sees a load under way (CardScripts::copy_first_printing).
CardId CardPool::load(std::string_view number) {
  std::string file = locate_(number);
  if (file.empty()) return kUnknownCard;
  std::optional<InputError> e;
  if (size() >= static_cast<int>(capacity_)) {
    e = InputError{file, 1, 1, "the card directory holds more files than when it was first read"};
  } else {
    CardDef placeholder;
    placeholder.number = number;
    const CardId id = add(std::move(placeholder));
    e = load_(*this, id, file);
    if (!e) return id;
    broken_.emplace(id, *e);
  }
  if (!load_error_) load_error_ = std::move(e);
  return kUnknownCard;
}

CardId CardPool::find(std::string_view number) const {
  auto it = by_number_.find(number);
  if (it == by_number_.end()) return locate_ ? const_cast<CardPool*>(this)->load(number) : kUnknownCard;  // logically const
  if (broken_.empty()) return it->second;
  auto b = broken_.find(it->second);
  if (b == broken_.end()) return it->second;
  if (!load_error_) load_error_ = b->second;
  return kUnknownCard;
}

}  // namespace vg
