// Ruling tests of TD02/001 Dragonic Overlord: a CONT -2000 while no other <<Kagero>> vanguard or
// rear-guard is there (the official TD02 English drops "another"; the Japanese text and the BT01
// reprint have it: /work/shared/cards/SOURCES.md section B), and an ACT [Counter Blast 3] giving
// +5000, an AUTO "stand when this unit's attack hits a rear-guard" and the loss of twin drive
// until end of turn.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/cards/kagero_game.h"

namespace vg::test {
namespace {

// B: hand 007 004 004 006 011 | t2 draw 009 | damage checks of turn 3 (`hits` of 005 005 006) |
// t4 draw 010 | t6 draw 001 | drive checks 003 005 | 007 009.
Script overlord_script(int hits) {
  std::vector<std::string> b = {"TD02/007", "TD02/004", "TD02/004", "TD02/006", "TD02/011", "TD02/009"};
  const char* damage[] = {"TD02/005", "TD02/005", "TD02/006"};
  for (int i = 0; i < hits; ++i) b.push_back(damage[i]);
  for (const char* n : {"TD02/010", "TD02/001", "TD02/003", "TD02/005", "TD02/007", "TD02/009"}) b.push_back(n);
  return kagero(b);
}

// CR 8.1.1.3, 8.2.1.2: while Overlord is B's only unit on the vanguard and rear-guard circles the
// condition holds and it has 9000; with another <<Kagero>> rear-guard it has its printed 11000.
TEST(Td02DragonicOverlordTest, MinusTwoThousandWithoutAnotherKageroUnit) {
  Driver d(overlord_script(0));
  to_turn_four(d, "TD02/007", "TD02/004");
  to_turn_six(d, "TD02/001");
  const InstanceId overlord = d.unit(Player::B, Circle::Vanguard);
  ASSERT_EQ(d.state().def(overlord).name, "Dragonic Overlord");
  EXPECT_EQ(d.state().power(overlord), 9000);  // itself does not count ("another")
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontLeft));
  EXPECT_EQ(d.state().power(overlord), 11000);
}

// CR 8.1.1.3, 8.2.1.2, 10.2.2.1, 7.4.1.1.2.2: the CONT turns on in the middle of A's battle when
// B's only other <<Kagero>> unit intercepts (a guardian is neither vanguard nor rear-guard), and
// off again when B calls another <<Kagero>> rear-guard.
TEST(Td02DragonicOverlordTest, ConditionTurnsOnWhenTheOtherKageroUnitLeavesMidBattle) {
  Driver d(overlord_script(0));
  to_turn_four(d, "TD02/007", "TD02/004");
  to_turn_six(d, "TD02/001");
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontLeft));
  const InstanceId overlord = d.unit(Player::B, Circle::Vanguard);
  const InstanceId nehalem = d.unit(Player::B, Circle::FrontLeft);
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());  // A's turn 7: no ride
  ASSERT_ACCEPTED(d, d.pass());  // to the battle phase
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(overlord), 11000);
  Action intercept = Action::make(ActionKind::Guard, Player::B);
  intercept.circles = {Circle::FrontLeft};
  ASSERT_ACCEPTED(d, d.game().submit(intercept));  // not settled: A's drive check is pending
  EXPECT_EQ(d.state().card(nehalem).circle, Circle::Guardian);
  EXPECT_EQ(d.state().power(overlord), 9000 + 5000);  // -2000, +5000 shield
  d.settle();
  ASSERT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(d.state().player(Player::B).drop, std::vector<InstanceId>{nehalem});
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 0u);  // 10000 against 14000
  EXPECT_EQ(d.state().power(overlord), 9000);
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());  // B's turn 8: no ride
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackCenter));
  EXPECT_EQ(d.state().power(overlord), 11000);
}

