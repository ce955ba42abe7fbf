// TD05/009 Evil Slaying Swordsman, Haugan: [ACT](VC/RC) [Counter Blast 1]: +1000 until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kEvilSlayingSwordsmanHaugan = "TD05/009";

// CR 1.31 8.5.2.3, 10.1.15.1: played twice from (VC): two damage turned, +2000 for the turn.
TEST(Td05EvilSlayingSwordsmanHauganTest, EachUseOnTheVanguardCirclePaysOneForOneThousand) {
  check_act_counter_blast_plus_1000(kEvilSlayingSwordsmanHaugan, Circle::Vanguard);
}

// CR 1.31 3.1.1.3: the same from (RC).
TEST(Td05EvilSlayingSwordsmanHauganTest, EachUseOnARearGuardCirclePaysOneForOneThousand) {
  check_act_counter_blast_plus_1000(kEvilSlayingSwordsmanHaugan, Circle::BackLeft);
}

}  // namespace
}  // namespace vg::test
