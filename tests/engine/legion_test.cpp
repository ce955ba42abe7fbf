// Legion and Seek Mate (CR 1.31 10.1.24, 10.2.9; riding over a legion, 10.1.5.1.2, 10.1.24.10; the
// overloaded vanguard circle, 9.3.5), with Test Legion Leader (tests/data/cards/T-064.lua: Seek Mate
// "Test Legion Mate" or "Test Mate Seeker"; +2000 when it legions; +1000 while in legion), Test
// Legion Mate (T-065.lua: +3000 during the turn it legioned), Test Mate Seeker (T-066.lua) and Test
// Mate Breaker (T-067.lua: placed on (GC), it puts the opponent's Legion Mate into the soul).
// Played under CR 1.31; under CR 1.10 the Leader is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/deck.h"
#include "engine/position.h"
#include "tests/support/driver.h"
#include "tests/support/position_board.h"

namespace vg::test {
namespace {

std::string cite_131(cr::Rule rule) { return cr::cite(rule, Edition::Cr1_31); }

constexpr const char* kLeader = "T/064";
constexpr const char* kMate = "T/065";
constexpr const char* kSeeker = "T/066";
constexpr const char* kBooster = "T/062";      // grade 1, 7000, boost
constexpr const char* kFiller = "BT01/040";    // grade 2, 10000, no trigger
constexpr const char* kStilVampir = "BT03/001";
constexpr const char* kBreaker = "T/067";      // placed on (GC): the opponent's Legion Mate into the soul

// Player A's turn 3, main phase, under CR 1.31: A has Test Legion Leader on (VC) and a booster on
// back-center, Test Legion Leader and Test Mate Seeker in the hand, the Mate second from the top of
// ten cards, and four cards in the drop zone. B has `b_vanguard` on (VC), eight cards in the soul
// and `b_damage` face-up damage.
Position legion_position(const char* b_vanguard, int b_damage, const char* in_deck) {
  Position pos;
  pos.edition = Edition::Cr1_31;
  pos.turn = 3;
  PlayerPosition& a = pos.players[0];
  a.units = {{card(kLeader), Circle::Vanguard, false}, {card(kBooster), Circle::BackCenter, false}};
  a.hand = {{card(kLeader)}, {card(kSeeker)}};
  for (int k = 0; k < 10; ++k) a.deck.push_back({card(k == 1 ? in_deck : kFiller)});
  for (int k = 0; k < 4; ++k) a.drop.push_back({card(kFiller)});
  PlayerPosition& b = pos.players[1];
  b.units = {{card(b_vanguard), Circle::Vanguard, false}};
  for (int k = 0; k < 10; ++k) b.deck.push_back({card(kFiller)});
  for (int k = 0; k < 8; ++k) b.soul.push_back({card(kFiller)});
  b.hand = {{card(kBreaker)}};
  for (int k = 0; k < b_damage; ++k) b.damage.push_back({card(kFiller)});
  return pos;
}

class LegionBoard : public PositionBoard {
 public:
  explicit LegionBoard(const char* b_vanguard = kStilVampir, int b_damage = 0, const char* in_deck = kMate)
      : PositionBoard(legion_position(b_vanguard, b_damage, in_deck)) {}
  InstanceId first(const std::vector<InstanceId>& cards, const char* number) const {
    for (InstanceId c : cards)
      if (state().card(c).card == card(number)) return c;
    return kNoInstance;
  }
};

// A plays the Seek Mate of its vanguard: yes, the four drop zone cards, the Mate; then the
// "when this unit legions" ability. Returns the Mate.
InstanceId seek_mate(LegionBoard& b) {
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard);
  InstanceId mate = b.first(b.state().player(Player::A).deck, kMate);
  if (mate == kNoInstance) mate = b.first(b.state().player(Player::A).deck, kSeeker);
  EXPECT_EQ(message(b.ability(ActionKind::Act, leader, 1)), "accepted");
  EXPECT_EQ(b.decision(), Decision::Choose);  // "may": the ability's own card
  EXPECT_EQ(b.game().request().options, CardList{leader});
  EXPECT_EQ(message(b.choose({leader})), "accepted");
  const CardList drop = b.state().player(Player::A).drop;
  EXPECT_EQ(b.game().request().options, drop);
  EXPECT_EQ(b.game().request().min, 4);
  EXPECT_EQ(message(b.choose(drop)), "accepted");
  EXPECT_EQ(b.game().request().options, CardList{mate});  // the search: the one card of the two names in the deck
  EXPECT_EQ(message(b.choose({mate})), "accepted");
  EXPECT_EQ(b.decision(), Decision::PlayAuto);  // "when this unit legions"
  EXPECT_EQ(message(b.ability(ActionKind::PlayAuto, leader, 2)), "accepted");
  return mate;
}

// CR 1.31 10.2.9, 10.2.9.1, 10.2.9.1.1, 10.2.9.2, 10.1.24.1-10.1.24.4, 10.1.24.13-10.1.24.15: the Seek
// Mate returns four drop zone cards to the deck, finds the Mate and legions: the Mate stands beside the
// Leader on (VC), both vanguards (10.1.24.3), the circle naming the Leader; "when it legions"
// (10.1.24.13), "if it is in legion" (10.1.24.14) and "during the turn it legioned" (10.1.24.15) apply;
// no ride (10.1.5.1.3). CR 1.31 10.1.24.5, 10.1.24.6, 10.1.24.11, 10.1.24.16: the legion attacks as one
// from the vanguard circle (the Mate never alone), both rest, its power the sum of Leader, Mate and
// booster (7.3.1.7); the damage is the Leader's critical (7.6.1.5), one check.
TEST(LegionTest, SeekMateLegionsAndTheLegionAttacksAsOne) {
  LegionBoard b;
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard), booster = b.unit(Player::A, Circle::BackCenter);
  const InstanceId mate = seek_mate(b);
  const CardState& m = b.state().card(mate);
  EXPECT_EQ(m.zone, Zone::Field);
  EXPECT_EQ(m.circle, Circle::Vanguard);
  EXPECT_TRUE(m.legion_mate);
  EXPECT_EQ(m.legion_with, leader);
  EXPECT_EQ(b.state().card(leader).legion_with, mate);
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), leader);
  EXPECT_EQ(b.state().legion_mate(Player::A), mate);
  EXPECT_TRUE(b.state().player(Player::A).drop.empty());
  EXPECT_EQ(b.state().player(Player::A).deck.size(), 13u);  // 10 + 4 - the Mate
  EXPECT_EQ(read_step(b.state(), op::Units{Player::A}).size(), 3u);  // two vanguards and the booster
  // CR 1.31 10.1.24.13: +2000 when it legioned; CR 1.31 10.1.24.14: +1000 while in legion.
  EXPECT_EQ(b.power(leader), 13000);
  EXPECT_EQ(b.power(mate), 12000);    // 9000, +3000 in the turn it legioned
  EXPECT_FALSE(b.state().rode_this_turn);  // CR 1.31 10.1.5.1.3: no ride
  // CR 1.31 10.2.9.2: the Seek Mate cannot be used for the rest of the game.
  Action again = b.make(ActionKind::Act);
  again.card = leader;
  again.ability = 0;
  EXPECT_EQ(message(b.game().check(again)),
            "cannot play the Seek Mate of Test Legion Leader (#0) again: it cannot be used for the rest of the game " + cite_131(cr::kSeekMate));
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.submit(b.make(ActionKind::Attack)), std::nullopt);
  ASSERT_EQ(b.at(ActionKind::Attacker, Circle::Vanguard), std::nullopt);
  EXPECT_TRUE(b.state().card(leader).rested);
  EXPECT_TRUE(b.state().card(mate).rested);
  EXPECT_EQ(b.state().battle->attacker_mate, mate);
  ASSERT_EQ(b.at(ActionKind::Target, Circle::Vanguard), std::nullopt);
  ASSERT_EQ(b.at(ActionKind::Boost, Circle::BackCenter), std::nullopt);
  EXPECT_EQ(b.power(leader), 13000 + 12000 + 7000);
  EXPECT_EQ(b.power(booster), 7000);
  ASSERT_EQ(b.decision(), Decision::Guard);
  ASSERT_EQ(b.submit(b.make(ActionKind::Guard)), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::StartStep);  // two drive checks of no trigger, one damage
  EXPECT_EQ(b.state().player(Player::B).damage.size(), 1u);
  EXPECT_EQ(b.state().player(Player::A).hand.size(), 4u);  // two drive checks (the Leader's twin drive)
}

