// Each bundled example game verifies to exactly its expected report (replays/examples/*.expected).
#include <fstream>
#include <iterator>
#include <set>

#include "tests/verifier/common.h"

namespace vg::test {
namespace {

TEST(ExamplesTest, EveryExampleGivesItsExpectedReport) {
  EXPECT_GE(expect_reports_of_directory("replays/examples"), 7);
}

// The examples with mistakes: a drive check too many (CR 7.5.1.3), a stand trigger on the
// vanguard (2.8.1.1.4), a boost from another column (7.3.1.5), an attack on the back row
// (7.3.1.4); and with abilities: a counter blast short of its cost (10.1.15.1), an ACT ability
// outside the main phase (6.6.1.2.2). That record also leaves out Covenant Knight, Randolf's
// mandatory AUTO ability while its "if" fails (as many cards as the opponent): it does nothing
// when played (8.1.1.2.3), so leaving it out is no finding. A self-played Oracle Think Tank game
// leaves out CEO Amaterasu's mandatory soul charge and look at the start of the main phase (8.6.3.1).
TEST(ExamplesTest, MistakesAreFoundWithTheirRules) {
  auto rules_of = [](const char* file) {
    auto r = read_replay(std::string(VG_SOURCE_DIR) + "/replays/examples/" + file, pool());
    EXPECT_EQ(read_error(r), "");
    Verdict v = verify(std::get<Replay>(r), pool());
    EXPECT_THAT(v, ::testing::Field("game_over", &Verdict::game_over, true)) << file;
    std::vector<std::string> out;
    for (const Finding& f : v.findings) out.push_back(std::string(to_string(f.kind)) + " " + std::string(cr::number(f.rule, f.edition)));
    return out;
  };
  EXPECT_EQ(rules_of("td01-vs-td02-mistakes.xml"),
            (std::vector<std::string>{"ILLEGAL 7.5.1.3", "ILLEGAL 2.8.1.1.4", "ILLEGAL 7.3.1.5", "ILLEGAL 7.3.1.4"}));
  EXPECT_EQ(rules_of("td01-vs-td02-ability-mistakes.xml"),
            (std::vector<std::string>{"ILLEGAL 10.1.15.1", "ILLEGAL 6.6.1.2.2"}));
  EXPECT_EQ(rules_of("oracle-vs-td02-missed-auto.xml"), (std::vector<std::string>{"MISSED 8.6.3.1"}));
}

// Each trigger's +5000 power is traced under the trigger's own rule (CR 2.8.1.1.2 critical,
// 2.8.1.1.3 draw, 2.8.1.1.4 stand, 2.8.1.1.5 heal), the rule its other effect is traced under.
TEST(ExamplesTest, TriggerPowerIsTracedUnderTheTriggersOwnRule) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-clean-a.xml", pool());
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  std::vector<TraceLine> trace;
  VerifyOptions options;
  options.trace = &trace;
  verify(std::get<Replay>(r), pool(), options);
  std::set<cr::Rule> rules;
  for (std::size_t i = 0; i + 1 < trace.size(); ++i) {
    if (trace[i].text.find("gets +5000 power until end of turn") == std::string::npos) continue;
    EXPECT_EQ(trace[i].rule, trace[i + 1].rule) << trace[i].text << " / " << trace[i + 1].text;
    rules.insert(trace[i].rule);
  }
  EXPECT_GE(rules.size(), 2u) << "the example resolves triggers of at least two kinds";
}

TEST(ExamplesTest, HiddenHandIsNarrowedAsCardsAreRevealed) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-hidden-hand.xml", pool());
  ASSERT_EQ(read_error(r), "");
  const Replay& replay = std::get<Replay>(r);
  int hidden = 0;
  for (const Event& e : replay.events) hidden += e.kind == EventKind::Draw && e.card.is == kUnknownCard;
  EXPECT_GE(hidden, 10);
  std::optional<Game> end;
  Verdict v = verify(replay, pool(), {}, &end);
  EXPECT_THAT(v, IsClean());
  // Some of B's cards were never revealed: they stay hidden, counted against the decklist.
  int unknown = 0;
  for (const CardState& c : end->state().cards) unknown += c.owner == Player::B && c.card == kUnknownCard;
  EXPECT_GT(unknown, 0);
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

// Hidden information: a card called from a hidden hand without its name cannot be judged;
// the finding names what would decide it and verification stops (never "clean").
TEST(HiddenInformationTest, UnnamedCardPlayedFromHiddenHandIsUndetermined) {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-hidden-hand.xml", pool());
  ASSERT_EQ(read_error(r), "");
  Replay replay = std::get<Replay>(r);
  auto call = std::find_if(replay.events.begin(), replay.events.end(), [](const Event& e) {
    return e.kind == EventKind::Call && e.player == Player::B;
  });
  ASSERT_NE(call, replay.events.end());
  call->card.is = kUnknownCard;
  Verdict v = verify(replay, pool());
  ASSERT_EQ(v.findings.size(), 1u);
  EXPECT_EQ(v.findings[0].to_string(),
            "step 29, turn 2, main, player B: UNDETERMINED the record does not say which card 'B3' of player B is: it "
            "could be any of 16 decklist cards not yet seen; legal if it is one of 10 cards (Embodiment of Armor, Bahr; "
            "Dragon Monk, Gojo; Flame of Hope, Aermo; Demonic Dragon Madonna, Joka; ...), not if it is one of 6 "
            "(Dragonic Overlord; Dragon Monk, Goku; Demonic Dragon Berserker, Yaksha; Dragon Knight, Nehalem; ...) [CR 5.2.1.1]");
  EXPECT_THAT(v, ::testing::Field("finished", &Verdict::finished, false));
  EXPECT_THAT(v, Not(IsClean()));
  EXPECT_EQ(v.outcome, "verification stopped at step 29: the record does not say which card the game needs to know");
}

// Records written by hand the way a seat's scorekeeper writes them (tests/verifier/hand/), not
// by the engine: legal ones verify clean, and each with one mistake, followed by the play that
// physically comes after it, gives that one finding citing the rule it breaks.
TEST(HandWrittenRecordsTest, EachGivesItsExpectedReport) {
  EXPECT_GE(expect_reports_of_directory("tests/verifier/hand"), 50);
}

// The same, for records whose decks hold test cards (tests/data/cards): Lock and Unlock under
// CR 1.31 (Test Locker, Test Awakener): a lock, the end phase's unlock and its "when unlocked"
// ability verify clean; a call onto the lock circle, an attack or a boost with the locked card,
// or the unlocked card's ability left out, each gives its one finding. Delete under CR 1.31 (Test
// Deleter): a deleted vanguard that attacks with power 0 until its player's end phase, and one
// ridden on, verify clean; its printed ACT played while deleted gives one finding [CR 10.1.25.3].
// Legion and Seek Mate under CR 1.31 (Test Legion Leader, Test Legion Mate): a Seek Mate, the
// legion and its attack, and a ride over the legion verify clean, and so does the Seek Mate with
// its yes left out; a second Seek Mate (CR 1.31 10.2.9.2) or a grade 2 ride over a grade 3 Leader
// (CR 1.31 10.1.24.10) gives its one finding.
TEST(HandWrittenRecordsTest, WithTestCardsEachGivesItsExpectedReport) {
  EXPECT_EQ(expect_reports_of_directory("tests/verifier/hand-test-cards", pool_with_test_cards()), 13);
}

// A record of a test card that deletes, under CR 1.10: refused at its deck entry, as one that locks.
TEST(HandWrittenRecordsTest, ACardThatDeletesIsRefusedInACr110Record) {
  std::ifstream in(VG_SOURCE_DIR "/tests/verifier/hand-test-cards/delete-battle-and-end-at-its-players-end-phase.xml");
  std::string text{std::istreambuf_iterator<char>(in), {}};
  const std::string named = "rules=\"CR 1.31\"";
  text.replace(text.find(named), named.size(), "rules=\"CR 1.10\"");
  EXPECT_EQ(read_error(parse_replay("e.xml", text, pool_with_test_cards())),
            "e.xml:12:7: card T/070 (Test Deleter) deletes units: CR 1.10 has no such rule (CR 1.31 10.1.25.1), so a game "
            "under CR 1.10 cannot use it");
}

// A record of a test card that locks, under CR 1.10: refused at its deck entry, naming the card,
// the rule and the editions (an input error, as a card printed for CR 1.31 is).
TEST(HandWrittenRecordsTest, ACardThatLocksIsRefusedInACr110Record) {
  std::ifstream in(VG_SOURCE_DIR "/tests/verifier/hand-test-cards/lock-then-unlock-at-its-players-end-phase.xml");
  std::string text{std::istreambuf_iterator<char>(in), {}};
  const std::string named = "rules=\"CR 1.31\"";
  text.replace(text.find(named), named.size(), "rules=\"CR 1.10\"");
  EXPECT_EQ(read_error(parse_replay("e.xml", text, pool_with_test_cards())),
            "e.xml:12:7: card T/062 (Test Locker) locks or unlocks cards: CR 1.10 has no such rule (CR 1.31 10.1.21.1), so a game "
            "under CR 1.10 cannot use it");
}

// A record of a test card with Seek Mate, under CR 1.10: refused at its deck entry, naming the
// card, the rule and the editions (CR 1.10 has no legion).
TEST(HandWrittenRecordsTest, ACardWithSeekMateIsRefusedInACr110Record) {
  std::ifstream in(VG_SOURCE_DIR "/tests/verifier/hand-test-cards/seek-mate-legion-and-legion-attack.xml");
  std::string text{std::istreambuf_iterator<char>(in), {}};
  const std::string named = "rules=\"CR 1.31\"";
  text.replace(text.find(named), named.size(), "rules=\"CR 1.10\"");
  EXPECT_EQ(read_error(parse_replay("e.xml", text, pool_with_test_cards())),
            "e.xml:18:7: card T/064 (Test Legion Leader) has Seek Mate: CR 1.10 has no such rule (CR 1.31 10.2.9.2), so a game "
            "under CR 1.10 cannot use it");
}

}  // namespace
}  // namespace vg::test
