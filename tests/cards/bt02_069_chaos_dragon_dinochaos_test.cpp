// BT02/069 Chaos Dragon, Dinochaos: [ACT](hand) [retire two of your <Tachikaze> rear-guards] if
// your vanguard is grade 2, you may reveal this card; if you do, ride it (superior ride).
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kDinochaos = "BT02/069";

Side tachikaze(const std::string& second) {
  return Side({{Circle::Vanguard, "BT01/034"}, {Circle::FrontLeft, "BT01/066"}, {Circle::BackLeft, second}}, {}, {kDinochaos});
}

// CR 2.11.3, 10.1.3.1, 10.1.8, 10.1.5.2: a rear-guard of another clan does not pay; two
// «Tachikaze» do, and the player who chooses to reveals the card and rides it.
TEST(Bt02ChaosDragonDinochaosTest, RidesFromTheHandForTwoTachikaze) {
  Board o(tachikaze(kFiller), opponent());
  const InstanceId filler = o.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(message(o.act(o.hand_card(Player::A, kDinochaos), 1, {o.unit(Player::A, Circle::FrontLeft), filler})),
            "cannot pay the retire with " + def(kFiller).name + " (" + id(filler) + "): it must be a «Tachikaze» [CR 10.1.3.1]");

  Board b(tachikaze("BT01/067"), opponent());
  const InstanceId dino = b.hand_card(Player::A, kDinochaos), old = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(dino, 1, {b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::BackLeft)}));
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 2u);
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({dino}));
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), dino);
  EXPECT_EQ(b.state().card(old).zone, Zone::Soul);
}

// CR 3.12.4: "you may": the player who declines keeps the card in the hand; the cost is paid.
TEST(Bt02ChaosDragonDinochaosTest, DeclinedItStaysInTheHand) {
  Board b(tachikaze("BT01/067"), opponent());
  const InstanceId dino = b.hand_card(Player::A, kDinochaos);
  ASSERT_FALSE(b.act(dino, 1, {b.unit(Player::A, Circle::FrontLeft), b.unit(Player::A, Circle::BackLeft)}));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.state().card(dino).zone, Zone::Hand);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 2u);
}

}  // namespace
}  // namespace vg::test
