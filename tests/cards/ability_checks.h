// Shared by the card tests of TD03, TD04, BT01 and BT02: the abilities that several cards print
// with the same wording (only a name, a clan or a grade differs) are checked by one function,
// called from each card's own test file. A card's ability number is its place in its file.
#pragma once

#include <string>
#include <vector>

#include "tests/cards/board.h"

namespace vg::test {

inline const CardDef& def(const std::string& number) { return pool()[card(number)]; }
inline std::vector<std::string> fillers(int n) { return std::vector<std::string>(static_cast<std::size_t>(n), kFiller); }
// The opponent of these tests: a grade 0 vanguard of 5000 power (every attack on it hits when
// not guarded) and rear-guards of grades 1, 0 and 2; its deck is filler.
inline Side opponent() {
  return {{{Circle::Vanguard, "TD02/012"}, {Circle::FrontLeft, "TD02/007"}, {Circle::FrontRight, "TD02/012"}, {Circle::BackLeft, "TD02/004"}}};
}
inline std::vector<InstanceId> joined(std::vector<InstanceId> a, const std::vector<InstanceId>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Plays on without riding, calling or attacking until the main phase `turns` turns later (an
// effect "until end of turn" has ended by then; CR 6.3.1.2 stands the turn player's units).
inline void pass_turns(Board& b, int turns) {
  const int until = b.state().turn + turns;
  for (int k = 0; k < 100 && !(b.state().turn == until && b.decision() == Decision::Main); ++k) {
    const Decision d = b.decision();
    ASSERT_TRUE(d == Decision::Ride || d == Decision::Main || d == Decision::StartStep) << static_cast<int>(d);
    ASSERT_FALSE(b.pass());
  }
  ASSERT_EQ(b.state().turn, until);
}

// A card without abilities (a vanilla, or a trigger unit whose only text is the deck-limit
// reminder) as the shared card data prints it.
struct Printed {
  const char* number;
  int grade, power, shield, critical;  // shield -1: none (grade 3)
  Trigger trigger;
  Skill skill;
};

// CR 2.1-2.10: the card file has the printed characteristics and no ability.
inline void check_printed_without_abilities(const Printed& p) {
  SCOPED_TRACE(p.number);
  const CardDef& d = def(p.number);
  EXPECT_TRUE(d.abilities.empty());
  EXPECT_EQ(d.grade, p.grade);
  EXPECT_EQ(d.power, p.power);
  EXPECT_EQ(d.shield.value_or(-1), p.shield);
  EXPECT_EQ(d.critical, p.critical);
  EXPECT_EQ(d.trigger, p.trigger);
  EXPECT_EQ(d.skill, p.skill);
}

// CR 7.3.1.6, 8.6.2: on the vanguard circle it has its printed power and attacks without
// anything standing by.
inline void check_attacks_as_printed(const Printed& p) {
  SCOPED_TRACE(p.number);
  Board b({{{Circle::Vanguard, p.number}}}, opponent());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), p.power);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_TRUE(b.state().standing.empty());
}

// "[AUTO](VC/RC) [Counter Blast 1] when it attacks, you may pay: +3000 until end of that
// battle" (CR 7.3.1.6, 8.6.3.1, 10.1.15.1), attacking from `circle`.
inline void check_attack_counter_blast_1(const std::string& number, Circle circle) {
  Side a{{{circle, number}}, {}, {}, {}, fillers(3)};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kFiller});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 1)));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power + 3000);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 2u);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def(number).power);  // CR 7.7.1.2: the battle is over
}

// The same ability declined: nothing is paid, the power stays as printed (CR 1.31 8.1.1.2.3.3:
// its "if you do" looks back at the payment).
inline void check_attack_counter_blast_1_declined(const std::string& number) {
  Board b({{{Circle::Vanguard, number}}, {}, {}, {}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.decline(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 3u);
}

// "[ACT](VC/RC) [Counter Blast 1]: +1000 until end of turn" (CR 8.5.1, 10.1.15.1), played
// twice from `circle`: each use pays one damage and adds 1000.
inline void check_act_counter_blast_plus_1000(const std::string& number, Circle circle) {
  Side a{{{circle, number}}, {}, {}, {}, fillers(3)};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kFiller});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().power(u), def(number).power + 1000);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().power(u), def(number).power + 2000);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 1u);
}

