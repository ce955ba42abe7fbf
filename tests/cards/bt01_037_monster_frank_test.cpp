// BT01/037 Monster Frank: [ACT](drop zone) [Counter Blast 3] if your vanguard is grade 2, ride
// this card (superior ride).
#include <gtest/gtest.h>

#include "tests/cards/cost_checks.h"

namespace vg::test {
namespace {

constexpr const char* kFrank = "BT01/037";

TEST(Bt01MonsterFrankTest, RidesFromTheDropZoneOverAGradeTwo) {
  check_ride_from_drop(
      kFrank, kFiller, "BT01/077",
      [](const std::string& vanguard, bool in_hand) {
        return Side({{Circle::Vanguard, vanguard}}, {}, in_hand ? Side::Numbers{kFrank} : Side::Numbers{}, {}, fillers(3), {},
                    in_hand ? Side::Numbers{} : Side::Numbers{kFrank});
      },
      [](const Board& b) { return b.face_up_damage(Player::A, 3); });
}

}  // namespace
}  // namespace vg::test
