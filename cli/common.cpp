#include <filesystem>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "replays/decklist_file.h"
#include "scripting/card_loader.h"

namespace vg::cli {

namespace po = boost::program_options;

bool parse_options(const std::vector<std::string>& args, const po::options_description& opts,
                   std::vector<std::string>& positional, po::variables_map& vm) {
  po::options_description hidden;
  hidden.add_options()("args", po::value(&positional));
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("args", -1);
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  if (vm.count("help")) {
    std::cout << opts;
    return false;
  }
  po::notify(vm);
  return true;
}

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
