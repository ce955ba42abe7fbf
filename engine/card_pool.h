// The cards a game can use, looked up by collector number.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/types.h"

namespace vg {

class CardPool {
 public:
  CardId add(CardDef def);
  CardId find(std::string_view number) const;  // kUnknownCard when absent
  const CardDef& operator[](CardId id) const { return cards_[static_cast<std::size_t>(id)]; }
  int size() const { return static_cast<int>(cards_.size()); }

 private:
  std::vector<CardDef> cards_;
  std::unordered_map<std::string, CardId> by_number_;
};

}  // namespace vg
