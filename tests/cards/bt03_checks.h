// Shared by the card tests of BT03 (played under CR 1.31): the abilities that several BT03 cards
// print alike (only a name, a clan, a grade or a zone differs) are checked by one function,
// called from each card's own test file. A card's ability number is its place in its file.
// Rule numbers in comments are of CR 1.31 ("CR 1.31 x.y.z").
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "tests/cards/ability_checks.h"

namespace vg::test {

// Cards without abilities that the checks use, by clan.
inline constexpr const char* kDarkIrregulars = "BT03/022";  // Werwolf Sieger, grade 2, 10000
inline constexpr const char* kDarkIrregularsG1 = "BT03/044";  // Prisoner Beast, grade 1
inline constexpr const char* kDarkIrregularsG0 = "BT03/046";  // Blitzritter, grade 0
inline constexpr const char* kPaleMoon = "BT03/028";        // Barking Cerberus, grade 2, 10000
inline constexpr const char* kPaleMoonG1 = "BT03/052";      // Dark Metal Bicorn, grade 1
inline constexpr const char* kPaleMoonG0 = "BT03/053";      // Dynamite Juggler, grade 0
inline constexpr const char* kTachikaze = "BT03/034";       // Ravenous Dragon, Megarex, grade 2
inline constexpr const char* kOracle = "BT01/026";          // Oracle Guardian, Wiseman, grade 2
inline constexpr const char* kRoyal = "BT01/021";           // Knight of Silence, Gallatin, grade 2
inline constexpr const char* kRoyalG3 = "TD01/001";         // Crimson Butterfly, Brigitte: grade 3, nothing on (RC)
inline constexpr const char* kKagero = "TD02/004";          // Dragon Knight, Nehalem, grade 2
inline constexpr const char* kDimensionPolice = "BT03/081"; // Karenroid, Daisy, grade 1, 8000
inline constexpr const char* kMarker = "TD01/012";          // Stardust Trumpeter: a deck top told apart from the filler

inline std::vector<std::string> copies(const std::string& number, int n) {
  return std::vector<std::string>(static_cast<std::size_t>(n), number);
}
inline std::string mandatory_message(const std::string& number, InstanceId u) {
  return "the automatic ability of " + def(number).name + " (" + id(u) + ") is mandatory: it must be played " + cite(cr::kMustPlayAuto);
}
inline std::string cost_condition_message(const std::string& number, InstanceId u) {
  return "cannot pay the cost of the ability of " + def(number).name + " (" + id(u) + "): its condition does not hold " + cite(cr::kIfCondition);
}
inline std::string not_active_message(const std::string& number, InstanceId u) {
  return "cannot play the ability of " + def(number).name + " (" + id(u) + ") from where it is: the ability is not active there " +
         cite(cr::kActiveZone);
}
// Player A's side with `number` on `circle` and, unless that is the vanguard circle, `vanguard`.
inline Side with_unit(const std::string& number, Circle circle, const std::string& vanguard = kFiller) {
  Side a{{{circle, number}}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, vanguard});
  return a;
}

// ---------------------------------------------------------------------------------------------
// "[AUTO] when placed on (VC) or (RC), if your vanguard is a <clan>, you may soul charge 1"
// (CR 1.31 10.1.4.1, 8.1.1.2.3, 10.1.17.1).

// Called to (RC) under `vanguard` (of the clan): the deck's top card goes into the soul.
inline void check_placed_soul_charge_on_rc(const std::string& number, const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number}, {kMarker}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.state().def(b.state().player(Player::A).soul[0]).number, kMarker);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// Ridden from `from` (grade 0 of the clan): the card itself is the vanguard of the clan; the
// soul holds the former vanguard (CR 1.31 8.5.2.4.1) and the charged card.
inline void check_placed_soul_charge_on_vc(const std::string& number, const std::string& from) {
  Board b({{{Circle::Vanguard, from}}, {}, {number}, {kMarker}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(number));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::Vanguard), 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, kMarker), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// Under a vanguard of another clan it triggers all the same (CR 1.31 8.1.1.2.3) and does
// nothing: played, nothing is charged; declined, nothing is charged either.
inline void check_placed_soul_charge_other_clan(const std::string& number) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {number}, {kMarker}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  Board declined = b;
  EXPECT_EQ(message(b.play(u, 1)), "accepted");
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(declined.decline(u, 1));
  EXPECT_EQ(declined.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(declined.decision(), Decision::Main);
}
// "You may": declined under a vanguard of the clan, nothing is charged.
inline void check_placed_soul_charge_declined(const std::string& number, const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number}, {kMarker}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// ---------------------------------------------------------------------------------------------
// "[AUTO](VC) when another <clan> rides this unit, you may soul charge 1" (CR 1.31 8.5.2.4.1,
// 8.6.4.1.4, 10.1.17.1): `number` on the vanguard circle, ridden by `rider` from the hand.