// "[ACT](VC/RC) [rest this unit and discard a card]: draw a card" (CR 10.1.11, 10.1.16): the
// unit rests, the discarded card goes to the drop zone, the deck's top card to the hand.
inline void check_rest_discard_draw(const std::string& number, Circle circle) {
  Side a{{{circle, number}}, {}, {"TD01/004"}, {"TD01/001"}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kFiller});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_FALSE(b.act(u, 1, {b.hand_card(Player::A, "TD01/004")}));
  EXPECT_TRUE(b.state().card(u).rested);
  ASSERT_EQ(b.count(Player::A, Zone::Hand), 1u);
  EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_EQ(b.count(Player::A, Zone::Drop), 1u);
}

// "[AUTO](RC) when it boosts a unit named X, the boosted unit gets +4000 until end of that
// battle" (CR 7.3.1.7): boosting X (`boosted` is its card number), the attack has both powers
// and 4000 more; boosting a unit of another name, only the boost.
inline void check_boost_named(const std::string& number, const std::string& boosted) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, boosted}, {Circle::BackLeft, number}}}, opponent());
  const InstanceId booster = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(booster, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), def(boosted).power + def(number).power + 4000);
  ASSERT_FALSE(b.no_guard());
  while (b.decision() == Decision::PlayAuto) {  // the boosted unit's own "when it hits", declined
    const Standing s = b.state().standing.front();
    ASSERT_FALSE(b.decline(s.source, s.ability + 1));
  }
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), def(boosted).power);
}
inline void check_boost_other_name(const std::string& number) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, kFiller}, {Circle::BackLeft, number}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_EQ(b.decision(), Decision::Guard);  // nothing stands by
  EXPECT_EQ(b.power(Player::A, Circle::FrontLeft), def(kFiller).power + def(number).power);
}

// "[AUTO](VC/RC) when it attacks, if you hold `hand` cards ...: +3000 until end of that
// battle" (CR 8.1.1.2.3: the "if" is checked on resolution).
inline void check_attack_with_hand(const std::string& number, int hand, int opponent_hand, int gain) {
  Side b_side = opponent();
  b_side.hand = fillers(opponent_hand);
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, fillers(hand)}, b_side);
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power + gain);
}

// "[AUTO] [Soul Blast 2] when placed on (RC), if your vanguard is a <clan>, you may pay: draw a
// card" (CR 10.1.4, 10.1.16.1).
inline void check_placed_soul_blast_draw(const std::string& number, const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number}, {"TD01/001"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1, b.soul(Player::A, 2)));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// With a vanguard of another clan the cost cannot be paid (the condition does not hold); the
// ability is declined.
inline void check_placed_soul_blast_draw_other_clan(const std::string& number) {
  Board b({{{Circle::Vanguard, kFiller}}, {}, {number}, {"TD01/001"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  EXPECT_EQ(message(b.play(u, 1, b.soul(Player::A, 2))),
            "cannot pay the cost of the ability of " + def(number).name + " (" + id(u) +
                "): its condition does not hold [CR 8.1.1.2.3]");
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
}

// "[AUTO](VC/RC) [Counter Blast 2] when its attack hits, if your vanguard is a <clan>, you may
// pay: draw a card" (CR 7.6.1.9), attacking from front-left.
inline void check_hits_counter_blast_draw(const std::string& number, const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}, {}, {}, {"TD01/001"}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 1u);
}

// "[AUTO](VC/RC) [Soul Blast 1] when it attacks, if your vanguard is a <clan>, you may pay:
// +3000 until end of that battle".
inline void check_attack_soul_blast_1(const std::string& number, const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}, {}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.play(u, 1, b.soul(Player::A, 1)));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power + 3000);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// "[AUTO](VC) at the beginning of your main phase, soul charge 1 and +2000 until end of turn"
// (CR 6.6.1.1, 10.1.17): from the ride phase, the main phase begins and it stands by.
inline void check_main_phase_soul_charge(const std::string& number) {
  Board b({{{Circle::Vanguard, number}}, {}, {}, {"TD01/001"}}, opponent(), Decision::Ride);
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_EQ(b.state().def(b.state().player(Player::A).soul[0]).number, "TD01/001");
  EXPECT_EQ(b.state().power(u), def(number).power + 2000);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// On a rear-guard circle the ability is not active (CR 2.11.3): nothing stands by.
inline void check_main_phase_soul_charge_not_on_rc(const std::string& number) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, {"TD01/001"}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.pass());
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
}

