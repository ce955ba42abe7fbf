// BT03/013 Dusk Illusionist, Robert: [AUTO](VC) at the beginning of your main phase, soul charge
// 1, look at the top card of your deck, and put it on the top or the bottom of your deck;
// [ACT](VC/RC) [Soul Blast 8 & Counter Blast 5] put all of your opponent's grade 1 or less
// rear-guards into his or her soul.
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kRobert = "BT03/013";

// CR 1.31 6.6.1.1, 8.6.3.1, 10.1.17.1, 4.2.2: as the main phase begins the mandatory ability
// soul charges the top card, then its player looks at the next one: chosen, it goes to the
// bottom of the deck; not chosen, it stays on top.
TEST(Bt03DuskIllusionistRobertTest, SoulChargeThenTheTopCardToTheTopOrTheBottom) {
  for (bool bottom : {true, false}) {
    SCOPED_TRACE(bottom);
    Board b({{{Circle::Vanguard, kRobert}}, {}, {}, {kMarker, kPaleMoonG1}}, opponent(), Decision::Ride);
    const InstanceId v = b.unit(Player::A, Circle::Vanguard);
    const InstanceId charged = b.card_in(Player::A, Zone::Deck, kMarker), looked = b.card_in(Player::A, Zone::Deck, kPaleMoonG1);
    ASSERT_FALSE(b.pass());  // the ride phase
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(v, 1)), mandatory_message(kRobert, v));
    ASSERT_FALSE(b.play(v, 1));
    EXPECT_EQ(b.state().card(charged).zone, Zone::Soul);
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{looked});
    ASSERT_FALSE(b.choose(bottom ? std::vector<InstanceId>{looked} : std::vector<InstanceId>{}));
    const auto& deck = b.state().player(Player::A).deck;
    EXPECT_EQ(bottom ? deck.front() : deck.back(), looked);
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}

// CR 1.31 3.1.1.3: on (RC) the main phase ability is not active.
TEST(Bt03DuskIllusionistRobertTest, MainPhaseAbilityNotOnARearGuardCircle) { check_main_phase_soul_charge_not_on_rc(kRobert); }

// CR 1.31 10.1.16.1, 10.1.15.1, 4.7.2: from (VC) and from (RC), the opponent's grade 0 and 1
// rear-guards go into the opponent's soul; the grade 2 one stays.
TEST(Bt03DuskIllusionistRobertTest, OpponentsGradeOneOrLessRearGuardsIntoTheirSoul) {
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft}) {
    SCOPED_TRACE(to_string(c));
    Side a = with_unit(kRobert, c);
    a.damage = fillers(5);
    a.soul = fillers(8);
    Board b(a, opponent());
    const InstanceId grade1 = b.unit(Player::B, Circle::FrontLeft), grade0 = b.unit(Player::B, Circle::FrontRight),
                     grade2 = b.unit(Player::B, Circle::BackLeft);
    ASSERT_FALSE(b.act(b.unit(Player::A, c), 2, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
    EXPECT_EQ(b.state().card(grade1).zone, Zone::Soul);
    EXPECT_EQ(b.state().card(grade1).owner, Player::B);
    EXPECT_EQ(b.state().card(grade0).zone, Zone::Soul);
    EXPECT_EQ(b.count(Player::B, Zone::Soul), 2u);
    EXPECT_EQ(b.unit(Player::B, Circle::BackLeft), grade2);
    EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}

// CR 1.31 8.5.2.3: the cost is paid whole: seven soul cards do not pay soul blast 8.
TEST(Bt03DuskIllusionistRobertTest, SevenSoulCardsDoNotPay) {
  Board b({{{Circle::Vanguard, kRobert}}, {}, {}, {}, fillers(5), fillers(7)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  EXPECT_TRUE(b.act(u, 2, joined(b.soul(Player::A, 7), b.face_up_damage(Player::A, 5))).has_value());
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 0u);
}

}  // namespace
}  // namespace vg::test
