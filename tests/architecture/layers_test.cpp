// The folders are the layers (docs/architecture.md): engine at the bottom; scripting and replays
// each stand on the engine alone and never include each other; verifier stands on both; rules,
// rulings, the desk (the judge's board, report and questions) and the CLI are on top. No file
// includes a header of a layer it may not stand on.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// Each layer and the folders its files may include from (itself included).
const std::map<std::string, std::set<std::string>>& allowed() {
  static const std::map<std::string, std::set<std::string>> layers = {
      {"engine", {"engine"}},
      {"scripting", {"engine", "scripting"}},
      {"replays", {"engine", "replays"}},
      {"verifier", {"engine", "scripting", "replays", "verifier"}},
      {"rules", {"engine", "rules"}},
      {"rulings", {"engine", "scripting", "replays", "verifier", "rulings"}},
      {"desk", {"engine", "scripting", "replays", "verifier", "rules", "desk"}},
      {"cli", {"engine", "scripting", "replays", "verifier", "rules", "rulings", "desk", "cli"}},
  };
  return layers;
}

// The project folder a quoted include names ("engine/game.h" -> "engine"), or "" for none.
std::string included_folder(const std::string& line) {
  const std::string directive = "#include \"";
  if (line.rfind(directive, 0) != 0) return "";
  const std::string path = line.substr(directive.size());
  const auto slash = path.find('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

// "file:line: includes folder/..." for every include that points up or sideways.
std::vector<std::string> violations() {
  std::vector<std::string> out;
  for (const auto& [layer, may] : allowed()) {
    const fs::path dir = fs::path(VG_SOURCE_DIR) / layer;
    if (!fs::exists(dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
      const auto ext = entry.path().extension();
      if (ext != ".h" && ext != ".cpp") continue;
      std::ifstream in(entry.path());
      int n = 0;
      for (std::string line; std::getline(in, line);) {
        ++n;
        const std::string folder = included_folder(line);
        if (!folder.empty() && allowed().count(folder) && !may.count(folder))
          out.push_back(fs::relative(entry.path(), VG_SOURCE_DIR).string() + ":" + std::to_string(n) + ": " + line);
      }
    }
  }
  return out;
}

TEST(LayersTest, NoFileIncludesAHigherOrSiblingLayer) {
  EXPECT_EQ(violations(), std::vector<std::string>{});
}

TEST(LayersTest, AnUpwardIncludeIsCaught) {
  EXPECT_EQ(included_folder("#include \"verifier/verifier.h\""), "verifier");
  EXPECT_EQ(allowed().at("replays").count("scripting"), 0u);
  EXPECT_EQ(allowed().at("scripting").count("replays"), 0u);
  EXPECT_EQ(allowed().at("engine").size(), 1u);
}

}  // namespace
