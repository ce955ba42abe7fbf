// BT01/076 Redshoe, Milly: [AUTO] when this card goes from (GC) to the drop zone, put it into your soul.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 8.6.4, 7.6.1.8, 4.7.2: the retired guardian is put from the drop zone into the soul.
TEST(Bt01RedshoeMillyTest, GuardianToDropZoneGoesIntoTheSoul) {
  check_guardian_to_soul("BT01/076");
}

// CR 8.6.3.1: the ability is mandatory; declining it is refused.
TEST(Bt01RedshoeMillyTest, GuardianAbilityIsMandatory) {
  check_guardian_to_soul_mandatory("BT01/076");
}

// CR 8.6.4: retired from (RC), it did not leave (GC): nothing triggers.
TEST(Bt01RedshoeMillyTest, RetiredFromRearGuardCircleStaysInTheDropZone) {
  check_rear_guard_retired_not_to_soul("BT01/076");
}

}  // namespace
}  // namespace vg::test