// Ridden by `rider` of its clan: it is in the soul, and the deck's top card joins it.
inline void check_ridden_soul_charge(const std::string& number, const std::string& rider) {
  Board b({{{Circle::Vanguard, number}}, {}, {rider}, {kMarker}}, opponent(), Decision::Ride);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.ride(rider));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_NE(b.card_in(Player::A, Zone::Soul, kMarker), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// "You may": declined, only the ridden card is in the soul.
inline void check_ridden_soul_charge_declined(const std::string& number, const std::string& rider) {
  Board b({{{Circle::Vanguard, number}}, {}, {rider}, {kMarker}}, opponent(), Decision::Ride);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.ride(rider));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// Ridden by `other` of another clan: the trigger condition is not met (CR 1.31 8.1.1.2.1).
inline void check_ridden_by_other_clan(const std::string& number, const std::string& other) {
  Board b({{{Circle::Vanguard, number}}, {}, {other}, {kMarker}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(other));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// ---------------------------------------------------------------------------------------------
// "[AUTO](VC/RC) when this unit's attack hits, if your vanguard is a <clan>, you may soul charge
// 1" (CR 1.31 7.6.1.9, 8.1.1.2.3, 10.1.17.1): attacking player B's 5000 vanguard from `circle`
// under `vanguard` (a vanguard's drive check takes a deck top first): one card into the soul.
inline void check_hit_soul_charge(const std::string& number, Circle circle, const std::string& vanguard) {
  Side a = with_unit(number, circle, vanguard);
  a.deck = {kMarker, kMarker};
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_TRUE(b.state().standing.empty());
}
// Under a vanguard of another clan it triggers all the same (CR 1.31 8.1.1.2.3): played, it
// charges nothing; declined, nothing either.
inline void check_hit_soul_charge_other_clan(const std::string& number) {
  Board b(with_unit(number, Circle::FrontLeft), opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  Board declined = b;
  EXPECT_EQ(message(b.play(u, 1)), "accepted");
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  ASSERT_FALSE(declined.decline(u, 1));
  EXPECT_EQ(declined.count(Player::A, Zone::Soul), 0u);
}
// Guarded by a 10000-shield guardian, the attack does not hit (CR 1.31 7.6.1.2): nothing triggers.
inline void check_no_hit_no_soul_charge(const std::string& number, const std::string& vanguard) {
  Side b_side = opponent();
  b_side.hand = {"TD02/015"};
  Board b(with_unit(number, Circle::FrontLeft, vanguard), b_side);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.guard({"TD02/015"}));
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 0u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// ---------------------------------------------------------------------------------------------
// "[AUTO](RC) when an attack hits in the battle this unit boosted, you may soul charge 1; if you
// do, return this unit to your deck and shuffle it" (CR 1.31 7.6.1.9, 10.1.17.1, 10.1.10.1):
// `number` on back-left boosts the front-left unit's attack on player B's vanguard.
inline Board boosted_hit(const std::string& number, bool guarded = false) {
  Side b_side = opponent();
  if (guarded) b_side.hand = {"TD02/015"};
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}, {Circle::BackLeft, number}}, {}, {}, {kMarker}}, b_side);
  EXPECT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_FALSE(guarded ? b.guard({"TD02/015"}) : b.no_guard());
  return b;
}
// Yes: the top card into the soul, the unit into the deck (a new card, CR 1.31 4.1.4).
inline void check_boosted_hit_back_to_deck(const std::string& number) {
  Board b = boosted_hit(number);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);  // CR 1.31 8.5.3: "you may"
  ASSERT_FALSE(b.choose({u}));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.state().def(b.state().player(Player::A).soul[0]).number, kMarker);
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), kNoInstance);
}
// No: nothing is charged and the unit stays (rested, it boosted).
inline void check_boosted_hit_may_not(const std::string& number) {
  Board b = boosted_hit(number);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), u);
}
// The ability itself has no "you may" before its trigger (the choice is in its effect): it
// must be played (CR 1.31 8.6.3.1).
inline void check_boosted_hit_mandatory(const std::string& number) {
  Board b = boosted_hit(number);
  const InstanceId u = b.unit(Player::A, Circle::BackLeft);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory_message(number, u));
}
// Guarded, the attack does not hit: nothing triggers.
inline void check_boosted_no_hit(const std::string& number) {
  Board b = boosted_hit(number, true);
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 0u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_NE(b.unit(Player::A, Circle::BackLeft), kNoInstance);
}
// An attack it did not boost hits: nothing triggers.
inline void check_unboosted_hit(const std::string& number) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}, {Circle::BackLeft, number}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
  EXPECT_TRUE(b.state().standing.empty());
}

