// BT02/021 Unite Attacker: [AUTO](VC) at the beginning of your main phase, soul charge 1 and +2000
// power until end of turn; [AUTO](VC/RC) [Soul Blast 8 and Counter Blast 5] when this unit's
// attack hits, you may pay: look at up to five cards from the top of your deck, call any number
// of <Spike Brothers> among them to separate (RC), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kUnite = "BT02/021";

// CR 10.1.17.1: as the main phase begins, a soul charge and +2000 for the turn.
TEST(Bt02UniteAttackerTest, MainPhaseSoulChargeAndPower) {
  Board b({{{Circle::Vanguard, kUnite}}}, opponent(), Decision::Ride);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), 12000);
}

// CR 4.2.2, 8.5.3, 10.1.6.1.1.1: once the attack hits, the top five cards are looked at; only
// the «Spike Brothers» among them are offered (not the sixth card), and those chosen are called
// to separate circles; then the deck is shuffled. CR 10.1.6.1.1.1.1: the second unit the effect
// calls cannot take the circle the first took.
TEST(Bt02UniteAttackerTest, HitCallsSpikeBrothersFromTheTopFive) {
  Side a({{Circle::Vanguard, kUnite}}, {}, {}, {kFiller, kFiller, "BT02/043", kFiller, "BT02/009", kFiller, kFiller, "BT02/044"},
         fillers(5), fillers(8));
  Board b(a, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId blitz = b.card_in(Player::A, Zone::Deck, "BT02/043"), seifried = b.card_in(Player::A, Zone::Deck, "BT02/009");
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, (std::vector<InstanceId>{blitz, seifried}));
  ASSERT_FALSE(b.choose({blitz, seifried}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(blitz, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(message(b.superior_call(seifried, Circle::FrontLeft)),
            "cannot call General Seifried (" + id(seifried) + ") to front-left: this effect has already called Cyclone Blitz (" + id(blitz) +
                ") there [CR 10.1.6.1.1.1]");
  ASSERT_FALSE(b.superior_call(seifried, Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), blitz);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), seifried);
}

}  // namespace
}  // namespace vg::test
