// Shared by the card tests of TD05-TD08 (played under CR 1.31): the abilities that several of
// these trial decks' cards print alike (only a name or a clan differs), checked by one function
// called from each card's own test file. A card's ability number is its place in its file.
// The checks of tests/cards/ability_checks.h that print no rule number are used as they are.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "tests/cards/ability_checks.h"

namespace vg::test {

// The message of a mandatory automatic ability declined (CR 1.31 8.6.3.1).
inline std::string mandatory(const std::string& number, InstanceId u) {
  return "the automatic ability of " + def(number).name + " (" + id(u) + ") is mandatory: it must be played " + cite(cr::kMustPlayAuto);
}
// The message of a cost refused because the ability's "if" does not hold (CR 1.31 8.1.1.2.3).
inline std::string condition_fails(const std::string& number, InstanceId u) {
  return "cannot pay the cost of the ability of " + def(number).name + " (" + id(u) + "): its condition does not hold " +
         cite(cr::kIfCondition);
}
// Whether ability `ability` (1-based) of unit `u` stands by.
inline bool stands_by(const Board& b, InstanceId u, int ability) {
  const auto& s = b.state().standing;
  return std::any_of(s.begin(), s.end(), [&](const Standing& x) { return x.source == u && x.ability == ability - 1; });
}
inline std::vector<InstanceId> sorted(std::vector<InstanceId> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// "[AUTO](VC) Limit Break 4: when this unit attacks a vanguard, +5000 until end of that battle"
// (CR 1.31 10.2.5.1, 7.3.1.8): with four damage the vanguard's attack on a vanguard stands it by
// (mandatory), the power lasts the battle.
inline void check_limit_break_5000(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {}, {}, fillers(4)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(number, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.state().power(u), def(number).power + 5000);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def(number).power);  // CR 1.31 7.7.1.2: the battle is over
}
// CR 1.31 10.2.5.1: with three damage the limit break is not active; nothing stands by.
inline void check_limit_break_needs_four_damage(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {}, {}, fillers(3)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(number).power);
}
// CR 1.31 8.1.1.2.1: with four damage, an attack on a rear-guard does not trigger it; nor does
// it on (RC) (CR 1.31 3.1.1.3), attacking a vanguard.
inline void check_limit_break_only_vanguard_on_vc(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {}, {}, fillers(4)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontRight));
  EXPECT_FALSE(stands_by(b, u, 1));
  EXPECT_EQ(b.state().power(u), def(number).power);
  Board r({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, {}, fillers(4)}, opponent());
  const InstanceId v = r.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::Vanguard));
  EXPECT_FALSE(stands_by(r, v, 1));
}

// "[ACT](VC/RC) [Counter Blast 1] if you have four or more other <Gold Paladin> rear-guards,
// +2000 until end of turn" (CR 1.31 8.5.2.3, 8.5.2.4.4, 10.1.15.1): on `circle`, with four other
// Gold Paladin rear-guards it gains; `others` of them (and a rear-guard of another clan): the
// cost is paid and nothing is gained.
inline int sleygal_power(const std::string& number, Circle circle, int others) {
  Side a{{{circle, number}}, {}, {}, {}, fillers(2)};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, "TD05/008"});
  const Circle free[] = {Circle::FrontRight, Circle::BackLeft, Circle::BackCenter, Circle::BackRight};
  for (int k = 0; k < 4; ++k) a.units.push_back({free[k], k < others ? "TD05/008" : kFiller});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  EXPECT_FALSE(b.act(u, 1, b.face_up_damage(Player::A, 1)));
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 1u);
  return b.state().power(u) - def(number).power;
}
inline void check_sleygal(const std::string& number) {
  SCOPED_TRACE(number);
  EXPECT_EQ(sleygal_power(number, Circle::Vanguard, 4), 2000);
  EXPECT_EQ(sleygal_power(number, Circle::FrontLeft, 4), 2000);
  // On (RC) it is itself a Gold Paladin rear-guard, and not one of the "other" four.
  EXPECT_EQ(sleygal_power(number, Circle::FrontLeft, 3), 0);
  EXPECT_EQ(sleygal_power(number, Circle::Vanguard, 3), 0);
}