// CR 1.31 10.1.24.10: over a legion, a normal ride is of the Leader's grade or one higher: a grade 2
// is refused; CR 1.31 10.1.5.1.2: the grade 3 ride puts the Leader and the Mate into the soul, and
// CR 1.31 10.1.24.2: neither is in a legion any more.
// CR 1.31 10.1.24.11: both stand together in the stand phase; 10.1.24.15: the Mate's +3000 was for
// the turn it legioned only.
TEST(LegionTest, ARideOverALegionPutsBothIntoTheSoul) {
  LegionBoard b;
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard);
  const InstanceId mate = seek_mate(b);
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.attack(Player::A, Circle::Vanguard, std::nullopt), std::nullopt);
  ASSERT_EQ(b.submit(b.make(ActionKind::Guard)), std::nullopt);
  while (b.state().turn < 5 && !b.state().over) {
    if (b.decision() == Decision::PlayAuto) ASSERT_EQ(b.ability(ActionKind::PlayAuto, b.state().standing[0].source, b.state().standing[0].ability + 1), std::nullopt);
    else ASSERT_EQ(b.pass(), std::nullopt);
  }
  ASSERT_EQ(b.decision(), Decision::Ride);
  EXPECT_FALSE(b.state().card(leader).rested);
  EXPECT_FALSE(b.state().card(mate).rested);
  EXPECT_EQ(b.power(mate), 9000);
  EXPECT_EQ(b.power(leader), 11000);  // +1000 in legion; +2000 was for turn 3
  Action ride = b.make(ActionKind::Ride);
  ride.card = b.first(b.state().player(Player::A).hand, kSeeker);
  EXPECT_EQ(message(b.game().check(ride)),
            "cannot normal ride grade 2 over a legion whose Legion Leader Test Legion Leader (#0) is grade 3: a ride over a legion must be "
            "the Leader's grade or one higher " + cite_131(cr::kLegionRideGrade));
  ride.card = b.first(b.state().player(Player::A).hand, kLeader);
  ASSERT_EQ(b.submit(ride), std::nullopt);
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), ride.card);
  EXPECT_EQ(b.state().legion_mate(Player::A), kNoInstance);
  EXPECT_EQ(b.state().card(leader).zone, Zone::Soul);
  EXPECT_EQ(b.state().card(mate).zone, Zone::Soul);
  EXPECT_FALSE(b.state().in_legion(leader));
  EXPECT_FALSE(b.state().in_legion(mate));
}

