// The cards a game can use, looked up by collector number.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/effect.h"
#include "engine/input_error.h"
#include "engine/types.h"

namespace vg {

class CardPool {
 public:
  // Loads the card of a slot kept by add_unloaded: its file, into pool.fill(id, ...).
  using Loader = std::function<std::optional<InputError>(CardPool& pool, CardId id, const std::string& file)>;

  CardId add(CardDef def);
  // Lazy loading (a pool of one thread): keeps the card's id, as loading it now would give, and
  // loads it with `loader` when find() first names it. A number find() does not know loads every
  // card still unloaded, so that a broken card file is reported as an eager load would.
  CardId add_unloaded(std::string number, std::string file);
  void set_loader(Loader loader) { loader_ = std::move(loader); }
  void fill(CardId id, CardDef def);
  // The first error of a lazy load (find() then answers kUnknownCard for that card).
  const std::optional<InputError>& load_error() const { return load_error_; }
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
  // Whether some card of the pool has an automatic ability active in the hand that triggers on
  // `event`: only then does a hidden hand card need its chance to trigger kept.
  bool hand_watches(TriggerEvent event) const { return (hand_events_ >> static_cast<unsigned>(event)) & 1u; }

  // The card scripts that run these cards' effects and conditions (shared by every game).
  void set_scripts(std::shared_ptr<const ScriptRunner> scripts) { scripts_ = std::move(scripts); }
  const ScriptRunner* scripts() const { return scripts_.get(); }

 private:
  std::vector<CardDef> cards_;
  std::vector<std::uint64_t> auto_events_;  // per card: a bit per TriggerEvent of its AUTO abilities
  std::uint64_t hand_events_ = 0;           // a bit per TriggerEvent of AUTO abilities active in the hand
  std::unordered_map<std::string, CardId> by_number_;
  std::shared_ptr<const ScriptRunner> scripts_;
  bool situation_triggers_ = false;
  std::vector<std::string> unloaded_;  // per card: its file while not loaded, else empty
  std::size_t unloaded_count_ = 0;
  Loader loader_;
  std::optional<InputError> load_error_;

  void note_abilities(CardId id);
  bool load(CardId id);
};

}  // namespace vg
