// TD08/011 Pomerugal Liberator: [ACT](VC/RC) [Counter Blast 1]: +1000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kPomerugalLiberator = "TD08/011";

// CR 1.31 8.5.2.3, 10.1.15.1: played twice from (VC): two damage turned, +2000 for the turn.
TEST(Td08PomerugalLiberatorTest, EachUseOnTheVanguardCirclePaysOneForOneThousand) {
  check_act_counter_blast_plus_1000(kPomerugalLiberator, Circle::Vanguard);
}

// CR 1.31 3.1.1.3: the same from (RC).
TEST(Td08PomerugalLiberatorTest, EachUseOnARearGuardCirclePaysOneForOneThousand) {
  check_act_counter_blast_plus_1000(kPomerugalLiberator, Circle::BackLeft);
}

}  // namespace
}  // namespace vg::test
