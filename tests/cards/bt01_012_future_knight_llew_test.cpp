// BT01/012 Future Knight, Llew: [ACT](RC) [Counter Blast 1 and one each of your Future Knight,
// Llew, Barcgal and Flogal rear-guards into the soul] if your vanguard is grade 1, search the
// deck for up to one Blaster Blade, ride it (superior ride), shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kLlew = "BT01/012";
constexpr const char* kBarcgal = "BT01/003";
constexpr const char* kFlogal = "TD01/016";
constexpr const char* kBlade = "TD01/005";

Side knights(const std::string& vanguard) {
  return Side({{Circle::Vanguard, vanguard}, {Circle::FrontLeft, kLlew}, {Circle::BackLeft, kBarcgal}, {Circle::BackCenter, kFlogal}}, {},
              {}, {kBlade}, fillers(1));
}

// CR 8.5.2.3, 10.1.9, 10.1.5.2: Llew itself is one of the three rear-guards the cost puts into
// the soul; under a grade 1 vanguard Blaster Blade is found and ridden, and the former vanguard
// goes to the soul (CR 8.5.2.4.1).
TEST(Bt01FutureKnightLlewTest, ThreeKnightsIntoTheSoulRideBlasterBlade) {
  Board b(knights("TD01/010"), opponent());
  const InstanceId llew = b.unit(Player::A, Circle::FrontLeft), barcgal = b.unit(Player::A, Circle::BackLeft),
                   flogal = b.unit(Player::A, Circle::BackCenter), vanguard = b.unit(Player::A, Circle::Vanguard);
  const InstanceId blade = b.card_in(Player::A, Zone::Deck, kBlade);
  ASSERT_FALSE(b.act(llew, 1, joined(b.face_up_damage(Player::A, 1), {llew, barcgal, flogal})));
  for (InstanceId c : {llew, barcgal, flogal}) EXPECT_EQ(b.state().card(c).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{blade});
  ASSERT_FALSE(b.choose({blade}));
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), blade);
  EXPECT_EQ(b.state().card(vanguard).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 4u);
}

// CR 8.5.2.3: the cost takes one rear-guard of each name, all three: two are not paid for.
TEST(Bt01FutureKnightLlewTest, TheCostTakesAllThreeKnights) {
  Board b(knights("TD01/010"), opponent());
  const InstanceId llew = b.unit(Player::A, Circle::FrontLeft), barcgal = b.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(message(b.act(llew, 1, joined(b.face_up_damage(Player::A, 1), {llew, barcgal}))),
            "the move into the soul needs 3 rear-guard cards, not 2: a cost is paid whole or not at all [CR 8.5.2.3]");
  EXPECT_EQ(b.state().card(llew).zone, Zone::Field);
}

// CR 8.1.1.2.3: under a grade 2 vanguard the cost is paid and nothing is searched
// (CR 1.31 8.1.1.1.2: the "if" of an activated ability, checked as it resolves).
TEST(Bt01FutureKnightLlewTest, NoSearchUnderAGradeTwoVanguard) {
  Board b(knights(kFiller), opponent());
  const InstanceId llew = b.unit(Player::A, Circle::FrontLeft), barcgal = b.unit(Player::A, Circle::BackLeft),
                   flogal = b.unit(Player::A, Circle::BackCenter), vanguard = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(llew, 1, joined(b.face_up_damage(Player::A, 1), {llew, barcgal, flogal})));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), vanguard);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 3u);
}

}  // namespace
}  // namespace vg::test
