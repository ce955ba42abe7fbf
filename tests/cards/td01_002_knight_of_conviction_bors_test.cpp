// TD01/002 Knight of Conviction, Bors: [AUTO](VC/RC) [Counter Blast 1] when it attacks, it may
// pay; +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// A: hand 008 004 002 001 011 | t1 draw 013 | damage checks 004 007 008 | t3 draw 007 |
// t5 draw 010 | t5 drive checks 004 007. A rides Gallatin on turn 3, and `g3` on turn 5.
// Stops at the main phase of turn 5.
Driver bors_game(const std::string& g3) {
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/002", "TD01/001", "TD01/011", "TD01/013",
                         "TD01/004", "TD01/007", "TD01/008", "TD01/007", "TD01/010", "TD01/004",
                         "TD01/007"}));
  turns_one_and_two(d, "TD01/008");
  EXPECT_ACCEPTED(d, d.ride("TD01/004"));
  to_turn_five(d);
  EXPECT_ACCEPTED(d, d.ride(g3));
  EXPECT_EQ(d.decision(), Decision::Main);
  return d;
}

// CR 7.3.1.6, 10.1.15.1, 7.7.1.2: attacking from the vanguard circle, Bors pays one face-up
// damage card and gets +3000 until the battle ends.
TEST(Td01BorsTest, CounterBlastOneGivesThreeThousandForTheBattle) {
  Driver d = bors_game("TD01/002");
  const InstanceId bors = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  const std::vector<InstanceId> paid = d.face_up_damage(Player::A, 1);
  ASSERT_ACCEPTED(d, d.play(bors, 1, paid));
  EXPECT_THAT(look(d, paid[0]), FaceDown());
  EXPECT_EQ(d.face_up_damage(Player::A, 6).size(), 2u);
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(bors), 13000);
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().power(bors), 10000);
}

// CR 8.6.3.1 ("you may"): declined, nothing is paid and the power stays 10000.
TEST(Td01BorsTest, MayBeDeclined) {
  Driver d = bors_game("TD01/002");
  const InstanceId bors = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.decline(bors, 1));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(bors), 10000);
  EXPECT_EQ(d.face_up_damage(Player::A, 6).size(), 3u);
}

// CR 8.5.2.3, 10.1.15.1: the counter blast is exactly one card; two are refused.
TEST(Td01BorsTest, CounterBlastIsExactlyOne) {
  Driver d = bors_game("TD01/002");
  const InstanceId bors = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(message(d.play(bors, 1, d.face_up_damage(Player::A, 2))),
            "the counter blast needs 1 face-up damage card, not 2: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(d.face_up_damage(Player::A, 6).size(), 3u);
}

// CR 2.11.3, 7.3.1.6: the ability is active on a rear-guard circle too.
TEST(Td01BorsTest, RearGuardBorsAlsoPaysForThreeThousand) {
  Driver d = bors_game("TD01/001");
  const InstanceId bors = d.hand_card(Player::A, "TD01/002");
  ASSERT_ACCEPTED(d, d.call("TD01/002", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(bors, 1, d.face_up_damage(Player::A, 1)));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(bors), 13000);
}

}  // namespace
}  // namespace vg::test
