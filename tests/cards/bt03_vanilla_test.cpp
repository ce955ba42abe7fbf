// BT03: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data, played under CR 1.31.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"BT03/022", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT03/028", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT03/034", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT03/044", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT03/046", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT03/047", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT03/048", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT03/052", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT03/053", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT03/054", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT03/055", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT03/060", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT03/061", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT03/062", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT03/069", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT03/078", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT03/081", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT03/082", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Bt03VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Bt03VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
