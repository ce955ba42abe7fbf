// Rules editions (engine/edition.h): a game of early-era cards is judged alike under CR 1.10 and
// CR 1.31, and each finding prints the number its rule has in the record's edition.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
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
// A finding against a rule CR 1.31 does not have (a shieldless guardian, CR 1.10 3.11.1.1) is
// the exception: it is no finding there (AShieldlessGuardianIsAMistakeOnlyUnderCr110). So are
// the hand records written to show a difference of the editions ("...-under-cr-1-10.xml" and
// "...-under-cr-1-31.xml"), each held by its expected report.
TEST(EditionsTest, EarlyEraRecordsGetTheSameFindingsUnderBothEditions) {
  int records = 0, findings = 0, dropped = 0;
  for (const char* dir : {"/replays/examples", "/tests/verifier/hand", "/tests/verifier/findings"})
    for (const auto& e : fs::directory_iterator(VG_SOURCE_DIR + std::string(dir))) {
      if (e.path().extension() != ".xml" || e.path().filename().string().find("-under-cr-1-") != std::string::npos) continue;
      Verdict old = verified(e.path().string(), Edition::Cr1_10);
      const Verdict later = verified(e.path().string(), Edition::Cr1_31);
      ++records;
      dropped += static_cast<int>(std::erase_if(old.findings, [](const Finding& f) { return !cr::in(f.rule, Edition::Cr1_31); }));
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
  EXPECT_EQ(dropped, 1);  // findings/GuardianWithoutShield
}

// A unit with no shield value called as a guardian: refused under CR 1.10 (3.11.1.1), legal under
// CR 1.31, where its shield counts as 0 (3.11.1.1 there says the opposite).
TEST(EditionsTest, AShieldlessGuardianIsAMistakeOnlyUnderCr110) {
  const std::string path = VG_SOURCE_DIR + std::string("/tests/verifier/findings/GuardianWithoutShield.xml");
  const Verdict old = verified(path, Edition::Cr1_10);
  ASSERT_EQ(old.findings.size(), 1u);
  EXPECT_EQ(old.findings[0].rule, cr::kNoShieldNoGuard);
  EXPECT_EQ(cr::cite(old.findings[0].rule, Edition::Cr1_10), "[CR 3.11.1.1]");
  const Verdict later = verified(path, Edition::Cr1_31);
  EXPECT_TRUE(later.findings.empty());
  EXPECT_EQ(old.outcome, later.outcome);
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
                       "Butterfly, Brigitte (A7) [CR 2.8.1.1.4] (may follow finding 1)",
                       "step 125, turn 9, battle/attack, player A: ILLEGAL cannot boost from back-center: the booster must be in the "
                       "back circle of the attacker's column [CR 7.3.1.6] (may follow finding 2)",
                       "step 178, turn 13, battle/attack, player A: ILLEGAL cannot attack the unit on back-left: only units in the "
                       "opponent's front row can be attacked [CR 7.3.1.4] (may follow finding 3)"}));
}

// A record names its edition; an unknown one is refused, naming those supported.
TEST(EditionsTest, RecordsNameTheirEdition) {
  const std::string path = VG_SOURCE_DIR + std::string("/replays/examples/td01-vs-td02-clean-a.xml");
  std::ifstream in(path);
  const std::string text{std::istreambuf_iterator<char>(in), {}};
  const std::string named = "rules=\"CR 1.10\"";
  const auto at = text.find(named);
  ASSERT_NE(at, std::string::npos);
  const auto with = [&](const std::string& rules) {
    return std::string(text).replace(at, named.size(), "rules=\"" + rules + "\"");
  };
  auto later = parse_replay("e.xml", with("CR 1.31"), pool());
  const auto* replay = std::get_if<Replay>(&later);
  ASSERT_NE(replay, nullptr) << read_error(later);
  EXPECT_EQ(replay->edition, Edition::Cr1_31);
  auto old = parse_replay("e.xml", text, pool());
  ASSERT_NE(std::get_if<Replay>(&old), nullptr) << read_error(old);
  EXPECT_EQ(std::get<Replay>(old).edition, Edition::Cr1_10);
  EXPECT_EQ(read_error(parse_replay("e.xml", with("CR 1.99"), pool())),
            "e.xml:2:1: unsupported rules 'CR 1.99' (this vgjudge applies CR 1.10, CR 1.31)");
}