// "[AUTO](RC) [discard a card] when an attack hits in a battle this unit boosted, you may pay:
// draw a card" (CR 1.31 7.6.1.9, 10.1.2.1, 10.1.1): boosting the vanguard, whose attack hits.
inline void check_boosted_hit_discard_draw(const std::string& number, bool pay) {
  SCOPED_TRACE(number);
  // The drive check takes the filler on top; the draw, Brigitte under it.
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, number}}, {}, {"TD01/004"}, {kFiller, "TD01/001"}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const InstanceId discarded = b.hand_card(Player::A, "TD01/004");
  if (pay) ASSERT_FALSE(b.play(u, 1, {discarded}));
  else ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.state().card(discarded).zone, pay ? Zone::Drop : Zone::Hand);
  EXPECT_EQ(b.hand_card(Player::A, "TD01/001") != kNoInstance, pay);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);  // the drive check's card, and the drawn or the kept one
}
// CR 1.31 8.1.1.2.1: the attack it boosted is guarded and does not hit: nothing triggers.
inline void check_boosted_no_hit_nothing(const std::string& number) {
  SCOPED_TRACE(number);
  Side b_side = opponent();
  b_side.hand = {"TD05/014", "TD06/014"};
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, number}}, {}, {"TD01/004"}, {"TD01/001"}}, b_side);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.guard({"TD05/014", "TD06/014"}));
  EXPECT_EQ(b.count(Player::B, Zone::Damage), 0u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_NE(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 2u);  // TD01/004 and the drive check's card
}

// "[AUTO] when placed on (RC), choose another of your <clan> units: +2000 until end of turn"
// (CR 1.31 10.1.4.1, 8.6.3.1): called under `vanguard` of the clan beside `ally` of the clan and a
// rear-guard of another clan: only the vanguard and `ally` are offered; declining is refused.
inline void check_placed_other_clan_unit_2000(const std::string& number, const std::string& vanguard, const std::string& ally) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}, {Circle::FrontRight, ally}, {Circle::BackRight, kFiller}}, {}, {number}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), r = b.unit(Player::A, Circle::FrontRight);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(number, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(sorted(b.game().request().options), sorted({v, r}));
  ASSERT_FALSE(b.choose({r}));
  EXPECT_EQ(b.state().power(r), def(ally).power + 2000);
  EXPECT_EQ(b.state().power(v), def(vanguard).power);
  EXPECT_EQ(b.state().power(u), def(number).power);
  EXPECT_EQ(b.decision(), Decision::Main);
}

// "[AUTO](RC) [Soul Blast 1] when this unit boosts a unit named X, you may pay: the boosted unit
// gets +5000 until end of that battle" (CR 1.31 7.3.1.6, 10.1.16.1): boosting the vanguard
// `named` (X); `pay`: paid or declined.
inline void check_boost_named_soul_blast_5000(const std::string& number, const std::string& named, bool pay) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, named}, {Circle::BackCenter, number}}, {}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  if (pay) ASSERT_FALSE(b.play(u, 1, b.soul(Player::A, 1)));
  else ASSERT_FALSE(b.decline(u, 1));
  ASSERT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(named).power + def(number).power + (pay ? 5000 : 0));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), pay ? 0u : 1u);
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(named).power);  // CR 1.31 7.7.1.2
}
// Boosting a unit of another name, nothing stands by (CR 1.31 8.1.1.2.1).
inline void check_boost_named_other_name(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}, {Circle::BackCenter, number}}, {}, {}, {}, {}, fillers(1)}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(kFiller).power + def(number).power);
}

// A mandatory "[AUTO] when this unit attacks (a vanguard), if ...: +N until end of that battle"
// (CR 1.31 7.3.1.8, 8.1.1.2.3, 8.6.3.1), ability `ability`, attacking the vanguard from `circle`
// (front-left: under `vanguard`) beside the rear-guards `more`; returns the power gained.
inline int attack_gain(const std::string& number, const std::string& vanguard, Circle circle = Circle::FrontLeft,
                       const std::vector<std::pair<Circle, std::string>>& more = {}, int ability = 1) {
  Side a{{{circle, number}}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, vanguard});
  for (const auto& m : more) a.units.push_back(m);
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  EXPECT_FALSE(b.attack(circle, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, ability)), mandatory(number, u));
  EXPECT_FALSE(b.play(u, ability));
  EXPECT_EQ(b.decision(), Decision::Guard);
  return b.state().power(u) - def(number).power;
}
// "[AUTO](RC) when this unit attacks, if your vanguard's name contains "Liberator": +3000 until
// end of that battle".
inline void check_liberator_vanguard_3000(const std::string& number) {
  SCOPED_TRACE(number);
  EXPECT_EQ(attack_gain(number, "TD08/004"), 3000);  // Liberator of Silence, Gallatin
  EXPECT_EQ(attack_gain(number, "TD05/004"), 0);     // a Gold Paladin without "Liberator" in its name
}
// On (VC) it is not active (CR 1.31 3.1.1.3): its own attack stands nothing by.
inline void check_not_active_on_vc(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}}, opponent());
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::Guard);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), def(number).power);
}

