// Ruling tests of TD02/002 Dragon Monk, Goku: AUTO (VC), when its drive check reveals a grade 3
// <<Kagero>>, retire an opponent's grade 1 or less rear-guard (mandatory).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/driver.h"

namespace vg::test {
namespace {

[[maybe_unused]] std::string message(const std::optional<RuleViolation>& v) { return v ? v->to_string() : "accepted"; }
[[maybe_unused]] std::string id(InstanceId i) { return "#" + std::to_string(i); }

// Player A (TD01) goes first and plays only cards whose abilities cannot trigger in these games:
// Marron on turn 1, then Gallatin on turn 3 with Marron on front-left and back-left and
// Gallatin on front-right; every later card of A is a grade 3 without a trigger icon. Player B
// (TD02, with its abilities) gets `tops_b`: the opening hand, then its draws and checks in order.
Script kagero(std::vector<std::string> tops_b) {
  Script s;
  s.abilities = true;
  s.tops_a = {"TD01/008", "TD01/004", "TD01/008", "TD01/004", "TD01/008", "TD01/001", "TD01/003",
              "TD01/006", "TD01/001", "TD01/006", "TD01/001", "TD01/003", "TD01/006", "TD01/001"};
  s.tops_b = std::move(tops_b);
  return s;
}

// Turns 1-3 and B's ride of turn 4 (B rides `grade1` on turn 2 and `grade2` on turn 4). On
// turn 3, A's front-right, front-left and vanguard attack B's vanguard, the first `hits` of them,
// each hitting for one damage.
void to_turn_four(Driver& d, const std::string& grade1, const std::string& grade2, int hits = 0) {
  ASSERT_FALSE(d.ride("TD01/008"));
  d.end_turn();
  ASSERT_FALSE(d.ride(grade1));
  d.end_turn();
  ASSERT_FALSE(d.ride("TD01/004"));
  ASSERT_FALSE(d.call("TD01/008", Circle::FrontLeft));
  ASSERT_FALSE(d.call("TD01/004", Circle::FrontRight));
  ASSERT_FALSE(d.call("TD01/008", Circle::BackLeft));
  ASSERT_FALSE(d.pass());
  const Circle attackers[] = {Circle::FrontRight, Circle::FrontLeft, Circle::Vanguard};
  for (int i = 0; i < hits; ++i) {
    ASSERT_FALSE(d.attack(attackers[i], Circle::Vanguard));
    ASSERT_FALSE(d.no_guard());
  }
  d.end_turn();
  ASSERT_FALSE(d.ride(grade2));
  ASSERT_EQ(d.state().turn, 4);
  ASSERT_TRUE(d.decision() == Decision::Main || d.decision() == Decision::PlayAuto);  // a ride may trigger
  ASSERT_EQ(d.state().player(Player::B).damage.size(), static_cast<std::size_t>(hits));
}

// Then B's turn 4 ends with nothing more, A's turn 5 passes without attacking, and B rides
// `grade3` on turn 6 (nothing when empty) and is in its main phase.
[[maybe_unused]] void to_turn_six(Driver& d, const std::string& grade3) {
  d.end_turn();
  d.end_turn();
  ASSERT_EQ(d.state().turn, 6);
  if (grade3.empty()) ASSERT_FALSE(d.pass());
  else ASSERT_FALSE(d.ride(grade3));
  ASSERT_EQ(d.decision(), Decision::Main);
}

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
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(d.no_guard());
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_EQ(d.numbers(d.state().player(Player::B).trigger), std::vector<std::string>{"TD02/003"});
  EXPECT_EQ(message(d.decline(goku, 1)),
            "the automatic ability of Dragon Monk, Goku (" + id(goku) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_FALSE(d.play(goku, 1));
  ASSERT_EQ(d.decision(), Decision::Choose);
  EXPECT_EQ(message(d.choose({gallatin})), "card " + id(gallatin) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  EXPECT_EQ(message(d.choose({})), "the effect must choose 1, not 0 [CR 8.5.3.1]");
  ASSERT_FALSE(d.choose({marron}));
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
  ASSERT_FALSE(d.pass());
  ASSERT_FALSE(d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(d.no_guard());
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_TRUE(d.state().player(Player::A).drop.empty());
}

}  // namespace
}  // namespace vg::test
