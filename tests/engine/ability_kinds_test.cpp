// CR 8.6.5 timed triggers (and 8.6.7, played after their card moved), 8.6.6 situation triggers,
// 8.8 final information and 11.2 "cannot be used", with test cards (tests/data/cards T/008-T/013).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "replays/replay.h"
#include "tests/support/driver.h"
#include "tests/support/expect.h"
#include "tests/support/verdict.h"
#include "verifier/verifier.h"

namespace vg::test {
namespace {

// Player A's deck tops: the `opening` cards, then breakers (T/004, no ability below four damage).
Script script_with(std::vector<std::string> opening) {
  Script s;
  s.abilities = true;
  s.vanguard_a = s.vanguard_b = "T/001";
  s.tops_a = std::move(opening);
  while (s.tops_a.size() < 12) s.tops_a.push_back("T/004");
  s.tops_b.assign(12, "T/004");
  return s;
}

Decklist breakers() { return deck_of({{"T/001", 1}, {"T/004", 16}}); }

// ---------------------------------------------------------------------------------------------
// CR 8.6.5: the sprinter's attack sets up a timed trigger for the close step of that battle.

class TimedTriggerTest : public ::testing::Test {
 protected:
  TimedTriggerTest() : d(script_with({"T/008"}), {deck_of({{"T/001", 1}, {"T/008", 4}, {"T/004", 16}}), breakers()}) {}

  // Turn 1: A calls the sprinter to front-left; turn 3: it attacks B's vanguard, plays its
  // AUTO ability and B does not guard; the attack hits and B checks one damage.
  void SetUp() override {
    ASSERT_ACCEPTED(d, d.pass());
    ASSERT_ACCEPTED(d, d.call("T/008", Circle::FrontLeft));
    sprinter = d.unit(Player::A, Circle::FrontLeft);
    d.end_turn();
    d.end_turn();
    ASSERT_ACCEPTED(d, d.pass());  // ride
    ASSERT_ACCEPTED(d, d.pass());  // main
    ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
    ASSERT_EQ(d.decision(), Decision::PlayAuto);
    ASSERT_ACCEPTED(d, d.play(sprinter, 1));
  }

  Driver d;
  InstanceId sprinter = kNoInstance;
};

TEST_F(TimedTriggerTest, SetUpByTheEffectItTriggersAtTheBeginningOfTheCloseStep) {
  EXPECT_EQ(d.power_at(Player::A, Circle::FrontLeft), 10000);
  ASSERT_EQ(d.state().timed.size(), 1u);
  EXPECT_THAT(standing_by(d), IsEmpty());  // not before its moment
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.state().step, Step::Close);
  ASSERT_EQ(d.state().standing.size(), 1u);
  EXPECT_EQ(d.state().standing[0].ability, 1);
  EXPECT_THAT(timed_by(d), IsEmpty());
  EXPECT_EQ(message(d.decline(sprinter, 2)),
            "the automatic ability of Test Sprinter (#" + std::to_string(sprinter) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_ACCEPTED(d, d.play(sprinter, 2));
  EXPECT_EQ(d.state().card(sprinter).zone, Zone::Deck);
  EXPECT_EQ(d.decision(), Decision::StartStep);
}

// CR 8.6.5.1: it triggers once; the close step of the next battle finds nothing standing by.
TEST_F(TimedTriggerTest, TriggersOnlyOnce) {
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_ACCEPTED(d, d.play(sprinter, 2));
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.state().card(sprinter).zone, Zone::Deck);
}

// CR 8.6.7: the drifter set up its end-phase ability, then left the field (the avenger retired
// it). The ability still triggers and must be played, but "this unit" is gone: the drifter
// stays in the drop zone.
TEST(TimedTriggerAfterMoveTest, PlayedAfterItsCardMovedDoesNothingToIt) {
  Driver d(script_with({"T/013", "T/011"}), {deck_of({{"T/001", 1}, {"T/013", 4}, {"T/011", 4}, {"T/004", 16}}), breakers()});
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/013", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("T/011", Circle::FrontRight));
  const InstanceId drifter = d.unit(Player::A, Circle::FrontLeft);
  ASSERT_ACCEPTED(d, d.act(drifter, 1));
  ASSERT_ACCEPTED(d, d.act(d.unit(Player::A, Circle::FrontRight), 1));
  ASSERT_ACCEPTED(d, d.choose({drifter}));
  ASSERT_EQ(d.state().card(drifter).zone, Zone::Drop);
  ASSERT_ACCEPTED(d, d.pass());  // main
  ASSERT_ACCEPTED(d, d.pass());  // start step
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.state().phase, Phase::End);
  EXPECT_EQ(message(d.decline(drifter, 2)),
            "the automatic ability of Test Drifter (#" + std::to_string(drifter) + ") is mandatory: it must be played [CR 8.6.3.1]");
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  ASSERT_ACCEPTED(d, d.play(drifter, 2));
  d.game().set_trace(nullptr);
  EXPECT_EQ(d.state().card(drifter).zone, Zone::Drop);
  auto moved = std::find_if(trace.begin(), trace.end(), [](const TraceLine& t) { return t.rule == cr::kAutoAfterMove; });
  ASSERT_NE(moved, trace.end());
  EXPECT_EQ(moved->text, "Test Drifter (#" + std::to_string(drifter) + ") has moved since: the effect does nothing to it");
  EXPECT_EQ(d.state().turn, 2);  // the turn ended
}

