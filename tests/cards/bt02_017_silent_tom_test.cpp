// BT02/017 Silent Tom: [CONT](VC/RC) during the battle that this unit attacks, if you have an
// <Oracle Think Tank> vanguard, your opponent cannot normal call grade 0 units to (GC).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTom = "BT02/017";
constexpr const char* kEpona = "TD01/013";  // grade 0, shield 10000
constexpr const char* kMarron = "TD01/008";  // grade 1, shield 5000

Side defender() { return Side({{Circle::Vanguard, kFiller}}, {}, {kEpona, kMarron}); }

// CR 1.3.1, 7.4.1.1.2: in the battle Silent Tom attacks, under an «Oracle Think Tank» vanguard,
// a grade 0 guardian is refused and a grade 1 one is not.
TEST(Bt02SilentTomTest, NoGradeZeroGuardianInTheBattleItAttacks) {
  Board b({{{Circle::Vanguard, "TD04/004"}, {Circle::FrontLeft, kTom}}}, defender());
  const InstanceId tom = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_EQ(message(b.guard({kEpona})),
            "cannot call Bringer of Good Luck, Epona (grade 0) as a guardian: the continuous ability of Silent Tom (" + id(tom) +
                ") says its opponent cannot normal call grade 0 units to the guardian circle [CR 1.3.1]");
  EXPECT_FALSE(b.guard({kMarron}));
}

// CR 8.1.1.2.3: in another unit's battle, or under a vanguard of another clan, a grade 0 guards.
TEST(Bt02SilentTomTest, GradeZeroGuardsInOtherBattles) {
  Board b({{{Circle::Vanguard, "TD04/004"}, {Circle::FrontLeft, kTom}}}, defender());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.guard({kEpona}));
  Board o({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kTom}}}, defender());
  ASSERT_FALSE(o.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_FALSE(o.guard({kEpona}));
}

}  // namespace
}  // namespace vg::test
