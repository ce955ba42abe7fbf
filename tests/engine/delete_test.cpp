// Delete (CR 1.31 10.1.25; its end as its player's end phase begins, 6.8.1.1), with Test Deleter
// (tests/data/cards/T-070.lua: deletes a vanguard, ends a delete, -2000 to the opponent's
// vanguard), Test Proud Knight (T-071.lua: its own CONT +2000 and "cannot be boosted", a printed
// ACT that gives it a granted AUTO, a printed AUTO) and Test Supporter (T-072.lua: +2000 to its
// vanguard, another card's ability). Played under CR 1.31; under CR 1.10 the deleter is refused.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/deck.h"
#include "engine/position.h"
#include "tests/support/driver.h"
#include "tests/support/position_board.h"

namespace vg::test::delete_test {
namespace {

std::string cite(cr::Rule rule) { return cr::cite(rule, Edition::Cr1_31); }

constexpr const char* kDeleter = "T/070";
constexpr const char* kKnight = "T/071";
constexpr const char* kSupporter = "T/072";

// A position of player A's turn 3, main phase, under CR 1.31 (tests/support/position_board.h).
class DeleteBoard : public PositionBoard {
 public:
  DeleteBoard(const std::vector<std::pair<Circle, const char*>>& a, const std::vector<std::pair<Circle, const char*>>& b,
              const std::vector<const char*>& hand_b = {})
      : PositionBoard(turn_three_under_cr_1_31(a, b, hand_b)) {}
  Action act_action(InstanceId c, int n) const { return ability_action(ActionKind::Act, c, n); }
};

// A: Test Proud Knight on (VC), Test Deleter on front-left, Test Supporter on back-center.
// B: Test Proud Knight on (VC), Test Supporter on back-center; a Test Proud Knight in the hand.
DeleteBoard deleting_board() {
  return DeleteBoard({{Circle::Vanguard, kKnight}, {Circle::FrontLeft, kDeleter}, {Circle::BackCenter, kSupporter}},
                     {{Circle::Vanguard, kKnight}, {Circle::BackCenter, kSupporter}}, {kKnight});
}

// A deletes `target` with the Deleter's first ability.
void delete_with_deleter(PositionBoard& b, InstanceId target) {
  ASSERT_EQ(message(b.act(b.unit(Player::A, Circle::FrontLeft), 1)), "accepted");
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(message(b.choose({target})), "accepted");
}

// CR 1.31 10.1.25.1-10.1.25.3, 10.1.25.7-10.1.25.9, 10.1.25.5: A's vanguard has +2000 from the
// Supporter (another card's ability) and gave itself an AUTO; deleted, it stays standing, face down,
// the same unit; its original power is 0 and its own +2000 is gone, the Supporter's +2000 stays
// (the rule's example: 2000); its printed ACT cannot be played, the given AUTO it still has; its
// skill icon and critical stay. A -2000 reduces it; when the delete ends it is face up, its text
// back, and the +2000 and -2000 given meanwhile still apply.
TEST(DeleteTest, ADeletedVanguardHasPowerZeroAndNoTextButKeepsWhatOthersGaveIt) {
  DeleteBoard b = deleting_board();
  ASSERT_EQ(b.state().edition, Edition::Cr1_31);
  const InstanceId knight = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.power(Player::A, Circle::Vanguard), 12000);  // 10000 and its own +2000
  ASSERT_EQ(message(b.act(b.unit(Player::A, Circle::BackCenter), 1)), "accepted");
  ASSERT_EQ(message(b.act(knight, 3)), "accepted");  // it gives itself ability 4
  ASSERT_EQ(b.power(Player::A, Circle::Vanguard), 14000);
  const std::uint32_t was = b.state().card(knight).incarnation;

