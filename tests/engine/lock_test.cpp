// Lock and Unlock (CR 1.31 10.1.21, 10.1.23; the end phase's unlock, 6.8.1.1 and 6.8.1.2), with
// Test Locker (tests/data/cards/T-062.lua: locks one of the opponent's rear-guards; unlocks a
// locked card of its player's field) and Test Awakener (T-063.lua: "when this card is unlocked",
// +5000; an optional "placed on (RC)"). Played under CR 1.31; under CR 1.10 both cards are refused.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/deck.h"
#include "engine/position.h"
#include "tests/support/driver.h"
#include "tests/support/position_board.h"

namespace vg::test {
namespace {

std::string cite(cr::Rule rule) { return cr::cite(rule, Edition::Cr1_31); }

// A position of player A's turn 3, main phase, under CR 1.31 (tests/support/position_board.h).
class LockBoard : public PositionBoard {
 public:
  LockBoard(const std::vector<std::pair<Circle, const char*>>& a, const std::vector<std::pair<Circle, const char*>>& b,
            const std::vector<const char*>& hand_b)
      : PositionBoard(turn_three_under_cr_1_31(a, b, hand_b)) {}
};

constexpr const char* kLocker = "T/062";
constexpr const char* kAwakener = "T/063";

// Player A's turn 3, main phase: A has Test Locker on (VC) and back-left; B has Test Locker on
// (VC), Test Awakener on front-left and back-center, and one in the hand.
LockBoard locking_board() {
  return LockBoard({{Circle::Vanguard, kLocker}, {Circle::BackLeft, kLocker}},
                   {{Circle::Vanguard, kLocker}, {Circle::FrontLeft, kAwakener}, {Circle::BackCenter, kAwakener}}, {kAwakener});
}

// A locks B's rear-guard on `c` with the Locker on `from`.
void lock(LockBoard& b, Circle from, Circle c) {
  ASSERT_EQ(message(b.act(b.unit(Player::A, from), 1)), "accepted");
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(message(b.choose({b.unit(Player::B, c)})), "accepted");
}

// CR 1.31 10.1.21.1-10.1.21.4, 4.6.7, 3.8.1: the locked card stays on its circle face down as a
// new card, with no power and no abilities, no orientation, and is no unit; its circle is a lock circle.
TEST(LockTest, ALockedCardIsFaceDownWithoutCharacteristicsOnALockCircle) {
  LockBoard b = locking_board();
  ASSERT_EQ(b.state().edition, Edition::Cr1_31);
  const InstanceId awakener = b.unit(Player::B, Circle::FrontLeft);
  const std::uint32_t was = b.state().card(awakener).incarnation;
  lock(b, Circle::Vanguard, Circle::FrontLeft);
  const CardState& cs = b.state().card(awakener);
  EXPECT_TRUE(cs.locked);
  EXPECT_TRUE(cs.face_down);
  EXPECT_EQ(cs.zone, Zone::Field);
  EXPECT_EQ(cs.circle, Circle::FrontLeft);
  EXPECT_NE(cs.incarnation, was);  // CR 1.31 10.1.21.2: another card
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.state().locked_at(Player::B, Circle::FrontLeft), awakener);
  EXPECT_EQ(b.state().power(awakener), 0);
  EXPECT_TRUE(b.state().abilities(awakener).empty());
  EXPECT_EQ(b.state().units(Player::B).size(), 2u);  // the vanguard and back-center
  EXPECT_EQ(read_step(b.state(), op::Units{Player::B}).size(), 2u);  // game:units, game:rear_guards
  EXPECT_EQ(read_step(b.state(), op::Locked{Player::B}), CardList{awakener});  // game:locked
}

// The locked card is no unit and its circle no rear-guard circle: the opponent cannot attack it,
// its player cannot intercept, attack or boost with it, nor call or move onto its circle; the
// stand phase does not stand it; the locker's end phase does not unlock it, CR 1.31 6.8.1.1: the turn
// player's own locked cards, its player's end phase does, and its "when unlocked" stands by.
TEST(LockTest, ALockCircleRefusesUnitActionsCallsAndMovesUntilItsPlayersEndPhase) {
  LockBoard b = locking_board();
  const InstanceId front = b.unit(Player::B, Circle::FrontLeft), back = b.unit(Player::B, Circle::BackCenter);
  lock(b, Circle::Vanguard, Circle::FrontLeft);
  lock(b, Circle::BackLeft, Circle::BackCenter);
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.submit(Action::make(ActionKind::Attack, Player::A)), std::nullopt);
  Action attacker = Action::make(ActionKind::Attacker, Player::A);
  attacker.circle = Circle::Vanguard;
  ASSERT_EQ(b.submit(attacker), std::nullopt);
  Action target = Action::make(ActionKind::Target, Player::A);
  target.circle = Circle::FrontLeft;
  EXPECT_EQ(message(b.game().check(target)),
            "cannot attack the locked card on front-left: a locked card is not a unit " + cite(cr::kNotAUnit));
  target.circle = Circle::Vanguard;
  ASSERT_EQ(b.submit(target), std::nullopt);
  Action no_boost = Action::make(ActionKind::Boost, Player::A);
  no_boost.none = true;
  ASSERT_EQ(b.submit(no_boost), std::nullopt);
  ASSERT_EQ(b.decision(), Decision::Guard);
  Action intercept = Action::make(ActionKind::Guard, Player::B);
  intercept.circles = {Circle::FrontLeft};
  EXPECT_EQ(message(b.game().check(intercept)),
            "cannot intercept with the locked card on front-left: a locked card is not a unit " + cite(cr::kNotAUnit));
  ASSERT_EQ(b.no_guard(), std::nullopt);
  while (b.state().turn_player == Player::A && !b.state().over) {  // the rest of A's turn: no check is a trigger here
    ASSERT_TRUE(b.decision() == Decision::StartStep || b.decision() == Decision::Choose || b.decision() == Decision::TriggerEffect)
        << to_string(b.decision());
    if (b.decision() == Decision::StartStep) ASSERT_EQ(b.pass(), std::nullopt);
    else ASSERT_EQ(b.trigger(b.unit(Player::A, Circle::Vanguard)), std::nullopt);
  }
  // A's end phase left B's cards locked; B's stand phase did not stand them (no orientation).
  EXPECT_TRUE(b.state().card(front).locked);
  EXPECT_TRUE(b.state().card(back).locked);
  ASSERT_EQ(b.decision(), Decision::Ride);
  ASSERT_EQ(b.pass(), std::nullopt);
  Action call = Action::make(ActionKind::Call, Player::B);
  call.card = b.hand_card(Player::B, kAwakener);
  call.circle = Circle::FrontLeft;
  EXPECT_EQ(message(b.game().check(call)), "cannot call Test Awakener to front-left: the locked card on front-left makes it a lock "
                                           "circle, not a rear-guard circle " + cite(cr::kLockCircle));
  Action move = Action::make(ActionKind::Move, Player::B);
  move.circle = Circle::FrontLeft;
  move.circle2 = Circle::BackLeft;
  EXPECT_EQ(message(b.game().check(move)), "cannot move between front-left and back-left: the locked card on front-left makes it a "
                                           "lock circle, not a rear-guard circle " + cite(cr::kLockCircle));
  ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(b.submit(Action::make(ActionKind::Attack, Player::B)), std::nullopt);
  attacker = Action::make(ActionKind::Attacker, Player::B);
  attacker.circle = Circle::FrontLeft;
  EXPECT_EQ(message(b.game().check(attacker)),
            "cannot attack with the locked card on front-left: a locked card is not a unit " + cite(cr::kNotAUnit));
  attacker.circle = Circle::Vanguard;
  ASSERT_EQ(b.submit(attacker), std::nullopt);
  target = Action::make(ActionKind::Target, Player::B);
  target.circle = Circle::Vanguard;
  ASSERT_EQ(b.submit(target), std::nullopt);
  Action boost = Action::make(ActionKind::Boost, Player::B);
  boost.circle = Circle::BackCenter;
  EXPECT_EQ(message(b.game().check(boost)),
            "cannot boost with the locked card on back-center: a locked card is not a unit " + cite(cr::kNotAUnit));
  // B ends the turn without attacking: at its end phase both cards unlock (CR 1.31 6.8.1.1) and
  // both "when unlocked" abilities stand by, CR 1.31 6.8.1.2; no "placed" one does, CR 1.31 10.1.23.4.
  b = locking_board();
  lock(b, Circle::Vanguard, Circle::FrontLeft);
  lock(b, Circle::BackLeft, Circle::BackCenter);
  for (Player p : {Player::A, Player::B}) {
    while (b.decision() != Decision::PlayAuto && b.state().turn_player == p && !b.state().over) ASSERT_EQ(b.pass(), std::nullopt);
    if (p == Player::A) {
      EXPECT_TRUE(b.state().card(front).locked);
    }
  }
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().phase, Phase::End);
  ASSERT_EQ(b.state().standing.size(), 2u);
  for (const Standing& s : b.state().standing) EXPECT_EQ(s.ability, 0);
  for (InstanceId c : {front, back}) {
    const CardState& cs = b.state().card(c);
    EXPECT_FALSE(cs.locked);
    EXPECT_FALSE(cs.face_down);
    EXPECT_FALSE(cs.rested);  // CR 1.31 10.1.23.3
  }
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), front);
  ASSERT_EQ(b.play(front, 1), std::nullopt);
  EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), 13000);
}

