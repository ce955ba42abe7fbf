// The cards a game can use, looked up by collector number.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/effect.h"
#include "engine/types.h"

namespace vg {

class CardPool {
 public:
  CardId add(CardDef def);
  CardId find(std::string_view number) const;  // kUnknownCard when absent
  const CardDef& operator[](CardId id) const { return cards_[static_cast<std::size_t>(id)]; }
  int size() const { return static_cast<int>(cards_.size()); }
  CardDef& mutable_card(CardId id) { return cards_[static_cast<std::size_t>(id)]; }
  // Whether any card has a situation trigger (CR 8.6.6): only then are situations checked.
  bool has_situation_triggers() const { return situation_triggers_; }

  // The card scripts that run these cards' effects and conditions (shared by every game).
  void set_scripts(std::shared_ptr<const ScriptRunner> scripts) { scripts_ = std::move(scripts); }
  const ScriptRunner* scripts() const { return scripts_.get(); }

 private:
  std::vector<CardDef> cards_;
  std::unordered_map<std::string, CardId> by_number_;
  std::shared_ptr<const ScriptRunner> scripts_;
  bool situation_triggers_ = false;
};

}  // namespace vg