  delete_with_deleter(b, knight);
  const CardState& cs = b.state().card(knight);
  EXPECT_TRUE(cs.deleted);
  EXPECT_TRUE(cs.face_down);
  EXPECT_FALSE(cs.rested);
  EXPECT_EQ(cs.incarnation, was);  // CR 1.31 10.1.25.2: the same unit
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), knight);  // still a unit
  EXPECT_EQ(b.state().card(knight).card, card(kKnight));  // CR 1.31 10.1.25.6: face down, its face up side still known
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 2000);  // CR 1.31 10.1.25.3's example
  EXPECT_EQ(b.state().critical(knight), 1);
  EXPECT_EQ(b.state().skill(knight), Skill::TwinDrive);
  EXPECT_EQ(b.state().abilities(knight), std::vector<int>{3});  // the given AUTO only (CR 1.31 10.1.25.7)
  EXPECT_FALSE(b.state().cannot_be_boosted(knight));
  EXPECT_EQ(read_step(b.state(), op::Deleted{Player::A}), CardList{knight});  // game:deleted
  EXPECT_TRUE(read_step(b.state(), op::Deleted{Player::B}).empty());
  EXPECT_EQ(message(b.game().check(b.act_action(knight, 3))),
            "cannot play the ability of Test Proud Knight (" + id(knight) + "): it is deleted and has lost its printed text " +
                cite(cr::kDeletedHasNoText));

  ASSERT_EQ(message(b.act(b.unit(Player::A, Circle::FrontLeft), 3)), "accepted");  // -2000 to B's vanguard
  ASSERT_EQ(b.power(Player::B, Circle::Vanguard), 10000);
  // The Deleter ends the delete of A's vanguard: face up, its own +2000 back, the Supporter's
  // +2000 still on it (CR 1.31 10.1.25.9).
  ASSERT_EQ(message(b.act(b.unit(Player::A, Circle::FrontLeft), 2)), "accepted");
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(message(b.choose({knight})), "accepted");
  EXPECT_FALSE(cs.deleted);
  EXPECT_FALSE(cs.face_down);
  EXPECT_EQ(cs.incarnation, was);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 14000);
  EXPECT_EQ(b.state().abilities(knight), (std::vector<int>{0, 1, 2, 3, 4}));
  EXPECT_TRUE(b.state().cannot_be_boosted(knight));
}

// CR 1.31 10.1.25.8, 10.1.25.9: B's vanguard, deleted, gets -2000 (its power below the 0 it has);
// its delete ended by an effect, the reduction still applies to it that turn.
TEST(DeleteTest, APowerReductionAppliesToADeletedUnitAndOutlastsTheDelete) {
  DeleteBoard b = deleting_board();
  const InstanceId knight = b.unit(Player::B, Circle::Vanguard);
  delete_with_deleter(b, knight);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 0);
  ASSERT_EQ(message(b.act(b.unit(Player::A, Circle::FrontLeft), 3)), "accepted");
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), -2000);
  ASSERT_EQ(message(b.act(b.unit(Player::A, Circle::FrontLeft), 2)), "accepted");
  ASSERT_EQ(message(b.choose({knight})), "accepted");
  EXPECT_FALSE(b.state().card(knight).deleted);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 10000);  // 10000, +2000 its own, -2000
}

// CR 1.31 10.1.25.3, 10.1.25.4, 10.1.25.7: A's deleted vanguard attacks: it can be boosted (its
// "cannot be boosted" is gone), the AUTO given to it triggers, and it battles with the power it has:
// 2000 (the Supporter's) + 7000 (the boost) + 5000 (the given AUTO).
TEST(DeleteTest, ADeletedVanguardIsBoostedAndItsGivenAbilityTriggersWhenItAttacks) {
  DeleteBoard b = deleting_board();
  const InstanceId knight = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(message(b.act(knight, 3)), "accepted");
  delete_with_deleter(b, knight);
  // Before the delete the Knight refuses the boost; now the Supporter (no ACT used) boosts it.
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(message(b.attack(Player::A, Circle::Vanguard, Circle::BackCenter)), "accepted");
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.state().standing.size(), 1u);  // its printed "when this unit attacks" does not trigger
  EXPECT_EQ(b.state().standing[0].source, knight);
  EXPECT_EQ(b.state().standing[0].ability, 3);
  ASSERT_EQ(b.play(knight, 4), std::nullopt);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 0 + 7000 + 5000);
  EXPECT_TRUE(b.state().card(knight).rested);
  EXPECT_TRUE(b.state().card(knight).deleted);
}

