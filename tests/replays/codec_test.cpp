// The codec between the record's events and the engine's answers (replays/codec.h): what each
// event stands for, and which requests an event may answer.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "replays/codec.h"

namespace vg {
namespace {

// Binds "A1", "A2", ... to instances 1, 2, ... and records the role each card was asked for in.
class StubBinder : public CardBinder {
 public:
  std::optional<InstanceId> card(const Event&, const CardRef& ref, CardRole role) override {
    if (ref.id == "missing") return std::nullopt;
    roles.push_back(role);
    return static_cast<InstanceId>(std::stoi(ref.id.substr(1)));
  }
  std::optional<InstanceId> unit(const Event&, const std::string& token) override {
    return token == "vanguard" ? InstanceId{40} : static_cast<InstanceId>(std::stoi(token.substr(1)));
  }
  std::vector<CardRole> roles;
};

Event event(EventKind k) {
  Event e;
  e.kind = k;
  e.player = Player::B;
  return e;
}

std::vector<std::string> kinds(const Actions& actions) {
  std::vector<std::string> out;
  for (const Action& a : actions) out.emplace_back(to_string(a.kind));
  return out;
}

std::vector<std::string> kinds(std::initializer_list<ActionKind> list) {
  std::vector<std::string> out;
  for (ActionKind k : list) out.emplace_back(to_string(k));
  return out;
}

TEST(CodecTest, AnAttackIsTheStartTheAttackerTheTargetAndTheBoost) {  // CR 7.2.1.2, 7.3.1.3-7.3.1.5
  Event e = event(EventKind::Attack);
  e.circle = Circle::Vanguard;
  e.circle2 = Circle::FrontLeft;
  StubBinder b;
  std::optional<Actions> actions = Actions{};
  ASSERT_TRUE(to_actions(e, b, *actions));
  EXPECT_EQ(kinds(*actions), kinds({ActionKind::Attack, ActionKind::Attacker, ActionKind::Target, ActionKind::Boost}));
  EXPECT_EQ((*actions)[1].circle, Circle::Vanguard);
  EXPECT_EQ((*actions)[2].circle, Circle::FrontLeft);
  EXPECT_EQ((*actions)[3].none, true);
  EXPECT_EQ((*actions)[3].player, Player::B);
}

TEST(CodecTest, AnAbilityNamesItsCardItsNumberAndItsCostWithTheirIdentities) {
  Event e = event(EventKind::Act);
  e.card = CardRef("B7", 3);
  e.ability = 2;
  e.cost = {CardRef("B9", 4), CardRef("B10", kUnknownCard)};
  StubBinder b;
  std::optional<Actions> actions = Actions{};
  ASSERT_TRUE(to_actions(e, b, *actions));
  ASSERT_EQ(actions->size(), 1u);
  const Action& a = actions->front();
  EXPECT_EQ(a.kind, ActionKind::Act);
  EXPECT_EQ(a.card, 7);
  EXPECT_EQ(a.ability, 1);  // 1-based in the record, 0-based in the engine
  EXPECT_EQ(std::vector<InstanceId>(a.cost.begin(), a.cost.end()), (std::vector<InstanceId>{9, 10}));
  EXPECT_EQ((std::vector<std::pair<InstanceId, CardId>>(a.reveals.begin(), a.reveals.end())),
            (std::vector<std::pair<InstanceId, CardId>>{{7, 3}, {9, 4}}));
  EXPECT_EQ(b.roles, (std::vector<CardRole>{CardRole::Source, CardRole::Cost, CardRole::Cost}));
}

TEST(CodecTest, ADeclineIsAnAbilityNotPlayed) {
  Event e = event(EventKind::Decline);
  e.card = CardRef("B7", kUnknownCard);
  e.ability = 1;
  StubBinder b;
  std::optional<Actions> actions = Actions{};
  ASSERT_TRUE(to_actions(e, b, *actions));
  EXPECT_EQ(actions->front().kind, ActionKind::PlayAuto);
  EXPECT_EQ(actions->front().none, true);
}

TEST(CodecTest, ACardTheBinderCannotFindGivesNoAnswers) {
  Event e = event(EventKind::Guard);
  e.cards = {CardRef("B3", kUnknownCard), CardRef("missing", kUnknownCard)};
  StubBinder b;
  Actions actions;
  EXPECT_EQ(to_actions(e, b, actions), false);
}

TEST(CodecTest, TriggerChoicesAreUnitsByCircleOrId) {  // CR 2.8.1.1
  Event e = event(EventKind::Trigger);
  e.power = "vanguard";
  e.effect = "B12";
  e.effect_name = "heal";
  StubBinder b;
  std::optional<Actions> actions = Actions{};
  ASSERT_TRUE(to_actions(e, b, *actions));
  EXPECT_EQ(actions->front().power_to, 40);
  EXPECT_EQ(actions->front().effect_to, 12);
}

TEST(CodecTest, ACardFromTheTopOfTheDeckFitsOnlyTheCheckTheRecordNames) {
  Request r;
  r.decision = Decision::TopCard;
  r.destination = Zone::Trigger;
  EXPECT_EQ(event_fits(event(EventKind::DriveCheck), r, Step::Drive), true);
  EXPECT_EQ(event_fits(event(EventKind::DamageCheck), r, Step::Drive), false);
  EXPECT_EQ(event_fits(event(EventKind::DamageCheck), r, Step::Damage), true);
  EXPECT_EQ(event_fits(event(EventKind::Draw), r, Step::Damage), false);
  r.destination = Zone::Hand;
  EXPECT_EQ(event_fits(event(EventKind::Draw), r, Step::None), true);
  r.destination = Zone::Soul;
  EXPECT_EQ(event_fits(event(EventKind::SoulCharge), r, Step::None), true);
  EXPECT_EQ(event_fits(event(EventKind::TopToDrop), r, Step::None), false);
  r.destination = Zone::Drop;
  EXPECT_EQ(event_fits(event(EventKind::TopToDrop), r, Step::None), true);
  EXPECT_EQ(event_fits(event(EventKind::SoulCharge), r, Step::None), false);
  r.destination = Zone::Deck;
  EXPECT_EQ(event_fits(event(EventKind::RevealTop), r, Step::None), true);
  EXPECT_EQ(event_fits(event(EventKind::TopToDrop), r, Step::None), false);
}

TEST(CodecTest, APassFitsOnlyThePhaseItNames) {  // CR 6.5.1.2, 6.6.1.2, 7.2.1.2
  Event pass = event(EventKind::Pass);
  Request r;
  r.decision = Decision::Main;
  pass.phase = Phase::Main;
  EXPECT_EQ(event_fits(pass, r, Step::None), true);
  pass.phase = Phase::Ride;
  EXPECT_EQ(event_fits(pass, r, Step::None), false);
  r.decision = Decision::StartStep;
  pass.phase = Phase::Battle;
  EXPECT_EQ(event_fits(pass, r, Step::Start), true);
}

}  // namespace
}  // namespace vg
