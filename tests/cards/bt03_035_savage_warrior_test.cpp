// BT03/035 Savage Warrior: [AUTO](VC/RC) in your turn, each time another of your «Tachikaze» rear-guards is put
// into the drop zone, this unit gets +1000 power until end of turn (mechanism "rear-guard to
// drop filters": CR 1.31 10.1.3.2, 8.6.2.1).
#include <gtest/gtest.h>

#include "tests/cards/bt03_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSavageWarrior = "BT03/035";

// Watched from (VC), and from (RC): +1000 each time, until end of turn; not for another clan's.
TEST(Bt03SavageWarriorTest, OnVcPlusOneThousandEachTime) { check_tachikaze_drop_power(kSavageWarrior, Circle::Vanguard); }
TEST(Bt03SavageWarriorTest, OnRcPlusOneThousandEachTime) { check_tachikaze_drop_power(kSavageWarrior, Circle::BackLeft); }

// Not its own move; not in the opponent's turn.
TEST(Bt03SavageWarriorTest, NotItselfNotInTheOpponentsTurn) { check_tachikaze_drop_not_itself_nor_opponents_turn(kSavageWarrior); }

}  // namespace
}  // namespace vg::test