// "[AUTO](VC/RC) [Soul Blast 8 and Counter Blast 5] when its attack hits, you may pay: retire
// all of the opponent's rear-guards" (ability `n`).
inline void check_hits_retire_all(const std::string& number, int n, bool pay) {
  Board b({{{Circle::Vanguard, number}}, {}, {}, {}, fillers(5), fillers(8)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  if (pay) ASSERT_FALSE(b.play(u, n, joined(b.soul(Player::A, 8), b.face_up_damage(Player::A, 5))));
  else ASSERT_FALSE(b.decline(u, n));
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft})
    EXPECT_EQ(b.unit(Player::B, c) == kNoInstance, pay) << to_string(c);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), pay ? 3u : 0u);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), pay ? 0u : 8u);
}

// "[CONT](VC/RC) if you have no other <clan> vanguard or rear-guard, -2000": alone among the
// units of other clans it has 2000 less; with `ally` on a rear-guard circle, as printed.
inline void check_alone_minus_2000(const std::string& number, Circle circle, const std::string& ally) {
  Side a{{{circle, number}}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kFiller});
  Board alone(a, opponent());
  EXPECT_EQ(alone.power(Player::A, circle), def(number).power - 2000);
  a.units.push_back({Circle::BackCenter, ally});
  Board together(a, opponent());
  EXPECT_EQ(together.power(Player::A, circle), def(number).power);
}

// The same ability counts only vanguards and rear-guards (CR 3.8.2: a guardian is neither):
// player B's vanguard `number`, alone, guards player A's attack with `guardian`, a card of its
// clan from the hand. While the guardian is on (GC) (A's drive check has revealed a critical
// trigger whose effect waits), the vanguard still has 2000 less (its shield added).
inline void check_guardian_is_not_another_unit(const std::string& number, const std::string& guardian) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, "TD03/012"}}, {}, {}, {"TD03/012"}}, {{{Circle::Vanguard, number}}, {}, {guardian}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), def(number).power - 2000);
  ASSERT_FALSE(b.guard({guardian}));
  ASSERT_EQ(b.decision(), Decision::TriggerEffect);
  const InstanceId g = b.unit(Player::B, Circle::Guardian);
  ASSERT_NE(g, kNoInstance);
  EXPECT_EQ(b.state().def(g).clan, def(number).clan);
  // CR 7.4.1.1.2.2: the guardian's shield is added to the attacked unit's power.
  EXPECT_EQ(b.power(Player::B, Circle::Vanguard), def(number).power - 2000 + def(guardian).shield.value_or(0));
}

