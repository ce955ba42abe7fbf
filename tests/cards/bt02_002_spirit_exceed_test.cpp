// BT02/002 Spirit Exceed: [ACT](drop zone) [one each of your Samurai Spirit and Knight Spirit
// rear-guards into the soul] if your vanguard is grade 2 or greater, ride this card (superior
// ride).
#include <gtest/gtest.h>

#include "tests/cards/cost_checks.h"

namespace vg::test {
namespace {

constexpr const char* kExceed = "BT02/002";

TEST(Bt02SpiritExceedTest, RidesFromTheDropZoneOverAGradeTwoOrGreater) {
  check_ride_from_drop(
      kExceed, "BT01/038", "BT01/077",
      [](const std::string& vanguard, bool in_hand) {
        return Side({{Circle::Vanguard, vanguard}, {Circle::FrontLeft, "BT02/050"}, {Circle::BackLeft, "BT02/052"}}, {},
                    in_hand ? Side::Numbers{kExceed} : Side::Numbers{}, {}, {}, {}, in_hand ? Side::Numbers{} : Side::Numbers{kExceed});
      },
      [](const Board& b) { return std::vector<InstanceId>{b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::BackLeft)}; });
}

// A grade 3 vanguard is "grade 2 or greater" too.
TEST(Bt02SpiritExceedTest, RidesOverAGradeThree) {
  Board b({{{Circle::Vanguard, "BT02/011"}, {Circle::FrontLeft, "BT02/050"}, {Circle::BackLeft, "BT02/052"}}, {}, {}, {}, {}, {}, {kExceed}},
          opponent());
  const InstanceId exceed = b.card_in(Player::A, Zone::Drop, kExceed);
  ASSERT_FALSE(b.act(exceed, 1, {b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::BackLeft)}));
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), exceed);
}

}  // namespace
}  // namespace vg::test
