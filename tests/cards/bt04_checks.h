// Shared by the card tests of BT04 (played under CR 1.31): the abilities that several BT04 cards
// print with the same wording (only a name, a clan or a grade differs) are checked by one
// function, called from each card's own test file. A card's ability number is its place in its
// file. Cards of the pool these positions use: BT01/040 (kFiller) is a grade 2 «Megacolony».
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "tests/cards/ability_checks.h"

namespace vg::test {

// Snogal and Brugal (their own tests, and Fang of Light, Garmore's, which counts them).
inline constexpr const char* kSnogal = "BT04/081";
inline constexpr const char* kBrugal = "BT04/082";

// The cards in increasing order (options compared whatever order the engine offers them in).
inline std::vector<InstanceId> sorted(std::vector<InstanceId> v) {
  std::sort(v.begin(), v.end());
  return v;
}
// "the automatic ability of NAME (#id) is mandatory: it must be played [CR 8.6.3.1]"
inline std::string mandatory(const Board& b, InstanceId c) {
  return "the automatic ability of " + b.state().def(c).name + " (" + id(c) + ") is mandatory: it must be played " +
         cite(cr::kMustPlayAuto);
}
// "cannot pay the cost of the ability of NAME (#id): its condition does not hold [CR 8.1.1.2.3]"
inline std::string condition_fails(const Board& b, InstanceId c) {
  return "cannot pay the cost of the ability of " + b.state().def(c).name + " (" + id(c) + "): its condition does not hold " +
         cite(cr::kIfCondition);
}
// From the main phase (or the start step) to the beginning of the attack step: the battle begins
// and the "beginning of your attack step" abilities stand by (CR 1.31 7.2.1.2, 7.3.1.1, 7.3.1.2).
inline void to_attack_step(Board& b) {
  if (b.decision() == Decision::Main) {
    ASSERT_FALSE(b.pass());
  }
  ASSERT_EQ(b.decision(), Decision::StartStep);
  ASSERT_FALSE(b.submit(Action::make(ActionKind::Attack, Player::A)));
}

// "[CONT](VC) while a card named `soul_card` is in your soul, +`gain` power" (CR 8.7.1.3, 4.7):
// on the vanguard circle with it in the soul, the unit has `gain` more, in its player's turn and
// in the opponent's (player B's vanguard in player A's turn).
inline void check_soul_named_power(const std::string& number, const std::string& soul_card, int gain) {
  SCOPED_TRACE(number);
  const Side side({{Circle::Vanguard, number}}, {}, {}, {}, {}, {soul_card});
  Board b(side, side);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(number).power + gain);
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), def(number).power + gain);
}
// The same ability does nothing with a card of another name in the soul, nor on a rear-guard
// circle (CR 2.11.3: it is active on (VC) only) with the named card in the soul.
inline void check_soul_named_power_only_so(const std::string& number, const std::string& soul_card) {
  SCOPED_TRACE(number);
  Board other({{{Circle::Vanguard, number}}, {}, {}, {}, {}, {kFiller}}, opponent());
  EXPECT_EQ(other.power(Player::A, Circle::Vanguard), def(number).power);
  Board rear({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, {}, {}, {soul_card}}, opponent());
  EXPECT_EQ(rear.power(Player::A, Circle::FrontLeft), def(number).power);
}

// "[AUTO] when a card named `rider` rides this unit, search your deck for up to one card named
// `found`, reveal it, put it into your hand, and shuffle" (CR 1.31 8.5.2.4.1, 10.1.9.1, 10.1.8.1,
// 8.6.3.1): ridden by `rider`, it stands by in the soul, mandatory; the search offers only the
// card of that name (not `other`, of the same clan), which goes to the hand.
inline void check_ridden_search(const std::string& number, const std::string& rider, const std::string& found,
                                const std::string& other) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {rider}, {other, found}}, opponent(), Decision::Ride);
  const InstanceId starter = b.unit(Player::A, Circle::Vanguard), target = b.card_in(Player::A, Zone::Deck, found);
  ASSERT_FALSE(b.ride(rider));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().card(starter).zone, Zone::Soul);
  EXPECT_EQ(message(b.decline(starter, 1)), mandatory(b, starter));
  ASSERT_FALSE(b.play(starter, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{target});
  EXPECT_EQ(b.game().request().min, 0);  // "up to one"
  ASSERT_FALSE(b.choose({target}));
  EXPECT_EQ(b.state().card(target).zone, Zone::Hand);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// CR 8.1.1.2.1: ridden by a card of another name (`other_rider`, of the same grade as `rider`),
// nothing stands by.
inline void check_ridden_search_other_rider(const std::string& number, const std::string& other_rider, const std::string& found) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {other_rider}, {found}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(other_rider));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// "[AUTO] [discard a grade 3 <clan>] when placed on (RC), you may pay: search your deck for up to
// one card named `found`, reveal it, put it into your hand, and shuffle" (CR 1.31 10.1.2.1,
// 10.1.9.1): a grade 2 card of the clan (`lower`) does not pay; `grade_three` does, and the search
// offers only `found`, which goes to the hand.
inline void check_placed_discard_search(const std::string& number, const std::string& grade_three, const std::string& lower,
                                        const std::string& found) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}}, {}, {number, grade_three, lower}, {lower, found}}, opponent());
  const InstanceId target = b.card_in(Player::A, Zone::Deck, found);
  const InstanceId three = b.hand_card(Player::A, grade_three), two = b.hand_card(Player::A, lower);
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 2, {two})), "cannot pay the discard with " + def(lower).name + " (" + id(two) +
                                              "): it must be a grade 3 or greater «" + def(number).clan + "» " + cite(cr::kDiscard));
  ASSERT_FALSE(b.play(u, 2, {three}));
  EXPECT_EQ(b.state().card(three).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{target});
  ASSERT_FALSE(b.choose({target}));
  EXPECT_EQ(b.state().card(target).zone, Zone::Hand);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// "You may": declined, nothing is discarded or searched; ridden onto (VC) it does not trigger.