// "[AUTO] during your main phase, when an opponent's rear-guard is put into the drop zone,
// +3000 until end of turn", watched from `circle`: Blazing Flare Dragon on the vanguard circle
// retires one with its ACT (Soul Blast 5).
inline void check_drop_watch(const std::string& number, Circle circle) {
  Side a{{{Circle::Vanguard, "BT02/005"}}, {}, {}, {}, {}, fillers(5)};
  if (circle != Circle::Vanguard) a.units.push_back({circle, number});
  Board b(a, opponent());
  const InstanceId flare = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.act(flare, 2, b.soul(Player::A, 5)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({b.unit(Player::B, Circle::FrontLeft)}));
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  if (u != flare) {
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    ASSERT_FALSE(b.play(flare, 1));
  }
  EXPECT_EQ(b.state().power(u), def(number).power + 3000);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// "[ACT](RC) [Counter Blast 1 and put this unit into your soul] if your vanguard is a <Kagero>,
// retire up to one of the opponent's grade `grade` rear-guards": only those are offered.
inline void check_soul_retire_grade(const std::string& number, int grade, Circle target) {
  Board b({{{Circle::Vanguard, "TD02/004"}, {Circle::FrontLeft, number}}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
  ASSERT_EQ(b.decision(), Decision::Choose);
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft}) {
    const InstanceId t = b.unit(Player::B, c);
    if (b.state().def(t).grade == grade) continue;
    Action a = Action::make(ActionKind::Choose, Player::A);
    a.cards = {t};
    EXPECT_EQ(message(b.game().check(a)), "card " + id(t) + " cannot be chosen: it is not one of the cards the effect offers [CR 8.5.3]");
  }
  const InstanceId t = b.unit(Player::B, target);
  ASSERT_FALSE(b.choose({t}));
  EXPECT_EQ(b.state().card(t).zone, Zone::Drop);
}

// "[AUTO] when placed on (RC), if your vanguard is a <clan>: counter charge 1" (CR 10.1.4.1,
// 8.1.1.2.3, 10.1.12.1), called under `vanguard`; `turns`: whether the "if" holds.
inline void check_placed_counter_charge(const std::string& number, const std::string& vanguard, bool turns) {
  Side a({{Circle::Vanguard, vanguard}}, {}, {number}, {}, {"TD03/007", "TD03/012"});
  a.face_down = 2;
  Board b(a, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId card = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId first = b.state().player(Player::A).damage[0], second = b.state().player(Player::A).damage[1];
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(card, 1));
  if (turns) {
    ASSERT_EQ(b.decision(), Decision::Choose);
    ASSERT_FALSE(b.choose({first}));
  }
  EXPECT_EQ(b.state().card(first).face_down, !turns);
  EXPECT_TRUE(b.state().card(second).face_down);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// "[ACT](RC) put this unit into your soul: if your vanguard is a <clan>, counter charge up to
// 1" (CR 8.5.2.3, 8.1.1.2.3, 10.1.12.1) under `vanguard`; `turns`: whether the "if" holds.
inline void check_act_soul_counter_charge(const std::string& number, const std::string& vanguard, bool turns) {
  Side a({{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}, {}, {}, {}, {"TD03/007", "TD03/012"});
  a.face_down = 2;
  Board b(a, opponent());
  const InstanceId card = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId first = b.state().player(Player::A).damage[0], second = b.state().player(Player::A).damage[1];
  ASSERT_FALSE(b.act(card, 1));
  EXPECT_EQ(b.state().card(card).zone, Zone::Soul);
  if (turns) {
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().min, 0);  // "at most one"
    ASSERT_FALSE(b.choose({first}));
  }
  EXPECT_EQ(b.state().card(first).face_down, !turns);
  EXPECT_TRUE(b.state().card(second).face_down);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// Player A's side for the guard tests: its vanguard (10000) boosted by a 6000 unit attacks for
// 16000, which hits a vanguard of 8000 guarded by 5000 and not one guarded by 10000.
inline Side boosted_attacker() { return Side{{{Circle::Vanguard, kFiller}, {Circle::BackCenter, "TD02/012"}}}; }

// "[AUTO] when this unit intercepts, provided your vanguard is a <clan>: +5000 shield until that
// battle ends" (CR 10.2.2.1, 7.4.1.1.2.2, 8.1.1.2.3). Player B, its vanguard `vanguard` (8000),
// intercepts the 16000 attack with `number`; `gains`: whether the vanguard is of the clan (then
// 8000 and 10000 shield, no hit; otherwise 13000 and the attack hits).
inline void check_intercept_shield(const std::string& number, const std::string& vanguard, bool gains) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}});
  const InstanceId u = b.unit(Player::B, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({}, {Circle::FrontLeft}));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.asked(), Player::B);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), gains ? 0u : 1u);
  EXPECT_EQ(b.state().card(u).zone, Zone::Drop);  // CR 7.6.1.8: the guardian is retired
}

// "[AUTO] when placed on (GC), you may discard a <clan> from your hand: one of your attacked
// <clan> units cannot be hit until that battle ends" (CR 10.1.4.1, 10.1.2.1, 1.3.1). Player B,
// its vanguard `vanguard` (8000, of the clan), calls `number` (shield 0) against the 16000
// attack and discards another `vanguard`: the attack does not hit.
inline void check_sentinel(const std::string& number, const std::string& vanguard) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, vanguard}}, {}, {number, vanguard}});
  const InstanceId v = b.unit(Player::B, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({number}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(s, 1, {b.hand_card(Player::B, vanguard)}));
  if (b.decision() == Decision::Choose) {
    ASSERT_FALSE(b.choose({v}));
  }
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 0u);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 2u);  // the discarded card, then the retired guardian
  EXPECT_EQ(b.count(Player::B, Zone::Hand), 0u);
}

