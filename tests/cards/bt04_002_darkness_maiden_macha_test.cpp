// BT04/002 Darkness Maiden, Macha: [AUTO] [Counter Blast 2] when placed on (VC) or (RC), if your
// vanguard is a <<Shadow Paladin>>, you may pay: search your deck for up to one grade 1 or less
// <<Shadow Paladin>>, call it to the (RC) in the same column as this unit, then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

constexpr const char* kMacha = "BT04/002";
constexpr const char* kMachaVanguard = "BT04/023";  // Knight of Darkness, Rugos: grade 2 «Shadow Paladin»
constexpr const char* kMachaFound = "BT04/045";     // grade 1 «Shadow Paladin» without abilities
constexpr const char* kMachaTooHigh = "BT04/024";   // Blaster Dark: grade 2 «Shadow Paladin»
constexpr const char* kMachaBelow = "BT04/045";     // the same grade 1 «Shadow Paladin», to ride over

// CR 1.31 10.1.15.1, 10.1.9.1, 10.1.6.1.1.1, 4.6.2: called to front-left, two damage pay; the
// search offers the grade 1 «Shadow Paladin», not Blaster Dark (grade 2); the card goes only to
// back-left, Macha's column: another circle is refused with the whole message.
TEST(Bt04MachaTest, CalledToFrontLeftCallsToBackLeft) {
  Board b({{{Circle::Vanguard, kMachaVanguard}}, {}, {kMacha}, {kMachaTooHigh, kMachaFound}, fillers(2)}, opponent());
  const InstanceId found = b.card_in(Player::A, Zone::Deck, kMachaFound);
  ASSERT_FALSE(b.call(kMacha, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{found});
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({found}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(b.game().request().circles, std::vector<Circle>{Circle::BackLeft});
  EXPECT_EQ(message(b.superior_call(found, Circle::FrontRight)),
            "the effect calls " + def(kMachaFound).name + " (" + id(found) + ") only to back-left, not front-right " + cite(cr::kCallChooseCircle));
  ASSERT_FALSE(b.superior_call(found, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), found);
  EXPECT_FALSE(b.state().card(found).rested);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// On (VC) by a ride over a «Shadow Paladin», it is its own «Shadow Paladin» vanguard: the column
// is the center one, whose rear-guard circle is back-center; a unit already there is retired by
// rule action (CR 10.1.6.1.3, 8.5.2.4.2).
TEST(Bt04MachaTest, RiddenOntoVcCallsToBackCenter) {
  Board b({{{Circle::Vanguard, kMachaBelow}, {Circle::BackCenter, kFiller}}, {}, {kMacha}, {kMachaFound}, fillers(2)}, opponent(),
          Decision::Ride);
  const InstanceId there = b.unit(Player::A, Circle::BackCenter);
  const InstanceId found = b.card_in(Player::A, Zone::Deck, kMachaFound);
  ASSERT_FALSE(b.ride(kMacha));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(b.choose({found}));
  EXPECT_EQ(b.game().request().circles, std::vector<Circle>{Circle::BackCenter});
  EXPECT_EQ(message(b.superior_call(found, Circle::BackLeft)),
            "the effect calls " + def(kMachaFound).name + " (" + id(found) + ") only to back-center, not back-left " + cite(cr::kCallChooseCircle));
  ASSERT_FALSE(b.superior_call(found, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), found);
  EXPECT_EQ(b.state().card(there).zone, Zone::Drop);
}

// "You may" (CR 8.6.3.1): declined, nothing is paid. Under a vanguard of another clan the
// condition does not hold (CR 8.1.1.2.3): the cost cannot be paid. "Up to one": none found.
TEST(Bt04MachaTest, MayBeDeclinedNeedsAShadowPaladinVanguardAndMayFindNothing) {
  Board b({{{Circle::Vanguard, kMachaVanguard}}, {}, {kMacha}, {kMachaFound}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(kMacha, Circle::FrontRight));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontRight), 1));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
  EXPECT_EQ(b.decision(), Decision::Main);
  Board o({{{Circle::Vanguard, kFiller}}, {}, {kMacha}, {kMachaFound}, fillers(2)}, opponent());
  ASSERT_FALSE(o.call(kMacha, Circle::FrontRight));
  const InstanceId u = o.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(o.play(u, 1, o.face_up_damage(Player::A, 2))),
            "cannot pay the cost of the ability of " + def(kMacha).name + " (" + id(u) + "): its condition does not hold " + cite(cr::kIfCondition));
  ASSERT_FALSE(o.decline(u, 1));
  Board n({{{Circle::Vanguard, kMachaVanguard}}, {}, {kMacha}, {kMachaFound}, fillers(2)}, opponent());
  ASSERT_FALSE(n.call(kMacha, Circle::FrontRight));
  ASSERT_FALSE(n.play(n.unit(Player::A, Circle::FrontRight), 1, n.face_up_damage(Player::A, 2)));
  ASSERT_FALSE(n.choose({}));
  EXPECT_EQ(n.unit(Player::A, Circle::BackRight), kNoInstance);
  EXPECT_EQ(n.decision(), Decision::Main);
}

}  // namespace
}  // namespace vg::test
