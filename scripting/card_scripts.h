// Card scripts: every card file of the pool loaded into one sandboxed Lua state, each in its own
// environment (scripting/lua_sandbox.h). Reads each
// card's characteristics and its abilities (metadata as data, effects and conditions as Lua
// functions), and runs those functions for the engine (engine/effect.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card_pool.h"
#include "engine/effect.h"
#include "engine/input_error.h"
#include "scripting/lua_sandbox.h"

struct lua_State;

namespace vg {

class CardScripts : public ScriptRunner {
 public:
  // The longest card file read (the largest of cards/lua is under 8 KiB); a card file is read as
  // every input file is (engine/input_file.h: a regular file, UTF-8, no control characters).
  static constexpr std::size_t kMaxCardFileBytes = std::size_t{1} << 20;

  // Loads one card file into the pool (characteristics and abilities). A reprint's file holds
  // only its number and `reprint_of`, the number of its first printing: the card is that one's,
  // under its own number. Loaded before its first printing, it waits for complete_reprints().
  std::optional<InputError> load(const std::string& path, CardPool& pool);
  // The same from the file's text (`path` names it in messages).
  std::optional<InputError> load_source(const std::string& path, const std::string& source, CardPool& pool);
  // Loads the card file of a slot the pool kept (CardPool::add_unloaded): it must define the
  // card of that number.
  std::optional<InputError> load_into(const std::string& path, CardPool& pool, CardId id);
  // Gives each reprint loaded before its first printing that card (an error when no file of the
  // pool defines it).
  std::optional<InputError> complete_reprints(CardPool& pool);

  EffectStatus run(Game& game, int effect, InstanceId source) const override;
  bool holds(const GameState& state, int condition, InstanceId source) const override;
  const std::optional<ScriptFailure>& failure() const override { return failure_; }
  // Called as each game begins (Game's constructor, a ruling test's position): an earlier
  // game's failure is not this one's, and neither is any state a card script kept. Each card
  // file whose functions ran since and may have changed an upvalue is run again before its
  // next call (renew), so that every game starts from the files as they loaded, whatever ran
  // before it.
  void clear_failure() const override;

 private:
  // A loaded card file: its compiled chunk (a registry reference), kept to be run again, and
  // where each of its functions stands in the table it returns, by registry handle.
  struct CardFile {
    std::string path;
    int chunk = -1;  // LUA_NOREF when `compiled` is kept instead
    // vgjudge's own bytecode of the file (precompiled_cards.h), loaded again to renew it: the
    // chunk itself is not kept (about half a megabyte over the bundled decks' files, per worker).
    std::string_view compiled;
    struct Slot {
      int ability;  // 1-based
      const char* field;  // "effect", "condition" or "situation" (of its trigger)
      int handle;
    };
    std::vector<Slot> slots;
    // The values of the upvalues its functions reach, kept when it ran (a registry reference
    // to a list), or -2 (LUA_NOREF) when one is a table other than an environment, whose
    // contents a call could change unseen.
    int upvalues = -2;
    bool used = false;   // a function of it ran in this game
    bool stale = false;  // a call of an earlier game changed an upvalue: run it again before its next call
  };

  std::optional<InputError> read_source(const std::string& path, const std::string& source, CardDef& def);
  // `def` (a reprint: its number and reprint_of) becomes its first printing's card under its own number.
  static std::optional<InputError> copy_first_printing(CardPool& pool, CardDef& def, const std::string& path, int line);
  void keep_file(const std::string& path, int chunk, std::string_view compiled, const CardDef& def);
  // The file of function `handle` is ready for this game (renewed if stale); false when running
  // it again failed (the failure is kept).
  bool ready(const GameState& state, InstanceId source, int handle) const;
  std::optional<InputError> renew(CardFile& file) const;
  void note_upvalues(CardFile& file) const;
  bool changed(const CardFile& file) const;
  void fail(const GameState& state, InstanceId source, int handle, const std::string& lua_message) const;
  void push_effect_thread(lua_State* L) const;

  struct WaitingReprint {
    CardId id;
    std::string path;
    int line;  // of its reprint_of
  };
  std::vector<WaitingReprint> waiting_;  // reprints loaded before their first printing
  mutable LuaSandbox lua_;
  mutable std::vector<CardFile> files_;
  std::vector<int> file_of_handle_;  // by registry handle: its index in files_, or -1
  mutable std::vector<int> used_;    // indices in files_ of the files used in this game
  mutable std::vector<const void*> seen_;  // the functions an upvalue walk has visited
  mutable std::optional<ScriptFailure> failure_;
  // A coroutine whose effect finished, kept (a registry reference) for the next effect to run
  // in; one that waits or fails is left to the collector. LUA_NOREF (-2) when none is idle.
  mutable int idle_thread_ = -2;
};

}  // namespace vg