// The same: a card of another clan does not pay the cost (CR 10.1.2.1, 8.5.2.3); declined, the
// attack hits.
inline void check_sentinel_cost_of_the_clan(const std::string& number, const std::string& vanguard) {
  Board b(boosted_attacker(), {{{Circle::Vanguard, vanguard}}, {}, {number, kFiller}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({number}));
  const InstanceId s = b.unit(Player::B, Circle::Guardian);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  Action a = Action::make(ActionKind::PlayAuto, Player::B);
  a.card = s;
  a.ability = 0;
  a.cost = {b.hand_card(Player::B, kFiller)};
  EXPECT_EQ(message(b.game().check(a)), "cannot pay the discard with Bloody Hercules (" + id(a.cost[0]) + "): it must be a «" +
                                            def(number).clan + "» [CR 10.1.2.1]");
  ASSERT_FALSE(b.decline(s, 1));
  ASSERT_FALSE(b.end_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);
}

// "[AUTO] when its attack hits a vanguard, (provided your vanguard is a <Nova Grappler>,)
// counter charge 1" (CR 7.6.1.9, 10.1.12.1), attacking from `circle` under a Nova Grappler
// vanguard (itself on the vanguard circle): the chosen face-down damage card turns face up.
inline void check_hit_vanguard_counter_charge(const std::string& number, Circle circle) {
  Side a({{circle, number}}, {}, {}, {}, {"TD03/007", "TD03/012"});
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, "BT01/060"});
  a.face_down = 2;
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  const InstanceId first = b.state().player(Player::A).damage[0];
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  ASSERT_FALSE(b.choose({first}));
  EXPECT_FALSE(b.state().card(first).face_down);
}

// CR 8.1.1.2.1: a "hits a vanguard" ability of the unit on `circle` does not trigger when its
// attack hits a rear-guard (the opponent's 6000 front-right unit).
inline void check_hit_rear_guard_does_not_trigger(const std::string& number, Circle circle) {
  Side a({{circle, number}}, {}, {}, {}, fillers(2));
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, "BT01/060"});
  Board b(a, opponent());
  const InstanceId target = b.unit(Player::B, Circle::FrontRight);
  ASSERT_FALSE(b.attack(circle, Circle::FrontRight));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().card(target).zone, Zone::Drop);  // it was hit
  EXPECT_NE(b.decision(), Decision::PlayAuto);
  EXPECT_TRUE(b.state().standing.empty());
}

// "[AUTO](VC) [Counter Blast 2] when its attack hits a vanguard, you may pay: stand one of your
// <Nova Grappler> rear-guards" (CR 7.6.1.9, 10.1.15.1, 10.1.11), ability `ability` of the
// vanguard `number`: only the rested Nova Grappler is offered, and it stands.
inline void check_vanguard_hit_stands_grappler(const std::string& number, int ability) {
  Side a({{Circle::Vanguard, number}, {Circle::FrontLeft, "BT01/060"}, {Circle::FrontRight, kFiller}},
         {Circle::FrontLeft, Circle::FrontRight}, {}, {}, fillers(2));
  Board b(a, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), grappler = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, ability, b.face_up_damage(Player::A, 2)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{grappler});
  ASSERT_FALSE(b.choose({grappler}));
  EXPECT_FALSE(b.state().card(grappler).rested);
  EXPECT_TRUE(b.state().card(b.unit(Player::A, Circle::FrontRight)).rested);
  EXPECT_TRUE(b.face_up_damage(Player::A, 2).empty());
}

// "[AUTO](RC) when an attack hits in a battle where this unit boosted a <clan>, stand this
// unit" (CR 7.6.1.9, 10.1.11): `number` boosts `boosted`; `stands`: whether `boosted` is of the
// clan (otherwise nothing triggers and the booster stays rested).
inline void check_boosted_hit_stands(const std::string& number, const std::string& boosted, bool stands) {
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, boosted}, {Circle::BackLeft, number}}}, opponent());
  const InstanceId booster = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 1u);  // the attack hit
  if (stands) {
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    ASSERT_FALSE(b.play(booster, 1));
  }
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.state().card(booster).rested, !stands);
}

// Player A's vanguard (10000) attacks player B's (5000), which `number` guards from the hand
// (10000 shield: no hit). At the close step the guardian goes from (GC) to the drop zone
// (CR 7.6.1.8 retires it at the damage step's end); returns the board with B's ability standing by.
inline Board guarded_by(const std::string& number) {
  Side b_side = opponent();
  b_side.hand = {number};
  Board b({{{Circle::Vanguard, kFiller}}}, b_side);
  EXPECT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_FALSE(b.guard({number}));
  return b;
}