// "[AUTO] [Soul Blast 2] when placed on (RC), if your vanguard is a <clan>, you may pay: draw a
// card" (CR 1.31 10.1.4.1, 10.1.16.1, 8.1.1.2.3), called under `vanguard`.
inline void check_placed_soul_blast_2_draw(const std::string& number, const std::string& vanguard, bool of_clan) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number}, {"TD01/001"}, {}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  if (of_clan) {
    ASSERT_FALSE(b.play(u, 1, b.soul(Player::A, 2)));
    EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
    EXPECT_NE(b.hand_card(Player::A, "TD01/001"), kNoInstance);
  } else {
    EXPECT_EQ(message(b.play(u, 1, b.soul(Player::A, 2))), condition_fails(number, u));
    ASSERT_FALSE(b.decline(u, 1));
    EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);
    EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  }
  EXPECT_EQ(b.decision(), Decision::Main);
}

// Djinn of the Lightning Flash, Flare and Spark (TD06/002, 006, 011) print three abilities alike.
// "[CONT](VC/RC) this unit cannot attack a rear-guard" (CR 1.31 1.3.1, 7.3.1.4): attacking from
// `circle` (front-left: under a «Narukami» vanguard), each of the opponent's front-row
// rear-guards is refused as its target with the whole message, and the legal answers offer the
// vanguard alone; the attack on the vanguard goes on.
inline void check_cannot_attack_rear_guards(const std::string& number, Circle circle) {
  SCOPED_TRACE(number);
  Side a{{{circle, number}}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, "TD06/004"});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.submit(Action::make(ActionKind::Attack, Player::A)));
  Action attacker = Action::make(ActionKind::Attacker, Player::A);
  attacker.circle = circle;
  ASSERT_FALSE(b.submit(attacker));
  ASSERT_EQ(b.decision(), Decision::Target);
  for (Circle c : {Circle::FrontLeft, Circle::FrontRight}) {
    const InstanceId r = b.unit(Player::B, c);
    Action target = Action::make(ActionKind::Target, Player::A);
    target.circle = c;
    EXPECT_EQ(message(b.submit(target)), "cannot attack " + b.state().def(r).name + " (" + id(r) + ") with " + def(number).name +
                                             " (" + id(u) + "): its continuous ability says it cannot attack a rear-guard " +
                                             cite(cr::kCardTextPrevails));
  }
  std::vector<Circle> offered;  // what automatic play and the verifier's legal attacks read
  for (const Action& x : b.game().legal_actions()) offered.push_back(x.circle);
  EXPECT_EQ(offered, std::vector<Circle>{Circle::Vanguard});
  Action target = Action::make(ActionKind::Target, Player::A);
  target.circle = Circle::Vanguard;
  ASSERT_FALSE(b.submit(target));
  EXPECT_EQ(b.decision(), Decision::Booster);
}
// "[AUTO](VC) when this unit attacks, +4000 until end of that battle" (ability 2) and "[AUTO](RC)
// when this unit attacks, if your vanguard is a «Narukami», +2000 until end of that battle"
// (ability 3), CR 1.31 7.3.1.8, 8.6.3.1: attacking from `circle` (front-left: under `vanguard`),
// the one ability active there stands by, mandatory; returns the power gained; the power is
// back to its printed value once the battle ends (CR 1.31 7.7.1.2).
inline int djinn_attack_gain(const std::string& number, Circle circle, const std::string& vanguard = "TD06/004") {
  Side a{{{circle, number}}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, vanguard});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle);
  const int ability = circle == Circle::Vanguard ? 2 : 3;
  EXPECT_FALSE(b.attack(circle, Circle::Vanguard));
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_FALSE(stands_by(b, u, circle == Circle::Vanguard ? 3 : 2));  // CR 1.31 3.1.1.3: not active there
  EXPECT_EQ(message(b.decline(u, ability)), mandatory(number, u));
  EXPECT_FALSE(b.play(u, ability));
  EXPECT_EQ(b.decision(), Decision::Guard);
  const int gain = b.state().power(u) - def(number).power;
  EXPECT_FALSE(b.no_guard());
  EXPECT_EQ(b.state().power(u), def(number).power);
  return gain;
}
inline void check_djinn_attack_power(const std::string& number) {
  SCOPED_TRACE(number);
  EXPECT_EQ(djinn_attack_gain(number, Circle::Vanguard), 4000);
  EXPECT_EQ(djinn_attack_gain(number, Circle::FrontLeft), 2000);
  EXPECT_EQ(djinn_attack_gain(number, Circle::FrontLeft, kFiller), 0);  // a «Megacolony» vanguard
}

