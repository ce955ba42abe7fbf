// BT04: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data, played under CR 1.31.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"BT04/023", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT04/028", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"BT04/045", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"BT04/049", 0, 6000, 10000, 1, Trigger::None, Skill::Boost},
    {"BT04/050", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT04/051", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT04/052", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT04/053", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT04/058", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT04/059", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT04/060", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT04/061", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT04/066", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"BT04/067", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT04/068", 0, 5000, 10000, 1, Trigger::Stand, Skill::Boost},
    {"BT04/069", 0, 5000, 10000, 1, Trigger::Heal, Skill::Boost},
    {"BT04/073", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"BT04/079", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Bt04VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Bt04VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
