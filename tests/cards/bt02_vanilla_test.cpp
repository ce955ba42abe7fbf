// BT02: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"BT02/022", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT02/036", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT02/040", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT02/045", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT02/046", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT02/047", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT02/052", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT02/053", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT02/054", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT02/058", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT02/063", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT02/067", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT02/073", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT02/077", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT02/079", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Bt02VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Bt02VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
