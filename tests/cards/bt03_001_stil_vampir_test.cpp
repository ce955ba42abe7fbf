// BT03/001 Stil Vampir: [AUTO](VC) at the beginning of your main phase, soul charge 1 and +2000
// power until end of turn; [ACT](VC/RC) [Soul Blast 8 and Counter Blast 5] move one of your
// opponent's rear-guards of your choice to their vanguard circle; at the beginning of that turn's
// end phase, your opponent chooses a card of their soul and superior rides it (mechanism
// "rear-guard to vanguard", CR 1.31 4.6.4.1, 9.3.1).
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kStil = "BT03/001";

std::vector<InstanceId> stil_sorted(std::vector<InstanceId> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST(Bt03StilVampirTest, MainPhaseSoulChargeAndPlusTwoThousand) { check_main_phase_soul_charge(kStil); }
TEST(Bt03StilVampirTest, MainPhaseNothingOnRc) { check_main_phase_soul_charge_not_on_rc(kStil); }

Side stil_side(Circle circle) {
  Side a{{{circle, kStil}}, {}, {kDarkIrregularsG1}, {}, {kFiller, kFiller, kFiller, kFiller, kFiller}, copies(kFiller, 8)};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kDarkIrregulars});
  return a;
}
// Player B: a vanguard, a rested rear-guard on front-left and one on back-center; one card in the soul.
Side target_side() { return Side{{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kRoyal}, {Circle::BackCenter, kPaleMoonG1}}, {Circle::FrontLeft}, {}, {}, {}, {kMarker}}; }

// CR 1.31 8.5.2.3, 4.6.4.1, 9.3.1: soul blast 8 and counter blast 5; player A chooses one of
// player B's rear-guards (not the vanguard): it moves onto player B's vanguard circle standing, and
// the former vanguard goes to the soul by rule action (no "ridden", no "placed": nothing stands
// by). At the beginning of the end phase the timed ability stands by for player A, mandatory;
// player B chooses a card of their soul (the former vanguard here) and superior rides it: the
// moved unit goes to the soul.
TEST(Bt03StilVampirTest, MovesARearGuardToTheVanguardCircleThenTheOpponentRidesFromTheSoul) {
  Board b(stil_side(Circle::Vanguard), target_side());
  const InstanceId stil = b.unit(Player::A, Circle::Vanguard);
  const InstanceId old = b.unit(Player::B, Circle::Vanguard), moved = b.unit(Player::B, Circle::FrontLeft);
  const InstanceId back = b.unit(Player::B, Circle::BackCenter);
  ASSERT_FALSE(b.act(stil, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::A);
  EXPECT_EQ(stil_sorted(b.game().request().options), stil_sorted({moved, back}));
  EXPECT_EQ(message(b.choose({old})), "card " + id(old) + " cannot be chosen: it is not one of the cards the effect offers " + cite(cr::kChooseWhenResolving));
  ASSERT_FALSE(b.choose({moved}));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), moved);
  EXPECT_FALSE(b.state().card(moved).rested);
  EXPECT_EQ(b.unit(Player::B, Circle::FrontLeft), kNoInstance);
  EXPECT_EQ(b.state().card(old).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 2u);
  EXPECT_EQ(b.state().player(Player::B).circles[static_cast<std::size_t>(Circle::Vanguard)].size(), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  for (int k = 0; k < 20 && b.decision() != Decision::PlayAuto; ++k) ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().phase, Phase::End);
  EXPECT_EQ(message(b.decline(stil, 3)), mandatory_message(kStil, stil));
  ASSERT_FALSE(b.play(stil, 3));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.asked(), Player::B);
  EXPECT_EQ(stil_sorted(b.game().request().options), stil_sorted(b.state().player(Player::B).soul));
  ASSERT_FALSE(b.choose({old}));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), old);
  EXPECT_EQ(b.state().card(moved).zone, Zone::Soul);
  EXPECT_EQ(b.state().card(moved).zone, Zone::Soul);  // the turn goes on to player B's
}

// From (RC) as well (VC/RC); the unit keeps its state as the same card, a move between circles
// (CR 1.31 4.1.4): a rested back-row rear-guard becomes the standing vanguard. With no rear-guard
// to choose, nothing moves and nothing is set up for the end phase. The end phase's ride happens
// even after Stil Vampir has left the field.
TEST(Bt03StilVampirTest, FromRcAndWithNoRearGuardNothing) {
  Board b(stil_side(Circle::FrontRight), target_side());
  const InstanceId stil = b.unit(Player::A, Circle::FrontRight), back = b.unit(Player::B, Circle::BackCenter);
  ASSERT_FALSE(b.act(stil, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  ASSERT_FALSE(b.choose({back}));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), back);
  // Stil Vampir leaves the field (called over); the end phase's ride still happens (CR 1.31 8.6.5).
  ASSERT_FALSE(b.call(kDarkIrregularsG1, Circle::FrontRight));
  EXPECT_EQ(b.state().card(stil).zone, Zone::Drop);
  for (int k = 0; k < 20 && b.decision() != Decision::PlayAuto; ++k) ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(stil, 3));
  ASSERT_EQ(b.decision(), Decision::Choose);
  const InstanceId marker = b.card_in(Player::B, Zone::Soul, kMarker);
  ASSERT_FALSE(b.choose({marker}));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), marker);
  EXPECT_EQ(b.state().card(back).zone, Zone::Soul);
  Board n(stil_side(Circle::Vanguard), Side{{{Circle::Vanguard, kFiller}}});
  const InstanceId v = n.unit(Player::A, Circle::Vanguard), theirs = n.unit(Player::B, Circle::Vanguard);
  ASSERT_FALSE(n.act(v, 2, joined(n.soul(Player::A, 8), n.face_up_damage(Player::A, 5))));
  EXPECT_EQ(n.unit(Player::B, Circle::Vanguard), theirs);
  EXPECT_TRUE(n.state().timed.empty());
  EXPECT_EQ(n.decision(), Decision::Main);
}

// CR 1.31 10.1.16.1, 8.5.2.3: seven soul cards do not pay the soul blast 8.
TEST(Bt03StilVampirTest, SoulBlastEightNeedsEight) {
  Board b(stil_side(Circle::Vanguard), target_side());
  const InstanceId stil = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(stil, 2, joined(b.soul(Player::A, 7), b.face_up_damage(Player::A, 5)))), "the soul blast needs 8 soul cards, not 7: a cost is paid whole or not at all " + cite(cr::kSoulBlast));
}

}  // namespace
}  // namespace vg::test