// ---------------------------------------------------------------------------------------------
// "[AUTO](VC/RC) when this unit attacks, if you have two or more grade 3 <Royal Paladin>
// vanguards and rear-guards, +3000 until end of that battle" (CR 1.31 7.3.1.8, 8.1.1.2.3):
// `number` attacks from `circle`, `others` stand on the other circles. `gain`: 3000 or 0.
inline void check_attack_with_royal_grade_3(const std::string& number, Circle circle,
                                            const std::vector<std::pair<Circle, std::string>>& others, int gain) {
  Side a{{{circle, number}}};
  for (const auto& o : others) a.units.push_back(o);
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power + gain);
}

// ---------------------------------------------------------------------------------------------
// "[AUTO](VC/RC) when this unit attacks, if your opponent has two or fewer rear-guards, +3000
// until end of that battle" (CR 1.31 7.3.1.8, 8.1.1.2.3), attacking from front-left; player B
// keeps the first `rear_guards` of its three rear-guards.
inline void check_attack_few_opponent_rear_guards(const std::string& number, std::size_t rear_guards, int gain) {
  Side b_side = opponent();
  b_side.units.resize(1 + rear_guards);
  Board b(with_unit(number, Circle::FrontLeft), b_side);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power + gain);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def(number).power);  // CR 1.31 7.7.1.2: the battle is over
}

// ---------------------------------------------------------------------------------------------
// "[CONT](VC/RC) during your turn, if you have six or more <clan> in your soul, +3000"
// (CR 1.31 8.1.1.3, 8.7.1.3): `number` on `circle` with `soul` in the soul, in player A's turn
// (or, `your_turn` false, as player B's unit).
inline int power_with_soul(const std::string& number, Circle circle, const std::vector<std::string>& soul, bool your_turn = true) {
  Side side = with_unit(number, circle);
  side.soul = soul;
  Board b(your_turn ? side : opponent(), your_turn ? opponent() : side);
  return b.power(your_turn ? Player::A : Player::B, circle);
}
inline void check_six_in_soul_power(const std::string& number, const std::string& clan_card) {
  for (Circle c : {Circle::Vanguard, Circle::FrontLeft}) {
    SCOPED_TRACE(to_string(c));
    EXPECT_EQ(power_with_soul(number, c, copies(clan_card, 6)), def(number).power + 3000);
    EXPECT_EQ(power_with_soul(number, c, copies(clan_card, 7)), def(number).power + 3000);
  }
}
// Five of the clan (and a card of another clan) are not six.
inline void check_five_in_soul_no_power(const std::string& number, const std::string& clan_card) {
  std::vector<std::string> soul = copies(clan_card, 5);
  soul.push_back(kFiller);
  EXPECT_EQ(power_with_soul(number, Circle::FrontLeft, soul), def(number).power);
}
// In the opponent's turn (player B's unit) it does not apply.
inline void check_six_in_soul_not_in_opponents_turn(const std::string& number, const std::string& clan_card) {
  EXPECT_EQ(power_with_soul(number, Circle::FrontLeft, copies(clan_card, 6), false), def(number).power);
}

// ---------------------------------------------------------------------------------------------
// "[CONT] during your turn, if you have a card named Crimson Beast Tamer in your soul, +3000"
// (CR 1.31 8.1.1.3), on `circle`.
inline constexpr const char* kCrimsonBeastTamer = "BT03/014";
inline void check_tamer_in_soul_power(const std::string& number, Circle circle) {
  EXPECT_EQ(power_with_soul(number, circle, {kPaleMoon, kCrimsonBeastTamer}), def(number).power + 3000);
  EXPECT_EQ(power_with_soul(number, circle, {kPaleMoon, kPaleMoonG1}), def(number).power);
}
inline void check_tamer_in_soul_not_in_opponents_turn(const std::string& number, Circle circle) {
  EXPECT_EQ(power_with_soul(number, circle, {kCrimsonBeastTamer}, false), def(number).power);
}

