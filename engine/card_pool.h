// The cards a game can use, looked up by collector number.
#pragma once

#include <functional>
#include <map>
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

// What the automatic abilities of a card (or of the cards of a game) wait for: a bit per
// TriggerEvent, the same for those active in the hand, and for `beginning` triggers a bit per
// moment whose beginning they wait for (phase * 8 + step; a phase without a step sets all eight).
struct Watch {
  std::uint64_t events = 0;
  std::uint64_t hand_events = 0;
  std::uint64_t moments = 0;

  Watch& operator|=(const Watch& o) {
    events |= o.events;
    hand_events |= o.hand_events;
    moments |= o.moments;
    return *this;
  }
  bool on(TriggerEvent e) const { return (events >> static_cast<unsigned>(e)) & 1u; }
  bool in_hand_on(TriggerEvent e) const { return (hand_events >> static_cast<unsigned>(e)) & 1u; }
  static unsigned moment(Phase phase, Step step) { return static_cast<unsigned>(phase) * 8u + static_cast<unsigned>(step); }
  bool at(Phase phase, Step step) const { return (moments >> moment(phase, step)) & 1u; }
};

class CardPool {
 public:
  // Lazy loading (a pool of one thread): `locate` gives the file of a card number ("" when there
  // is none) and `load` loads that file into pool.fill(id, ...).
  using Locate = std::function<std::string(std::string_view number)>;
  using Load = std::function<std::optional<InputError>(CardPool& pool, CardId id, const std::string& file)>;

  CardId add(CardDef def);
  // From now on find() loads a number it does not hold: when `locate` names a file for it, the
  // card gets the next id and `load` fills it. At most `capacity` cards (the files there are):
  // a card's place never moves, so a card read during a game (a search by number) moves none.
  void load_lazily(std::size_t capacity, Locate locate, Load load);
  void fill(CardId id, CardDef def);
  // The error of a card file that failed to load lazily, noted when find() names that card and
  // kept until clear_load_error(): a reader clears it before each record, so that a broken file
  // is reported for the records that need it and no other. find() answers kUnknownCard then.
  const std::optional<InputError>& load_error() const { return load_error_; }
  void clear_load_error() const { load_error_.reset(); }
  CardId find(std::string_view number) const;  // kUnknownCard when absent
  const CardDef& operator[](CardId id) const { return cards_[static_cast<std::size_t>(id)]; }
  int size() const { return static_cast<int>(cards_.size()); }
  CardDef& mutable_card(CardId id) { return cards_[static_cast<std::size_t>(id)]; }
  // What the card's automatic abilities wait for (the index of watchers by event kind: a card
  // none of whose abilities watches an event is not looked at).
  const Watch& watch(CardId id) const { return watches_[static_cast<std::size_t>(id)]; }
  bool may_trigger_on(CardId id, TriggerEvent event) const { return watch(id).on(event); }

  // The card scripts that run these cards' effects and conditions (shared by every game).
  void set_scripts(std::shared_ptr<const ScriptRunner> scripts) { scripts_ = std::move(scripts); }
  const ScriptRunner* scripts() const { return scripts_.get(); }

 private:
  std::vector<CardDef> cards_;
  std::vector<Watch> watches_;  // per card
  // Found by a number's text without copying it (heterogeneous lookup).
  struct NumberHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, CardId, NumberHash, std::equal_to<>> by_number_;
  std::shared_ptr<const ScriptRunner> scripts_;
  std::size_t capacity_ = 0;
  Locate locate_;
  Load load_;
  std::map<CardId, InputError> broken_;  // the cards whose file failed to load, by id
  mutable std::optional<InputError> load_error_;

  void note_abilities(CardId id);
  CardId load(std::string_view number);
};

}  // namespace vg
