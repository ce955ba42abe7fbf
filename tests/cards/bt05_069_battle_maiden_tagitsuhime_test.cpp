// BT05/069 Battle Maiden, Tagitsuhime: [AUTO](RC) when this unit attacks, if six or more <<Oracle
// Think Tank>> are in your soul, this unit gets +3000 power until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kTagitsuhime = "BT05/069";
constexpr const char* kGemini = "TD04/007";  // «Oracle Think Tank», grade 1

// CR 1.31 7.3.1.8, 8.1.1.2.3: from front-left with six «Oracle Think Tank» in the soul it has 3000
// more for that battle; with five (and a card of another clan) it resolves and adds nothing.
TEST(Bt05BattleMaidenTagitsuhimeTest, SixOracleThinkTankInTheSoulGiveThreeThousand) {
  for (bool six : {true, false}) {
    std::vector<std::string> soul = copies(kGemini, 5);
    soul.push_back(six ? kGemini : kFiller);
    Board b({{{Circle::Vanguard, kOracle}, {Circle::FrontLeft, kTagitsuhime}}, {}, {}, {}, {}, soul}, opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(u, 1)), mandatory(kTagitsuhime, u));
    ASSERT_FALSE(b.play(u, 1));
    EXPECT_EQ(b.state().power(u), six ? 12000 : 9000);
    ASSERT_FALSE(b.no_guard());
    EXPECT_EQ(b.state().power(u), 9000);
  }
}

// CR 2.11.3: on the vanguard circle the ability is not active.
TEST(Bt05BattleMaidenTagitsuhimeTest, NotActiveOnTheVanguardCircle) {
  Board b({{{Circle::Vanguard, kTagitsuhime}}, {}, {}, {}, {}, copies(kGemini, 6)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
}

}  // namespace
}  // namespace vg::test
