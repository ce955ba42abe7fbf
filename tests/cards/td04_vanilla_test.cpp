// TD04: the cards without abilities (vanillas and trigger units whose only text is the
// deck-limit reminder), each as printed in the shared card data.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

const Printed kVanillas[] = {
    {"TD04/004", 2, 10000, 5000, 1, Trigger::None, Skill::Intercept},
    {"TD04/007", 1, 8000, 5000, 1, Trigger::None, Skill::Boost},
    {"TD04/012", 0, 5000, 10000, 1, Trigger::Critical, Skill::Boost},
    {"TD04/013", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
    {"TD04/014", 0, 5000, 5000, 1, Trigger::Draw, Skill::Boost},
};

// CR 2.1-2.10: each card file has the printed characteristics and no ability.
TEST(Td04VanillaTest, CharacteristicsAsPrintedAndNoAbilities) {
  for (const Printed& p : kVanillas) check_printed_without_abilities(p);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle each has its printed power and attacks without
// anything standing by.
TEST(Td04VanillaTest, AttacksAsPrintedWithNothingStandingBy) {
  for (const Printed& p : kVanillas) check_attacks_as_printed(p);
}

}  // namespace
}  // namespace vg::test
