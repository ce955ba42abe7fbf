// BT03/002 Demon World Marquis, Amon: [CONT](VC) in your turn, +1000 power for each «Dark
// Irregulars» card in your soul (mechanism "power per count", CR 1.31 8.7.1.3); [ACT](VC)
// [Counter Blast 1 and put one of your «Dark Irregulars» rear-guards into your soul] your
// opponent chooses one of their rear-guards and retires it.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kAmon = "BT03/002";

// CR 1.31 8.7.1.3, 4.7.3: three «Dark Irregulars» cards in the soul (and one of another clan):
// +3000 in its player's turn; player B's Amon with the same soul has nothing in player A's turn.
TEST(Bt03DemonWorldMarquisAmonTest, PlusOneThousandPerDarkIrregularsInTheSoulInYourTurn) {
  const Side side({{Circle::Vanguard, kAmon}}, {}, {}, {}, {}, {kDarkIrregulars, kDarkIrregularsG1, kRoyal, kDarkIrregularsG0});
  Board b(side, side);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 10000 + 3000);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), 10000);
}

// The count follows the soul (a continuous ability, CR 1.31 8.7.1.3): the ACT's cost puts a
// «Dark Irregulars» rear-guard into the soul, +1000 more at once. On (RC) it is not active.
TEST(Bt03DemonWorldMarquisAmonTest, TheCountFollowsTheSoulAndNothingOnRc) {
  Board b({{{Circle::Vanguard, kAmon}, {Circle::FrontLeft, kDarkIrregularsG1}}, {}, {}, {}, {kFiller}, {kDarkIrregulars}},
          Side{{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kRoyal}}});
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(b.state().power(v), 11000);
  ASSERT_FALSE(b.act(v, 2, joined(b.face_up_damage(Player::A, 1), {b.unit(Player::A, Circle::FrontLeft)})));
  EXPECT_EQ(b.state().power(v), 12000);
  Board r({{{Circle::Vanguard, kDarkIrregulars}, {Circle::FrontLeft, kAmon}}, {}, {}, {}, {}, {kDarkIrregulars, kDarkIrregularsG1}},
          opponent());
  EXPECT_EQ(r.power(Player::A, Circle::FrontLeft), 10000);
}

// CR 1.31 8.5.2.3, 10.1.15.1, 8.5.3, 10.1.3.1: counter blast 1 and a «Dark Irregulars» rear-guard
// into the soul (one of another clan does not pay it); then player B chooses one of player B's
// rear-guards (not the vanguard), which is retired.
TEST(Bt03DemonWorldMarquisAmonTest, ActTheOpponentRetiresARearGuardOfTheirChoice) {
  Board b({{{Circle::Vanguard, kAmon}, {Circle::FrontLeft, kDarkIrregularsG1}, {Circle::FrontRight, kRoyal}}, {}, {}, {}, {kFiller}},
          Side{{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kRoyal}, {Circle::BackCenter, kTachikazeG1}}});
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), royal = b.unit(Player::A, Circle::FrontRight);
  const InstanceId dark = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId left = b.unit(Player::B, Circle::FrontLeft), back = b.unit(Player::B, Circle::BackCenter);
  EXPECT_EQ(message(b.act(v, 2, joined(b.face_up_damage(Player::A, 1), {royal}))),
            "cannot pay the move into the soul with Knight of Silence, Gallatin (" + id(royal) + "): it must be a «Dark Irregulars» " +
                cite(cr::kPayCosts));
  ASSERT_FALSE(b.act(v, 2, joined(b.face_up_damage(Player::A, 1), {dark})));
  EXPECT_EQ(b.state().card(dark).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  auto options = b.game().request().options;
  std::sort(options.begin(), options.end());
  EXPECT_EQ(options, (std::vector<InstanceId>{std::min(left, back), std::max(left, back)}));
  EXPECT_EQ(b.game().request().min, 1);
  ASSERT_FALSE(b.choose({back}));
  EXPECT_EQ(b.state().card(back).zone, Zone::Drop);
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), left);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 2.11.3: the ACT is active on (VC) only.
TEST(Bt03DemonWorldMarquisAmonTest, ActNotFromRc) {
  Board b({{{Circle::Vanguard, kDarkIrregulars}, {Circle::FrontLeft, kAmon}, {Circle::BackLeft, kDarkIrregularsG1}}, {}, {}, {}, {kFiller}},
          Side{{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kRoyal}}});
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.act(u, 2, joined(b.face_up_damage(Player::A, 1), {b.unit(Player::A, Circle::BackLeft)}))), not_active_message(kAmon, u));
}

}  // namespace
}  // namespace vg::test