// CR 1.31 9.3.5: Stil Vampir moves A's rear-guard onto A's vanguard circle, which holds a legion:
// the unit placed last stays, the Leader and the Mate go to the soul, no longer in legion (10.1.24.2).
TEST(LegionTest, AUnitMovedOntoALegionLeavesItAloneOnTheVanguardCircle) {
  LegionBoard b(kStilVampir, 5);
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard), booster = b.unit(Player::A, Circle::BackCenter);
  const InstanceId mate = seek_mate(b);
  while (b.state().turn_player == Player::A) ASSERT_EQ(b.pass(), std::nullopt);
  while (b.decision() != Decision::Main) {
    if (b.decision() == Decision::PlayAuto) ASSERT_EQ(b.ability(ActionKind::PlayAuto, b.state().standing[0].source, b.state().standing[0].ability + 1), std::nullopt);
    else ASSERT_EQ(b.pass(), std::nullopt);
  }
  std::vector<InstanceId> cost(b.state().player(Player::B).damage.begin(), b.state().player(Player::B).damage.end());
  const auto& soul = b.state().player(Player::B).soul;
  cost.insert(cost.end(), soul.end() - 8, soul.end());
  ASSERT_EQ(message(b.ability(ActionKind::Act, b.unit(Player::B, Circle::Vanguard), 2, cost)), "accepted");
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(message(b.choose({booster})), "accepted");
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), booster);
  EXPECT_EQ(b.state().card(leader).zone, Zone::Soul);
  EXPECT_EQ(b.state().card(mate).zone, Zone::Soul);
  EXPECT_FALSE(b.state().in_legion(leader));
  EXPECT_FALSE(b.state().card(mate).legion_mate);
  EXPECT_EQ(b.state().legion_mate(Player::A), kNoInstance);
}

