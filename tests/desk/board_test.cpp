// The judge's desk model (desk/board.h, desk/walk.h, desk/trace.h) on the bundled example game
// with mistakes: steps named by record line, what a player's view hides, the JSON the report
// page embeds, and cards named as the record names them.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <variant>

#include "desk/board.h"
#include "desk/trace.h"
#include "desk/walk.h"
#include "scripting/card_loader.h"

namespace vg::desk {
namespace {

const CardPool& pool() {
  static const CardPool kPool = [] {
    CardPool p;
    if (auto e = load_card_directory(VG_SOURCE_DIR "/cards/lua", p)) ADD_FAILURE() << e->to_string();
    return p;
  }();
  return kPool;
}

Replay mistakes() {
  auto r = read_replay(VG_SOURCE_DIR "/replays/examples/td01-vs-td02-mistakes.xml", pool());
  EXPECT_TRUE(std::holds_alternative<Replay>(r));
  return std::get<Replay>(r);
}

TEST(DeskTest, AStepIsNamedByNumberOrByTheRecordLineOfItsEvent) {
  const Replay r = mistakes();
  EXPECT_EQ(parse_step("123", r), 123);
  EXPECT_EQ(parse_step("line:185", r), 123);  // the stand trigger on the vanguard
  EXPECT_EQ(parse_step("line:1", r), 0);      // before the first event
  try {
    parse_step("line:x", r);
    FAIL() << "line:x was taken";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "--at takes a step number or line:N, not 'line:x'");
  }
  EXPECT_THROW(parse_step("100000", r), std::invalid_argument);
}

// CR 1.31 10.1.24.3: a legion's two vanguards: the circle shows the Legion Leader, the board its
// Legion Mate beside it (tests/verifier/hand-test-cards, with the test cards of tests/data/cards).
TEST(DeskTest, TheBoardShowsTheLegionMateBesideItsLeader) {
  static const CardPool kWithTestCards = [] {
    CardPool p;
    for (const char* dir : {VG_SOURCE_DIR "/cards/lua", VG_SOURCE_DIR "/tests/data/cards"})
      if (auto e = load_card_directory(dir, p)) ADD_FAILURE() << e->to_string();
    return p;
  }();
  auto r = read_replay(VG_SOURCE_DIR "/tests/verifier/hand-test-cards/seek-mate-legion-and-legion-attack.xml", kWithTestCards);
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  const Replay& replay = std::get<Replay>(r);
  Verdict v;
  const auto before = board_at(replay, kWithTestCards, parse_step("line:120", replay), View::Full, v);
  ASSERT_TRUE(before.has_value());
  EXPECT_FALSE(before->players[0].legion_mate.has_value());
  const auto b = board_at(replay, kWithTestCards, parse_step("line:126", replay), View::Full, v);  // the legion attacks
  ASSERT_TRUE(b.has_value());
  ASSERT_TRUE(b->players[0].circles[1].has_value());
  EXPECT_EQ(b->players[0].circles[1]->card.id, "a3");
  ASSERT_TRUE(b->players[0].legion_mate.has_value());
  EXPECT_EQ(b->players[0].legion_mate->card.id, "a-mate");
  EXPECT_TRUE(b->players[0].legion_mate->rested);
  EXPECT_EQ(b->players[0].legion_mate->power, 12000);
  EXPECT_NE(to_text(*b).find("  vanguard: a-mate Test Legion Mate [G2], rest, power 12000, critical 1, shield 5000 (Legion Mate)\n"),
            std::string::npos) << to_text(*b);
  EXPECT_NE(to_json(*b).find("\"legion_mate\":{\"circle\":\"vanguard\",\"card\":{"), std::string::npos);
}

// The guardian circle and the battle's units at the damage step of turn 9.
TEST(DeskTest, TheBoardShowsTheBattleAndTheGuardianWithItsShield) {
  Verdict v;
  const auto b = board_at(mistakes(), pool(), 123, View::Full, v);
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(b->line, 185);
  ASSERT_TRUE(b->battle.has_value());
  EXPECT_EQ(b->battle->attacker.id, "A7");
  EXPECT_EQ(b->battle->target.id, "B8");
  ASSERT_TRUE(b->battle->booster.has_value());
  EXPECT_EQ(b->battle->booster->circle, Circle::BackCenter);
  ASSERT_EQ(b->players[1].guardians.size(), 1u);
  EXPECT_EQ(b->players[1].guardians[0].card.id, "B11");
  EXPECT_EQ(b->players[1].guardians[0].shield, 10000);
  EXPECT_NE(to_text(*b).find("  guardian: B11 Lizard Soldier, Ganlu [G0], rest, power 5000, critical 1, shield 10000\n"), std::string::npos);
}

TEST(DeskTest, APlayersViewHidesOnlyTheOtherSeatsHand) {
  Verdict v;
  const auto b = board_at(mistakes(), pool(), 123, View::B, v);
  ASSERT_TRUE(b.has_value());
  ASSERT_EQ(b->players[0].hand.size(), 3u);
  for (const SeenCard& c : b->players[0].hand) EXPECT_TRUE(c.id.empty() && !c.known);
  EXPECT_EQ(b->players[1].hand[0].id, "B19");
  EXPECT_EQ(b->players[0].damage[0].name, "Crimson Butterfly, Brigitte");
  EXPECT_NE(to_json(*b).find("\"hand\":[{\"id\":null,\"number\":null,\"name\":null,\"grade\":null,\"face_down\":false},"), std::string::npos);
}

// The page embeds the JSON in a <script> element: no "</script>" may appear in it.
TEST(DeskTest, JsonStringsCannotCloseThePagesScript) {
  EXPECT_EQ(json_string("a</script>\"\\\n"), "\"a\\u003c/script>\\\"\\\\\\u000a\"");
}

TEST(DeskTest, EngineNumbersAreReplacedByTheRecordsNames) {
  const std::vector<std::string> names = {"A1", "", "B13"};
  EXPECT_EQ(with_record_names("Dragonic Overlord (#2) and (#1) and #30", names), "Dragonic Overlord (B13) and (#1) and #30");
}

TEST(DeskTest, WalkKeepsTheBoardOfEveryStep) {
  const Walk w = walk(mistakes(), pool(), View::Full);
  ASSERT_EQ(w.boards.size(), 197u);  // steps 0 to 196
  EXPECT_EQ(w.boards[123].step, 123);
  EXPECT_EQ(w.events[122], "<trigger player=\"A\" power=\"vanguard\" stand=\"vanguard\" />");
  EXPECT_EQ(w.verdict.findings.size(), 4u);
}

// The report page stores each step as the parts of the board that changed (desk/report.cpp):
// the parts, each at its path, are the board's JSON.
TEST(DeskTest, TheBoardsPartsAreItsJsonPathByPath) {
  Verdict v;
  const auto b = board_at(mistakes(), pool(), 123, View::Full, v);
  ASSERT_TRUE(b.has_value());
  const std::vector<std::string> parts = board_parts(*b, [](const SeenCard& c) { return to_json(c); });
  const std::vector<std::string>& paths = board_part_paths();
  ASSERT_EQ(parts.size(), paths.size());
  const std::string json = to_json(*b);
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const std::string key = paths[i].substr(paths[i].rfind('.') + 1);
    EXPECT_NE(json.find("\"" + key + "\":" + parts[i]), std::string::npos) << paths[i] << " = " << parts[i];
  }
  EXPECT_NE(std::find(paths.begin(), paths.end(), "players.1.circles.vanguard"), paths.end());
}

// The page writes a card of a step's changes as its number in the page's table of cards.
TEST(DeskTest, EveryCardOfThePartsIsWrittenByTheCardWriter) {
  Verdict v;
  const auto b = board_at(mistakes(), pool(), 123, View::Full, v);
  ASSERT_TRUE(b.has_value());
  std::size_t written = 0;
  const std::vector<std::string> parts = board_parts(*b, [&](const SeenCard&) { return std::to_string(written++); });
  std::size_t cards = b->standing.size();
  for (const SeenPlayer& p : b->players) {
    cards += p.hand.size() + p.damage.size() + p.soul.size() + p.drop.size() + p.trigger.size() + p.guardians.size();
    for (const auto& u : p.circles) cards += u ? 1 : 0;
  }
  EXPECT_EQ(written, cards);
  for (const std::string& part : parts) EXPECT_EQ(part.find("\"number\""), std::string::npos) << part;  // a card's key
}

}  // namespace
}  // namespace vg::desk
