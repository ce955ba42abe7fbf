// The rules reference (docs/rules/cr-1.10) lists every CR 1.10 rule number, and every rule
// number the code cites (rule constants in engine/rules.h, "CR x.y" in comments) is in it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

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

// Every rule number a text cites: rule constants, and "CR x.y.z" with the lists and ranges
// that follow it ("CR 7.5.1.2.2, 7.6.1.6.2", "CR 2.8.1.1.2-2.8.1.1.5", a list going on in the next
// comment line). "CR 1.10" names the rules version, not a rule.
std::vector<std::string> citations(const std::string& text) {
  static const std::regex cited(R"((CR |Rule k[A-Za-z]+ = ")([0-9]+(\.[0-9]+)+((, |-| and |,\s*//\s*)[0-9]+(\.[0-9]+)+)*))");
  static const std::regex number(R"([0-9]+(\.[0-9]+)+)");
  std::vector<std::string> out;
  for (std::sregex_iterator it(text.begin(), text.end(), cited), end; it != end; ++it) {
    const std::string list = (*it)[2];
    for (std::sregex_iterator n(list.begin(), list.end(), number), e; n != e; ++n)
      if (!((*it)[1] == "CR " && n->position() == 0 && n->str() == "1.10")) out.push_back(n->str());
  }
  return out;
}

std::string lines(const std::set<std::string>& s) {
  std::string out;
  for (const auto& m : s) out += m + "\n";
  return out;
}

TEST(RuleCitationsTest, ListsAndRangesAreCollected) {
  EXPECT_EQ(citations("// CR 7.5.1.2.2, 7.6.1.6.2: x; CR 2.8.1.1.2-2.8.1.1.5 and \"CR 1.10\""),
            (std::vector<std::string>{"7.5.1.2.2", "7.6.1.6.2", "2.8.1.1.2", "2.8.1.1.5"}));
  EXPECT_EQ(citations("// CR 6.2.1,\n// 6.3.1.1: y"), (std::vector<std::string>{"6.2.1", "6.3.1.1"}));
  EXPECT_EQ(citations("inline constexpr Rule kDeckFifty = \"5.1.2.1\";"), std::vector<std::string>{"5.1.2.1"});
}

// Every rule constant of engine/rules.h and every "CR x.y.z" in the sources is in the reference.
TEST(RuleCitationsTest, EveryCitedRuleIsInTheReference) {
  const std::set<std::string> known = reference_numbers();
  std::set<std::string> missing;
  std::size_t count = 0;
  for (const char* dir : {"engine", "scripting", "replays", "verifier", "cli"}) {
    if (!std::filesystem::exists(std::string(VG_SOURCE_DIR) + "/" + dir)) continue;
    for (const auto& f : std::filesystem::recursive_directory_iterator(std::string(VG_SOURCE_DIR) + "/" + dir)) {
      const auto ext = f.path().extension();
      if (ext != ".h" && ext != ".cpp") continue;
      for (const std::string& n : citations(read(f.path()))) {
        ++count;
        if (!known.count(n)) missing.insert(f.path().filename().string() + ": " + n);
      }
    }
  }
  EXPECT_GT(count, 200u);
  EXPECT_TRUE(missing.empty()) << lines(missing);
}

// Every rule constant of sections 5, 6, 7 and 9 is cited by at least one engine test.
TEST(RuleCitationsTest, EverySetupTurnBattleAndRuleActionRuleIsTested) {
  std::set<std::string> constants;
  for (const std::string& n : citations(read(VG_SOURCE_DIR "/engine/rules.h")))
    if (n[0] == '5' || n[0] == '6' || n[0] == '7' || n[0] == '9') constants.insert(n);
  std::set<std::string> tested;
  for (const auto& f : std::filesystem::directory_iterator(VG_SOURCE_DIR "/tests/engine"))
    for (const std::string& n : citations(read(f.path()))) tested.insert(n);
  std::set<std::string> untested;
  for (const std::string& n : constants)
    if (!tested.count(n)) untested.insert(n);
  EXPECT_GT(constants.size(), 80u);
  EXPECT_TRUE(untested.empty()) << lines(untested);
}

}  // namespace
