// TD08/008 Zoigal Liberator: [AUTO](VC/RC) when this unit attacks, provided you have three or
// more other rear-guards whose names contain "Liberator", +3000 until end of that battle.
#include <gtest/gtest.h>

#include "tests/cards/td05_08_checks.h"

namespace vg::test {
namespace {

constexpr const char* kZoigalLiberator = "TD08/008";

// CR 1.31 7.3.1.8, 8.1.1.2.3: from (VC) beside three Liberator rear-guards.
TEST(Td08ZoigalLiberatorTest, ThreeLiberatorRearGuardsGiveThreeThousandOnTheVanguardCircle) {
  EXPECT_EQ(attack_gain(kZoigalLiberator, kFiller, Circle::Vanguard,
                        {{Circle::FrontLeft, "TD08/004"}, {Circle::FrontRight, "TD08/013"}, {Circle::BackLeft, "TD08/013"}}),
            3000);
}

// CR 1.31 3.1.1.3: from (RC), three others besides itself.
TEST(Td08ZoigalLiberatorTest, ThreeOtherLiberatorRearGuardsGiveThreeThousandOnARearGuardCircle) {
  EXPECT_EQ(attack_gain(kZoigalLiberator, kFiller, Circle::FrontLeft,
                        {{Circle::FrontRight, "TD08/004"}, {Circle::BackLeft, "TD08/013"}, {Circle::BackRight, "TD08/013"}}),
            3000);
}

// CR 1.31 8.1.1.2.3: two Liberator rear-guards besides itself under a Liberator vanguard, or
// two and a Gold Paladin of another name: it resolves and does nothing.
TEST(Td08ZoigalLiberatorTest, ItselfTheVanguardAndOtherNamesDoNotCount) {
  EXPECT_EQ(attack_gain(kZoigalLiberator, "TD08/004", Circle::FrontLeft, {{Circle::FrontRight, "TD08/004"}, {Circle::BackLeft, "TD08/013"}}), 0);
  EXPECT_EQ(attack_gain(kZoigalLiberator, kFiller, Circle::Vanguard,
                        {{Circle::FrontLeft, "TD08/004"}, {Circle::FrontRight, "TD08/013"}, {Circle::BackLeft, "TD05/004"}}),
            0);
}

}  // namespace
}  // namespace vg::test