// "[AUTO] when this card goes from (GC) to the drop zone, put it into your soul" (CR 8.6.4,
// 4.7.2): the guardian, retired, stands by for its owner and moves from the drop zone to the soul.
inline void check_guardian_to_soul(const std::string& number) {
  Board b = guarded_by(number);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_EQ(b.asked(), Player::B);
  const Standing s = b.state().standing.front();
  EXPECT_EQ(b.state().card(s.source).zone, Zone::Drop);
  ASSERT_FALSE(b.play(s.source, 1));
  EXPECT_EQ(b.state().card(s.source).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 0u);
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 1u);
}

// The same ability has no "you may" (CR 8.6.3.1): declining it is refused.
inline void check_guardian_to_soul_mandatory(const std::string& number) {
  Board b = guarded_by(number);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const InstanceId g = b.state().standing.front().source;
  EXPECT_EQ(message(b.decline(g, 1)),
            "the automatic ability of " + def(number).name + " (" + id(g) + ") is mandatory: it must be played [CR 8.6.3.1]");
}

// A rear-guard `number` retired from (RC) does not trigger it: it stays in the drop zone.
inline void check_rear_guard_retired_not_to_soul(const std::string& number) {
  Side b_side = opponent();
  b_side.units[1] = {Circle::FrontLeft, number};
  Board b({{{Circle::Vanguard, kFiller}}}, b_side);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 0u);
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_TRUE(b.state().standing.empty());
}

// "[AUTO](RC) in your main phase, each time a card is put into your soul, provided your
// vanguard is a <<Royal Paladin>>: +3000 until end of turn" (CR 4.7.1, 8.1.1.2.3). Silence
// Joker (BT02/048) on front-left pays its ACT's cost by going into the soul in the main phase;
// `number` stands on front-right under `vanguard`. Returns the unit's power after it resolved.
inline int soul_watch_power(const std::string& number, const std::string& vanguard) {
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, "BT02/048"}, {Circle::FrontRight, number}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontRight);
  EXPECT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_FALSE(b.play(u, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  return b.state().power(u);
}
inline void check_soul_watch(const std::string& number) {
  EXPECT_EQ(soul_watch_power(number, "BT01/021"), def(number).power + 3000);
}
// Under a vanguard of another clan the ability resolves and does nothing.
inline void check_soul_watch_other_clan(const std::string& number) {
  EXPECT_EQ(soul_watch_power(number, "TD02/004"), def(number).power);
}
// No "you may" (CR 8.6.3.1): declining it is refused.
inline void check_soul_watch_mandatory(const std::string& number) {
  Board b({{{Circle::Vanguard, "BT01/021"}, {Circle::FrontLeft, "BT02/048"}, {Circle::FrontRight, number}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontRight);
  ASSERT_FALSE(b.act(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(message(b.decline(u, 1)),
            "the automatic ability of " + def(number).name + " (" + id(u) + ") is mandatory: it must be played [CR 8.6.3.1]");
}
// In the ride phase the old vanguard goes into the soul (CR 8.5.2.4.1): not the main phase,
// nothing triggers.
inline void check_soul_watch_not_in_ride_phase(const std::string& number) {
  Board b({{{Circle::Vanguard, "BT01/042"}, {Circle::FrontRight, number}}, {}, {"BT01/021"}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride("BT01/021"));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.power(Player::A, Circle::FrontRight), def(number).power);
}


// "[AUTO] when another <clan> rides this unit, you may call this card to (RC)" (CR 8.5.2.4.1,
// 10.1.6.1.3; the Forerunner of CR 1.31 10.2.6, 10.2.6.1): ridden by `rider` of its clan, it is
// called from the soul to the circle its player chooses, standing; a unit already there is
// retired by rule action (CR 8.5.2.4.2).
inline void check_calls_itself_when_ridden(const std::string& number, const std::string& rider) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}, {Circle::BackCenter, kFiller}}, {}, {rider}}, opponent(), Decision::Ride);
  const InstanceId starter = b.unit(Player::A, Circle::Vanguard);
  const InstanceId there = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.ride(rider));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.state().card(starter).zone, Zone::Soul);
  ASSERT_FALSE(b.play(starter, 1));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  EXPECT_EQ(message(b.superior_call(starter, Circle::Vanguard)),
            "cannot call " + def(number).name + " (" + id(starter) + ") to the vanguard circle: a call puts a card on a rear-guard circle [CR 10.1.6.1]");
  ASSERT_FALSE(b.superior_call(starter, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), starter);
  EXPECT_FALSE(b.state().card(starter).rested);
  EXPECT_EQ(b.state().card(there).zone, Zone::Drop);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// "You may": declined, the card stays in the soul; a rider of another clan triggers nothing.