// A card file may only set up an ability it marks as timed.
TEST(TimedAbilityTest, IsNotAnAbilityTheCardHas) {
  const CardDef& sprinter = pool()[card("T/008")];
  ASSERT_EQ(sprinter.abilities.size(), 2u);
  EXPECT_THAT(sprinter.abilities[1], ::testing::Field("timed", &AbilityDef::timed, true));
  Driver d(script_with({"T/008"}), {deck_of({{"T/001", 1}, {"T/008", 4}, {"T/004", 16}}), breakers()});
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/008", Circle::FrontLeft));
  EXPECT_EQ(d.state().abilities(d.unit(Player::A, Circle::FrontLeft)), std::vector<int>{0});
}

// ---------------------------------------------------------------------------------------------
// CR 8.6.6: the scholar draws while its master holds three or fewer cards.

class SituationTriggerTest : public ::testing::Test {
 protected:
  SituationTriggerTest()
      : d(script_with({"T/009", "T/012"}), {deck_of({{"T/001", 1}, {"T/009", 4}, {"T/012", 4}, {"T/004", 16}}), breakers()}) {}

  // Turn 1: A holds six cards, calls the scholar and the hoarder and keeps four breakers.
  void SetUp() override {
    ASSERT_ACCEPTED(d, d.pass());
    ASSERT_ACCEPTED(d, d.call("T/009", Circle::BackLeft));
    ASSERT_ACCEPTED(d, d.call("T/012", Circle::FrontLeft));
    scholar = d.unit(Player::A, Circle::BackLeft);
    hoarder = d.unit(Player::A, Circle::FrontLeft);
    ASSERT_EQ(d.state().player(Player::A).hand.size(), 4u);
  }

  Driver d;
  InstanceId scholar = kNoInstance, hoarder = kNoInstance;
};

TEST_F(SituationTriggerTest, FourCardsInHandTriggerNothing) {
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(standing_by(d), IsEmpty());
}

// The hoarder's cost leaves two cards: the situation arises once, though two discards meet it;
// after the draw three cards are still three or fewer, so it triggers again (CR 8.6.6.1); after
// the second draw it does not.
TEST_F(SituationTriggerTest, TriggersOnceAndAgainWhileTheSituationHolds) {
  const auto& hand = d.state().player(Player::A).hand;
  ASSERT_ACCEPTED(d, d.act(hoarder, 1, {hand[0], hand[1]}));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_EQ(d.state().standing.size(), 1u);
  EXPECT_EQ(d.state().standing[0].source, scholar);
  ASSERT_ACCEPTED(d, d.play(scholar, 1));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 3u);
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_EQ(d.state().standing.size(), 1u);
  ASSERT_ACCEPTED(d, d.play(scholar, 1));
  EXPECT_EQ(d.state().player(Player::A).hand.size(), 4u);
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_THAT(standing_by(d), IsEmpty());
}

// ---------------------------------------------------------------------------------------------
// CR 11.2: the warden makes a rear-guard's abilities unusable until end of turn.

class CannotBeUsedTest : public ::testing::Test {
 protected:
  CannotBeUsedTest() : d(warden_script(), {deck_of({{"T/001", 1}, {"T/010", 4}, {"T/007", 4}, {"T/004", 16}}),
                                           deck_of({{"T/001", 1}, {"T/003", 4}, {"T/004", 16}})}) {}

  static Script warden_script() {
    Script s = script_with({"T/010", "T/004", "T/007"});
    s.tops_b[0] = "T/003";
    return s;
  }

