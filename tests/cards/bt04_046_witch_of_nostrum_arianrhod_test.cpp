// BT04/046 Witch of Nostrum, Arianrhod: [ACT](VC/RC) [rest this unit and discard a card] draw a card.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 10.1.11, 10.1.2.1, 3.12.2: from (VC) and from (RC).
TEST(Bt04WitchOfNostrumArianrhodTest, RestAndDiscardToDraw) {
  check_rest_discard_draw("BT04/046", Circle::Vanguard);
  check_rest_discard_draw("BT04/046", Circle::FrontLeft);
}

}  // namespace
}  // namespace vg::test
