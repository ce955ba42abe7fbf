// BT05: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data, played under CR 1.31.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"BT05/024", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT05/029", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT05/046", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT05/051", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"BT05/052", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT05/053", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT05/054", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT05/057", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT05/059", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT05/060", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT05/061", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT05/068", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT05/071", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT05/075", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Bt05VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Bt05VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
