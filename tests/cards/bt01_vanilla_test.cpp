// BT01: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"BT01/021", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT01/022", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT01/024", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT01/026", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT01/030", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT01/038", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT01/040", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT01/042", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/045", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT01/046", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT01/047", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT01/048", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/051", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT01/052", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT01/053", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT01/054", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/056", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT01/057", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT01/058", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT01/060", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/063", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT01/064", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT01/065", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT01/066", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/067", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"BT01/075", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/077", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT01/080", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Bt01VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Bt01VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