inline void check_placed_discard_search_only_on_rc(const std::string& number, const std::string& grade_three, const std::string& found) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}}, {}, {number, grade_three}, {found}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 2));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
  Board r({{{Circle::Vanguard, "BT04/049"}}, {}, {number, grade_three}, {found}}, opponent(), Decision::Ride);
  ASSERT_FALSE(r.ride(number));
  EXPECT_TRUE(r.state().standing.empty());
  EXPECT_EQ(r.decision(), Decision::Main);
}

// "[CONT](VC/RC) unless you have a unit named X or Y on your (VC), -5000 power": on (RC) under
// each of `named` it has its printed power, in either player's turn.
inline void check_unless_vanguard_named(const std::string& number, const std::vector<std::string>& named) {
  SCOPED_TRACE(number);
  for (const std::string& v : named) {
    const Side side({{Circle::Vanguard, v}, {Circle::FrontLeft, number}});
    Board b(side, side);
    EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), def(number).power) << v;
    EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), def(number).power) << v;
  }
}
// Under a vanguard of another name (of its clan, `clan_vanguard`), and on (VC) itself: -5000.
inline void check_minus_5000_otherwise(const std::string& number, const std::string& clan_vanguard) {
  SCOPED_TRACE(number);
  const Side side({{Circle::Vanguard, clan_vanguard}, {Circle::FrontLeft, number}});
  Board b(side, side);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), def(number).power - 5000);
  EXPECT_EQ(b.power(Player::B, Circle::FrontLeft), def(number).power - 5000);
  Board v({{{Circle::Vanguard, number}}}, opponent());
  EXPECT_EQ(v.power(Player::A, Circle::Vanguard), def(number).power - 5000);
}
// "[AUTO](VC/RC) when this unit attacks, +2000 power until end of that battle" (CR 1.31 7.3.1.8,
// 8.6.3.1, 7.7.1.2): mandatory; attacking from (RC) under `vanguard` (one of the names), the unit
// has 2000 more for the battle; from (VC) too.
inline void check_attacks_plus_2000(const std::string& number, const std::string& vanguard) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().power(u), def(number).power + 2000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def(number).power);
  Board v({{{Circle::Vanguard, number}}}, opponent());
  const InstanceId w = v.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(v.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(v.play(w, 2));
  EXPECT_EQ(v.state().power(w), def(number).power - 5000 + 2000);
}

// The Sentinel's cost (CR 1.31 10.1.2.1, 8.5.2.3): `other`, a card of another clan, does not pay
// the discard; declined, the 16000 attack hits player B's vanguard `vanguard` (of the clan).
inline void check_sentinel_discard_of_the_clan(const std::string& number, const std::string& vanguard, const std::string& other) {
  SCOPED_TRACE(number);
  Board b(boosted_attacker(), {{{Circle::Vanguard, vanguard}}, {}, {number, other}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({number}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian), o = b.hand_card(Player::B, other);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(s, 1, {o})),
            "cannot pay the discard with " + def(other).name + " (" + id(o) + "): it must be a «" + def(number).clan + "» " + cite(cr::kDiscard));
  ASSERT_FALSE(b.decline(s, 1));
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}
// Only an attacked unit of the clan is protected: player B's vanguard `other_vanguard` (8000, of
// another clan) is hit though the cost is paid with `discarded` (of the clan).
inline void check_sentinel_protects_only_the_clan(const std::string& number, const std::string& discarded,
                                                  const std::string& other_vanguard) {
  SCOPED_TRACE(number);
  Board b(boosted_attacker(), {{{Circle::Vanguard, other_vanguard}}, {}, {number, discarded}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({number}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(s, 1, {b.hand_card(Player::B, discarded)}));
  EXPECT_NE(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}

// "[AUTO](VC/RC) when this unit's attack hits a vanguard, choose one of your <clan>, +3000 power
// until end of turn" (CR 1.31 7.6.1.9, 8.5.3, 8.6.3.1), attacking from `circle`: its own units of
// the clan (`ally` on back-right, the attacker) are offered, not `stranger` (of another clan,
// back-left); the chosen one keeps the +3000 after the battle.
inline void check_hit_vanguard_power_to_clan(const std::string& number, Circle circle, const std::string& ally,
                                             const std::string& stranger) {
  SCOPED_TRACE(number);
  Side a({{circle, number}, {Circle::BackRight, ally}, {Circle::BackLeft, stranger}});
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, ally});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle), friend_ = b.unit(Player::A, Circle::BackRight);
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  std::vector<InstanceId> expected;
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight})
    if (InstanceId x = b.unit(Player::A, c); x != kNoInstance && b.state().def(x).clan == def(number).clan) expected.push_back(x);
  EXPECT_EQ(sorted(b.game().request().options), sorted(expected));
  ASSERT_FALSE(b.choose({friend_}));
  EXPECT_EQ(b.state().power(friend_), def(ally).power + 3000);
  EXPECT_EQ(b.decision(), Decision::StartStep);  // the battle is over; the power stays for the turn
}

