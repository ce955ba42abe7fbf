// BT02/013 Captain Nightmist: [CONT](VC) in your turn, with a Captain Nightmist in your drop zone,
// +3000 power; [ACT](drop zone) [Counter Blast 1 and retire one of your grade 1 or greater
// <Granblue> rear-guards] if your vanguard is a <Granblue>, call this card to (RC).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kNightmist = "BT02/013";

// CR 8.2.1.2: +3000 while another Captain Nightmist is in the drop zone, in its player's turn
// only (player B's vanguard, in player A's turn, does not get it).
TEST(Bt02CaptainNightmistTest, PowerWithANightmistInTheDropZoneInYourTurn) {
  Board b({{{Circle::Vanguard, kNightmist}}, {}, {}, {}, {}, {}, {kNightmist}},
          {{{Circle::Vanguard, kNightmist}}, {}, {}, {}, {}, {}, {kNightmist}});
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 11000);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 8000);
  Board o({{{Circle::Vanguard, kNightmist}}, {}, {}, {}, {}, {}, {kFiller}}, opponent());
  EXPECT_EQ(o.power(Player::A, Circle::Vanguard), 8000);
}

// CR 2.11.3, 10.1.3.1, 10.1.6.1: from the drop zone, a grade 0 «Granblue» does not pay the
// retire; a grade 1 one does, and the card is called to the rear-guard circle chosen.
TEST(Bt02CaptainNightmistTest, CallsItselfFromTheDropZoneForAGradeOneGranblue) {
  Board b({{{Circle::Vanguard, "BT01/038"}, {Circle::FrontLeft, "BT02/050"}, {Circle::BackLeft, "BT02/052"}}, {}, {}, {}, fillers(1), {},
           {kNightmist}},
          opponent());
  const InstanceId nightmist = b.card_in(Player::A, Zone::Drop, kNightmist), spirit = b.unit(Player::A, Circle::BackLeft),
                   samurai = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(nightmist, 2, joined(b.face_up_damage(Player::A, 1), {spirit}))),
            "cannot pay the retire with Knight Spirit (" + id(spirit) + "): it must be a grade 1 or greater «Granblue» [CR 10.1.3.1]");
  ASSERT_FALSE(b.act(nightmist, 2, joined(b.face_up_damage(Player::A, 1), {samurai})));
  EXPECT_EQ(b.state().card(samurai).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(nightmist, Circle::FrontLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), nightmist);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost is paid and the card stays.
TEST(Bt02CaptainNightmistTest, StaysUnderAnotherClan) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, "BT02/050"}}, {}, {}, {}, fillers(1), {}, {kNightmist}}, opponent());
  const InstanceId nightmist = b.card_in(Player::A, Zone::Drop, kNightmist);
  ASSERT_FALSE(b.act(nightmist, 2, joined(b.face_up_damage(Player::A, 1), {b.unit(Player::A, Circle::FrontLeft)})));
  EXPECT_EQ(b.state().card(nightmist).zone, Zone::Drop);
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
