// BT05/007 King of Diptera, Beelzebub: [CONT](VC) with eight or more <<Dark Irregulars>> in your
// soul, +1000 power; [AUTO](VC) [Counter Blast 2] when it attacks, if six or more <<Dark
// Irregulars>> are in your soul, you may pay: up to two of your <<Dark Irregulars>> rear-guards
// get +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBeelzebub = "BT05/007";
constexpr const char* kPrisonerBeast = "BT03/044";  // «Dark Irregulars», grade 1, 8000

TEST(Bt05KingOfDipteraBeelzebubTest, EightDarkIrregularsInTheSoulGiveAThousandOnTheVanguardCircle) {
  check_soul_count_plus_1000(kBeelzebub, kPrisonerBeast);
}

// Six «Dark Irregulars» in the soul, two of them rear-guards and one of another clan.
Board beelzebub_board(int in_soul) {
  return Board({{{Circle::Vanguard, kBeelzebub},
                 {Circle::FrontLeft, kPrisonerBeast},
                 {Circle::FrontRight, kDarkIrregulars},
                 {Circle::BackLeft, kFiller}},
                {}, {}, {}, fillers(2), copies(kPrisonerBeast, in_soul)},
               opponent());
}

// CR 1.31 7.3.1.8, 10.1.15.1, 8.5.3: with six in the soul, paying two damage gives +3000 to the «Dark
// Irregulars» rear-guards chosen (only they are offered, up to two), for the rest of the turn.
TEST(Bt05KingOfDipteraBeelzebubTest, AttackWithSixInTheSoulGivesUpToTwoRearGuardsThreeThousand) {
  Board b = beelzebub_board(6);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), beast = b.unit(Player::A, Circle::FrontLeft),
                   sieger = b.unit(Player::A, Circle::FrontRight), filler = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  std::vector<InstanceId> options = b.game().request().options;
  std::sort(options.begin(), options.end());
  std::vector<InstanceId> expected{beast, sieger};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(options, expected);
  EXPECT_EQ(b.game().request().min, 0);
  EXPECT_EQ(b.game().request().max, 2);
  ASSERT_FALSE(b.choose({beast, sieger}));
  EXPECT_EQ(b.state().power(beast), 11000);
  EXPECT_EQ(b.state().power(sieger), 13000);
  EXPECT_EQ(b.state().power(filler), 10000);
  EXPECT_EQ(b.state().power(v), 10000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(beast), 11000);  // until end of turn, not of the battle
}

// CR 8.1.1.2.3: with five in the soul the cost cannot be paid; declined, nothing changes.
TEST(Bt05KingOfDipteraBeelzebubTest, FiveInTheSoulIsNotEnough) {
  Board b = beelzebub_board(5);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(v, 2, b.face_up_damage(Player::A, 2))), condition_fails(kBeelzebub, v));
  ASSERT_FALSE(b.decline(v, 2));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), 8000);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 2u);
}

// CR 2.11.3: on a rear-guard circle the attack ability is not active: nothing stands by.
TEST(Bt05KingOfDipteraBeelzebubTest, NotActiveOnARearGuardCircle) {
  Board b({{{Circle::Vanguard, kDarkIrregulars}, {Circle::FrontLeft, kBeelzebub}}, {}, {}, {}, fillers(2), copies(kPrisonerBeast, 6)},
          opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
