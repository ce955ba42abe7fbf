// TD05-TD08: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data, played under CR 1.31.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"TD05/004", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"TD05/008", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"TD05/014", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"TD05/015", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"TD05/016", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"TD05/017", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"TD05/018", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"TD06/004", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"TD06/008", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"TD06/014", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"TD06/015", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"TD06/016", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"TD06/017", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"TD06/018", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"TD07/004", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"TD07/008", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"TD07/014", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"TD07/015", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"TD07/016", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"TD07/017", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"TD07/018", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"TD08/004", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"TD08/013", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"TD08/014", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"TD08/015", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"TD08/016", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"TD08/017", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Td0508VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Td0508VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