  // Turn 1: A calls the warden (back-left), a breaker (front-left) and a martyr (back-right);
  // turn 2: B calls a sentry (front-right); turn 3: A calls a breaker over its breaker, whose
  // retirement triggers A's warden and B's sentry.
  void SetUp() override {
    ASSERT_ACCEPTED(d, d.pass());
    ASSERT_ACCEPTED(d, d.call("T/010", Circle::BackLeft));
    ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));
    ASSERT_ACCEPTED(d, d.call("T/007", Circle::BackRight));
    d.end_turn();
    ASSERT_ACCEPTED(d, d.pass());
    ASSERT_ACCEPTED(d, d.call("T/003", Circle::FrontRight));
    d.end_turn();
    ASSERT_ACCEPTED(d, d.pass());
    warden = d.unit(Player::A, Circle::BackLeft);
    martyr = d.unit(Player::A, Circle::BackRight);
    sentry = d.unit(Player::B, Circle::FrontRight);
    ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));
    ASSERT_EQ(d.state().standing.size(), 2u);
  }

  Driver d;
  InstanceId warden = kNoInstance, martyr = kNoInstance, sentry = kNoInstance;
};

// CR 11.2.1.3: B's sentry stood by; once its abilities cannot be used it no longer does.
TEST_F(CannotBeUsedTest, StandingByAbilityIsCancelled) {
  ASSERT_ACCEPTED(d, d.play(warden, 1));
  ASSERT_EQ(d.decision(), Decision::Choose);
  ASSERT_ACCEPTED(d, d.choose({sentry}));
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(d.state().power(sentry), 5000);
}

// CR 11.2.1.2: while it cannot be used, the sentry's ability does not trigger.
TEST_F(CannotBeUsedTest, AutomaticAbilityDoesNotTrigger) {
  ASSERT_ACCEPTED(d, d.play(warden, 1));
  ASSERT_ACCEPTED(d, d.choose({sentry}));
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));
  ASSERT_EQ(d.state().standing.size(), 1u);
  EXPECT_EQ(d.state().standing[0].source, warden);
}

// CR 11.2.1.1: an activated ability that cannot be used cannot be played.
TEST_F(CannotBeUsedTest, ActivatedAbilityCannotBePlayed) {
  ASSERT_ACCEPTED(d, d.play(warden, 1));
  ASSERT_ACCEPTED(d, d.choose({martyr}));
  ASSERT_ACCEPTED(d, d.play(sentry, 1));
  ASSERT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(message(d.act(martyr, 1)),
            "cannot play the ability of Test Martyr (#" + std::to_string(martyr) + "): an effect says it cannot be used [CR 11.2.1.1]");
}

// ---------------------------------------------------------------------------------------------
// CR 8.8: the avenger retires a rear-guard and gets its power as it was on the field.

TEST(FinalInformationTest, RetiredUnitsPowerIsItsPowerOnTheField) {
  Driver d(script_with({"T/002", "T/004", "T/011"}),
           {deck_of({{"T/001", 1}, {"T/002", 4}, {"T/011", 4}, {"T/004", 16}}), breakers()});
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/002", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("T/011", Circle::FrontRight));
  d.end_turn();
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId mourner = d.unit(Player::A, Circle::BackLeft);
  const InstanceId avenger = d.unit(Player::A, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.call("T/004", Circle::FrontLeft));  // the old breaker retires: the mourner gets +1000
  ASSERT_ACCEPTED(d, d.play(mourner, 1));
  ASSERT_EQ(d.state().power(mourner), 6000);
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  ASSERT_ACCEPTED(d, d.act(avenger, 1));
  ASSERT_ACCEPTED(d, d.choose({mourner}));
  EXPECT_EQ(d.state().card(mourner).zone, Zone::Drop);
  EXPECT_EQ(d.state().power(avenger), 11000);
  auto final_info = std::find_if(trace.begin(), trace.end(), [](const TraceLine& t) { return t.rule == cr::kFinalInformation; });
  ASSERT_NE(final_info, trace.end());
  EXPECT_EQ(final_info->text, "Test Mourner (#" + std::to_string(mourner) + ") has moved: the effect uses its information from where it was");
  d.game().set_trace(nullptr);
}

}  // namespace
}  // namespace vg::test


namespace vg::test {
namespace {

// The record of the sprinter's game, through the timed ability played at the close step and
// the end of A's turn 3.
std::string sprinter_record() {
  Script s = script_with({"T/008"});
  s.record = true;
  Driver d(s, {deck_of({{"T/001", 1}, {"T/008", 4}, {"T/004", 16}}), breakers()});
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.call("T/008", Circle::FrontLeft));
  const InstanceId sprinter = d.unit(Player::A, Circle::FrontLeft);
  d.end_turn();
  d.end_turn();
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.play(sprinter, 1));
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_ACCEPTED(d, d.play(sprinter, 2));
  d.end_turn();
  return write_replay(d.replay(), pool());
}

