// Checks shared by the cards whose effects change the rules for a time (CR 1.3.1).
#pragma once

#include <string>

#include "tests/cards/ability_checks.h"

namespace vg::test {

// "[AUTO] [Counter Blast 2] when placed on (VC) or (RC), you may pay: choose one of the
// opponent's rear-guards; it cannot stand in the opponent's next stand phase" (CR 1.3.1,
// 6.3.1.2): the chosen rested rear-guard stays rested through player B's next stand phase while
// another rested one stands, and stands in the stand phase after that. `ability` is its number.
inline void check_keeps_rested(const std::string& number, int ability = 1) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, "BT01/033"}}, {}, {number}, {}, fillers(2)},  // a grade 3 vanguard: any of them may be called
          {{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}, {Circle::FrontRight, kFiller}},
           {Circle::FrontLeft, Circle::FrontRight}});
  const InstanceId kept = b.unit(Player::B, Circle::FrontLeft), other = b.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(b.call(number, Circle::BackLeft));
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, ability, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, (std::vector<InstanceId>{kept, other}));
  ASSERT_FALSE(b.choose({kept}));
  ASSERT_FALSE(b.pass());  // A's main phase
  ASSERT_FALSE(b.pass());  // A's battle phase: player B's turn
  ASSERT_EQ(b.state().turn_player, Player::B);
  EXPECT_TRUE(b.state().card(kept).rested);
  EXPECT_FALSE(b.state().card(other).rested);
  ASSERT_FALSE(b.pass());  // B's ride phase
  ASSERT_FALSE(b.pass());  // B's main phase
  ASSERT_FALSE(b.pass());  // B's battle phase: player A's turn
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());  // player B's turn again
  ASSERT_EQ(b.state().turn_player, Player::B);
  EXPECT_FALSE(b.state().card(kept).rested);
}

}  // namespace vg::test