// ---------------------------------------------------------------------------------------------
// "[AUTO] when this unit attacks (or boosts), if you have six or more <Oracle Think Tank> in your
// soul, draw a card, choose a card from your hand, and put it on the bottom of your deck"
// (CR 1.31 3.12, 8.5.3, 8.1.1.2.3). `number` on `circle` attacks (or, from back-center, boosts
// the vanguard's attack) with `oracles` «Oracle Think Tank» in the soul; one card in the hand.
inline Board oracle_attack(const std::string& number, Circle circle, int oracles) {
  Side a = with_unit(number, circle);
  a.soul = copies(kOracle, oracles);
  a.hand = {kFiller};
  a.deck = {kMarker};
  Board b(a, opponent());
  if (circle == Circle::BackCenter) EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  else EXPECT_FALSE(b.attack(circle, Circle::Vanguard));
  return b;
}
// Six: the marker is drawn, the hand's filler chosen goes to the bottom of the deck.
inline void check_oracle_draw_then_bottom(const std::string& number, Circle circle) {
  Board b = oracle_attack(number, circle, 6);
  const InstanceId u = b.unit(Player::A, circle);
  const InstanceId kept = b.hand_card(Player::A, kFiller);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options.size(), 2u);  // the whole hand
  ASSERT_FALSE(b.choose({kept}));
  EXPECT_EQ(b.state().player(Player::A).deck.front(), kept);  // the bottom
  ASSERT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_NE(b.hand_card(Player::A, kMarker), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Guard);
}
// Five: it resolves and does nothing (mandatory, CR 1.31 8.6.3.1).
inline void check_oracle_five_nothing(const std::string& number, Circle circle) {
  Board b = oracle_attack(number, circle, 5);
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory_message(number, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.decision(), Decision::Guard);
  ASSERT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_NE(b.hand_card(Player::A, kFiller), kNoInstance);
}

// ---------------------------------------------------------------------------------------------
// The sentinels' "[AUTO] when placed on (GC), you may discard a <clan>: one of your attacked
// <clan> cannot be hit until end of that battle" when the attacked vanguard is of another clan:
// the cost is paid, no unit can be chosen (CR 1.31 8.5.3.1.3), and the attack hits.
inline void check_sentinel_attacked_of_another_clan(const std::string& number, const std::string& clan_card) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, kFiller}}, {}, {number, clan_card}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({number}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(s, 1, {b.hand_card(Player::B, clan_card)}));
  EXPECT_NE(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}

// ---------------------------------------------------------------------------------------------
// Nightmare Doll, Alice, Mirror Demon, Midnight Bunny: "[AUTO](RC) [Counter Blast 1 & put this
// unit into your soul] when this unit's attack hits (an attack it boosted hits), if your
// vanguard is a <Pale Moon>, you may pay: call a <Pale Moon> other than a card named `number`
// from your soul to (RC)" (CR 1.31 8.5.2.3, 8.5.3, 10.1.6.1.3). `number` attacks from front-left
// (`boosts`: boosts the front-left filler from back-left) under `vanguard`; the soul holds
// another `number`, a «Pale Moon» and a filler.
inline Board pale_moon_hit(const std::string& number, bool boosts, const std::string& vanguard) {
  Side a{{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, boosts ? kFiller : number}}};
  if (boosts) a.units.push_back({Circle::BackLeft, number});
  a.damage = fillers(1);
  a.soul = {number, kPaleMoonG1, kFiller};
  Board b(a, opponent());
  EXPECT_FALSE(boosts ? b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft) : b.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  return b;
}
// Paid: only the other «Pale Moon» is offered (not the copy of the same name, not the filler);
// it is called to the circle this unit left.
inline void check_pale_moon_call_from_soul(const std::string& number, bool boosts) {
  Board b = pale_moon_hit(number, boosts, kPaleMoon);
  const Circle from = boosts ? Circle::BackLeft : Circle::FrontLeft;
  const InstanceId u = b.unit(Player::A, from);
  const InstanceId bicorn = b.card_in(Player::A, Zone::Soul, kPaleMoonG1);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  EXPECT_TRUE(b.face_up_damage(Player::A, 1).empty());
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{bicorn});
  ASSERT_FALSE(b.choose({bicorn}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(bicorn, from));
  EXPECT_EQ(b.unit(Player::A, from), bicorn);
  EXPECT_FALSE(b.state().card(bicorn).rested);
}
// Under a vanguard of another clan the cost cannot be paid; declined, the unit stays.
inline void check_pale_moon_call_other_clan(const std::string& number, bool boosts) {
  Board b = pale_moon_hit(number, boosts, kFiller);
  const InstanceId u = b.unit(Player::A, boosts ? Circle::BackLeft : Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, b.face_up_damage(Player::A, 1))), cost_condition_message(number, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Field);
  EXPECT_EQ(b.face_up_damage(Player::A, 1).size(), 1u);
}
// "You may pay": declined, the unit stays and nothing is called.
inline void check_pale_moon_call_declined(const std::string& number, bool boosts) {
  Board b = pale_moon_hit(number, boosts, kPaleMoon);
  const InstanceId u = b.unit(Player::A, boosts ? Circle::BackLeft : Circle::FrontLeft);
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.state().card(u).zone, Zone::Field);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 3u);
}

