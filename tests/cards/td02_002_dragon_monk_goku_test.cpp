// Ruling tests of TD02/002 Dragon Monk, Goku: AUTO (VC), when its drive check reveals a grade 3
// <<Kagero>>, retire an opponent's grade 1 or less rear-guard (mandatory).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 004 006 011 009 | t2 draw 010 | t4 draw 005 | t6 draw 002 | drive checks
// `drive1` 005 | 007 009.
Script goku_script(const std::string& drive1) {
  return kagero({"TD02/007", "TD02/004", "TD02/006", "TD02/011", "TD02/009", "TD02/010", "TD02/005", "TD02/002",
                 drive1, "TD02/005", "TD02/007", "TD02/009"});
}

// CR 7.5.1.2.3, 8.6.3.1, 8.5.3: the drive check reveals Yaksha (grade 3 <<Kagero>>): the ability
// must be played, only a grade 0 or 1 rear-guard may be chosen, and it is retired. The second
// drive check reveals a grade 2: nothing triggers.
TEST(Td02DragonMonkGokuTest, GradeThreeKageroDriveCheckRetiresGradeOneOrLessRearGuard) {
  Driver d(goku_script("TD02/003"));
  to_turn_four(d, "TD02/007", "TD02/004");
  to_turn_six(d, "TD02/002");
  const InstanceId goku = d.unit(Player::B, Circle::Vanguard);
  const InstanceId marron = d.unit(Player::A, Circle::FrontLeft), gallatin = d.unit(Player::A, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.numbers(d.state().player(Player::B).trigger), std::vector<std::string>{"TD02/003"});
  EXPECT_EQ(message(d.decline(goku, 1)),
            "the automatic ability of Dragon Monk, Goku (" + id(goku) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_ACCEPTED(d, d.play(goku, 1));
  ASSERT_EQ(d.decision(), Decision::Choose);
  EXPECT_EQ(message(d.choose({gallatin})), "card " + id(gallatin) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  EXPECT_EQ(message(d.choose({})), "the effect must choose 1, not 0 [CR 8.5.3.1]");
  ASSERT_ACCEPTED(d, d.choose({marron}));
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{marron});
  EXPECT_EQ(d.unit(Player::A, Circle::FrontRight), gallatin);
  EXPECT_EQ(d.decision(), Decision::StartStep);  // the second drive check (grade 2) triggers nothing
  EXPECT_EQ(d.state().player(Player::A).drop.size(), 1u);
}

// CR 8.1.1.2.1: a drive check revealing a grade 2 <<Kagero>> does not meet the trigger condition.
TEST(Td02DragonMonkGokuTest, OtherGradeDoesNotTrigger) {
  Driver d(goku_script("TD02/006"));
  to_turn_four(d, "TD02/007", "TD02/004");
  to_turn_six(d, "TD02/002");
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_THAT(d.numbers(d.state().player(Player::A).drop), IsEmpty());
}

}  // namespace
}  // namespace vg::test