// CR 1.31 10.1.24.7: B's guardian puts the attacking Legion Mate into the soul: the legion is over
// (10.1.24.2), the attack has the Leader's and the booster's power only, 19000 against 15000, and
// hits; but the attacking Mate can no longer deal damage, so the Leader deals none.
TEST(LegionTest, WhenTheAttackingMateCannotDealDamageTheLeaderDealsNone) {
  LegionBoard b;
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard);
  const InstanceId mate = seek_mate(b);
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.attack(Player::A, Circle::Vanguard, Circle::BackCenter), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::Guard);
  Action guard = b.make(ActionKind::Guard);
  const InstanceId breaker = b.first(b.state().player(Player::B).hand, kBreaker);
  guard.cards = {breaker};
  ASSERT_EQ(b.submit(guard), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.ability(ActionKind::PlayAuto, breaker, 1), std::nullopt);
  EXPECT_EQ(b.state().card(mate).zone, Zone::Soul);
  EXPECT_FALSE(b.state().in_legion(leader));
  EXPECT_EQ(b.power(leader), 10000 + 2000 + 7000);  // +1000 in legion and the Mate's power are gone
  ASSERT_EQ(b.decision(), Decision::Guard);
  ASSERT_EQ(b.submit(b.make(ActionKind::Guard)), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_TRUE(b.state().last_battle->hit);
  EXPECT_EQ(b.state().player(Player::B).damage.size(), 0u);
}

// CR 1.31 10.2.9.2, 8.1.1.1.2: with the opponent's vanguard below grade 3 the Seek Mate does
// nothing as it resolves, and still cannot be used again (8.1.1.1.2.1).
TEST(LegionTest, SeekMateDoesNothingAgainstAVanguardBelowGradeThree) {
  LegionBoard b(kFiller);
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(message(b.ability(ActionKind::Act, leader, 1)), "accepted");
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.state().legion_mate(Player::A), kNoInstance);
  EXPECT_EQ(b.state().player(Player::A).drop.size(), 4u);
  Action again = b.make(ActionKind::Act);
  again.card = leader;
  again.ability = 0;
  EXPECT_EQ(message(b.game().check(again)),
            "cannot play the Seek Mate of Test Legion Leader (#0) again: it cannot be used for the rest of the game " + cite_131(cr::kSeekMate));
}

// CR 1.31 10.2.9.2.1: a Seek Mate of "A" or "B" finds a card of either name: Test Mate Seeker.
TEST(LegionTest, SeekMateFindsACardOfEitherName) {
  LegionBoard b(kStilVampir, 0, kSeeker);
  const InstanceId seeker = seek_mate(b);
  EXPECT_EQ(b.state().card(seeker).card, card(kSeeker));
  EXPECT_EQ(b.state().legion_mate(Player::A), seeker);
  EXPECT_EQ(b.power(seeker), 8000);
}

// CR 1.31 7.3.1.4, 7.3.1.4.7, 10.1.24.9, 10.1.24.8: B attacks A's vanguard circle: the unit attacked is
// the Legion Leader (never the Mate), with the Leader's power alone (11000 against Stil Vampir's
// 12000: a hit), and the legion gets one damage check for the one damage.
TEST(LegionTest, AnAttackedLegionHasItsLeadersPowerAndOneDamageCheckPerDamage) {
  LegionBoard b;
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard);
  const InstanceId mate = seek_mate(b);
  while (b.state().turn_player == Player::A) ASSERT_EQ(b.pass(), std::nullopt);
  while (b.decision() != Decision::Main) {
    if (b.decision() == Decision::PlayAuto) ASSERT_EQ(b.ability(ActionKind::PlayAuto, b.state().standing[0].source, b.state().standing[0].ability + 1), std::nullopt);
    else ASSERT_EQ(b.pass(), std::nullopt);
  }
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.submit(b.make(ActionKind::Attack)), std::nullopt);
  ASSERT_EQ(b.at(ActionKind::Attacker, Circle::Vanguard), std::nullopt);
  ASSERT_EQ(b.at(ActionKind::Target, Circle::Vanguard), std::nullopt);
  EXPECT_EQ(b.state().battle->attacked, leader);
  EXPECT_EQ(b.power(leader), 11000);  // 10000 and +1000 in legion; the Mate's 9000 is not added
  EXPECT_EQ(b.power(mate), 9000);
  Action none = b.make(ActionKind::Boost);
  none.none = true;
  ASSERT_EQ(b.submit(none), std::nullopt);
  ASSERT_EQ(b.submit(b.make(ActionKind::Guard)), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.state().player(Player::A).damage.size(), 1u);
}