// ---------------------------------------------------------------------------------------------
// The Raging Dragons: "[AUTO] [discard a card] when this unit is put into the drop zone from
// (RC), you may pay: search your deck for up to one card named `number`, call it to (RC), and
// shuffle" (CR 1.31 8.6.4, 10.1.2.1, 10.1.9.1, 10.1.6.1.3). A filler called over it retires it
// (CR 1.31 9.3.6); the cost discards another copy from the hand, which triggers nothing.
inline Board raging_retired(const std::string& number) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {kFiller, number}, {kMarker, number}}, opponent());
  EXPECT_FALSE(b.call(kFiller, Circle::FrontLeft));
  return b;
}
inline void check_raging_calls_a_copy(const std::string& number) {
  Board b = raging_retired(number);
  const InstanceId u = b.card_in(Player::A, Zone::Drop, number);
  const InstanceId discarded = b.hand_card(Player::A, number);
  const InstanceId copy = b.card_in(Player::A, Zone::Deck, number);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.state().standing.size(), 1u);
  ASSERT_FALSE(b.play(u, 1, {discarded}));
  EXPECT_EQ(b.state().card(discarded).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{copy});
  ASSERT_FALSE(b.choose({copy}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(copy, Circle::BackLeft));
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), copy);
  EXPECT_EQ(b.decision(), Decision::Main);  // the discarded copy triggered nothing
  EXPECT_TRUE(b.state().standing.empty());
}
// "Up to one": the player may find none; the cost stays paid.
inline void check_raging_finds_none(const std::string& number) {
  Board b = raging_retired(number);
  const InstanceId u = b.card_in(Player::A, Zone::Drop, number);
  ASSERT_FALSE(b.play(u, 1, {b.hand_card(Player::A, number)}));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// "You may pay": declined, nothing is discarded or searched.
inline void check_raging_declined(const std::string& number) {
  Board b = raging_retired(number);
  const InstanceId u = b.card_in(Player::A, Zone::Drop, number);
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// "[AUTO](RC) when your vanguard's drive check reveals a grade 3 «Nova Grappler», stand this unit"
// (Death Army Lady, Death Army Guy; CR 1.31 7.5.1.2, 7.5.1.2.3, 10.1.11.1). The unit is on
// front-left, rested (it has attacked); the vanguard, Stern Blaukluger (BT04/008, twin drive),
// attacks player B's vanguard; the drive checks reveal `tops`.
inline Board death_army_drive(const std::string& number, const std::string& vanguard, std::vector<std::string> tops) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}, {Circle::FrontLeft}, {}, std::move(tops)}, opponent());
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  return b;
}
// Twin drive, two grade 3 «Nova Grappler»: it triggers on each check (CR 8.6.2.1). The first
// stands the rested unit; the second stands it no more (CR 3.17.2: already standing).
inline void check_death_army_stands_on_each_grade_3(const std::string& number) {
  SCOPED_TRACE(number);
  Board b = death_army_drive(number, "BT04/008", {"BT04/008", "BT04/008"});
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_TRUE(b.state().card(u).rested);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // the first check (CR 7.5.1.2.3)
  EXPECT_EQ(message(b.decline(u, 1)), mandatory_message(number, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_FALSE(b.state().card(u).rested);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // the second check: it triggers again
  ASSERT_EQ(b.state().standing.size(), 1u);
  EXPECT_EQ(b.state().standing.front().source, u);
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_FALSE(b.state().card(u).rested);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);
}
// A grade 2 «Nova Grappler» and a grade 3 of another clan (Miracle Beauty, «Dimension Police»)
// revealed: nothing stands by; the unit stays rested.
inline void check_death_army_only_grade_3_nova_grappler(const std::string& number) {
  SCOPED_TRACE(number);
  for (const char* top : {"TD03/004", "BT05/006"}) {
    Board b = death_army_drive(number, "TD03/004", {top});  // King of Sword: one drive check
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    EXPECT_TRUE(b.state().standing.empty());
    EXPECT_NE(b.decision(), Decision::PlayAuto);
    EXPECT_TRUE(b.state().card(u).rested);
    EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
  }
}
// CR 2.11.3: on (VC) the ability is not active: as the vanguard, its own drive check revealing
// a grade 3 «Nova Grappler» triggers nothing.
inline void check_death_army_not_on_the_vanguard_circle(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {}, {"BT04/008"}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::Vanguard)).rested);
}
// A rear-guard's battle has no drive check (CR 7.5.1.2: only a vanguard's): the unit, rested on
// back-left, stays rested when front-left (King of Sword) attacks with the grade 3 on top.
inline void check_death_army_no_drive_in_a_rear_guard_battle(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, "TD03/004"}, {Circle::FrontLeft, "TD03/004"}, {Circle::BackLeft, number}}, {Circle::BackLeft}, {},
           {"BT04/008"}},
          opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::BackLeft)).rested);
}
// ---------------------------------------------------------------------------------------------
// "[AUTO](VC) each time another «clan» of yours is placed on (RC), you may soul charge 1"
// (mechanism "another unit placed": CR 1.31 10.1.4.1.1, 8.6.2.1, 10.1.17.1). `clan_unit` is a
// grade 1 of the clan, `other_clan` a grade 1 or 2 of another.

