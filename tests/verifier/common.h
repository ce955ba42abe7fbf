// Shared by the verifier tests: the card pool and the trial decks, loaded once.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "replays/decklist_file.h"
#include "scripting/card_loader.h"
#include "verifier/verifier.h"

namespace vg::test {

inline const CardPool& pool() {
  static const CardPool kPool = [] {
    CardPool p;
    auto e = load_card_directory(VG_SOURCE_DIR "/cards/lua", p);
    if (e) ADD_FAILURE() << e->to_string();
    return p;
  }();
  return kPool;
}

inline Decklist deck(const std::string& name) {
  auto r = read_decklist(VG_SOURCE_DIR "/cards/decks/" + name + ".deck", pool());
  EXPECT_TRUE(std::holds_alternative<Decklist>(r));
  return std::get<Decklist>(r);
}

}  // namespace vg::test
