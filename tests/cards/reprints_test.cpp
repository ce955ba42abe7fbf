// Reprints: a card printed under a later number with the same name and characteristics as a
// card printed earlier is a file naming that first printing (reprint_of, written by
// tools/gen_cards.py), and the loader gives it that card's characteristics and abilities, so it
// plays exactly as the first printing (whose own test plays each ability).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const std::pair<const char*, const char*> kReprints[] = {
    {"BT01/002", "TD01/005"}, {"BT01/004", "TD02/001"}, {"BT01/023", "TD02/006"}, {"BT01/025", "TD04/001"}, {"BT01/028", "TD03/003"},
    {"BT01/031", "TD03/010"}, {"BT01/041", "TD01/007"}, {"BT01/044", "TD01/009"}, {"BT01/049", "TD02/008"},
    {"BT01/050", "TD02/011"}, {"BT01/061", "TD03/009"}, {"BT02/033", "TD04/011"}, {"BT02/065", "TD04/005"}, {"BT02/071", "TD03/006"},
    {"BT01/055", "TD04/009"}, {"BT01/027", "TD04/015"}, {"BT01/032", "TD03/015"}, {"BT01/010", "TD01/003"},
};

// One part of a cost, as a comparable string.
std::string part(const CostPart& p) {
  std::string s = std::to_string(p.count) + ' ' + p.what.clan + ' ' + std::to_string(p.what.min_grade);
  for (const std::string& n : p.what.names) s += ' ' + n;
  return s + ' ';
}

// A continuous ability's effects: each kind's index and its numbers.
std::string cont(const ContSpec& spec) {
  std::ostringstream s;
  for (const ContEffect& e : spec.effects) {
    s << e.index() << ':';
    if (const auto* p = std::get_if<continuous::Power>(&e)) {
      s << p->amount << '/' << static_cast<int>(p->per) << p->per_other << p->counted.clan << p->counted.min_grade;
      for (const std::string& n : p->counted.names) s << ',' << n;
    }
    if (const auto* c = std::get_if<continuous::Critical>(&e)) s << c->amount;
    if (const auto* g = std::get_if<continuous::OpponentCannotGuardWithGrade>(&e)) s << g->grade;
    s << ';';
  }
  return s.str();
}

// The data the engine and the verifier read of an ability (CR 8.1), as one comparable string.
std::string data_of(const AbilityDef& a) {
  std::ostringstream s;
  const TriggerSpec& t = a.trigger;
  const CostSpec& c = a.cost;
  s << static_cast<int>(a.kind) << ' ' << int{a.zones} << ' ' << static_cast<int>(t.event) << ' ' << int{t.circles} << ' '
    << t.other_name << ' ' << t.other_name_contains << ' ' << t.other_grade << ' ' << t.other_clan << ' ' << t.rear_guard_only << t.your_main_phase
    << t.your_own << t.your_turn << t.vanguard_only << t.hits_vanguard << t.your_rear_guard << ' ' << t.phase << ' ' << t.step << ' ' << c.counter_blast << ' '
    << part(c.soul_blast) << part(c.discard) << part(c.retire) << part(c.hand_to_soul) << part(c.rear_guards_to_soul) << c.rest_self << c.reveal_self_to_deck_top << c.retire_self << c.put_self_into_soul << ' '
    << cont(a.cont) << ' ' << a.optional << a.limit_break
    << a.once_per_turn << a.granted_only << a.timed << (a.condition >= 0) << (a.effect >= 0) << ' ' << a.text << ' ' << a.name;
  return s.str();
}

// CR 2.1, 8.1: same name, characteristics and abilities as the source card.
TEST(ReprintsTest, SameCharacteristicsAndAbilitiesAsTheSourceCard) {
  for (auto [copy, source] : kReprints) {
    const CardDef& a = def(copy);
    const CardDef& b = def(source);
    EXPECT_EQ(a.reprint_of, source) << copy;
    EXPECT_EQ(a.name, b.name) << copy;
    EXPECT_EQ(std::tie(a.clan, a.race, a.grade, a.power, a.shield, a.critical), std::tie(b.clan, b.race, b.grade, b.power, b.shield, b.critical)) << copy;
    EXPECT_EQ(std::pair(a.trigger, a.skill), std::pair(b.trigger, b.skill)) << copy;
    ASSERT_EQ(a.abilities.size(), b.abilities.size()) << copy;
    ASSERT_FALSE(a.abilities.empty()) << copy;
    for (std::size_t i = 0; i < a.abilities.size(); ++i) EXPECT_EQ(data_of(a.abilities[i]), data_of(b.abilities[i])) << copy;
  }
}

// CR 8.6.3.1: a reprint's ability plays like the first printing's: Covenant Knight, Randolf (BT01/041)
// with more cards in hand than the opponent gets +3000 as it attacks.
TEST(ReprintsTest, CopiedAbilityPlays) { check_attack_with_hand("BT01/041", 3, 2, 3000); }

// The number written in a card file (`number = "..."`).
std::string number_in(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line))
    if (auto at = line.find("number = \""); at != std::string::npos) return line.substr(at + 10, line.find('"', at + 10) - at - 10);
  return "";
}

// A card with printed abilities not scripted yet is never loaded, so it cannot play as a vanilla.
TEST(ReprintsTest, PendingCardsAreNotLoadedAndScriptedCardsAre) {
  const std::string pending = std::string(VG_SOURCE_DIR) + "/cards/pending";  // empty (absent) once every card is scripted
  if (std::filesystem::exists(pending)) {
    for (const auto& f : std::filesystem::directory_iterator(pending)) {
      EXPECT_EQ(pool().find(number_in(f.path())), kUnknownCard) << f.path();
    }
  }
  int scripted = 0;
  for (const auto& f : std::filesystem::directory_iterator(std::string(VG_SOURCE_DIR) + "/cards/lua")) {
    ++scripted;
    EXPECT_NE(pool().find(number_in(f.path())), kUnknownCard) << f.path();
  }
  EXPECT_GE(scripted, 299);  // the 222 cards of the early era and the 77 classic cards without abilities, at least
}

}  // namespace
}  // namespace vg::test