// On (VC): each call of a unit of the clan to (RC) stands it by once (the deck's top card goes
// into the soul; declined, nothing); a unit of another clan does not; neither does the
// opponent's same card on their (VC), which watches only its own player's units.
inline void check_another_placed_soul_charge(const std::string& number, const std::string& clan_unit, const std::string& other_clan) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {clan_unit, other_clan, clan_unit}, {kMarker}}, Side{{{Circle::Vanguard, number}}});
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.call(clan_unit, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.state().standing.size(), 1u);  // player B's copy does not stand by
  EXPECT_EQ(b.state().standing[0].source, v);
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.state().def(b.state().player(Player::A).soul[0]).number, kMarker);
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 0u);
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.call(other_clan, Circle::FrontRight));
  EXPECT_TRUE(b.state().standing.empty());
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.call(clan_unit, Circle::BackLeft));  // "each time": again
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.decline(v, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// "Another": the card called to (RC) itself does not trigger it (and on (RC) it is not active,
// CR 2.11.3: a unit of the clan called beside it triggers nothing); ridden onto (VC), a card of
// the clan is placed on (VC), not (RC): nothing either.
inline void check_another_placed_not_itself(const std::string& number, const std::string& clan_vanguard, const std::string& clan_unit) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, clan_vanguard}}, {}, {number, clan_unit}, {kMarker}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  EXPECT_TRUE(b.state().standing.empty());
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.call(clan_unit, Circle::FrontRight));
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  Board r({{{Circle::Vanguard, number}}, {}, {clan_vanguard}, {kMarker}}, opponent(), Decision::Ride);
  ASSERT_FALSE(r.ride(clan_vanguard));
  EXPECT_TRUE(r.state().standing.empty());
  EXPECT_EQ(r.decision(), Decision::Main);
}

// ---------------------------------------------------------------------------------------------
// "[AUTO](VC/RC) in your turn, each time another of your «Tachikaze» rear-guards is put into the
// drop zone, this unit gets +1000 power until end of turn" (mechanism "rear-guard to drop
// filters": CR 1.31 10.1.3.2, 8.6.2.1, 8.2.1.2).
inline constexpr const char* kTachikazeG1 = "BT01/066";  // Sonic Noa, grade 1, no abilities

// Player A's turn to its end: passes every decision of player A's until player B's turn begins.
inline void end_turn(Board& b) {
  for (int k = 0; k < 20 && b.state().turn_player == Player::A && !b.game().over(); ++k) {
    ASSERT_NE(b.decision(), Decision::PlayAuto);
    ASSERT_FALSE(b.pass());
  }
  ASSERT_EQ(b.state().turn_player, Player::B);
}

