// Rules editions (engine/edition.h): a game of early-era cards is judged alike under CR 1.10 and
// CR 1.31, and each finding prints the number its rule has in the record's edition.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "tests/verifier/common.h"

namespace vg::test {
namespace {

namespace fs = std::filesystem;

Verdict verified(const std::string& path, Edition edition) {
  auto r = read_replay(path, pool());
  EXPECT_EQ(read_error(r), "") << path;
  Replay replay = std::get<Replay>(r);
  replay.edition = edition;
  return verify(replay, pool());
}

// The same findings by meaning: kind, place, rule and message; only the printed number differs.
TEST(EditionsTest, EarlyEraRecordsGetTheSameFindingsUnderBothEditions) {
  int records = 0, findings = 0;
  for (const char* dir : {"/replays/examples", "/tests/verifier/hand", "/tests/verifier/findings"})
    for (const auto& e : fs::directory_iterator(VG_SOURCE_DIR + std::string(dir))) {
      if (e.path().extension() != ".xml") continue;
      const Verdict old = verified(e.path().string(), Edition::Cr1_10);
      const Verdict later = verified(e.path().string(), Edition::Cr1_31);
      ++records;
      EXPECT_EQ(old.outcome, later.outcome) << e.path();
      ASSERT_EQ(old.findings.size(), later.findings.size()) << e.path();
      for (std::size_t i = 0; i < old.findings.size(); ++i) {
        const Finding &a = old.findings[i], &b = later.findings[i];
        EXPECT_EQ(a.line, b.line) << e.path();
        EXPECT_EQ(a.kind, b.kind) << e.path() << ":" << a.line;
        EXPECT_EQ(a.rule, b.rule) << e.path() << ":" << a.line;
        EXPECT_EQ(a.message, b.message) << e.path() << ":" << a.line;
        EXPECT_TRUE(cr::in(b.rule, Edition::Cr1_31)) << e.path() << ":" << a.line << " cites " << b.rule;
        ++findings;
      }
    }
  EXPECT_GE(records, 150);
  EXPECT_GE(findings, 100);
}

// The golden report of one record under CR 1.31: the boost cites 7.3.1.6 there (7.3.1.5 in CR 1.10).
TEST(EditionsTest, FindingsPrintTheNumbersOfTheRecordsEdition) {
  const Verdict v = verified(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-mistakes.xml", Edition::Cr1_31);
  std::vector<std::string> lines;
  for (const Finding& f : v.findings) lines.push_back(f.to_string());
  EXPECT_EQ(lines, (std::vector<std::string>{
                       "step 83, turn 6, battle/start, player B: ILLEGAL a drive check beyond those the attack gets: one, or two "
                       "with twin drive, and only for the vanguard [CR 7.5.1.3]",
                       "step 123, turn 9, battle/drive, player A: ILLEGAL a stand trigger can stand only a rear-guard, not Crimson "
                       "Butterfly, Brigitte (A7) [CR 2.8.1.1.4]",
                       "step 125, turn 9, battle/attack, player A: ILLEGAL cannot boost from back-center: the booster must be in the "
                       "back circle of the attacker's column [CR 7.3.1.6] (may follow finding 2)",
                       "step 178, turn 13, battle/attack, player A: ILLEGAL cannot attack the unit on back-left: only units in the "
                       "opponent's front row can be attacked [CR 7.3.1.4]"}));
}

// A record names its edition; an unknown one is refused, naming those supported.
TEST(EditionsTest, RecordsNameTheirEdition) {
  const std::string head = "<vanguard-replay format=\"1\" rules=\"";
  const std::string rest = "\"><player id=\"A\"><deck/></player><player id=\"B\"><deck/></player><game/></vanguard-replay>";
  auto later = parse_replay("e.xml", head + "CR 1.31" + rest, pool());
  if (auto* r = std::get_if<Replay>(&later)) {
    EXPECT_EQ(r->edition, Edition::Cr1_31);
  }
  EXPECT_EQ(read_error(parse_replay("e.xml", head + "CR 1.99" + rest, pool())),
            "e.xml:1:1: unsupported rules 'CR 1.99' (this vgjudge applies CR 1.10, CR 1.31)");
}

}  // namespace
}  // namespace vg::test
