// BT02/024 Mecha Trainer: [AUTO] when another <Spike Brothers> rides it, it may be called from
// the soul to a rear-guard circle; [ACT](RC) [Counter Blast 1 and retire this unit] search the
// deck for up to one grade 1 or less <Spike Brothers>, reveal it, to the hand, shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

TEST(Bt02MechaTrainerTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden("BT02/024", "BT01/075"); }
TEST(Bt02MechaTrainerTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen("BT02/024", "BT01/075", "TD02/008");
}
TEST(Bt02MechaTrainerTest, SearchesAGradeOneOrLessSpikeBrothers) {
  check_search_grade_one_or_less("BT02/024", "BT02/010", "BT02/009", "TD02/008");
}

}  // namespace
}  // namespace vg::test
