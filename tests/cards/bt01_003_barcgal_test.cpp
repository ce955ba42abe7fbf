// BT01/003 Barcgal: [AUTO] when another <Royal Paladin> rides it, it may be called from the soul
// to a rear-guard circle; [ACT](RC) [rest this unit] search the deck for up to one "Future
// Knight, Llew" or "Flogal", call it to a rear-guard circle, shuffle.
#include <gtest/gtest.h>

#include "tests/cards/ability_checks.h"

namespace vg::test {
namespace {

constexpr const char* kBarcgal = "BT01/003";

TEST(Bt01BarcgalTest, CalledFromTheSoulWhenRiddenByItsClan) { check_calls_itself_when_ridden(kBarcgal, "TD01/008"); }
TEST(Bt01BarcgalTest, StaysInTheSoulWhenDeclinedOrRiddenByAnotherClan) {
  check_calls_itself_only_if_chosen(kBarcgal, "TD01/008", "TD02/008");
}

// CR 10.1.11, 10.1.9.1, 10.1.6.1.3: resting Barcgal, the search offers both printings of Flogal
// (a search by name) and nothing else; the one found is called, standing, to the circle chosen.
TEST(Bt01BarcgalTest, RestsToCallAFlogalFromTheDeck) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackLeft, kBarcgal}}, {}, {}, {"TD01/016", "TD01/012", "BT01/046"}}, opponent());
  const InstanceId barcgal = b.unit(Player::A, Circle::BackLeft);
  const auto& deck = b.state().player(Player::A).deck;
  auto in_deck = [&](const char* number) {
    return *std::find_if(deck.begin(), deck.end(), [&](InstanceId c) { return b.state().card(c).card == card(number); });
  };
  const InstanceId flogal = in_deck("TD01/016"), reprint = in_deck("BT01/046");
  ASSERT_FALSE(b.act(barcgal, 2));
  EXPECT_TRUE(b.state().card(barcgal).rested);
  ASSERT_EQ(b.decision(), Decision::Choose);
  std::vector<InstanceId> offered = b.game().request().options;
  std::sort(offered.begin(), offered.end());
  std::vector<InstanceId> both{flogal, reprint};
  std::sort(both.begin(), both.end());
  EXPECT_EQ(offered, both);
  ASSERT_FALSE(b.choose({reprint}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(reprint, Circle::FrontLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), reprint);
  EXPECT_FALSE(b.state().card(reprint).rested);
  EXPECT_EQ(b.decision(), Decision::Main);
  // CR 10.1.11: the cost cannot be paid again while Barcgal is rested.
  EXPECT_TRUE(b.act(barcgal, 2).has_value());
}

// CR 5.2.2 asks only that the first vanguard be a grade 0 card. The seed's fighter guide (001)
// adds a tournament rule of its time barring Barcgal as the first vanguard; CR 1.10 has no such
// rule, so the engine accepts it (docs/rulings.md, "Card pool decisions").
TEST(Bt01BarcgalTest, MayBeTheFirstVanguardUnderCr110) {
  Script s;
  s.play_setup = false;
  Decklist a = td01();
  a.entries.push_back({card(kBarcgal), 1, 0});
  Driver d(s, {a, td02()});
  ASSERT_EQ(d.decision(), Decision::FirstVanguard);
  EXPECT_EQ(message(d.first_vanguard(Player::A, kBarcgal)), "accepted");
  const InstanceId v = d.unit(Player::A, Circle::Vanguard);
  ASSERT_NE(v, kNoInstance);
  EXPECT_EQ(d.state().def(v).number, kBarcgal);
}

}  // namespace
}  // namespace vg::test
