// TD04: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

struct Printed {
  const char* number;
  int grade, power, shield, critical;  // shield -1: none (grade 3)
  Trigger trigger;
  Skill skill;
};

const Printed kVanillas[] = {
    {"TD04/004", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"TD04/007", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"TD04/012", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"TD04/013", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"TD04/014", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Td04VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) {
    const CardDef& d = def(p.number);
    EXPECT_TRUE(d.abilities.empty()) << p.number;
    EXPECT_EQ(d.grade, p.grade) << p.number;
    EXPECT_EQ(d.power, p.power) << p.number;
    EXPECT_EQ(d.shield.value_or(-1), p.shield) << p.number;
    EXPECT_EQ(d.critical, p.critical) << p.number;
    EXPECT_EQ(d.trigger, p.trigger) << p.number;
    EXPECT_EQ(d.skill, p.skill) << p.number;
  }
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Td04VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) {
    Board b({{{Circle::Vanguard, p.number}}}, opponent());
    EXPECT_EQ(b.power(Player::A, Circle::Vanguard), p.power) << p.number;
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard)) << p.number;
    EXPECT_EQ(b.decision(), Decision::Guard) << p.number;
    EXPECT_TRUE(b.state().standing.empty()) << p.number;
  }
}

}  // namespace
}  // namespace vg::test