// CR 1.31 6.8.1.1: a unit A deleted on B's field stays deleted through A's end phase (it is the
// turn player's own deleted units that return), and through B's stand phase (it stands, its
// orientation its own, 10.1.25.4); it attacks in B's turn with the power it has, boosted; as B's
// end phase begins it is face up again (10.1.25.5), its own text back.
TEST(DeleteTest, TheDeleteOfTheOpponentsVanguardEndsAsItsPlayersEndPhaseBegins) {
  DeleteBoard b = deleting_board();
  const InstanceId knight = b.unit(Player::B, Circle::Vanguard);
  delete_with_deleter(b, knight);
  ASSERT_EQ(b.pass(), std::nullopt);  // to the battle phase
  while (b.state().turn_player == Player::A) ASSERT_EQ(b.pass(), std::nullopt);
  EXPECT_TRUE(b.state().card(knight).deleted);
  EXPECT_TRUE(b.state().card(knight).face_down);
  ASSERT_EQ(b.decision(), Decision::Ride);
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_EQ(message(b.act(b.unit(Player::B, Circle::BackCenter), 1)), "accepted");  // +2000
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 2000);
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(message(b.attack(Player::B, Circle::Vanguard, Circle::BackCenter)), "accepted");
  EXPECT_EQ(b.decision(), Decision::Guard);  // its printed "when this unit attacks" does not trigger
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 9000);
  ASSERT_EQ(b.no_guard(), std::nullopt);
  while (b.state().turn_player == Player::B) ASSERT_EQ(b.pass(), std::nullopt);
  EXPECT_FALSE(b.state().card(knight).deleted);
  EXPECT_FALSE(b.state().card(knight).face_down);
  EXPECT_TRUE(b.state().card(knight).rested);  // as it was: leaving the delete does not stand it
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 12000);  // in A's turn: its own +2000 back, the Supporter's over
}

// CR 1.31 10.1.25.11: B rides on its deleted vanguard: the former vanguard goes into the soul face
// up, no longer deleted.
TEST(DeleteTest, RidingOnADeletedVanguardPutsItIntoTheSoulFaceUp) {
  DeleteBoard b = deleting_board();
  const InstanceId knight = b.unit(Player::B, Circle::Vanguard);
  delete_with_deleter(b, knight);
  ASSERT_EQ(b.pass(), std::nullopt);
  while (b.state().turn_player == Player::A) ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::Ride);
  Action ride = Action::make(ActionKind::Ride, Player::B);
  ride.card = b.hand_card(Player::B, kKnight);
  ASSERT_EQ(message(b.submit(ride)), "accepted");
  const CardState& cs = b.state().card(knight);
  EXPECT_EQ(cs.zone, Zone::Soul);
  EXPECT_FALSE(cs.face_down);
  EXPECT_FALSE(cs.deleted);
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), ride.card);
  EXPECT_TRUE(b.state().deleted_units(Player::B).empty());
}

// CR 1.31 10.1.25.10: a deleted Legion Leader stays in its legion, its Mate beside it on the
// vanguard circle, both vanguards. Its original power is 0, and its own "+1000 while in legion"
// is gone with its printed text (10.1.25.3); the Mate keeps its 9000.
TEST(DeleteTest, ADeletedLegionLeaderStaysInItsLegion) {
  Position pos = turn_three_under_cr_1_31({{Circle::Vanguard, kKnight}, {Circle::FrontLeft, kDeleter}}, {{Circle::Vanguard, "T/064"}});
  pos.players[1].units.push_back({.card = card("T/065"), .circle = Circle::Vanguard, .legion_mate = true});
  PositionBoard b(pos);
  const InstanceId leader = b.unit(Player::B, Circle::Vanguard);
  const InstanceId mate = b.state().legion_mate(Player::B);
  ASSERT_NE(mate, kNoInstance);
  ASSERT_EQ(b.power(leader), 11000);  // 10000, and +1000 while in legion
  delete_with_deleter(b, leader);
  EXPECT_TRUE(b.state().card(leader).deleted);
  EXPECT_TRUE(b.state().in_legion(leader));
  EXPECT_EQ(b.state().card(leader).legion_with, mate);
  EXPECT_EQ(b.state().card(mate).legion_with, leader);
  EXPECT_EQ(b.state().legion_mate(Player::B), mate);
  EXPECT_EQ(b.power(leader), 0);
  EXPECT_EQ(b.power(mate), 9000);
}

// A card that deletes uses a rule CR 1.10 does not have: a game under CR 1.10 refuses it, naming
// the card, the rule and the editions (an input error), as a card that locks.
TEST(DeleteTest, ACardThatDeletesIsRefusedUnderCr110) {
  EXPECT_EQ(outside_edition(pool()[card(kDeleter)], Edition::Cr1_10),
            "card T/070 (Test Deleter) deletes units: CR 1.10 has no such rule (CR 1.31 10.1.25.1), so a game under CR 1.10 "
            "cannot use it");
  EXPECT_EQ(outside_edition(pool()[card(kDeleter)], Edition::Cr1_31), std::nullopt);
  EXPECT_EQ(outside_edition(pool()[card(kKnight)], Edition::Cr1_10), std::nullopt);
  EXPECT_EQ(earliest_edition(deck_of({{kDeleter, 1}, {"TD01/001", 49}}), pool()), Edition::Cr1_31);
}

}  // namespace
}  // namespace vg::test::delete_test