// CR 1.31 10.1.23.1, 10.1.23.2: an effect unlocks a locked card of its player's field: a new
// card again (the +5000 given before the lock is gone), standing, "when unlocked" stands by.
TEST(LockTest, AnEffectUnlocksALockedCardAsANewCard) {
  LockBoard b = locking_board();
  const InstanceId front = b.unit(Player::B, Circle::FrontLeft);
  const std::uint32_t before = b.state().card(front).incarnation;
  lock(b, Circle::Vanguard, Circle::FrontLeft);
  while (b.state().turn_player == Player::A) ASSERT_EQ(b.pass(), std::nullopt);
  while (b.decision() != Decision::Main) ASSERT_EQ(b.pass(), std::nullopt);
  ASSERT_EQ(message(b.act(b.unit(Player::B, Circle::Vanguard), 2)), "accepted");
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(message(b.choose({front})), "accepted");
  EXPECT_FALSE(b.state().card(front).locked);
  EXPECT_EQ(b.state().card(front).incarnation, before + 2);
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), front);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // "when unlocked", not "placed"
  ASSERT_EQ(b.state().standing.size(), 1u);
  EXPECT_EQ(b.state().standing[0].ability, 0);
  ASSERT_EQ(b.play(front, 1), std::nullopt);
  EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), 13000);
}

// A card that locks, or triggers when unlocked, uses rules CR 1.10 does not have: a game under
// CR 1.10 refuses it, naming the card, the rule and the editions (an input error).
TEST(LockTest, ACardThatLocksIsRefusedUnderCr110) {
  EXPECT_EQ(outside_edition(pool()[card(kLocker)], Edition::Cr1_10),
            "card T/062 (Test Locker) locks or unlocks cards: CR 1.10 has no such rule (CR 1.31 10.1.21.1), so a game under "
            "CR 1.10 cannot use it");
  EXPECT_EQ(outside_edition(pool()[card(kAwakener)], Edition::Cr1_10),
            "card T/063 (Test Awakener) has an ability that triggers when it is unlocked: CR 1.10 has no such rule (CR 1.31 "
            "10.1.23.1), so a game under CR 1.10 cannot use it");
  EXPECT_EQ(outside_edition(pool()[card(kLocker)], Edition::Cr1_31), std::nullopt);
  EXPECT_EQ(earliest_edition(deck_of({{kLocker, 1}, {"TD01/001", 49}}), pool()), Edition::Cr1_31);
}

}  // namespace
}  // namespace vg::test