// A card printed for a later edition needs rules the record's edition lacks: an input error at
// its deck entry, naming the card and the edition. Under CR 1.31 the same record reads.
TEST(EditionsTest, ACardPrintedForALaterEditionIsRefusedUnderAnEarlierOne) {
  const std::string path = VG_SOURCE_DIR + std::string("/replays/examples/td01-vs-td02-clean-a.xml");
  std::ifstream in(path);
  std::string text{std::istreambuf_iterator<char>(in), {}};
  const std::string entry = "<entry count=\"1\" card=\"TD01/002\" />";
  const auto at = text.find(entry);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, entry.size(), "<entry count=\"1\" card=\"BT03/032\" />");
  EXPECT_EQ(read_error(parse_replay("e.xml", text, pool())),
            "e.xml:7:7: card BT03/032 (Hades Ringmaster) was printed for CR 1.31 and needs its rules: a game under "
            "CR 1.10 cannot use it");
  const std::string named = "rules=\"CR 1.10\"";
  text.replace(text.find(named), named.size(), "rules=\"CR 1.31\"");
  EXPECT_EQ(read_error(parse_replay("e.xml", text, pool())), "");
}

// Self-play of every pair of decks of cards/decks, each under the earliest edition its cards
// allow (CR 1.10 for the early era's decks, CR 1.31 with a classic deck), verifies clean. Among
// them Dimension Police's Enigman Storm (BT04/004) and Enigman Wave (BT04/012) play their
// ability as the attack step begins, written before the <attack> line that declares the
// attacker (CR 7.2.1.2, 7.3.1.2).
TEST(EditionsTest, EveryDeckPairSelfPlaysCleanUnderItsEdition) {
  std::vector<std::string> names;
  for (const auto& f : fs::directory_iterator(VG_SOURCE_DIR + std::string("/cards/decks")))
    if (f.path().extension() == ".deck") names.push_back(f.path().stem().string());
  std::sort(names.begin(), names.end());
  int games = 0, under_cr131 = 0, attack_step_abilities = 0;
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = i; j < names.size(); ++j) {
      const std::array<Decklist, kPlayers> decks = {deck(names[i]), deck(names[j])};
      const Edition edition = earliest_edition(decks, pool());
      for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        Game game(pool(), decks, edition);
        Dealer dealer(seed);
        SensibleAgent agent(seed);
        Recorder rec;
        while (!game.over()) {
          const Action a = Dealer::is_chance(game.request().decision) ? dealer.answer(game) : dealer.looked(game, agent.choose(game));
          rec.record(game, a);
          ASSERT_EQ(game.submit(a), std::nullopt) << names[i] << " v " << names[j] << ", seed " << seed;
        }
        const std::string text = write_replay(rec.replay(game, decks), pool());
        for (const char* storm : {"is=\"BT04/004\" ability=\"2\"", "is=\"BT04/012\" ability=\"2\""})
          for (auto at = text.find(storm); at != std::string::npos; at = text.find(storm, at + 1)) ++attack_step_abilities;
        auto r = parse_replay("self.xml", text, pool());
        ASSERT_EQ(read_error(r), "") << names[i] << " v " << names[j] << ", seed " << seed;
        const Verdict v = verify(std::get<Replay>(r), pool());
        EXPECT_TRUE(v.clean()) << names[i] << " v " << names[j] << ", seed " << seed << ": "
                               << (v.findings.empty() ? v.outcome : v.findings[0].to_string());
        ++games;
        under_cr131 += edition == Edition::Cr1_31;
      }
    }
  EXPECT_GE(names.size(), 16u);
  EXPECT_GT(under_cr131, 0);
  EXPECT_LT(under_cr131, games);
  EXPECT_GT(attack_step_abilities, 0);
}

}  // namespace
}  // namespace vg::test
