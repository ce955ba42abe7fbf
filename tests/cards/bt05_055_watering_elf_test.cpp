// BT05/055 Watering Elf: [ACT](RC) [put this unit into your soul] choose up to one of your <<Neo Nectar>>
// units: it gets +3000 power until end of turn.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

// CR 8.5.2.3, 8.5.3: the unit goes into the soul; only the <<Neo Nectar>> vanguard (Iris Knight) is offered,
// up to one; chosen, it has 3000 more until the end of the turn, declined nothing changes.
TEST(Bt05WateringElfTest, UpToOneUnitOfTheClanGetsThreeThousand) { check_soul_self_plus_3000("BT05/055", kNeoNectar); }

// CR 2.11.3: on the vanguard circle the ability is not active.
TEST(Bt05WateringElfTest, NotActiveOnTheVanguardCircle) { check_soul_self_not_from_vc("BT05/055"); }

}  // namespace
}  // namespace vg::test