inline void check_calls_itself_only_if_chosen(const std::string& number, const std::string& rider, const std::string& other_clan) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {rider}}, opponent(), Decision::Ride);
  const InstanceId starter = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.ride(rider));
  ASSERT_FALSE(b.decline(starter, 1));
  EXPECT_EQ(b.state().card(starter).zone, Zone::Soul);
  EXPECT_EQ(b.decision(), Decision::Main);
  Board o({{{Circle::Vanguard, number}}, {}, {other_clan}}, opponent(), Decision::Ride);
  ASSERT_FALSE(o.ride(other_clan));
  EXPECT_TRUE(o.state().standing.empty());
  EXPECT_EQ(o.decision(), Decision::Main);
}
// "[ACT](RC) [Counter Blast 1 and retire this unit] search your deck for up to one grade 1 or
// less <clan>, reveal it, put it into your hand, then shuffle" (CR 10.1.15.1, 10.1.3, 10.1.9.1,
// 10.1.8.1): the cost retires the unit; of the deck, only `found` fits (`too_high` is grade 2 of
// the clan, `other_clan` grade 1 of another): it goes to the hand; finding nothing is allowed.
inline void check_search_grade_one_or_less(const std::string& number, const std::string& found, const std::string& too_high,
                                           const std::string& other_clan) {
  SCOPED_TRACE(number);
  for (bool take : {true, false}) {
    Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, {too_high, other_clan, found}, fillers(1)}, opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    const auto& deck = b.state().player(Player::A).deck;
    const InstanceId fits = *std::find_if(deck.begin(), deck.end(), [&](InstanceId c) { return b.state().card(c).card == card(found); });
    ASSERT_FALSE(b.act(u, 2, b.face_up_damage(Player::A, 1)));
    EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{fits});
    ASSERT_FALSE(b.choose(take ? std::vector<InstanceId>{fits} : std::vector<InstanceId>{}));
    EXPECT_EQ(b.state().card(fits).zone, take ? Zone::Hand : Zone::Deck);
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}

// "[AUTO] [Counter Blast 1] when this card goes from (RC) to the drop zone, if your vanguard is
// a <Tachikaze>, you may pay: return this card to your hand" (CR 8.5.2.4.2, 8.1.1.2.3, 4.1.4):
// retired by a call over it, it is paid for and comes back to the hand; with a vanguard of
// another clan the cost cannot be paid, and declined the card stays in the drop zone.
inline void check_back_to_hand_from_rear_guard(const std::string& number, int ability) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, "BT01/033"}, {Circle::FrontLeft, number}}, {}, {kFiller}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.call(kFiller, Circle::FrontLeft));
  EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, ability, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.state().card(u).zone, Zone::Hand);
  EXPECT_EQ(b.decision(), Decision::Main);

  Board o({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {kFiller}, {}, fillers(1)}, opponent());
  const InstanceId v = o.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(o.call(kFiller, Circle::FrontLeft));
  EXPECT_EQ(message(o.play(v, ability, o.face_up_damage(Player::A, 1))),
            "cannot pay the cost of the ability of " + def(number).name + " (" + id(v) + "): its condition does not hold [CR 8.1.1.2.3]");
  ASSERT_FALSE(o.decline(v, ability));
  EXPECT_EQ(o.state().card(v).zone, Zone::Drop);
}

// "[AUTO](RC) when this unit boosts, the boosted unit gets +3000 until end of that battle, and
// at the beginning of the end phase of that turn, return this unit to your deck, and shuffle"
// (CR 7.3.1.6, 8.6.5): both mandatory.
inline void check_boost_then_back_to_deck(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, number}}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)),
            "the automatic ability of " + def(number).name + " (" + id(u) + ") is mandatory: it must be played [CR 8.6.3.1]");
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(kFiller).power + 3000 + def(number).power);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::StartStep);
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), u);
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 3));
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), kNoInstance);
}

}  // namespace vg::test
