// BT04/077 Blaupanzer: [CONT](VC) with Blaujunger in the soul, +2000 power; [AUTO] [discard a grade 3 <Nova Grappler>]
// when placed on (RC), you may pay: search your deck for up to one Stern Blaukluger, reveal it,
// put it into your hand, and shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt04_checks.h"

namespace vg::test {
namespace {

// CR 8.7.1.3, 4.7: with Blaujunger in the soul, +2000 on (VC), in either player's turn.
TEST(Bt04BlaupanzerTest, PowerWithItsNamedCardInTheSoul) { check_soul_named_power("BT04/077", "BT04/041", 2000); }

// CR 2.11.3: nothing with another card in the soul, nor on (RC).
TEST(Bt04BlaupanzerTest, NoPowerWithoutItOrOnARearGuardCircle) { check_soul_named_power_only_so("BT04/077", "BT04/041"); }

// Stern Blaukluger (BT04/008) is still pending, so no position holds one: this shows the cost and
// that the search offers no card of another name. CR 1.31 10.1.2.1: a grade 2 «Nova Grappler» does
// not pay; a grade 3 does.
TEST(Bt04BlaupanzerTest, DiscardingAGradeThreeSearchesOnlySternBlaukluger) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {"BT04/077", "BT04/040", "TD03/004"}, {"TD03/004", "BT04/019"}}, opponent());
  const InstanceId three = b.hand_card(Player::A, "BT04/040"), two = b.hand_card(Player::A, "TD03/004");
  ASSERT_FALSE(b.call("BT04/077", Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 2, {two})),
            "cannot pay the discard with King of Sword (" + id(two) + "): it must be a grade 3 or greater «Nova Grappler» " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(u, 2, {three}));
  EXPECT_EQ(b.state().card(three).zone, Zone::Drop);
  if (b.decision() == Decision::Choose) {
    EXPECT_TRUE(b.game().request().options.empty());
    ASSERT_FALSE(b.choose({}));
  }
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

// CR 8.6.3: "you may": declined, nothing happens; ridden onto (VC) it does not trigger.
TEST(Bt04BlaupanzerTest, OptionalAndOnlyWhenPlacedOnARearGuardCircle) { check_placed_discard_search_only_on_rc("BT04/077", "BT04/040", "BT04/019"); }

}  // namespace
}  // namespace vg::test
