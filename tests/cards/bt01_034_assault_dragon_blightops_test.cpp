// BT01/034 Assault Dragon, Blightops: [AUTO] [Counter Blast 1] when this card goes from (RC) to
// the drop zone, you may pay: search the deck for up to one "Ironclad Dragon, Shieldon", reveal
// it, put it into the hand, shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBlightops = "BT01/034";
constexpr const char* kShieldon = "BT01/067";

// CR 8.5.2.4.2, 10.1.9.1, 8.5.3: retired by a call over it, Blightops is paid for and the search
// offers only Shieldon (not the filler above it); Shieldon goes to the hand.
TEST(Bt01BlightopsTest, RetiredFromARearGuardCircleItSearchesShieldon) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kBlightops}}, {}, {kFiller}, {kFiller, kShieldon}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.call(kFiller, Circle::FrontLeft));
  EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 1)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_EQ(b.game().request().options.size(), 1u);
  const InstanceId shieldon = b.game().request().options.front();
  EXPECT_EQ(b.state().def(shieldon).number, kShieldon);
  ASSERT_FALSE(b.choose({shieldon}));
  EXPECT_EQ(b.state().card(shieldon).zone, Zone::Hand);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// CR 8.1.1.2.3: declined, the cost is not paid and the deck is not searched.
TEST(Bt01BlightopsTest, DeclinedNothingIsSearched) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kBlightops}}, {}, {kFiller}, {kShieldon}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  const std::size_t hand = b.count(Player::A, Zone::Hand);
  ASSERT_FALSE(b.call(kFiller, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), hand - 1);  // the filler called, nothing added
  EXPECT_EQ(b.face_up_damage(Player::A, 1).size(), 1u);
}

}  // namespace
}  // namespace vg::test
