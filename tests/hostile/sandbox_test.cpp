// Hostile card scripts (tests/hostile/scripts, docs/architecture.md "Card scripts: the threat
// model"): each attack ends in a named error of the tool that gives the card file and line, the
// card and its ability; never a hang, a crash, or a change to what another card sees.
#include <gtest/gtest.h>

#include <string>

#include "engine/autoplay.h"
#include "engine/dealer.h"
#include "replays/recorder.h"
#include "scripting/card_loader.h"
#include "verifier/verifier.h"

namespace vg {
namespace {

const std::string kDir = std::string(VG_SOURCE_DIR) + "/tests/hostile/scripts/";

const CardPool& hostile_pool() {
  static const CardPool* pool = [] {
    auto* p = new CardPool();
    auto e = load_card_directory(kDir, *p);
    if (e) ADD_FAILURE() << e->to_string();
    return p;
  }();
  return *pool;
}

// Plays a seeded game in which both decks hold only card `number` (its attack is an ability
// active on the vanguard circle), until a card script fails; the failure, with the directory of
// the hostile cards cut, or how the game ended.
std::string failure_of(const std::string& number) {
  const CardPool& pool = hostile_pool();
  Decklist deck;
  deck.entries.push_back({pool.find(number), 50, 0});
  Game game(pool, {deck, deck});
  Dealer dealer(1);
  RandomAgent agent(1);
  play_out(game, dealer, agent, 2000);
  if (!game.script_failure()) return "no script failed";
  std::string s = game.script_failure()->to_string();
  return s.rfind(kDir, 0) == 0 ? s.substr(kDir.size()) : s;
}

// Loads one card file of tests/hostile/scripts/load: its error, or "loaded".
std::string load_error(const std::string& file) {
  CardPool pool;
  const std::string path = kDir + "load/" + file;
  auto e = load_card_file(path, pool);
  if (!e) return "loaded";
  std::string s = e->to_string();
  return s.rfind(kDir, 0) == 0 ? s.substr(kDir.size()) : s;
}

TEST(HostileScripts, PcallCannotCatchTheInstructionBudget) {
  EXPECT_EQ(failure_of("H/001"),
            "H-001.lua:8: card H/001 ability 1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

// Issue 32: a condition the engine runs inside an effect spends the effect's budget.
TEST(HostileScripts, ConditionsReadInALoopDoNotRestartTheBudget) {
  EXPECT_EQ(failure_of("H/016"),
            "H-016.lua:12: card H/016 ability 2: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(HostileScripts, GameMethodsAreChargedAsWork) {
  EXPECT_EQ(failure_of("H/017"),
            "H-017.lua:10: card H/017 ability 1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(HostileScripts, PcallCannotCatchTheBudgetWhileACardLoads) {
  EXPECT_EQ(load_error("L-004.lua"),
            "load/L-004.lua:2:1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(HostileScripts, CaughtErrorsCountAgainstTheBudget) {
  EXPECT_EQ(load_error("L-005.lua"),
            "load/L-005.lua:3:1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(HostileScripts, ProtectedCallsAndClosuresAreChargedAsWork) {
  EXPECT_EQ(load_error("L-006.lua"),
            "load/L-006.lua:4:1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(HostileScripts, NumberConversionsAreChargedAsWork) {
  EXPECT_EQ(load_error("L-007.lua"),
            "load/L-007.lua:3:1: instruction budget exceeded (10000000 instructions): the script does not finish");
}

TEST(HostileScripts, PlainWorkWithinTheBudgetLoads) { EXPECT_EQ(load_error("L-008.lua"), "loaded"); }

TEST(HostileScripts, AMandatoryAutoAbilityWithACostIsRefused) {
  EXPECT_EQ(load_error("L-009.lua"),
            "load/L-009.lua:5:1: an AUTO ability with a 'cost' must be 'optional' (its cost is paid only if the player chooses to)");
}

// docs/card-scripts.md, costs: a field the cost does not know, a zone's cards taken two ways, a
// part that gives both a count and names.
TEST(HostileScripts, AMisspeltCostFieldIsRefused) {
  EXPECT_EQ(load_error("L-014.lua"),
            "load/L-014.lua:5:1: 'cost' has no field 'discard_clan' (its fields: counter_blast, soul_blast, discard, retire, hand_to_soul, "
            "rear_guards_to_soul, rest, deck_to_drop, rest_self, reveal_to_deck_top, retire_self, put_self_into_soul, self_to_deck_top, "
            "self_to_deck_bottom)");
}

TEST(HostileScripts, ACostTakingHandCardsTwoWaysIsRefused) {
  EXPECT_EQ(load_error("L-015.lua"), "load/L-015.lua:5:1: a cost takes hand cards either by 'discard' or by 'hand_to_soul', not both");
}

TEST(HostileScripts, ACostPartWithACountAndNamesIsRefused) {
  EXPECT_EQ(load_error("L-016.lua"),
            "load/L-016.lua:4:1: 'rear_guards_to_soul' gives either a 'count' (with 'clan' or 'min_grade') or the 'names' of its cards");
}

// docs/card-scripts.md, "Resting rear-guards", "Becoming standing or rested", "Your vanguard's
// drive check and attack": a rest cost takes rear-guards one way only; the new trigger filters
// belong to their events; `same_column` to the rest part.
TEST(HostileScripts, ACostRestingAndRetiringRearGuardsIsRefused) {
  EXPECT_EQ(load_error("L-019.lua"), "load/L-019.lua:5:1: a cost takes rear-guards one way: 'rest' not with 'retire' or 'rear_guards_to_soul'");
}

TEST(HostileScripts, YourBattlePhaseOnAnotherTriggerIsRefused) {
  EXPECT_EQ(load_error("L-020.lua"), "load/L-020.lua:4:1: 'your_battle_phase' is a filter of the 'stands' and 'rests' triggers");
}

TEST(HostileScripts, YourVanguardOnAnotherTriggerIsRefused) {
  EXPECT_EQ(load_error("L-021.lua"),
            "load/L-021.lua:4:1: 'your_vanguard' is a filter of the 'drive_check_reveals' and 'attack_hits' triggers");
}

TEST(HostileScripts, SameColumnOutsideARestCostIsRefused) {
  EXPECT_EQ(load_error("L-022.lua"), "load/L-022.lua:4:1: 'retire' has no field 'same_column' (its fields: count, clan, min_grade, names, self_may_pay)");
}

TEST(HostileScripts, AnOwnRestTriggerFilteredByClanIsRefused) {
  EXPECT_EQ(load_error("L-023.lua"),
            "load/L-023.lua:5:1: a 'stands' or 'rests' trigger filters by 'name', 'clan' or 'grade' only the units of 'whose'");
}

// docs/card-scripts.md, costs: "this unit may be one" is a retire's field only; a cost moves this
// unit one way only (CR 8.5.2.3).
TEST(HostileScripts, SelfMayPayOutsideARetireIsRefused) {
  EXPECT_EQ(load_error("L-027.lua"), "load/L-027.lua:4:1: 'self_may_pay' is a field of 'retire' only (a retire that may take this unit itself, CR 10.1.3)");
}

TEST(HostileScripts, ACostMovingThisUnitTwoWaysIsRefused) {
  EXPECT_EQ(load_error("L-028.lua"),
            "load/L-028.lua:5:1: a cost moves this card one way only: one of 'retire_self', 'put_self_into_soul', 'reveal_to_deck_top', "
            "'self_to_deck_top', 'self_to_deck_bottom'");
}

// docs/card-scripts.md, game:superior_call: a misspelt key of 'to' or of 'how' is the script's
// error, at its line, never ignored.
TEST(HostileScripts, AMisspeltColumnOfASuperiorCallIsAnError) {
  EXPECT_EQ(failure_of("H/019"), "H-019.lua:9: card H/019 ability 1: superior_call: 'to' takes only 'column_of', not 'column'");
}

TEST(HostileScripts, AMisspeltRestedOfASuperiorCallIsAnError) {
  EXPECT_EQ(failure_of("H/020"), "H-020.lua:9: card H/020 ability 1: superior_call: 'how' takes only 'rested', not 'rest'");
}

// Issue 32: what a card hands the engine is bounded (docs/card-scripts.md, "Ranges").
TEST(HostileScripts, ContinuousPowerPastItsBoundIsRefused) {
  EXPECT_EQ(load_error("L-017.lua"),
            "load/L-017.lua:5:1: the continuous abilities of a card give at most 1000000 power in all (these give up to 1500000)");
}

// docs/card-scripts.md, "Declared effects": only the four keys, each of its type and range; the
// table is read raw (L-031's __index would raise "consulted").
TEST(HostileScripts, AMisshapenDeclaredEffectIsRefused) {
  const std::string shape =
      ": a declared 'effect' is { look_at_top = N (1 to 10), up_to = true (or left out), may_take = \"NAME\", into = \"hand\" or "
      "\"superior-ride\" }; any other is a function";
  EXPECT_EQ(load_error("L-030.lua"), "load/L-030.lua:5:1" + shape);
  EXPECT_EQ(load_error("L-031.lua"), "load/L-031.lua:7:1" + shape);
}

// docs/card-scripts.md, "Declared conditions": a table holds only vanguard_clan.
TEST(HostileScripts, AnUnknownDeclaredConditionIsRefused) {
  EXPECT_EQ(load_error("L-018.lua"), "load/L-018.lua:5:1: a declared 'condition' is { vanguard_clan = \"CLAN\" }; any other is a function");
}

// docs/card-scripts.md, "Another unit placed", "Rear-guard to drop filters" and the `per` count of
// continuous abilities: a 'unit_placed' trigger names its circles, 'another' filters only
// 'put_into_drop', a count names a zone it knows.
TEST(HostileScripts, AUnitPlacedTriggerWithoutCirclesIsRefused) {
  EXPECT_EQ(load_error("L-024.lua"), "load/L-024.lua:4:1: a 'unit_placed' trigger names the 'circles' the other card is placed on (CR 10.1.4.1.1)");
}
TEST(HostileScripts, AnotherOnATriggerOtherThanPutIntoDropIsRefused) {
  EXPECT_EQ(load_error("L-026.lua"),
            "load/L-026.lua:5:1: 'another' is a filter of the 'put_into_drop' trigger (a 'unit_placed' trigger is always another card's)");
}
TEST(HostileScripts, ACountOfAnUnknownZoneIsRefused) {
  EXPECT_EQ(load_error("L-025.lua"), "load/L-025.lua:5:1: 'per.zone' is \"rear_guards\", \"units\", \"soul\" or \"drop\"");
}

// Issue 32: a card file is read as every input file is (engine/input_file.h).
TEST(HostileScripts, AControlCharacterInACardFileIsRefused) {
  CardPool pool;
  auto e = load_card_source("x.lua", "return {\n  name = \"\x1b]0;owned\x07\",\n}\n", pool);
  EXPECT_EQ(e ? e->to_string() : "loaded", "x.lua:2:11: the card file holds the character U+001B, which XML 1.0 forbids (a control character)");
}

TEST(HostileScripts, ACardFileOverTheLimitIsRefused) {
  CardPool pool;
  auto e = load_card_source("x.lua", "return {}" + std::string(1u << 20, ' '), pool);
  EXPECT_EQ(e ? e->to_string() : "loaded", "x.lua:1:1: the card file is longer than the limit of 1048576 bytes");
}

TEST(HostileScripts, AnActAbilityWithoutZonesIsRefused) {
  EXPECT_EQ(load_error("L-010.lua"), "load/L-010.lua:5:1: an ACT ability names the 'zones' where it is active (CR 2.11.3)");
}

// docs/card-scripts.md, "Legion and Seek Mate": a Seek Mate is an ACT of (VC) with a list of names,
// and no effect of its own (CR 1.31 10.2.9.2).
TEST(HostileScripts, AMisshapenSeekMateIsRefused) {
  EXPECT_EQ(load_error("L-032.lua"),
            "load/L-032.lua:5:1: a Seek Mate is an ACT ability of the vanguard circle: kind = \"ACT\", zones = { \"VC\" } (CR 1.31 10.2.9.2)");
  EXPECT_EQ(load_error("L-033.lua"),
            "load/L-033.lua:5:1: a Seek Mate has no 'cost', 'effect' or 'condition': the keyword says what it does (CR 1.31 10.2.9.2)");
  EXPECT_EQ(load_error("L-034.lua"), "load/L-034.lua:4:1: 'seek_mate' is a list of one to four card names (CR 1.31 10.2.9.2.1)");
}

// docs/card-scripts.md: an ability's short name, which records may use in place of its number.
TEST(HostileScripts, AnAbilityNameThatCouldReadAsANumberIsRefused) {
  EXPECT_EQ(load_error("L-012.lua"),
            "load/L-012.lua:4:1: an ability's 'name' is 1 to 40 lowercase letters, digits and '-', starting with a letter, not '2nd Ability'");
}

TEST(HostileScripts, TwoAbilitiesOfOneCardWithOneNameAreRefused) {
  EXPECT_EQ(load_error("L-013.lua"), "load/L-013.lua:4:1: abilities 1 and 2 are both named 'draw': a card's ability names differ");
}

// docs/card-scripts.md, "Attacked unit trigger": only a beginning of a battle step can be one.
TEST(HostileScripts, AttackedUnitTriggerOutsideABattleStepIsRefused) {
  EXPECT_EQ(load_error("L-029.lua"),
            "load/L-029.lua:5:1: 'this_attacked' is a filter of a 'beginning' trigger of a battle step (CR 1.31 7.1.2.2)");
}

TEST(HostileScripts, AChoiceNoAnswerCanSatisfyIsAnError) {
  EXPECT_EQ(failure_of("H/014"), "H-014.lua:9: card H/014 ability 1: choose: 'min' must be from 0 to 'max' (got 5 and 1)");
}

// docs/card-scripts.md: a give names how long it lasts (Cannon Gear, BT02/070, once gave its +2000
// with none written, the end of the turn being implied).
TEST(HostileScripts, AGiveThatDoesNotSayHowLongItLastsIsAnError) {
  EXPECT_EQ(failure_of("H/018"),
            "H-018.lua:9: card H/018 ability 1: give: say how long it lasts: until=\"turn\" or until=\"battle\"");
}

TEST(HostileScripts, AnAutoAbilityWithoutZonesTriggeredByAnotherEventIsRefused) {
  EXPECT_EQ(load_error("L-011.lua"),
            "load/L-011.lua:5:1: an AUTO ability not triggered by its own card's move names the 'zones' where it is active (CR 2.11.3)");
}

TEST(HostileScripts, AScriptThatFailsAfterDrawingStopsTheGame) {
  EXPECT_EQ(failure_of("H/015"), "H-015.lua:11: card H/015 ability 1: unknown global 'undefined_name'");
}

TEST(HostileScripts, FinalizersAreRefused) {
  EXPECT_EQ(failure_of("H/002"), "H-002.lua:8: card H/002 ability 1: setmetatable: '__gc' is not allowed in card scripts");
}

TEST(HostileScripts, StringRepIsBounded) {
  EXPECT_EQ(failure_of("H/003"),
            "H-003.lua:8: card H/003 ability 1: string.rep: the result would be longer than 262144 bytes");
}

TEST(HostileScripts, PatternsAreNotAvailable) {
  EXPECT_EQ(failure_of("H/004"),
            "H-004.lua:7: card H/004 ability 1: string.find: patterns are not available to card scripts "
            "(search plain text: string.find(s, text, 1, true))");
}

TEST(HostileScripts, TableMoveIsBounded) {
  EXPECT_EQ(failure_of("H/005"), "H-005.lua:8: card H/005 ability 1: table.move: more than 65536 elements");
}

TEST(HostileScripts, RunningOutOfMemoryIsAnError) {
  EXPECT_EQ(failure_of("H/006"), "H-006.lua:8: card H/006 ability 1: out of memory (the script exceeds the memory cap)");
}

TEST(HostileScripts, AGameObjectKeptFromAnEarlierCallIsDead) {
  EXPECT_EQ(failure_of("H/007"),
            "H-007.lua:9: card H/007 ability 1: this game object belongs to a call that has returned: a script cannot keep it");
}

TEST(HostileScripts, CardCharacteristicsAreReadOnly) {
  EXPECT_EQ(failure_of("H/008"), "H-008.lua:8: card H/008 ability 1: attempt to index a nil value (field '__index')");
}

TEST(HostileScripts, SharedLibrariesAreReadOnly) {
  EXPECT_EQ(failure_of("H/009"), "H-009.lua:8: card H/009 ability 1: the shared libraries are read-only: 'rep' cannot be set");
}

TEST(HostileScripts, ACardCannotChangeWhatAnotherCardSees) {
  // H-010 tries every way to change the libraries or globals while it loads; H-011, loaded
  // after it in the same state, fails to load if anything changed.
  CardPool pool;
  auto e = load_card_directory(kDir, pool);
  EXPECT_EQ(e ? e->to_string() : "loaded", "loaded");
  EXPECT_NE(pool.find("H/011"), kUnknownCard);
}

TEST(HostileScripts, MetamethodsOfACardTableAreNotRun) {
  EXPECT_EQ(load_error("L-001.lua"), "load/L-001.lua:1:1: 'number' must be a string");
}

TEST(HostileScripts, TheMetatableOfGlobalsIsLocked) {
  EXPECT_EQ(load_error("L-002.lua"), "load/L-002.lua:2:1: cannot change a protected metatable");
}

TEST(HostileScripts, RawsetIsNotAvailable) {
  EXPECT_EQ(load_error("L-003.lua"), "load/L-003.lua:2:1: unknown global 'rawset'");
}

// Every method of the game object given bad arguments, in a condition and in an effect: each
// is a Lua error the card catches (card_api.cpp raises only from frames holding no C++ object,
// so nothing leaks under ASan), with a message saying what is wrong.
TEST(HostileScripts, BadArgumentsToEveryMethodAreErrors) {
  // Lua names the method by the wrapper's local `f` and places it on the wrapper's line.
  EXPECT_EQ(failure_of("H/012"),
            "H-012.lua:101: card H/012 ability 1: condition retire: vgjudge:6: a condition can only read the game, not change it | "
            "condition choose: vgjudge:6: a condition can only read the game, not change it | "
            "condition give: vgjudge:6: a condition can only read the game, not change it | "
            "condition draw: vgjudge:6: a condition can only read the game, not change it | "
            "condition look_top: vgjudge:6: a condition can only read the game, not change it | "
            "condition power: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "no game: vgjudge:6: bad argument #1 to 'f' (vgjudge.game expected, got nil) | "
            "card: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "owner: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "units: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "rear_guards: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "vanguards: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "hand: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "soul: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "damage: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "drop: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "face_down_damage: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "power: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "critical: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "choose cards: vgjudge:6: bad argument #3 to 'f' (not a list of cards of this game) | "
            "choose list: vgjudge:6: bad argument #3 to 'f' (table expected, got string) | "
            "choose min: vgjudge:6: bad argument #4 to 'f' (integer expected, got string) | "
            "choose player: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "choose what: vgjudge:6: choose: the conditions are name, name_contains, clan, race and max_grade, not 'grade' | "
            "search number: vgjudge:6: search: unknown card number 'NO/001' | "
            "search type: vgjudge:6: search: give a name, a name_contains, a clan, a race or a max_grade | "
            "search kind: vgjudge:6: bad argument #3 to 'f' (table expected, got number) | "
            "search names: vgjudge:6: search: 'name' lists names (strings) | "
            "search grade: vgjudge:6: search: 'max_grade' is an integer from 0 to 99 | "
            "search word: vgjudge:6: search: 'name_contains' is a word (a string, not empty) | "
            "search key: vgjudge:6: search: the conditions are name, name_contains, clan, race and max_grade, not 'number' | "
            "search max: vgjudge:6: bad argument #4 to 'f' (integer expected, got string) | "
            "give table: vgjudge:6: bad argument #3 to 'f' (table expected, got number) | "
            "give until: vgjudge:6: give: 'until' is \"turn\" or \"battle\" | "
            "give lose: vgjudge:6: give: unknown skill to lose | "
            "give power: vgjudge:6: give: 'power' must be an integer from -1000000 to 1000000 | "
            "give cannot_use: vgjudge:6: give: 'cannot_use' is an ability number or \"all\" | "
            "give unit: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "give lose_ability: vgjudge:6: give: 'lose_ability' is the number of one of the unit's abilities (got 9) | "
            "give does_not_stand: vgjudge:6: give: 'does_not_stand' lasts until the owner's next stand phase: give no 'until' | "
            "rested: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "look_top: vgjudge:6: look_top: 'n' must be from 1 to 50 (got 0) | "
            "to_bottom: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "later: vgjudge:6: later: ability 1 of this card is not marked 'timed' | "
            "later type: vgjudge:6: bad argument #2 to 'f' (integer expected, got string) | "
            "retire: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "stand: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "rest: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "to_hand: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "to_deck: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "superior_ride: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "superior_call: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "superior_call to: vgjudge:6: bad argument #3 to 'f' (invalid option 'nowhere') | "
            "to_drop: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "move_to_vanguard: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "move_to_vanguard hand: vgjudge:6: move_to_vanguard: card 3 is not a unit on the field (a card from another zone rides: game:superior_ride, CR 10.1.5.1) | "
            "reveal: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "turn_face_up: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "draw: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "soul_charge: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "shuffle: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "top_to_drop: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "reveal_top: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "to_bottom_in_order owner: vgjudge:6: to_bottom_in_order: every card must be the player's: a card goes to the bottom of its owner's deck | "
            "to_bottom_in_order twice: vgjudge:6: to_bottom_in_order: a card is listed twice | "
            "forbid_normal_ride: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "look_top option: vgjudge:6: look_top: the only option is up_to, not 'upto' | "
            "look_top up_to: vgjudge:6: look_top: 'up_to' is true or false | "
            "random: vgjudge:6: random: 'n' must be from 1 to 2000 (got 0) | "
            "bind option: vgjudge:6: bind: the only option is face_down, not 'facedown' | "
            "bound: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "lock: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "lock undeclared: vgjudge:6: lock: the ability does not say 'locks = true' (a card that locks or unlocks is a card for "
            "CR 1.31 on) | "
            "unlock undeclared: vgjudge:6: unlock: the ability does not say 'locks = true' (a card that locks or unlocks is a card "
            "for CR 1.31 on) | "
            "locked: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent()) | "
            "delete: vgjudge:6: bad argument #2 to 'f' (not a card of this game) | "
            "delete undeclared: vgjudge:6: delete: the ability does not say 'deletes = true' (a card that deletes is a card for "
            "CR 1.31 on) | "
            "undelete undeclared: vgjudge:6: undelete: the ability does not say 'deletes = true' (a card that deletes is a card "
            "for CR 1.31 on) | "
            "deleted: vgjudge:6: bad argument #2 to 'f' (a player is game:you() or game:opponent())");
}

// A rerun of an effect that asks for another step than the one it logged there is an error of
// the card, not a wrong result (engine/effect.h: the replay of logged steps).
TEST(HostileScripts, AnEffectThatDoesNotRepeatItsStepsIsAnError) {
  EXPECT_EQ(failure_of("H/013"),
            "H-013.lua:11: card H/013 ability 1: the effect did not repeat its steps: run again, it must ask for the same "
            "steps in the same order");
}

// A card V/001 whose ability is active on the vanguard circle; its situation is `situation`.
std::string card_v001(const std::string& situation) {
  return "return { number = \"V/001\", name = \"V\", clan = \"Test\", race = \"Test\",\n"
         "  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = \"none\", skill = \"boost\",\n"
         "  abilities = { { kind = \"AUTO\", zones = { \"VC\" }, text = \"t\", effect = function(game) end,\n"
         "    trigger = { event = \"situation\", situation = function(game) " + situation + " end } } } }\n";
}

// The verifier: a record played with a harmless V/001, verified with a V/001 whose situation
// fails. The failure is the verdict's error (not verified), never a finding against a player.
TEST(HostileScripts, VerifyReportsAScriptFailureAsNotVerified) {
  CardPool harmless, failing;
  ASSERT_FALSE(load_card_source("cards/V-001.lua", card_v001("return false"), harmless));
  ASSERT_FALSE(load_card_source("cards/V-001.lua", card_v001("error('broken')"), failing));
  const Decklist deck{{{0, 50, 0}}};
  Game game(harmless, {deck, deck});
  Dealer dealer(1);
  RandomAgent agent(1);
  Recorder rec;
  for (int n = 0; n < 200 && !game.over(); ++n) {
    const Action a = Dealer::is_chance(game.request().decision) ? dealer.answer(game) : dealer.looked(game, agent.choose(game));
    rec.record(game, a);
    game.submit(a);
  }
  auto r = parse_replay("game.xml", write_replay(rec.replay(game, {deck, deck}), harmless), failing);
  ASSERT_TRUE(std::holds_alternative<Replay>(r));
  const Verdict v = verify(std::get<Replay>(r), failing);
  ASSERT_TRUE(v.script_failure);
  EXPECT_EQ(v.script_failure->to_string(), "cards/V-001.lua:4: card V/001 ability 1: broken");
  for (const Finding& f : v.findings)  // only the decklists' (50 copies of one card), none from the game
    EXPECT_EQ(f.step, 0) << f.to_string();
  EXPECT_FALSE(v.clean());
  EXPECT_EQ(report_lines("game.xml", v).back().substr(0, 32), "game.xml: ERROR (not verified), ");
}

}  // namespace
}  // namespace vg
