#include <filesystem>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "replays/decklist_file.h"
#include "scripting/card_loader.h"

namespace vg::cli {

// cards/lua under the working directory, or else the one of the source tree vgjudge was built from.
std::string default_cards_dir() {
  if (std::filesystem::is_directory("cards/lua")) return "cards/lua";
  return VG_SOURCE_DIR "/cards/lua";
}

// The directory holding docs/rules/cr-1.10 and the sources: the working directory when it has
// them, or else the source tree vgjudge was built from.
std::string default_source_root() {
  if (std::filesystem::is_directory("docs/rules/cr-1.10")) return ".";
  return VG_SOURCE_DIR;
}

bool load_pool(const std::string& dir, CardPool& pool) {
  if (auto e = load_card_directory(dir, pool)) {
    std::cerr << e->to_string() << "\n";
    return false;
  }
  return true;
}

std::optional<Decklist> load_deck(const std::string& path, const CardPool& pool) {
  auto r = read_decklist(path, pool);
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << e->to_string() << "\n";
    return std::nullopt;
  }
  return std::get<Decklist>(r);
}

}  // namespace vg::cli
