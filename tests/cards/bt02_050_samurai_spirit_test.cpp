// BT02/050 Samurai Spirit: [ACT](drop zone) [Counter Blast 1 and retire one of your <Granblue>
// rear-guards] if your vanguard is a <Granblue>, call this card to (RC).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSamurai = "BT02/050";

// CR 2.11.3, 10.1.3.1, 10.1.6.1: a rear-guard of another clan does not pay the retire; a grade
// 0 «Granblue» does, and the card is called from the drop zone.
TEST(Bt02SamuraiSpiritTest, CallsItselfFromTheDropZoneForAnyGranblue) {
  Board b({{{Circle::Vanguard, "BT01/038"}, {Circle::FrontLeft, kFiller}, {Circle::BackLeft, "BT02/052"}}, {}, {}, {}, fillers(1), {},
           {kSamurai}},
          opponent());
  const InstanceId samurai = b.card_in(Player::A, Zone::Drop, kSamurai), filler = b.unit(Player::A, Circle::FrontLeft),
                   spirit = b.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(message(b.act(samurai, 1, joined(b.face_up_damage(Player::A, 1), {filler}))),
            "cannot pay the retire with " + def(kFiller).name + " (" + id(filler) + "): it must be a «Granblue» [CR 10.1.3.1]");
  ASSERT_FALSE(b.act(samurai, 1, joined(b.face_up_damage(Player::A, 1), {spirit})));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(samurai, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), samurai);
  EXPECT_EQ(b.state().card(spirit).zone, Zone::Drop);
}

// CR 8.1.1.2.3: under a vanguard of another clan the cost is paid and the card stays.
TEST(Bt02SamuraiSpiritTest, StaysUnderAnotherClan) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackLeft, "BT02/052"}}, {}, {}, {}, fillers(1), {}, {kSamurai}}, opponent());
  const InstanceId samurai = b.card_in(Player::A, Zone::Drop, kSamurai);
  ASSERT_FALSE(b.act(samurai, 1, joined(b.face_up_damage(Player::A, 1), {b.unit(Player::A, Circle::BackLeft)})));
  EXPECT_EQ(b.state().card(samurai).zone, Zone::Drop);
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
