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
  // Whether any automatic ability of the card triggers on `event` (the index of watchers by
  // event kind: a card none of whose abilities watches an event is not looked at).
  bool may_trigger_on(CardId id, TriggerEvent event) const {
    return (auto_events_[static_cast<std::size_t>(id)] >> static_cast<unsigned>(event)) & 1u;
  }

  // The card scripts that run these cards' effects and conditions (shared by every game).
  void set_scripts(std::shared_ptr<const ScriptRunner> scripts) { scripts_ = std::move(scripts); }
  const ScriptRunner* scripts() const { return scripts_.get(); }

 private:
  std::vector<CardDef> cards_;
  std::vector<std::uint64_t> auto_events_;  // per card: a bit per TriggerEvent of its AUTO abilities
  std::unordered_map<std::string, CardId> by_number_;
  std::shared_ptr<const ScriptRunner> scripts_;
  bool situation_triggers_ = false;
};

}  // namespace vg
