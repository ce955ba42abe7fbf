// BT02/011 King of Demonic Seas, Basskirk: [AUTO](VC) at the beginning of your main phase, soul
// charge 1 and +2000 until end of turn; [ACT](VC)/(RC) [Soul Blast 8 and Counter Blast 5] call
// up to five <Granblue> of your drop zone to separate (RC).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBasskirk = "BT02/011";

TEST(Bt02BasskirkTest, MainPhaseSoulChargeAndPower) { check_main_phase_soul_charge(kBasskirk); }
TEST(Bt02BasskirkTest, MainPhaseSoulChargeNotOnRearGuardCircle) { check_main_phase_soul_charge_not_on_rc(kBasskirk); }

// CR 8.5.3, 10.1.6.1.1.1, 8.5.2.4.2, 9.3.3: the chosen Granblue cards are called one to each
// circle; a circle a card of this effect went to cannot take another, any other may (its unit
// goes to the drop zone by rule action once the effect is done).
TEST(Bt02BasskirkTest, CallsChosenGranblueFromTheDropZoneToSeparateCircles) {
  Side a{{{Circle::Vanguard, kBasskirk}, {Circle::FrontLeft, kFiller}}, {}, {}, {}, fillers(5), fillers(8), {"BT02/052", "BT01/077", kFiller}};
  Board b(a, opponent());
  const auto& drop = b.state().player(Player::A).drop;
  const InstanceId spirit = drop[0], romario = drop[1], filler = drop[2];
  const InstanceId basskirk = b.unit(Player::A, Circle::Vanguard), there = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(basskirk, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(message(b.choose({filler})), "card " + id(filler) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  ASSERT_FALSE(b.choose({spirit, romario}));
  ASSERT_FALSE(b.superior_call(spirit, Circle::FrontLeft));
  EXPECT_EQ(b.state().card(there).zone, Zone::Field);  // until the rule action (CR 9.3.3)
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(message(b.superior_call(romario, Circle::FrontLeft)),
            "cannot call Dandy Guy, Romario (" + id(romario) + ") to front-left: this effect has already called " + def("BT02/052").name + " (" +
                id(spirit) + ") there [CR 10.1.6.1.1.1]");
  ASSERT_FALSE(b.superior_call(romario, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), spirit);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), romario);
  EXPECT_EQ(b.state().card(there).zone, Zone::Drop);
  EXPECT_EQ(b.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
