// BT05/023 Avatar of the Plains, Behemoth: [AUTO](VC) [Counter Blast 2] when this unit's attack
// hits a vanguard, you may pay: stand one of your <<Neo Nectar>> rear-guards; [AUTO](RC) [Counter
// Blast 2] the same, for one of your grade 1 or lower <<Neo Nectar>> rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBehemoth = "BT05/023";
constexpr const char* kCorolla = "BT05/046";  // «Neo Nectar», grade 1

// CR 7.6.1.9, 10.1.15.1, 10.1.11: on the vanguard circle, its hit on the vanguard pays two
// damage; of the rested rear-guards only the «Neo Nectar» are offered, and the one chosen stands.
TEST(Bt05AvatarOfThePlainsBehemothTest, VanguardHitStandsANeoNectarRearGuard) {
  Board b({{{Circle::Vanguard, kBehemoth}, {Circle::FrontLeft, kNeoNectar}, {Circle::FrontRight, kFiller}},
           {Circle::FrontLeft, Circle::FrontRight}, {}, {}, fillers(2)},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), iris = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{iris});  // a grade 2: any grade on (VC)
  ASSERT_FALSE(b.choose({iris}));
  EXPECT_FALSE(b.state().card(iris).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::FrontRight)).rested);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
}

// "You may" (CR 8.6.3.1): declined, the rear-guard stays rested.
TEST(Bt05AvatarOfThePlainsBehemothTest, VanguardAbilityMayBeDeclined) {
  Board b({{{Circle::Vanguard, kBehemoth}, {Circle::FrontLeft, kNeoNectar}}, {Circle::FrontLeft}, {}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::Vanguard), 1));
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::FrontLeft)).rested);
}

// CR 8.1.1.2.1: a hit on a rear-guard triggers neither ability.
TEST(Bt05AvatarOfThePlainsBehemothTest, HittingARearGuardDoesNotTrigger) {
  check_hit_rear_guard_does_not_trigger(kBehemoth, Circle::Vanguard);
  check_hit_rear_guard_does_not_trigger(kBehemoth, Circle::FrontLeft);
}

// CR 7.6.1.9, 10.1.15.1, 10.1.11: on a rear-guard circle, only a grade 1 or lower «Neo Nectar»
// is offered (not the grade 2 Iris Knight, nor a unit of another clan).
TEST(Bt05AvatarOfThePlainsBehemothTest, RearGuardHitStandsAGradeOneOrLowerNeoNectar) {
  Board b({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kBehemoth}, {Circle::FrontRight, kNeoNectar},
            {Circle::BackRight, kCorolla}, {Circle::BackLeft, "TD01/008"}},
           {Circle::FrontRight, Circle::BackRight, Circle::BackLeft}, {}, {}, fillers(2)},
          opponent());
  const InstanceId behemoth = b.unit(Player::A, Circle::FrontLeft), low = b.unit(Player::A, Circle::BackRight);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(behemoth, 2, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{low});
  ASSERT_FALSE(b.choose({low}));
  EXPECT_FALSE(b.state().card(low).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::FrontRight)).rested);
}

}  // namespace
}  // namespace vg::test
