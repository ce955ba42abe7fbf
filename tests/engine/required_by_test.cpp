// required_by: the rule that makes each kind of pending request a requirement (the rule the
// verifier and the ruling-test runner cite for a requirement a record moves past).
#include <gtest/gtest.h>

#include "engine/game.h"
#include "tests/support/driver.h"

namespace vg::test {
namespace {

// A state of four identified cards of player A: the four trigger units of TD01 (critical,
// draw, stand, heal), then Brigitte (a mandatory AUTO) and Bors (an optional AUTO).
GameState board() {
  GameState s;
  s.pool = &pool();
  for (const char* number : {"TD01/013", "TD01/015", "TD01/016", "TD01/014", "TD01/001", "TD01/002"}) {
    CardState c;
    c.card = card(number);
    s.cards.push_back(c);
  }
  s.turn = 3;
  s.phase = Phase::Main;
  return s;
}

Request asking(Decision d, Player p = Player::A) {
  Request r;
  r.decision = d;
  r.player = p;
  return r;
}

// A card taken from the top of the deck to `to` at this phase and battle step.
cr::Rule top_card(Zone to, Phase phase, Step step, int drives = 0) {
  GameState s = board();
  s.phase = phase;
  s.step = step;
  if (phase == Phase::Battle) {
    s.battle = Battle{};
    s.battle->drives = drives;
  }
  Request r = asking(Decision::TopCard);
  r.destination = to;
  return required_by(r, s);
}

// CR 5.2.2-5.2.5 and 10.1.10.1: the setup decisions cite their setup steps.
TEST(RequiredByTest, SetupDecisionsCiteTheirSetupSteps) {
  const GameState s = board();
  EXPECT_EQ(required_by(asking(Decision::FirstVanguard), s), cr::kFirstVanguard);
  EXPECT_EQ(required_by(asking(Decision::FirstPlayer), s), cr::kFirstPlayer);
  EXPECT_EQ(required_by(asking(Decision::Redraw), s), cr::kOpeningHand);
  EXPECT_EQ(required_by(asking(Decision::Shuffle), s), cr::kShuffle);
}

// CR 6.5.1.2, 6.6.1.2, 7.2.1.2, 7.3.1.3-7.3.1.5, 7.4.1.1.2: the turn's decisions cite the
// step that asks for them; CR 1.2.1: nothing is asked once the game is over.
TEST(RequiredByTest, TurnDecisionsCiteTheStepThatAsks) {
  const GameState s = board();
  EXPECT_EQ(required_by(asking(Decision::Ride), s), cr::kRideOncePerTurn);
  EXPECT_EQ(required_by(asking(Decision::Main), s), cr::kMainPlayTiming);
  EXPECT_EQ(required_by(asking(Decision::StartStep), s), cr::kChooseToAttack);
  EXPECT_EQ(required_by(asking(Decision::Attacker), s), cr::kChooseAttacker);
  EXPECT_EQ(required_by(asking(Decision::Target), s), cr::kChooseAttackTarget);
  EXPECT_EQ(required_by(asking(Decision::Booster), s), cr::kBoost);
  EXPECT_EQ(required_by(asking(Decision::Guard, Player::B), s), cr::kCallGuardians);
  EXPECT_EQ(required_by(asking(Decision::GameOver), s), cr::kGameEndsOnLoss);
}

// CR 2.8.1.1.2-2.8.1.1.5: a trigger's choices are required by its icon.
TEST(RequiredByTest, TriggerEffectCitesTheIconOfItsTrigger) {
  const GameState s = board();
  const cr::Rule rules[] = {cr::kCriticalTrigger, cr::kDrawTrigger, cr::kStandTrigger, cr::kHealTrigger};  // critical, draw, stand, heal
  for (InstanceId trigger = 0; trigger < 4; ++trigger) {
    Request r = asking(Decision::TriggerEffect);
    r.card = trigger;
    EXPECT_EQ(required_by(r, s), rules[trigger]) << s.def(trigger).name;
  }
}

// CR 7.5.1.2, 7.5.1.3, 7.6.1.6, 10.1.17.1: a check or soul charge; CR 5.2.5, 6.4.1.2,
// 2.8.1.1.3: a draw of the opening hand, of the draw phase, of a draw trigger.
TEST(RequiredByTest, CardFromTheDeckCitesWhatTakesIt) {
  EXPECT_EQ(top_card(Zone::Trigger, Phase::Battle, Step::Drive, 0), cr::kDriveCheck);
  EXPECT_EQ(top_card(Zone::Trigger, Phase::Battle, Step::Drive, 1), cr::kSecondDrive);
  EXPECT_EQ(top_card(Zone::Trigger, Phase::Battle, Step::Damage), cr::kDamageCheck);
  EXPECT_EQ(top_card(Zone::Soul, Phase::Main, Step::None), cr::kSoulCharge);
  EXPECT_EQ(top_card(Zone::Hand, Phase::Setup, Step::None), cr::kOpeningHand);
  EXPECT_EQ(top_card(Zone::Hand, Phase::Draw, Step::None), cr::kDrawPhaseDraw);
  EXPECT_EQ(top_card(Zone::Hand, Phase::Battle, Step::Damage), cr::kDrawTrigger);
}

// CR 8.6.3.1: a mandatory automatic ability of the player asked must be played; with only
// optional ones (or the opponent's mandatory one) standing by, CR 8.6.3 asks to play one.
TEST(RequiredByTest, PlayAutoCitesMustPlayOnlyForAMandatoryAbilityOfThePlayerAsked) {
  GameState s = board();
  s.standing.push_back({5, 0, 0, Player::A, kNoInstance, {}, {}});  // Bors: optional
  EXPECT_EQ(required_by(asking(Decision::PlayAuto), s), cr::kPlayStandingAuto);
  s.standing.push_back({4, 0, 0, Player::B, kNoInstance, {}, {}});  // Brigitte, for player B
  EXPECT_EQ(required_by(asking(Decision::PlayAuto), s), cr::kPlayStandingAuto);
  EXPECT_EQ(required_by(asking(Decision::PlayAuto, Player::B), s), cr::kMustPlayAuto);
}

// CR 8.5.3: a choice an effect asks for is made as the effect resolves.
TEST(RequiredByTest, ChooseCitesChoosingAsTheEffectResolves) {
  EXPECT_EQ(required_by(asking(Decision::Choose), board()), cr::kChooseWhenResolving);
}

}  // namespace
}  // namespace vg::test
