// BT02/064 Gattling Claw Dragon: [ACT](RC) [Counter Blast 1 and put this unit into the soul] if your
// vanguard is a <Kagero>, retire up to one of the opponent's grade 0 rear-guards.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.5.3, 10.1.3: only the opponent's grade 0 rear-guards are offered; the chosen one is retired.
TEST(Bt02GattlingClawDragonTest, RetiresAGrade0RearGuard) {
  check_soul_retire_grade("BT02/064", 0, Circle::FrontRight);
}

}  // namespace
}  // namespace vg::test
