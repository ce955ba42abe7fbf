#include <algorithm>
#include <filesystem>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "replays/decklist_file.h"
#include "scripting/card_loader.h"

namespace vg::cli {

namespace po = boost::program_options;
namespace fs = std::filesystem;

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

// Files as given, directories searched for *.xml, in name order; a missing path is reported
// as a positioned error and sets `bad`.
std::vector<std::string> replay_files(const std::vector<std::string>& paths, bool& bad) {
  std::vector<std::string> out;
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (const auto& e : fs::recursive_directory_iterator(p, ec))
        if (e.is_regular_file() && e.path().extension() == ".xml") found.push_back(e.path().string());
      std::sort(found.begin(), found.end());
      out.insert(out.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      out.push_back(p);
    } else {
      std::cerr << p << ":1:1: no such file or directory\n";
      bad = true;
    }
  }
  return out;
}

std::string xml_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    if (c == '&') o += "&amp;";
    else if (c == '<') o += "&lt;";
    else if (c == '>') o += "&gt;";
    else if (c == '"') o += "&quot;";
    else o += c;
  }
  return o;
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
