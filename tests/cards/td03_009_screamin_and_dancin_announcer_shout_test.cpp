// TD03/009 Screamin' and Dancin' Announcer, Shout: [ACT](VC/RC) [rest this unit and discard a card from hand]: draw a card.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

// CR 10.1.11, 10.1.16, 8.5.2.3: the cost rests the unit and discards; then the top card is drawn.
TEST(Td03ScreaminAndDancinAnnouncerShoutTest, RestAndDiscardToDrawOnARearGuard) {
  check_rest_discard_draw("TD03/009", Circle::FrontLeft);
}

// CR 2.11.3: the ability is active on the vanguard circle too.
TEST(Td03ScreaminAndDancinAnnouncerShoutTest, AlsoActiveOnTheVanguardCircle) {
  check_rest_discard_draw("TD03/009", Circle::Vanguard);
}

}  // namespace
}  // namespace vg::test