// The battle number (CR 1.31 7.1.2.1): a battle of player A that B does not guard, `attacker`
// on B's vanguard (boosted by `booster`); each automatic ability that stands by is played as it
// comes; it ends at the next start step.
inline void unguarded_battle(Board& b, Circle attacker, std::optional<Circle> booster = std::nullopt) {
  ASSERT_FALSE(b.attack(attacker, Circle::Vanguard, booster));
  for (int step = 0; step < 20 && b.decision() != Decision::StartStep; ++step) {
    if (b.decision() == Decision::Guard) {
      ASSERT_FALSE(b.no_guard());
    } else if (b.decision() == Decision::PlayAuto) {
      const auto& s = b.state().standing;
      auto it = std::find_if(s.begin(), s.end(), [&](const Standing& x) { return x.master == b.asked(); });
      ASSERT_NE(it, s.end());
      ASSERT_FALSE(b.play(it->source, it->ability + 1));
    } else {
      FAIL() << "an unguarded battle asks for decision " << static_cast<int>(b.decision());
    }
  }
  ASSERT_EQ(b.decision(), Decision::StartStep);
}
// "[AUTO] when this unit attacks, if (your vanguard is an «Aqua Force» and) this is the third
// battle of that turn or later: +N" (CR 1.31 7.1.2.1, 7.3.1.8, 8.1.1.2.3): A's front row is
// `number` on `circle`, `vanguard` on (VC) and Tear Knight, Lazarus (vanilla «Aqua Force») on the
// other front circles; they attack first, right, vanguard, left in turn, skipping `circle`, until
// `number` attacks in battle `nth`. Its ability `ability` stands by, mandatory; returns the power
// it gained.
inline int nth_battle_gain(const std::string& number, Circle circle, const std::string& vanguard, int nth, int ability = 1) {
  Side a{{{circle, number}}};
  for (Circle c : {Circle::FrontLeft, Circle::Vanguard, Circle::FrontRight})
    if (c != circle) a.units.push_back({c, c == Circle::Vanguard ? vanguard : "TD07/004"});
  Board b(a, opponent());
  int begun = 0;
  for (Circle c : {Circle::FrontRight, Circle::Vanguard, Circle::FrontLeft})
    if (c != circle && begun < nth - 1) {
      unguarded_battle(b, c);
      ++begun;
    }
  EXPECT_EQ(b.state().battles_this_turn, nth - 1);
  const InstanceId u = b.unit(Player::A, circle);
  EXPECT_FALSE(b.attack(circle, Circle::Vanguard));
  EXPECT_EQ(b.state().battles_this_turn, nth);
  EXPECT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, ability)), mandatory(number, u));
  EXPECT_FALSE(b.play(u, ability));
  EXPECT_EQ(b.decision(), Decision::Guard);
  return b.state().power(u) - def(number).power;
}
// "[AUTO](VC/RC) when this unit attacks, if your vanguard is an «Aqua Force» and this is the
// third battle of that turn or later, +3000 until end of that battle" (Coral Assault, Splash
// Assault).
inline void check_third_battle_aqua_force_3000(const std::string& number) {
  SCOPED_TRACE(number);
  EXPECT_EQ(nth_battle_gain(number, Circle::FrontLeft, "TD07/004", 3), 3000);
  EXPECT_EQ(nth_battle_gain(number, Circle::FrontLeft, "TD07/004", 2), 0);  // the second battle: not yet
  EXPECT_EQ(nth_battle_gain(number, Circle::FrontLeft, "TD07/004", 1), 0);
  EXPECT_EQ(nth_battle_gain(number, Circle::FrontLeft, kFiller, 3), 0);     // a «Megacolony» vanguard
  EXPECT_EQ(nth_battle_gain(number, Circle::Vanguard, number, 3), 3000);    // on (VC) it is the «Aqua Force» vanguard
}

}  // namespace vg::test
