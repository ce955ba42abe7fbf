// BT05/009 Maiden of Trailing Rose: [CONT](VC/RC) with a vanguard or rear-guard that is not a
// <<Neo Nectar>>, -2000 power; [AUTO](VC) [Counter Blast 1 and discard a Maiden of Trailing Rose]
// when this unit's attack hits a vanguard, you may pay: look at up to five cards from the top of
// your deck, call up to two <<Neo Nectar>> among them to separate rear-guard circles, then shuffle.
#include <gtest/gtest.h>

#include "tests/cards/bt05_checks.h"

namespace vg::test {
namespace {

constexpr const char* kMaidenOfTrailingRose = "BT05/009";

// CR 8.2.1.2: alone with «Neo Nectar» units it has its printed 11000; a unit of another clan takes
// 2000, on the vanguard circle as on a rear-guard circle.
TEST(Bt05MaidenOfTrailingRoseTest, AUnitOfAnotherClanTakesTwoThousand) {
  Board same({{{Circle::Vanguard, kMaidenOfTrailingRose}, {Circle::FrontLeft, kNeoNectar}}}, opponent());
  EXPECT_EQ(same.power(Player::A, Circle::Vanguard), 11000);
  Board mixed({{{Circle::Vanguard, kMaidenOfTrailingRose}, {Circle::FrontLeft, kNeoNectar}, {Circle::BackLeft, kFiller}}}, opponent());
  EXPECT_EQ(mixed.power(Player::A, Circle::Vanguard), 9000);
  Board on_rc({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kMaidenOfTrailingRose}}}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), 11000);
  Board under_other({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kMaidenOfTrailingRose}}}, opponent());
  EXPECT_EQ(under_other.power(Player::A, Circle::FrontLeft), 9000);
}

// Maiden of Trailing Rose on (VC) (twin drive: two drive checks), `hand`, one face-up damage;
// below the two drive cards, the deck tops `tops`. It attacks player B's 5000 vanguard, unguarded.
Board maiden_hits(const std::vector<std::string>& hand, const std::vector<std::string>& tops) {
  Side a{{{Circle::Vanguard, kMaidenOfTrailingRose}}, {}, hand, {kFiller, kFiller}, fillers(1)};
  a.deck.insert(a.deck.end(), tops.begin(), tops.end());
  Board b(a, opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  return b;
}

// CR 1.31 7.6.1.9, 10.1.15.1, 10.1.2.1, 1.3.5, 10.1.6.1.1.1, 10.1.10: paid with its damage card and
// another Maiden of Trailing Rose (another card is refused), four cards are looked at and the two
// «Neo Nectar» among them are called to separate circles (the same circle twice is refused); the
// deck is shuffled.
TEST(Bt05MaidenOfTrailingRoseTest, HitCallsTwoNeoNectarFromTheTopFour) {
  Board b = maiden_hits({kMaidenOfTrailingRose, kFiller}, {kNeoNectar, kShadowPaladin, "BT05/046", kOracle, kNeoNectar});
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId same = b.hand_card(Player::A, kMaidenOfTrailingRose), other = b.hand_card(Player::A, kFiller);
  const std::vector<InstanceId> top = top_cards(b, 5);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(v, 2, joined(b.face_up_damage(Player::A, 1), {other}))),
            "cannot pay the discard with Bloody Hercules (" + id(other) + "): it takes Maiden of Trailing Rose " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(v, 2, joined(b.face_up_damage(Player::A, 1), {same})));
  EXPECT_EQ(b.state().card(same).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::Choose);  // how many: four
  ASSERT_FALSE(b.choose({top[0], top[1], top[2], top[3]}));
  ASSERT_EQ(b.decision(), Decision::Choose);  // the «Neo Nectar» among them: top[0] and top[2] (the fifth is not looked at)
  EXPECT_EQ(message(b.choose({top[0], top[4]})), "card #" + std::to_string(top[4]) +
                                                     " cannot be chosen: it is not one of the cards the effect offers " + cite(cr::kChooseWhenResolving));
  ASSERT_FALSE(b.choose({top[0], top[2]}));
  ASSERT_FALSE(b.superior_call(top[0], Circle::FrontLeft));
  EXPECT_EQ(message(b.superior_call(top[2], Circle::FrontLeft)),
            "cannot call Corolla Dragon (#" + std::to_string(top[2]) + ") to front-left: this effect has already called Iris Knight (#" +
                std::to_string(top[0]) + ") there " + cite(cr::kCallChooseCircle));
  ASSERT_FALSE(b.superior_call(top[2], Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), top[0]);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), top[2]);
  EXPECT_EQ(b.state().card(top[1]).zone, Zone::Deck);
}

// "Up to": looking at none, nothing is called (the deck is shuffled all the same); "you may":
// declined, nothing is paid.
TEST(Bt05MaidenOfTrailingRoseTest, UpToAndMayBeDeclined) {
  Board none = maiden_hits({kMaidenOfTrailingRose}, {kNeoNectar});
  const InstanceId v = none.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(none.play(v, 2, joined(none.face_up_damage(Player::A, 1), {none.hand_card(Player::A, kMaidenOfTrailingRose)})));
  ASSERT_FALSE(none.choose({}));
  EXPECT_NE(none.decision(), Decision::Choose);
  EXPECT_EQ(none.unit(Player::A, Circle::FrontLeft), kNoInstance);
  Board declined = maiden_hits({kMaidenOfTrailingRose}, {kNeoNectar});
  ASSERT_FALSE(declined.decline(declined.unit(Player::A, Circle::Vanguard), 2));
  EXPECT_EQ(declined.face_up_damage(Player::A, 1).size(), 1u);
  EXPECT_EQ(declined.count(Player::A, Zone::Hand), 3u);  // the Maiden kept, and the two drive checks
}

// CR 2.11.3, 8.1.1.2.1: on (RC) it is not active; an attack that hits a rear-guard does not
// trigger it.
TEST(Bt05MaidenOfTrailingRoseTest, NotOnARearGuardCircleNorOnARearGuardHit) {
  Board rc({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, kMaidenOfTrailingRose}}, {}, {kMaidenOfTrailingRose}, {}, fillers(1)}, opponent());
  ASSERT_FALSE(rc.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(rc.no_guard());
  EXPECT_TRUE(rc.state().standing.empty());
  Side a{{{Circle::Vanguard, kMaidenOfTrailingRose}}, {}, {kMaidenOfTrailingRose}, {}, fillers(1)};
  Board b(a, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontRight));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
}

}  // namespace
}  // namespace vg::test