// Boosted units for "in a battle where this unit boosted a <clan>": grade 2 cards of 10000 power
// without abilities (the filler, Bloody Hercules, is of another clan: «Megacolony»).
inline constexpr const char* kBoostedKagero = "BT01/022";        // Dragon Knight, Nehalem
inline constexpr const char* kBoostedNovaGrappler = "BT01/030";  // King of Sword

// Player A: `boosted` attacks from front-left, boosted by `number` from back-left, aimed at
// `target` of player B's opponent(); B does not guard, so the attack hits. Player A has two
// damage cards, the first face down.
inline Board boosted_hit_on(const std::string& number, const std::string& boosted, Circle target = Circle::Vanguard) {
  Side a({{Circle::Vanguard, kFiller}, {Circle::FrontLeft, boosted}, {Circle::BackLeft, number}}, {}, {}, {}, fillers(2));
  a.face_down = 1;
  Board b(a, opponent());
  EXPECT_FALSE(b.attack(Circle::FrontLeft, target, Circle::BackLeft));
  EXPECT_FALSE(b.no_guard());
  return b;
}
// From the start step after the battle: the end phase begins, and its "at the beginning of the
// end phase" abilities stand by (CR 1.31 6.8.1.3).
inline void to_end_phase(Board& b) {
  ASSERT_EQ(b.decision(), Decision::StartStep);
  ASSERT_FALSE(b.pass());
}

// "[AUTO](RC) when an attack hits a vanguard in a battle where this unit boosted a «Kagero», you
// may choose one of your opponent's grade `grade` rear-guards and retire it; if you do, at the
// beginning of that turn's end phase, return this unit to your deck and shuffle" (CR 1.31 7.6.1.9,
// 8.5.3, 10.1.3, 8.6.5, 10.1.10): the ability is played (the choice is in its effect); only the
// opponent's grade `grade` rear-guard is offered, at most one and possibly none; retired, the
// unit stays until the end phase, whose timed ability (mandatory) puts it into the deck.
inline void check_kagero_hit_retire_grade(const std::string& number, int grade) {
  SCOPED_TRACE(number);
  Board b = boosted_hit_on(number, kBoostedKagero);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  std::vector<InstanceId> of_grade;
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight})
    if (InstanceId x = b.unit(Player::B, c); x != kNoInstance && b.state().def(x).grade == grade) of_grade.push_back(x);
  ASSERT_EQ(of_grade.size(), 1u);
  EXPECT_EQ(b.game().request().options, of_grade);
  EXPECT_EQ(b.game().request().min, 0);
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose(of_grade));
  EXPECT_EQ(b.state().card(of_grade[0]).zone, Zone::Drop);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), u);  // until the end phase
  to_end_phase(b);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(b, u));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), kNoInstance);
}
// "You may": none chosen, nothing is retired and nothing stands by at the end phase; the unit stays.
inline void check_kagero_hit_retire_none(const std::string& number) {
  SCOPED_TRACE(number);
  Board b = boosted_hit_on(number, kBoostedKagero);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  to_end_phase(b);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), u);
}

// CR 1.31 8.1.1.2.1: the trigger condition. Nothing stands by when the attack the unit boosted
// (`boosted`, of the clan the ability names) hits a rear-guard (player B's front-right), nor when
// the boosted unit is the filler, of another clan.
inline void check_boosted_hit_needs_vanguard_and_clan(const std::string& number, const std::string& boosted) {
  SCOPED_TRACE(number);
  Board rear = boosted_hit_on(number, boosted, Circle::FrontRight);
  EXPECT_EQ(rear.count(Player::B, Zone::Drop), 1u);  // the hit rear-guard
  EXPECT_TRUE(rear.state().standing.empty());
  EXPECT_EQ(rear.decision(), Decision::StartStep);
  Board other = boosted_hit_on(number, kFiller);
  EXPECT_EQ(other.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(other.state().standing.empty());
  EXPECT_EQ(other.decision(), Decision::StartStep);
}

}  // namespace vg::test
