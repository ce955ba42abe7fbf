// The rules reference (docs/rules/cr-1.10) lists every CR 1.10 rule number, and every rule
// number the code cites (rule constants in engine/rules.h, "CR x.y" in comments) is in it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::set<std::string> reference_numbers() {
  std::set<std::string> out;
  const std::regex entry(R"(^([0-9]+(\.[0-9]+)+) )");
  for (const auto& f : std::filesystem::directory_iterator(VG_SOURCE_DIR "/docs/rules/cr-1.10")) {
    std::istringstream in(read(f.path()));
    std::smatch m;
    for (std::string line; std::getline(in, line);)
      if (std::regex_search(line, m, entry)) out.insert(m[1]);
  }
  return out;
}

TEST(RuleCitationsTest, ReferenceHasEveryRuleOfTheCr) {
  std::set<std::string> listed;
  std::istringstream in(read(VG_SOURCE_DIR "/tests/data/cr-1.10-rule-numbers.txt"));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) listed.insert(line);
  EXPECT_EQ(listed.size(), 530u);
  EXPECT_EQ(reference_numbers(), listed);
}

TEST(RuleCitationsTest, EveryCitedRuleIsInTheReference) {
  const std::set<std::string> known = reference_numbers();
  const std::regex cited(R"((CR |Rule k[A-Za-z]+ = ")([0-9]+(\.[0-9]+)+))");
  std::set<std::string> missing;
  int citations = 0;
  for (const char* dir : {"engine", "scripting", "replays", "verifier", "cli"})
    for (const auto& f : std::filesystem::recursive_directory_iterator(std::string(VG_SOURCE_DIR) + "/" + dir)) {
      const auto ext = f.path().extension();
      if (ext != ".h" && ext != ".cpp") continue;
      const std::string text = read(f.path());
      for (std::sregex_iterator it(text.begin(), text.end(), cited), end; it != end; ++it, ++citations)
        // "CR 1.10" names the rules version, not a rule.
        if ((*it)[2] != "1.10" && !known.count((*it)[2])) missing.insert(f.path().filename().string() + ": " + (*it)[2].str());
    }
  EXPECT_GT(citations, 200);
  EXPECT_TRUE(missing.empty()) << [&] {
    std::string s;
    for (const auto& m : missing) s += m + "\n";
    return s;
  }();
}

}  // namespace
