// BT03/008 Ultimate Lifeform, Cosmo Lord: [ACT](VC) [rest one of your «Nova Grappler»
// rear-guards] this unit gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kCosmoLord = "BT03/008";

// Cosmo Lord on (VC); King of Sword (TD03/004) on front-left and Tough Boy (TD03/007) on
// back-left, standing; a Megacolony (kFiller) on front-right, standing; King of Sword on
// back-right, rested.
Board cosmo_board() {
  return Board({{{Circle::Vanguard, kCosmoLord},
                 {Circle::FrontLeft, "TD03/004"},
                 {Circle::BackLeft, "TD03/007"},
                 {Circle::FrontRight, kFiller},
                 {Circle::BackRight, "TD03/004"}},
                {Circle::BackRight}},
               opponent());
}

// CR 1.31 10.1.11.1, 8.5.2.3, 8.7.1.3: resting a standing «Nova Grappler» rear-guard pays it:
// +3000. It may be played again with another (no limit per turn); the power lasts until the end
// of the turn.
TEST(Bt03CosmoLordTest, RestingANovaGrapplerGivesThreeThousandUntilEndOfTurn) {
  Board b = cosmo_board();
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), fl = b.unit(Player::A, Circle::FrontLeft),
                   bl = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.act(v, 1, {fl}));
  EXPECT_TRUE(b.state().card(fl).rested);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 13000);
  EXPECT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.act(v, 1, {bl}));
  EXPECT_TRUE(b.state().card(bl).rested);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 16000);
  pass_turns(b, 2);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 3.17.2, 8.5.2.3: a rested rear-guard cannot pay the rest (resting it does nothing).
TEST(Bt03CosmoLordTest, ARestedRearGuardCannotPay) {
  Board b = cosmo_board();
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), br = b.unit(Player::A, Circle::BackRight);
  EXPECT_EQ(message(b.act(v, 1, {br})), "cannot pay the rest with " + def("TD03/004").name + " (" + id(br) +
                                             "): it is already rested, and resting a rested unit pays nothing " + cite(cr::kStandStanding));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 10.1.11.1: the rest takes a «Nova Grappler»; the Megacolony is refused and stays standing.
TEST(Bt03CosmoLordTest, ARearGuardOfAnotherClanCannotPay) {
  Board b = cosmo_board();
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), fr = b.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(b.act(v, 1, {fr})),
            "cannot pay the rest with " + def(kFiller).name + " (" + id(fr) + "): it must be a «Nova Grappler» " + cite(cr::kRestAction));
  EXPECT_FALSE(b.state().card(fr).rested);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 8.5.2.3: the cost is one rear-guard, neither none nor two.
TEST(Bt03CosmoLordTest, TheRestTakesExactlyOne) {
  Board b = cosmo_board();
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), fl = b.unit(Player::A, Circle::FrontLeft),
                   bl = b.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(message(b.act(v, 1, {})),
            "the rest needs 1 standing rear-guard card, not 0: a cost is paid whole or not at all " + cite(cr::kRestAction));
  EXPECT_EQ(message(b.act(v, 1, {fl, bl})),
            "the rest needs 1 standing rear-guard card, not 2: a cost is paid whole or not at all " + cite(cr::kRestAction));
  EXPECT_FALSE(b.state().card(fl).rested);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000);
}

// CR 1.31 2.11.3: on (RC) the ability is not active.
TEST(Bt03CosmoLordTest, NotActiveOnARearGuardCircle) {
  Board b({{{Circle::Vanguard, "TD03/004"}, {Circle::FrontRight, kCosmoLord}, {Circle::FrontLeft, "TD03/004"}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(b.act(u, 1, {b.unit(Player::A, Circle::FrontLeft)})),
            "cannot play the ability of " + def(kCosmoLord).name + " (" + id(u) + ") from where it is: the ability is not active there " +
                cite(cr::kActiveZone));
}

}  // namespace
}  // namespace vg::test