// CR 8.1.1.1, 10.1.15.1, 8.5.2.3: the ACT costs three face-up damage cards, all at once.
TEST(Td02DragonicOverlordTest, ActNeedsCounterBlastThree) {
  Driver d(overlord_script(3));
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  to_turn_six(d, "TD02/001");
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontLeft));
  const InstanceId overlord = d.unit(Player::B, Circle::Vanguard);
  EXPECT_EQ(message(d.act(overlord, 2, d.face_up_damage(Player::B, 2))),
            "the counter blast needs 3 face-up damage cards, not 2: a cost is paid whole or not at all [CR 10.1.15.1]");
  EXPECT_EQ(d.face_up_damage(Player::B, 3).size(), 3u);  // nothing was paid
  EXPECT_EQ(d.state().power(overlord), 11000);
  ASSERT_ACCEPTED(d, d.act(overlord, 2, d.face_up_damage(Player::B, 3)));
  EXPECT_EQ(d.face_up_damage(Player::B, 3).size(), 0u);
  for (InstanceId c : d.state().player(Player::B).damage) EXPECT_THAT(look(d, c), FaceDown());
  EXPECT_EQ(d.state().power(overlord), 16000);
  // A second time: no face-up damage card is left to pay with.
  EXPECT_EQ(message(d.act(overlord, 2, {})),
            "the counter blast needs 3 face-up damage cards, not 0: a cost is paid whole or not at all [CR 10.1.15.1]");
  // The AUTO is granted, not printed: not there before the ACT resolves (CR 10.1.20.1).
  EXPECT_EQ(d.state().abilities(overlord), (std::vector<int>{0, 1, 2}));
}

// Ruling (fighters' guide: Dragonic Overlord; Q&A): with the ACT, Overlord has +5000, loses
// twin drive (CR 10.2.1.1, 7.5.1.3: one drive check) and stands when its attack hits a rear-guard
// (the granted AUTO, CR 7.6.1.9, mandatory: CR 8.6.3.1); an attack hitting the vanguard does not
// stand it. At the end of the turn all three cease (CR 6.8.1.2).
TEST(Td02DragonicOverlordTest, ActGivesPowerStandOnRearGuardHitAndOneDriveCheck) {
  Driver d(overlord_script(3));
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  to_turn_six(d, "TD02/001");
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontLeft));
  const InstanceId overlord = d.unit(Player::B, Circle::Vanguard);
  EXPECT_EQ(d.state().abilities(overlord), (std::vector<int>{0, 1}));
  EXPECT_EQ(d.state().skill(overlord), Skill::TwinDrive);
  ASSERT_ACCEPTED(d, d.act(overlord, 2, d.face_up_damage(Player::B, 3)));
  EXPECT_EQ(d.state().skill(overlord), Skill::None);
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId gallatin = d.unit(Player::A, Circle::FrontRight);
  std::size_t deck = d.state().player(Player::B).deck.size();
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.no_guard());  // 16000 against 10000
  EXPECT_EQ(d.state().player(Player::B).deck.size(), deck - 1);  // one drive check
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{gallatin});
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  EXPECT_THAT(look(d, overlord), Rested());
  EXPECT_EQ(message(d.decline(overlord, 3)),
            "the automatic ability of Dragonic Overlord (" + id(overlord) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_ACCEPTED(d, d.play(overlord, 3));
  EXPECT_THAT(look(d, overlord), Not(Rested()));
  ASSERT_EQ(d.decision(), Decision::StartStep);
  // The second attack, on the vanguard: one drive check again, a hit, and no stand.
  deck = d.state().player(Player::B).deck.size();
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::B).deck.size(), deck - 1);
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_THAT(look(d, overlord), Rested());
  d.end_turn();
  EXPECT_EQ(d.state().power(overlord), 11000);
  EXPECT_EQ(d.state().skill(overlord), Skill::TwinDrive);
  EXPECT_EQ(d.state().abilities(overlord), (std::vector<int>{0, 1}));
}

// CR 10.1.20.1: the granted AUTO is not an ability Overlord has without the ACT: its
// attack hitting a rear-guard then does not stand it.
TEST(Td02DragonicOverlordTest, NoStandOnRearGuardHitWithoutTheAct) {
  Driver d(overlord_script(3));
  to_turn_four(d, "TD02/007", "TD02/004", 3);
  to_turn_six(d, "TD02/001");
  ASSERT_ACCEPTED(d, d.call("TD02/004", Circle::FrontLeft));
  const InstanceId overlord = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.pass());
  const std::size_t deck = d.state().player(Player::B).deck.size();
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::B).deck.size(), deck - 2);  // twin drive
  EXPECT_EQ(d.state().player(Player::A).drop.size(), 1u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_THAT(look(d, overlord), Rested());
}

}  // namespace
}  // namespace vg::test
