// BT01/016 Lizard Soldier, Conroe: [AUTO] when another <Kagero> rides it, it may be called from
// the soul to a rear-guard circle; [ACT](RC) [Counter Blast 1 and retire this unit] search the
// deck for up to one grade 1 or less <Kagero>, reveal it, to the hand, shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

TEST(Bt01ConroeTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden("BT01/016", "TD02/008"); }
TEST(Bt01ConroeTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen("BT01/016", "TD02/008", "TD01/008");
}
TEST(Bt01ConroeTest, SearchesAGradeOneOrLessKagero) { check_search_grade_one_or_less("BT01/016", "TD02/008", "TD02/004", "TD01/008"); }

}  // namespace
}  // namespace vg::test
