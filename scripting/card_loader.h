// Loads card files (cards/lua/*.lua) into a CardPool: each file returns a table of the card's
// printed characteristics (CR section 2).
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/card_pool.h"
#include "engine/input_error.h"

namespace vg {

// Loads one card file. A script error or a missing or ill-typed characteristic is an error
// positioned in the file. A reprint's file (`reprint_of`, scripting/card_scripts.h) needs its
// first printing in the pool already.
std::optional<InputError> load_card_file(const std::string& path, CardPool& pool);
// Loads a card file's text (the fuzz target's way in; `path` names it in messages).
std::optional<InputError> load_card_source(const std::string& path, const std::string& source, CardPool& pool);
// The *.lua files of a directory in name order, each as the directory's path joined with its
// name, or why the directory cannot be read.
std::variant<std::vector<std::string>, InputError> card_files(const std::string& dir);
// Loads every *.lua file of a directory, in name order; a reprint may come before its first
// printing (BT01-002.lua, a reprint of TD01-005.lua).
std::optional<InputError> load_card_directory(const std::string& dir, CardPool& pool);
// The same, lazily: when every file is named for its card's number ("TD01-005.lua" for TD01/005),
// none is read until the pool first finds that number (CardPool::load_lazily); the cards take
// their ids in the order they are first named. A directory with a file not named so is loaded
// eagerly.
std::optional<InputError> load_card_directory_lazily(const std::string& dir, CardPool& pool);

}  // namespace vg
