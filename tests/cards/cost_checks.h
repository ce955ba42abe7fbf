// Checks shared by the cards whose costs take named or filtered cards (CR 8.5.2.3).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tests/cards/ability_checks.h"

namespace vg::test {

// "[ACT](VC) [Counter Blast 1 and one each of your `first` and `second` rear-guards into the
// soul] search the deck for up to one `found`, ride it, shuffle" (CR 8.5.2.3, 10.1.9, 10.1.5.2):
// two rear-guards of one name do not pay; one of each does, and the card found becomes the
// vanguard over this one, which goes to the soul with the two.
inline void check_named_rear_guards_ride(const std::string& number, const std::string& first, const std::string& second,
                                         const std::string& found) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}, {Circle::FrontLeft, first}, {Circle::BackLeft, second}, {Circle::FrontRight, first}}, {}, {},
           {found}, fillers(1)},
          opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), one = b.unit(Player::A, Circle::FrontLeft),
                   two = b.unit(Player::A, Circle::BackLeft), again = b.unit(Player::A, Circle::FrontRight);
  const InstanceId target = b.card_in(Player::A, Zone::Deck, found);
  EXPECT_EQ(message(b.act(v, 1, joined(b.face_up_damage(Player::A, 1), {one, again}))),
            "cannot pay the move into the soul with " + def(first).name + " (" + id(again) + "): it takes one each of: " + def(first).name +
                "; " + def(second).name + " [CR 8.5.2.3]");
  ASSERT_FALSE(b.act(v, 1, joined(b.face_up_damage(Player::A, 1), {one, two})));
  EXPECT_EQ(b.state().card(one).zone, Zone::Soul);
  EXPECT_EQ(b.state().card(two).zone, Zone::Soul);
  EXPECT_EQ(b.state().card(again).zone, Zone::Field);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{target});
  ASSERT_FALSE(b.choose({target}));
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), target);
  EXPECT_EQ(b.state().card(v).zone, Zone::Soul);
}

// "[ACT](drop zone) [cost] if your vanguard is grade `grade` (or greater), ride this card"
// (CR 2.11.3, 10.1.5.2, 8.1.1.2.3): played from the hand it is refused; from the drop zone
// under such a vanguard the card becomes the vanguard, and under a lower grade the cost is paid
// and the card stays. `cost` names what pays the cost on the board `side` makes.
inline void check_ride_from_drop(const std::string& number, const std::string& fits, const std::string& too_low,
                                 const std::function<Side(const std::string& vanguard, bool in_hand)>& side,
                                 const std::function<std::vector<InstanceId>(const Board&)>& cost) {
  SCOPED_TRACE(number);
  Board h(side(fits, true), opponent());
  const InstanceId held = h.hand_card(Player::A, number);
  EXPECT_EQ(message(h.act(held, 1, cost(h))), "cannot play the ability of " + def(number).name + " (" + id(held) +
                                                  ") from where it is: the ability is not active there [CR 2.11.3]");
  Board b(side(fits, false), opponent());
  const InstanceId c = b.card_in(Player::A, Zone::Drop, number), old = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(c, 1, cost(b)));
  EXPECT_EQ(b.unit(Player::A, Circle::Vanguard), c);
  EXPECT_EQ(b.state().card(old).zone, Zone::Soul);

  Board o(side(too_low, false), opponent());
  const InstanceId d = o.card_in(Player::A, Zone::Drop, number), kept = o.unit(Player::A, Circle::Vanguard);
  const std::vector<InstanceId> paid = cost(o);
  ASSERT_FALSE(o.act(d, 1, paid));
  EXPECT_EQ(o.state().card(d).zone, Zone::Drop);
  EXPECT_EQ(o.unit(Player::A, Circle::Vanguard), kept);
  for (InstanceId p : paid) EXPECT_NE(o.state().card(p).zone, Zone::Field);
}

}  // namespace vg::test
