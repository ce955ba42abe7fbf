// BT02/042 Devil Summoner: [AUTO] when placed on (VC) or (RC), reveal the top card of the deck; a
// grade 1 or 2 <Spike Brothers> is called to (RC), otherwise the deck is shuffled.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kSummoner = "BT02/042";

// CR 10.1.8.1.2, 10.1.6.1.3: a revealed grade 1 Spike Brothers (Wonder Boy) is called.
TEST(Bt02DevilSummonerTest, ARevealedGradeOneSpikeBrothersIsCalled) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kSummoner}, {"BT01/075"}}, opponent());
  ASSERT_FALSE(b.call(kSummoner, Circle::FrontLeft));
  const InstanceId top = b.state().player(Player::A).deck.back();
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(top, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), top);
}

// Grade 3 is out of the range, though a Spike Brothers: it stays in the deck.
TEST(Bt02DevilSummonerTest, AGradeThreeSpikeBrothersStaysInTheDeck) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {kSummoner}, {"BT02/001"}}, opponent());
  ASSERT_FALSE(b.call(kSummoner, Circle::FrontLeft));
  const InstanceId top = b.state().player(Player::A).deck.back();
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.state().card(top).zone, Zone::Deck);
}

}  // namespace
}  // namespace vg::test
