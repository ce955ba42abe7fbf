// TD01/012 Stardust Trumpeter: vanilla grade 0, 6000 power, 10000 shield, boost.
#include <gtest/gtest.h>

#include "tests/cards/royal_game.h"

namespace vg::test {
namespace {

// CR 5.2.2, 6.1.1: no abilities; as the first vanguard it stands up as a 6000 unit and nothing
// stands by.
TEST(Td01StardustTrumpeterTest, VanillaFirstVanguardPlaysAsPrinted) {
  EXPECT_THAT(pool()[card("TD01/012")].abilities, IsEmpty());
  EXPECT_EQ(pool()[card("TD01/012")].shield, 10000);
  Driver d(royal_script({"TD01/008", "TD01/004", "TD01/007", "TD01/011", "TD01/010", "TD01/013"}));
  EXPECT_EQ(d.decision(), Decision::Ride);
  EXPECT_THAT(standing_by(d), IsEmpty());
  EXPECT_EQ(d.def_at(Player::A, Circle::Vanguard).number, "TD01/012");
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 6000);
}

}  // namespace
}  // namespace vg::test