// The findings of a record, as text, but those of deck construction (a deck of test cards is
// too small), with the verification finished.
std::vector<std::string> play_findings(const std::string& xml) {
  auto r = parse_replay("sprinter.xml", xml, pool());
  if (!std::holds_alternative<Replay>(r)) return {std::get<InputError>(r).to_string()};
  const Verdict v = verify(std::get<Replay>(r), pool());
  EXPECT_THAT(v, Finished());
  std::vector<std::string> out;
  for (const Finding& f : v.findings)
    if (!cr::number(f.rule, f.edition).starts_with("5.1.")) out.push_back(f.to_string());  // not the test decks' construction
  return out;
}

TEST(TimedTriggerRecordTest, RecordWithTheTimedAbilityHasNoFinding) {
  EXPECT_EQ(play_findings(sprinter_record()), std::vector<std::string>{});
}

// CR 8.6.3.1: the timed ability stood by at the close step; a record that goes on without it
// (and without the shuffle it asks for) has missed it.
TEST(TimedTriggerRecordTest, TimedAbilityLeftOutIsMissed) {
  std::istringstream in(sprinter_record());
  std::string xml, line;
  bool drop_shuffle = false;
  while (std::getline(in, line)) {
    if (line.find("<ability ") != std::string::npos && line.find("ability=\"2\"") != std::string::npos) {
      drop_shuffle = true;
      continue;
    }
    if (drop_shuffle && line.find("<shuffle ") != std::string::npos) {
      drop_shuffle = false;
      continue;
    }
    xml += line + "\n";
  }
  EXPECT_EQ(play_findings(xml),
            std::vector<std::string>{
                "step 34, turn 3, battle/close, player A: MISSED the mandatory automatic ability 2 of Test Sprinter (At the beginning "
                "of the close step: put this unit into your deck, and shuffle your deck.) stood by from turn 3, battle/close and was "
                "not played before <pass> [CR 8.6.3.1]"});
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

// ---------------------------------------------------------------------------------------------
// CR 8.4.1.2-8.4.1.3: at a check timing the turn player's standing-by automatic abilities are
// played first. Both vanguards are Test Twin Herald (T/015), whose ability stands by at the
// beginning of every main phase: in A's first main phase both stand by.

Script twin_heralds() {
  Script s;
  s.abilities = true;
  s.record = true;
  s.vanguard_a = s.vanguard_b = "T/015";
  s.tops_a.assign(12, "T/004");
  s.tops_b.assign(12, "T/004");
  return s;
}

Action play_auto(Player p, InstanceId card) {
  Action a = Action::make(ActionKind::PlayAuto, p);
  a.card = card;
  a.ability = 0;
  return a;
}

TEST(CheckTimingOrderTest, NonTurnPlayersAbilityFirstIsRefusedUnderTurnPlayerFirst) {
  Driver d(twin_heralds(), {deck_of({{"T/015", 1}, {"T/004", 16}}), deck_of({{"T/015", 1}, {"T/004", 16}})});
  ASSERT_ACCEPTED(d, d.pass());  // no ride; the main phase begins
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_EQ(d.request().player, Player::A);
  EXPECT_EQ(message(d.game().check(play_auto(Player::B, d.unit(Player::B, Circle::Vanguard)))),
            "player B plays the automatic ability of Test Twin Herald where the rules call for player A's standing-by automatic "
            "abilities: the turn player's standing-by automatic abilities are played first [CR 8.4.1.2]");
}

// A record that writes B's ability (and its soul charge) before A's: one ILLEGAL citing 8.4.1.2,
// no MISSED, no main-phase rule; B's ability is played as written and A's verifies after it.
TEST(CheckTimingOrderTest, RecordWithNonTurnPlayersAbilityFirstGivesOneFinding) {
  Driver d(twin_heralds(), {deck_of({{"T/015", 1}, {"T/004", 16}}), deck_of({{"T/015", 1}, {"T/004", 16}})});
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::A, Circle::Vanguard), 1));
  ASSERT_EQ(d.request().player, Player::B);
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::B, Circle::Vanguard), 1));
  d.end_turn();
  Replay r = d.replay();
  // The two abilities, each followed by its soul charge: B's pair is moved before A's.
  auto first = std::find_if(r.events.begin(), r.events.end(), [](const Event& e) { return e.kind == EventKind::Ability; });
  ASSERT_NE(first, r.events.end());
  ASSERT_EQ(first[2].kind, EventKind::Ability);
  std::rotate(first, first + 2, first + 4);
  ASSERT_EQ(first->player, Player::B);
  EXPECT_EQ(play_findings(write_replay(r, pool())),
            std::vector<std::string>{"step 20, turn 1, main, player B: ILLEGAL player B plays the automatic ability of Test Twin "
                                     "Herald where the rules call for player A's standing-by automatic abilities: the turn "
                                     "player's standing-by automatic abilities are played first [CR 8.4.1.2]"});
}

}  // namespace
}  // namespace vg::test
