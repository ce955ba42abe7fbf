// Ruling tests of TD02/010 Demonic Dragon Madonna, Joka: AUTO (RC), during your main phase, when an
// opponent's rear-guard is put into the drop zone, +3000 power until end of turn (mandatory).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 010 005 005 004 | t2 draw 009 | damage checks of turn 3: 006 006 011 | t4 draw 009
// | damage check of turn 5: 011 | t6 draw 007 | 013.
Script joka_script() {
  return kagero({"TD02/007", "TD02/010", "TD02/005", "TD02/005", "TD02/004", "TD02/009", "TD02/006", "TD02/006",
                 "TD02/011", "TD02/009", "TD02/011", "TD02/007", "TD02/013"});
}

// Berserk Dragon called to `circle`, paid, retires A's rear-guard `target`.
void berserk_retires(Driver& d, Circle circle, InstanceId target) {
  ASSERT_ACCEPTED(d, d.call("TD02/005", circle));
  ASSERT_ACCEPTED(d, d.play(d.unit(Player::B, circle), 1, d.face_up_damage(Player::B, 2)));
  ASSERT_ACCEPTED(d, d.choose({target}));
}

// CR 8.6.2.1, 8.6.3.1, 6.8.1.2: two of A's rear-guards retired in one main phase: Joka's ability
// stands by twice, cannot be declined, and gives +3000 each time, until end of turn.
TEST(Td02JokaTest, TriggersOncePerRetiredRearGuard) {
  Driver d(joka_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());  // A's turn 5: no ride
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard));  // 10000 against 10000
  ASSERT_ACCEPTED(d, d.no_guard());
  d.end_turn();
  ASSERT_EQ(d.state().player(Player::B).damage.size(), 4u);
  ASSERT_ACCEPTED(d, d.pass());  // B's turn 6: no ride
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::BackLeft));
  const InstanceId joka = d.unit(Player::B, Circle::BackLeft);
  berserk_retires(d, Circle::FrontRight, d.unit(Player::A, Circle::FrontLeft));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(d.decline(joka, 1)),
            "the automatic ability of Demonic Dragon Madonna, Joka (" + id(joka) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_ACCEPTED(d, d.play(joka, 1));
  EXPECT_EQ(d.state().power(joka), 9000);
  berserk_retires(d, Circle::FrontLeft, d.unit(Player::A, Circle::FrontRight));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(joka, 1));
  EXPECT_EQ(d.state().power(joka), 12000);
  EXPECT_EQ(d.state().player(Player::A).drop.size(), 2u);
  EXPECT_EQ(d.decision(), Decision::Main);
  d.end_turn();
  EXPECT_EQ(d.state().power(joka), 6000);
}

// CR 9.3.3: B calls a second Berserk Dragon onto its first: the older one goes to B's own drop
// zone; that is not an opponent's rear-guard, and only the new Berserk Dragon's ability stands by.
TEST(Td02JokaTest, OwnRearGuardToDropDoesNotTrigger) {
  Driver d(joka_script());
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::BackLeft));
  const InstanceId joka = d.unit(Player::B, Circle::BackLeft);
  ASSERT_ACCEPTED(d, d.call("TD02/005", Circle::FrontRight));
  const InstanceId first = d.unit(Player::B, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.decline(first, 1));
  ASSERT_ACCEPTED(d, d.call("TD02/005", Circle::FrontRight));
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{first});
  ASSERT_EQ(d.state().standing.size(), 1u);
  EXPECT_EQ(d.state().standing.front().source, d.unit(Player::B, Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.decline(d.unit(Player::B, Circle::FrontRight), 1));
  EXPECT_EQ(d.decision(), Decision::Main);
  EXPECT_EQ(d.state().power(joka), 6000);
}

}  // namespace
}  // namespace vg::test
