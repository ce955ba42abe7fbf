// A whole scripted game, TD01 (player A, first) against TD02 (player B), from setup to a win by
// six damage (CR 1.2.2.1, 9.2.2). Every deck top is stacked, so every decision is scripted.
#include <gtest/gtest.h>

#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

Script full_game_script() {
  Script s;
  s.first = Player::A;
  // A: hand 5 | t1 draw | t2 damage | t3 draw | t3 drive | t4 damage x2 | t5 draw | t5 drives x2
  //    | t6 damage x3.
  s.tops_a = {"TD01/008", "TD01/007", "TD01/001", "TD01/009", "TD01/010", "TD01/011", "TD01/002",
              "TD01/003", "TD01/004", "TD01/005", "TD01/006", "TD01/007", "TD01/013", "TD01/008",
              "TD01/009", "TD01/010", "TD01/011"};
  // B: hand 5 | t2 draw | t2 drive | t3 damage | t4 draw | t4 drive | t5 damage x2 | t6 draw
  //    | t6 drives x2.
  s.tops_b = {"TD02/007", "TD02/004", "TD02/001", "TD02/005", "TD02/008", "TD02/006", "TD02/009",
              "TD02/002", "TD02/010", "TD02/011", "TD02/003", "TD02/007", "TD02/008", "TD02/006",
              "TD02/004"};
  return s;
}

TEST(FullGameTest, TrialDecksPlayToSixDamage) {
  Driver d(full_game_script());
  const Player A = Player::A, B = Player::B;
  // Turn 1 (A): ride Marron; no attack on the first turn (CR 7.2.1.3).
  EXPECT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  // Turn 2 (B): ride Bahr 8000 and attack A's Marron 8000: a tie hits (CR 7.6.1.2).
  ASSERT_EQ(d.state().turn, 2);
  EXPECT_ACCEPTED(d, d.ride("TD02/007"));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(A).damage.size(), 1u);
  d.end_turn();
  // Turn 3 (A): ride Randolf and hit B's Bahr.
  EXPECT_ACCEPTED(d, d.ride("TD01/007"));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(B).damage.size(), 1u);
  d.end_turn();
  // Turn 4 (B): Nehalem, Berserk Dragon boosted by Gojo, then the vanguard.
  EXPECT_ACCEPTED(d, d.ride("TD02/004"));
  EXPECT_ACCEPTED(d, d.call("TD02/005", Circle::FrontLeft));
  EXPECT_ACCEPTED(d, d.call("TD02/008", Circle::BackLeft));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_EQ(d.power_at(B, Circle::FrontLeft), 16000);
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(A).damage.size(), 3u);
  d.end_turn();
  // Turn 5 (A): Brigitte (twin drive) checks a critical trigger: two damage.
  EXPECT_ACCEPTED(d, d.ride("TD01/001"));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  const InstanceId brigitte = d.unit(A, Circle::Vanguard);
  EXPECT_ACCEPTED(d, d.trigger(brigitte, brigitte));
  EXPECT_EQ(d.state().power(brigitte), 15000);
  EXPECT_EQ(d.state().critical(brigitte), 2);
  EXPECT_EQ(d.state().player(B).damage.size(), 3u);
  d.end_turn();
  // Turn 6 (B): Dragonic Overlord and two boosted rear-guards deal the last three damage.
  EXPECT_ACCEPTED(d, d.ride("TD02/001"));
  EXPECT_ACCEPTED(d, d.call("TD02/006", Circle::FrontRight));
  EXPECT_ACCEPTED(d, d.call("TD02/009", Circle::BackRight));
  EXPECT_ACCEPTED(d, d.pass());
  EXPECT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  EXPECT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(A).damage.size(), 5u);
  EXPECT_THAT(d, Not(IsOver()));
  EXPECT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_ACCEPTED(d, d.no_guard());
  // CR 9.2.2, 1.2.1: six damage loses by rule action and the game ends at once.
  EXPECT_THAT(d, IsOver());
  EXPECT_EQ(d.state().winner, std::optional<Player>(B));
  EXPECT_THAT(d, HasLost(A));
  EXPECT_EQ(d.state().player(A).damage.size(), 6u);
  EXPECT_EQ(d.state().player(B).damage.size(), 3u);
  EXPECT_EQ(d.state().turn, 6);
  EXPECT_EQ(d.decision(), Decision::GameOver);
  EXPECT_EQ(d.numbers(d.state().player(A).damage),
            (std::vector<std::string>{"TD01/002", "TD01/005", "TD01/006", "TD01/009", "TD01/010", "TD01/011"}));
  EXPECT_EQ(d.hand_numbers(B), (std::vector<std::string>{"TD02/010", "TD02/011", "TD02/008", "TD02/006", "TD02/004"}));
}

}  // namespace
}  // namespace vg::test