// Watched from `circle` (on (RC) under a «Tachikaze» vanguard): a «Tachikaze» rear-guard called
// over (retired by rule action, CR 1.31 9.3.6) stands it by, mandatory: +1000 until end of turn,
// once each time; a rear-guard of another clan retired the same way does nothing.
inline void check_tachikaze_drop_power(const std::string& number, Circle circle) {
  SCOPED_TRACE(number);
  Side a{{{Circle::FrontLeft, kTachikazeG1}, {Circle::FrontRight, kRoyal}}, {}, {kTachikazeG1, kTachikazeG1, kTachikazeG1}};
  a.units.push_back({Circle::Vanguard, circle == Circle::Vanguard ? number : kTachikaze});
  if (circle != Circle::Vanguard) a.units.push_back({circle, number});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle), first = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.call(kTachikazeG1, Circle::FrontLeft));
  EXPECT_EQ(b.state().card(first).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory_message(number, u));
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), def(number).power + 1000);
  ASSERT_FALSE(b.call(kTachikazeG1, Circle::FrontLeft));  // each time
  ASSERT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.state().power(u), def(number).power + 2000);
  ASSERT_FALSE(b.call(kTachikazeG1, Circle::FrontRight));  // Knight of Silence, Gallatin: «Royal Paladin»
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.state().power(u), def(number).power + 2000);
  end_turn(b);  // until end of turn
  EXPECT_EQ(b.state().power(u), def(number).power);
}
// "Another": on (RC) with a vanguard of another clan, its own move to the drop zone (called over)
// does nothing; in the opponent's turn (player B's unit when player A's attack retires player B's
// «Tachikaze» rear-guard) nothing stands by.
inline void check_tachikaze_drop_not_itself_nor_opponents_turn(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kTachikaze}, {Circle::FrontLeft, number}}, {}, {kTachikazeG1}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.call(kTachikazeG1, Circle::FrontLeft));
  EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.decision(), Decision::Main);
  Board o({{{Circle::Vanguard, kTachikaze}}}, Side{{{Circle::Vanguard, number}, {Circle::FrontLeft, kTachikazeG1}}});
  const InstanceId target = o.unit(Player::B, Circle::FrontLeft);
  ASSERT_FALSE(o.pass());
  ASSERT_FALSE(o.attack(Circle::Vanguard, Circle::FrontLeft));
  ASSERT_FALSE(o.no_guard());
  for (int k = 0; k < 10 && o.state().card(target).zone != Zone::Drop; ++k) ASSERT_FALSE(o.pass());
  EXPECT_EQ(o.state().card(target).zone, Zone::Drop);
  EXPECT_TRUE(o.state().standing.empty());
  EXPECT_EQ(o.power(Player::B, Circle::Vanguard), def(number).power);
}
// ---------------------------------------------------------------------------------------------
// The Tsukuyomi and Galahad lines: "[AUTO](VC) as your ride phase begins, look at your top five
// cards, you may superior ride one named <next> among them, the others go to the bottom of your
// deck in any order; if you rode, you cannot normal ride in this ride phase" (CR 1.31 6.5.1.1,
// 4.2.2, 10.1.5.1.1, 8.5.3, 4.2.3, 1.3.1 over 6.5.1.2). `number` is player B's vanguard and
// `ability` its number; player A passes its start step, so B's turn 4 begins: B draws the
// marker, then the ride phase begins with `tops` the top of B's deck.

inline constexpr const char* kLooked[] = {"BT01/021", "BT01/026", "TD02/004", "BT03/081", "BT03/022"};  // five cards told apart

inline Board ride_phase_of_b(const std::string& number, const std::vector<std::string>& tops, const std::vector<std::string>& hand = {},
                             const std::vector<std::string>& soul = {}) {
  std::vector<std::string> deck{kMarker};
  deck.insert(deck.end(), tops.begin(), tops.end());
  Board b({{{Circle::Vanguard, kFiller}}}, Side{{{Circle::Vanguard, number}}, {}, hand, deck, {}, soul}, Decision::StartStep);
  EXPECT_FALSE(b.pass());  // player A does not attack: player B's turn begins
  return b;
}
// The top `n` cards of the player's deck, top first; the bottom `n`, lowest first.
inline std::vector<InstanceId> deck_top(const Board& b, Player p, std::size_t n) {
  const auto& deck = b.state().player(p).deck;
  return {deck.rbegin(), deck.rbegin() + static_cast<std::ptrdiff_t>(std::min(n, deck.size()))};
}
inline std::vector<InstanceId> deck_bottom(const Board& b, Player p, std::size_t n) {
  const auto& deck = b.state().player(p).deck;
  return {deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(std::min(n, deck.size()))};
}
// Declines (or plays, when mandatory and `play` says so) the abilities that stand by now.
inline void decline_standing(Board& b) {
  for (int guard = 0; guard < 8 && b.decision() == Decision::PlayAuto && !b.state().standing.empty(); ++guard) {
    const Standing s = b.state().standing.front();
    ASSERT_FALSE(b.decline(s.source, s.ability + 1));
  }
}
inline std::string no_normal_ride_message(const std::string& rider, const std::string& by) {
  return "cannot normal ride " + def(rider).name + ": an effect of " + def(by).name + " says player B cannot normal ride in this ride phase " +
         cite(cr::kCardTextPrevails);
}