// CR 1.31 10.1.24.12: an effect that keeps the Legion Mate from standing keeps its Leader rested too
// (and the other way round); a unit out of a legion is not kept by another's effect.
TEST(LegionTest, WhatKeepsOneUnitOfALegionRestedKeepsBoth) {
  LegionBoard b;
  const InstanceId leader = b.unit(Player::A, Circle::Vanguard), booster = b.unit(Player::A, Circle::BackCenter);
  const InstanceId mate = seek_mate(b);
  GameState s = b.state();
  Modifier kept;
  kept.unit = mate;
  kept.incarnation = s.card(mate).incarnation;
  kept.change = change::DoesNotStand{};
  s.modifiers.push_back(kept);
  EXPECT_TRUE(s.does_not_stand(leader));
  EXPECT_TRUE(s.does_not_stand(mate));
  EXPECT_FALSE(s.does_not_stand(booster));
}

// A position may start with a legion (engine/position.h, docs/ruling-tests.md: legion-mate="true"):
// the Mate beside the vanguard, turned as it is, both in legion since an earlier turn; refused under
// CR 1.10, off the vanguard circle, without a vanguard, or twice.
TEST(LegionTest, APositionStartsWithALegionUnderCr131Only) {
  auto position = [](Edition e, std::vector<PositionCard> units) {
    Position pos;
    pos.edition = e;
    pos.turn = 3;
    pos.players[0].units = std::move(units);
    pos.players[1].units = {{card(kFiller), Circle::Vanguard, false}};
    for (auto& pp : pos.players)
      for (int k = 0; k < 5; ++k) pp.deck.push_back({card(kFiller)});
    return pos;
  };
  auto mate_on = [](Circle c) {
    PositionCard m{card(kMate), c, false};
    m.legion_mate = true;
    return m;
  };
  const PositionCard leader{card(kLeader), Circle::Vanguard, true};
  std::optional<Game> g;
  Position pos = position(Edition::Cr1_31, {mate_on(Circle::Vanguard), leader});
  ASSERT_EQ(position_game(pool(), pos, g), std::nullopt);
  const GameState& s = g->state();
  EXPECT_EQ(s.unit_at(Player::A, Circle::Vanguard), pos.players[0].units[1].instance);
  EXPECT_EQ(s.legion_mate(Player::A), pos.players[0].units[0].instance);
  EXPECT_TRUE(s.card(s.legion_mate(Player::A)).rested);  // CR 1.31 10.1.24.1: as its Leader
  EXPECT_EQ(read_step(s, op::LegionState{s.legion_mate(Player::A)}), kInLegion | kEverInLegion);
  pos = position(Edition::Cr1_10, {leader, mate_on(Circle::Vanguard)});
  EXPECT_EQ(position_game(pool(), pos, g), "a Legion Mate of player A: CR 1.10 has no legion (CR 1.31 10.1.24.1)");
  pos = position(Edition::Cr1_31, {leader, mate_on(Circle::FrontLeft)});
  EXPECT_EQ(position_game(pool(), pos, g), "a Legion Mate is on the vanguard circle, not on front-left of player A");
  pos = position(Edition::Cr1_31, {mate_on(Circle::Vanguard)});
  EXPECT_EQ(position_game(pool(), pos, g), "a Legion Mate of player A needs a vanguard to legion with");
  pos = position(Edition::Cr1_31, {leader, mate_on(Circle::Vanguard), mate_on(Circle::Vanguard)});
  EXPECT_EQ(position_game(pool(), pos, g), "two Legion Mates of player A");
}

// A card with Seek Mate uses a rule CR 1.10 does not have: a game under CR 1.10 refuses it.
TEST(LegionTest, ACardWithSeekMateIsRefusedUnderCr110) {
  EXPECT_EQ(outside_edition(pool()[card(kLeader)], Edition::Cr1_10),
            "card T/064 (Test Legion Leader) has Seek Mate: CR 1.10 has no such rule (CR 1.31 10.2.9.2), so a game under CR 1.10 "
            "cannot use it");
  EXPECT_EQ(outside_edition(pool()[card(kLeader)], Edition::Cr1_31), std::nullopt);
  EXPECT_EQ(outside_edition(pool()[card(kSeeker)], Edition::Cr1_10), std::nullopt);
}

}  // namespace
}  // namespace vg::test