// The named card, second from the top, is superior ridden; the other four go to the bottom in
// the order chosen (the first chosen lowest); a normal ride is then refused for this ride phase,
// and passing leads to the main phase.
inline void check_ride_chain_rides(const std::string& number, const std::string& next, int ability) {
  Board b = ride_phase_of_b(number, {kLooked[0], next, kLooked[1], kLooked[2], kLooked[3]}, {next});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  const std::vector<InstanceId> top = deck_top(b, Player::B, 5);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.asked(), Player::B);
  ASSERT_FALSE(b.play(v, ability));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({top[1]}));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), top[1]);
  EXPECT_EQ(b.state().card(v).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);  // the order of the four others at the bottom
  const std::vector<InstanceId> order{top[3], top[0], top[4], top[2]};
  ASSERT_FALSE(b.choose(order));
  EXPECT_EQ(deck_bottom(b, Player::B, 4), order);
  decline_standing(b);
  ASSERT_EQ(b.decision(), Decision::Ride);
  EXPECT_EQ(message(b.ride(next)), no_normal_ride_message(next, number));
  ASSERT_FALSE(b.pass());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), top[1]);
}

// "You may": choosing none, all five go to the bottom and the normal ride stays allowed.
inline void check_ride_chain_declined(const std::string& number, const std::string& next, int ability) {
  Board b = ride_phase_of_b(number, {kLooked[0], next, kLooked[1], kLooked[2], kLooked[3]}, {next});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  const std::vector<InstanceId> top = deck_top(b, Player::B, 5);
  ASSERT_FALSE(b.play(v, ability));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({}));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), v);
  ASSERT_EQ(b.decision(), Decision::Choose);
  const std::vector<InstanceId> order{top[0], top[1], top[2], top[3], top[4]};
  ASSERT_FALSE(b.choose(order));
  EXPECT_EQ(deck_bottom(b, Player::B, 5), order);
  ASSERT_EQ(b.decision(), Decision::Ride);
  const InstanceId rider = b.hand_card(Player::B, next);
  ASSERT_FALSE(b.ride(next));
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), rider);
}

// With no card of that name among the five (the sixth is one), nothing is offered to ride; the
// five go to the bottom, the sixth is then on top, and the normal ride stays allowed. The order
// must take all five (CR 8.5.3.1) and only the looked-at cards.
inline void check_ride_chain_not_among_five(const std::string& number, const std::string& next, int ability) {
  Board b = ride_phase_of_b(number, {kLooked[0], kLooked[1], kLooked[2], kLooked[3], kLooked[4], next}, {next});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  const std::vector<InstanceId> top = deck_top(b, Player::B, 6);
  ASSERT_FALSE(b.play(v, ability));
  ASSERT_EQ(b.decision(), Decision::Choose);  // straight to the order: nothing to ride
  EXPECT_EQ(message(b.choose({top[0], top[1], top[2], top[3]})), "the effect must choose 5, not 4 " + cite(cr::kChooseAsManyAsPossible));
  EXPECT_EQ(message(b.choose({top[0], top[1], top[2], top[3], top[5]})),
            "card #" + std::to_string(top[5]) + " cannot be chosen: it is not one of the cards the effect offers " +
                cite(cr::kChooseWhenResolving));
  ASSERT_FALSE(b.choose({top[4], top[3], top[2], top[1], top[0]}));
  EXPECT_EQ(deck_bottom(b, Player::B, 5), (std::vector<InstanceId>{top[4], top[3], top[2], top[1], top[0]}));
  EXPECT_EQ(deck_top(b, Player::B, 1).front(), top[5]);
  EXPECT_EQ(b.unit(Player::B, Circle::Vanguard), v);
  ASSERT_EQ(b.decision(), Decision::Ride);
  ASSERT_FALSE(b.ride(next));
}

// Active on (VC) only, and only as its own player's ride phase begins: on player B's rear-guard
// circle, and on player A's vanguard circle in B's turn, nothing stands by.
inline void check_ride_chain_only_on_vc_in_your_turn(const std::string& number, const std::string& next) {
  std::vector<std::string> deck{kMarker, next};
  Board rc({{{Circle::Vanguard, kFiller}}}, Side{{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, deck}, Decision::StartStep);
  ASSERT_FALSE(rc.pass());
  EXPECT_EQ(rc.decision(), Decision::Ride);
  EXPECT_TRUE(rc.state().standing.empty());
  Board theirs({{{Circle::Vanguard, number}}, {}, {}, {next}}, opponent(), Decision::StartStep);
  ASSERT_FALSE(theirs.pass());
  EXPECT_EQ(theirs.decision(), Decision::Ride);
  EXPECT_EQ(theirs.asked(), Player::B);
  EXPECT_TRUE(theirs.state().standing.empty());
}

// Mandatory (it has no "you may" of its own: only the ride is optional): declining it is refused.
inline void check_ride_chain_mandatory(const std::string& number, const std::string& next, int ability) {
  Board b = ride_phase_of_b(number, {next});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(v, ability)), mandatory_message(number, v));
}

}  // namespace vg::test
