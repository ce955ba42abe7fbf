// CR section 7: attack and battle (with the skills of CR 10.2 and trigger icons of CR 2.8).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/position.h"
#include "tests/support/driver.h"
#include "tests/support/expect.h"

namespace vg::test {
namespace {

// A first. A: hand 008 007 004 005 009 | t1 draw 013 | t3 draw 001 | damage checks 002 014 003 010.
// B: hand 007 004 006 009 008 | t2 draw 010 | t4 draw 011 | drive checks `drives` | 002 003.
Script battle_script(std::vector<std::string> drives = {"TD02/005", "TD02/003"}) {
  Script s;
  s.tops_a = {"TD01/008", "TD01/007", "TD01/004", "TD01/005", "TD01/009", "TD01/013", "TD01/001",
              "TD01/002", "TD01/014", "TD01/003", "TD01/010"};
  s.tops_b = {"TD02/007", "TD02/004", "TD02/006", "TD02/009", "TD02/008", "TD02/010", "TD02/011"};
  s.tops_b.insert(s.tops_b.end(), drives.begin(), drives.end());
  s.tops_b.insert(s.tops_b.end(), {"TD02/002", "TD02/003"});
  return s;
}

// Turns 1-3 and B's ride of turn 4: A has Randolf (grade 2, 8000) as vanguard, Gallatin on
// front-left, Blaster Blade on front-right, Wingal on back-left and Epona and Brigitte in hand;
// B has Nehalem (grade 2, 10000) as vanguard and is in the main phase of turn 4.
void to_turn_four(Driver& d) {
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD01/007"));
  ASSERT_ACCEPTED(d, d.call("TD01/004", Circle::FrontLeft));
  ASSERT_ACCEPTED(d, d.call("TD01/005", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD01/009", Circle::BackLeft));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/004"));
  ASSERT_EQ(d.state().turn, 4);
  ASSERT_EQ(d.decision(), Decision::Main);
}

// CR 7.2.1.3: no attack on the very first turn of the game.
TEST(AttackTest, NoAttackOnTheFirstTurn) {
  Driver d(battle_script());
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(message(d.declare_attack()), "cannot attack: the first player cannot attack on the first turn of the game [CR 7.2.1.3]");
  EXPECT_EQ(d.legal_count(), 1u);  // only ending the battle phase
}

// CR 7.1.1, 7.3.1.3: only front-row units attack.
TEST(AttackTest, BackRowUnitCannotAttack) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/009", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.declare_attack());
  EXPECT_EQ(message(d.attacker(Circle::BackLeft)), "cannot attack with the unit on back-left: only units in the front row can attack [CR 7.3.1.3]");
}

// CR 7.3.1.3: a rested unit cannot attack; CR 7.2.1.3: with no standing front-row unit the turn
// player cannot choose to attack.
TEST(AttackTest, RestedUnitCannotAttack) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::StartStep);
  EXPECT_THAT(look(d, bv), Rested());
  ASSERT_ACCEPTED(d, d.declare_attack());
  EXPECT_EQ(message(d.attacker(Circle::Vanguard)), "cannot attack with Dragon Knight, Nehalem (" + id(bv) + "): it is rested, and only a standing unit can attack [CR 7.3.1.3]");
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(message(d.declare_attack()), "cannot attack: no unit in the front row can attack (standing and without restraint) [CR 7.2.1.3]");
}

// CR 7.3.1.4, 7.3.1.4.1: the target is a unit in the opponent's front row.
TEST(AttackTest, BackRowTargetIsRejected) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.declare_attack());
  ASSERT_ACCEPTED(d, d.attacker(Circle::Vanguard));
  EXPECT_EQ(message(d.target(Circle::BackLeft)), "cannot attack the unit on back-left: only units in the opponent's front row can be attacked [CR 7.3.1.4]");
  ASSERT_ACCEPTED(d, d.target(Circle::FrontRight));
  EXPECT_EQ(d.state().battle->attacked, d.unit(Player::A, Circle::FrontRight));
}

// CR 7.3.1.5, 7.3.1.5.1, 7.3.1.7, 7.7.1.2: the booster rests and adds its power for the battle.
TEST(BoostTest, BoosterAddsItsPowerUntilTheBattleEnds) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/009", Circle::BackCenter));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(d.decision(), Decision::Guard);  // CR 7.3.1.8, 7.4.1.1.1: the guard step
  EXPECT_EQ(d.power_at(Player::B, Circle::Vanguard), 16000);
  EXPECT_THAT(look(d, d.unit(Player::B, Circle::BackCenter)), Rested());
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);  // 16000 against 8000
  EXPECT_EQ(d.power_at(Player::B, Circle::Vanguard), 10000);
}

// CR 7.3.1.5: the booster is in the back circle of the attacker's column.
TEST(BoostTest, BoosterFromAnotherColumnIsRejected) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/009", Circle::BackLeft));
  ASSERT_ACCEPTED(d, d.pass());
  EXPECT_EQ(message(d.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackLeft)),
            "cannot boost from back-left: the booster must be in the back circle of the attacker's column [CR 7.3.1.5]");
  EXPECT_THAT(look(d, d.unit(Player::B, Circle::BackLeft)), Not(Rested()));
}

// CR 10.2.3.1: only a unit with the boost skill boosts.
TEST(BoostTest, UnitWithoutBoostSkillCannotBoost) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/006", Circle::BackCenter));
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId tejas = d.unit(Player::B, Circle::BackCenter);
  EXPECT_EQ(message(d.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter)),
            "cannot boost with Wyvern Strike, Tejas (" + id(tejas) + "): it does not have the boost skill [CR 10.2.3.1]");
}

// CR 3.11.1.1: a card without shield cannot guard.
TEST(GuardTest, CardWithoutShieldIsRejected) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(message(d.guard({"TD01/001"})), "cannot call Crimson Butterfly, Brigitte as a guardian: it has no shield [CR 3.11.1.1]");
}

// CR 8.5.2.1.1.2: a guardian's grade is at most the vanguard's.
TEST(GuardTest, GuardianAboveTheVanguardsGradeIsRejected) {
  Driver d(battle_script());
  ASSERT_ACCEPTED(d, d.ride("TD01/008"));
  d.end_turn();
  ASSERT_ACCEPTED(d, d.ride("TD02/007"));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  EXPECT_EQ(message(d.guard({"TD01/007"})), "cannot call Covenant Knight, Randolf (grade 2) as a guardian with a grade 1 vanguard: a normal call must be at most the vanguard's grade [CR 8.5.2.1.1.2]");
  // CR 7.6.1.2: 8000 against 8000 hits.
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 1u);
}

// CR 7.4.1.1.2, 7.4.1.1.2.1, 7.4.1.1.2.2, 8.5.2.4.3, 7.6.1.2, 7.6.1.8: the guardian rests on the
// guardian circle, its shield adds to the attacked unit, the attack misses, and the guardian is
// retired at the end of the damage step.
TEST(GuardTest, ShieldAddsToTheAttackedUnitThenGuardianIsRetired) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  const InstanceId epona = d.hand_card(Player::A, "TD01/013");
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  ASSERT_ACCEPTED(d, d.guard({"TD01/013"}));
  EXPECT_EQ(d.decision(), Decision::StartStep);
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 0u);
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{epona});
  std::vector<std::string> comparisons;
  for (const TraceLine& t : trace)
    if (t.rule == cr::kComparePower) comparisons.push_back(t.text);
  EXPECT_EQ(comparisons, std::vector<std::string>{"power 10000 against 18000: the attack does not hit"});
}

// CR 7.4.1.1.2.3, 8.5.2.4.3: at the guard decision the guardian is on the circle, resting.
TEST(GuardTest, GuardiansArePutRestingAtOnce) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  const InstanceId epona = d.hand_card(Player::A, "TD01/013");
  const InstanceId gallatin = d.unit(Player::A, Circle::FrontLeft);
  Action a = Action::make(ActionKind::Guard, Player::A);
  a.cards = {epona};
  a.circles = {Circle::FrontLeft};
  ASSERT_ACCEPTED(d, d.game().submit(a));  // not settled: the drive check is pending
  const auto& guardians = d.state().player(Player::A).circles[static_cast<std::size_t>(Circle::Guardian)];
  EXPECT_EQ(guardians, (std::vector<InstanceId>{epona, gallatin}));
  EXPECT_THAT(look(d, epona), Rested());
  EXPECT_THAT(look(d, gallatin), Rested());
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 8000 + 10000 + 5000);
}

// CR 10.2.2.1: intercept moves a front rear-guard to the guardian circle; not from the back
// row, and not the attacked unit itself.
TEST(InterceptTest, FrontRearGuardInterceptsButNotTheAttackedOne) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontLeft));
  const InstanceId gallatin = d.unit(Player::A, Circle::FrontLeft);
  const InstanceId blaster = d.unit(Player::A, Circle::FrontRight);
  EXPECT_EQ(message(d.guard({}, {Circle::BackLeft})), "cannot intercept from back-left: only a unit in a front rear-guard circle can intercept [CR 10.2.2.1]");
  EXPECT_EQ(message(d.guard({}, {Circle::FrontLeft})), "cannot intercept with Knight of Silence, Gallatin (" + id(gallatin) + "): it is the unit being attacked [CR 10.2.2.1]");
  ASSERT_ACCEPTED(d, d.guard({}, {Circle::FrontRight}));
  // 10000 against 10000 + 5000: no hit; Gallatin stays, Blaster Blade is retired (CR 7.6.1.8).
  EXPECT_EQ(d.unit(Player::A, Circle::FrontLeft), gallatin);
  EXPECT_EQ(d.unit(Player::A, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{blaster});
}

// CR 7.6.1.7, 7.6.1.8: a hit rear-guard is retired and no damage is dealt.
TEST(DamageTest, HitRearGuardIsRetiredWithoutDamage) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId blaster = d.unit(Player::A, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontRight));  // 10000 against 9000
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.unit(Player::A, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{blaster});
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 0u);
  EXPECT_EQ(d.state().player(Player::B).hand.size(), 6u);  // 5 + the drive card
}

// CR 7.4.1.2, 7.5.1.2, 7.5.1.2.4, 7.5.1.4: a grade 2 vanguard drives once, to the hand; a
// rear-guard's attack has no drive step.
TEST(DriveTest, VanguardDrivesOnceRearGuardNever) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackRight));
  ASSERT_ACCEPTED(d, d.pass());
  const std::size_t deck = d.state().player(Player::B).deck.size();
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));  // 12000
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::B).deck.size(), deck);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.state().player(Player::B).deck.size(), deck - 1);
  EXPECT_EQ(d.hand_numbers(Player::B), (std::vector<std::string>{"TD02/006", "TD02/009", "TD02/008", "TD02/005"}));
  // A's second damage check is Elaine (heal): its trigger decision is pending.
  EXPECT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(d.asked(), Player::A);
}

// CR 2.8.1.1.3, 7.5.1.2.2: a draw trigger gives +5000 and draws a card.
TEST(TriggerTest, DrawTriggerGivesPowerAndDraws) {
  Driver d(battle_script({"TD02/013", "TD02/003"}));
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(message(d.trigger(bv, bv)), "a draw trigger chooses only the unit that gets +5000 power [CR 2.8.1.1.3]");
  ASSERT_ACCEPTED(d, d.trigger(bv));
  EXPECT_EQ(d.state().power(bv), 15000);
  EXPECT_EQ(d.hand_numbers(Player::B), (std::vector<std::string>{"TD02/006", "TD02/009", "TD02/008", "TD02/010", "TD02/011", "TD02/003", "TD02/013"}));
}

// CR 2.8.1.1.4: a stand trigger stands a rear-guard, never the vanguard.
TEST(TriggerTest, StandTriggerStandsOnlyARearGuard) {
  Driver d(battle_script({"TD02/014", "TD02/003"}));
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackRight));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_ACCEPTED(d, d.no_guard());
  const InstanceId fr = d.unit(Player::B, Circle::FrontRight), bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_THAT(look(d, fr), Rested());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(message(d.trigger(bv, bv)), "a stand trigger can stand only a rear-guard, not Dragon Knight, Nehalem (" + id(bv) + ") [CR 2.8.1.1.4]");
  EXPECT_EQ(message(d.trigger(bv)), "a stand trigger must choose one of the rear-guards to stand [CR 8.5.3.1]");
  ASSERT_ACCEPTED(d, d.trigger(fr, fr));
  EXPECT_THAT(look(d, fr), Not(Rested()));
  EXPECT_EQ(d.state().power(fr), 11000);
  EXPECT_THAT(look(d, d.unit(Player::B, Circle::BackRight)), Rested());
}

// CR 2.8.1.1.2, 7.6.1.5, 7.6.1.6, 3.13.1.1, 2.8.1.1.5, 7.6.1.6.2: damage equal to the critical,
// one damage check at a time; a heal trigger heals when its player's damage is at least the
// opponent's.
TEST(TriggerTest, CriticalGivesTwoDamageChecksAndHealHeals) {
  Driver d(battle_script({"TD02/016", "TD02/003"}));
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard), av = d.unit(Player::A, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_ACCEPTED(d, d.trigger(bv, bv));
  EXPECT_EQ(d.state().critical(bv), 2);
  // The second damage check is a heal trigger; the first card is already in the damage zone.
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_EQ(d.asked(), Player::A);
  ASSERT_EQ(d.numbers(d.state().player(Player::A).damage), std::vector<std::string>{"TD01/002"});
  ASSERT_EQ(d.numbers(d.state().player(Player::A).trigger), std::vector<std::string>{"TD01/014"});
  const InstanceId first = d.state().player(Player::A).damage.front();
  EXPECT_EQ(message(d.trigger(av)), "a heal trigger must heal one card of the damage zone [CR 8.5.3.1]");
  ASSERT_ACCEPTED(d, d.trigger(av, first));
  EXPECT_EQ(d.numbers(d.state().player(Player::A).damage), std::vector<std::string>{"TD01/014"});
  EXPECT_EQ(d.state().player(Player::A).drop, std::vector<InstanceId>{first});
  EXPECT_EQ(d.state().power(av), 13000);
}

// CR 2.8.1.1.5: a heal trigger does not heal while its player has less damage than the opponent.
TEST(TriggerTest, HealNeedsAtLeastTheOpponentsDamage) {
  Driver d(battle_script({"TD02/015", "TD02/003"}));
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackRight));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.state().player(Player::A).damage.size(), 1u);
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(message(d.trigger(bv, d.state().player(Player::A).damage.front())),
            "cannot heal: player B has 0 damage, fewer than the opponent's 1 [CR 2.8.1.1.5]");
  ASSERT_ACCEPTED(d, d.trigger(bv));
  // A's damage check is Elaine: with 1 damage against 0, A may heal.
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  ASSERT_EQ(d.asked(), Player::A);
  EXPECT_ACCEPTED(d, d.trigger(d.unit(Player::A, Circle::Vanguard), d.state().player(Player::A).damage.front()));
  EXPECT_EQ(d.numbers(d.state().player(Player::A).damage), std::vector<std::string>{"TD01/014"});
}

// CR 7.6.1.6.2: a trigger of a clan not on its player's circles does nothing.
TEST(TriggerTest, TriggerOfAnotherClanDoesNothing) {
  Decklist a = td01();
  for (DeckEntry& e : a.entries)
    if (e.card == card("TD01/016")) e.count = 3;
  a.entries.push_back({card("TD02/014"), 1, 0});  // a Kagero stand trigger in the Royal Paladin deck
  Script s = battle_script();
  s.tops_a[7] = "TD02/014";
  Driver d(s, {a, td02()});
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_EQ(d.decision(), Decision::StartStep);  // no trigger decision
  EXPECT_EQ(d.numbers(d.state().player(Player::A).damage), std::vector<std::string>{"TD02/014"});
  EXPECT_EQ(d.power_at(Player::A, Circle::Vanguard), 8000);
}

// CR 10.2.1.1, 7.5.1.3, 7.5.1.2.3: a twin drive vanguard checks twice, one card at a time.
TEST(DriveTest, TwinDriveChecksTwiceOneAtATime) {
  Script s = battle_script({"TD02/001", "TD02/016", "TD02/013"});
  s.tops_a[8] = "TD01/011";  // no heal among A's damage checks
  Driver d(s);
  to_turn_four(d);
  d.end_turn();
  d.end_turn();  // A's turn 5: no attack
  ASSERT_EQ(d.state().turn, 6);
  ASSERT_ACCEPTED(d, d.ride("TD02/001"));  // drawn on turn 6
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(d.numbers(d.state().player(Player::B).trigger), std::vector<std::string>{"TD02/016"});
  ASSERT_ACCEPTED(d, d.trigger(bv, bv));
  ASSERT_EQ(d.decision(), Decision::TriggerEffect);
  EXPECT_EQ(d.numbers(d.state().player(Player::B).trigger), std::vector<std::string>{"TD02/013"});
  EXPECT_NE(d.hand_card(Player::B, "TD02/016"), kNoInstance);
  ASSERT_ACCEPTED(d, d.trigger(bv));
  EXPECT_EQ(d.state().power(bv), 21000);
  EXPECT_EQ(d.state().player(Player::A).damage.size(), 2u);
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

// CR 7.2.1.2, 7.3.1.1, 7.3.1.2, 7.3.1.6, 7.4.1.1, 7.4.1.2, 7.5.1.1, 7.5.1.2.1, 7.5.1.2.3,
// 7.5.1.2.4, 7.6.1.1, 7.6.1.4, 7.6.1.5, 7.6.1.6.1, 7.6.1.6.3, 7.6.1.6.4, 7.6.1.6.5, 7.6.1.6.6,
// 7.6.1.9, 7.7.1.1, 7.7.1.2, 7.7.1.3, 7.7.1.4: one battle, step by step, as the rule trace
// records it (check timings between the steps have nothing to do in vanilla play).
TEST(BattleTraceTest, StepsOfOneBattleInOrder) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_ACCEPTED(d, d.no_guard());
  std::vector<std::string> lines;
  for (const TraceLine& t : trace) lines.push_back(std::string(cr::number(t.rule, Edition::Cr1_10)) + " " + t.text);  // CR 1.10 numbers
  const InstanceId bv = d.unit(Player::B, Circle::Vanguard), av = d.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(lines, (std::vector<std::string>{
                       "7.2.1.2.1 the turn player chooses to attack",
                       "7.3.1.1 attack step begins; the battle begins",
                       "7.3.1.3 Dragon Knight, Nehalem (" + id(bv) + ") on vanguard attacks",
                       "7.3.1.4.1 Covenant Knight, Randolf (" + id(av) + ") on vanguard is attacked",
                       "7.4.1.1 guard step begins",
                       "7.4.1.1.2 player A calls 0 guardians and intercepts with 0 units",
                       "7.4.1.2 the attacker is the vanguard: to the drive step",
                       "7.5.1.1 drive step begins",
                       "7.5.1.2.1 drive check: the top card of the deck goes to the trigger zone",
                       "7.5.1.2.1 player B takes Berserk Dragon (#" + std::to_string(d.state().player(Player::B).hand.back()) + ") from the top of the deck to the trigger",
                       "7.5.1.2.2 Berserk Dragon (#" + std::to_string(d.state().player(Player::B).hand.back()) + ") has no trigger icon",
                       "7.5.1.2.4 Berserk Dragon (#" + std::to_string(d.state().player(Player::B).hand.back()) + ") goes from the trigger zone to the hand",
                       "7.6.1.1 damage step begins",
                       "7.6.1.2 power 10000 against 8000: the attack hits",
                       "7.6.1.5 the attacker deals damage equal to its critical, 1",
                       "7.6.1.6.1 damage check: the top card of the deck goes to the trigger zone",
                       "7.6.1.6.1 player A takes Knight of Conviction, Bors (#" + std::to_string(d.state().player(Player::A).damage.back()) + ") from the top of the deck to the trigger",
                       "7.6.1.6.2 Knight of Conviction, Bors (#" + std::to_string(d.state().player(Player::A).damage.back()) + ") has no trigger icon",
                       "7.6.1.6.4 Knight of Conviction, Bors (#" + std::to_string(d.state().player(Player::A).damage.back()) + ") goes to the damage zone",
                       "7.7.1.1 close step begins",
                       "7.7.1.2 the battle ends; effects until end of battle cease",
                       "7.7.1.4 back to the start step",
                       "7.2.1.1 start step begins"}));
  EXPECT_THAT(d, Not(InBattle()));
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

// An illegal move recorded during the guard step, applied as the game went (the verifier's
// path), so that a unit leaves its circle mid-battle.
void move_anyway(Driver& d, Player p, Circle a, Circle b) {
  Action m = Action::make(ActionKind::Move, p);
  m.circle = a;
  m.circle2 = b;
  ASSERT_REFUSED(d, d.game().check(m),
                 "player " + std::string(to_string(p)) + ": a move of rear-guards where the rules call for player A's guardians and "
                 "intercepts: rear-guards are moved only in the turn player's main phase [CR 6.6.1.2.3]");
  d.game().apply_anyway(m);
  d.settle();
}

// CR 7.3.1.5.1.1: the boost holds only while booster and attacker stay on their circles.
TEST(BoostTest, BoostEndsWhenTheBoosterLeavesItsCircle) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.call("TD02/010", Circle::FrontRight));
  ASSERT_ACCEPTED(d, d.call("TD02/011", Circle::BackRight));
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontRight, Circle::Vanguard, Circle::BackRight));
  ASSERT_EQ(d.power_at(Player::B, Circle::FrontRight), 12000);
  move_anyway(d, Player::B, Circle::BackRight, Circle::FrontRight);  // the two exchange circles
  ASSERT_EQ(d.decision(), Decision::Guard);
  EXPECT_EQ(d.state().power(d.state().battle->attacker), 6000);
}

// CR 7.6.1.3: when the attacked unit has left its circle, powers are not compared: no hit.
// CR 1.31 7.3.1.4.3: moved to another circle, it is no longer the unit being attacked; the
// battle still ends as battles do.
TEST(DamageTest, NoComparisonWhenTheAttackedUnitLeft) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  const InstanceId blaster = d.unit(Player::A, Circle::FrontRight);
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::FrontRight));  // 10000 against 9000
  move_anyway(d, Player::A, Circle::FrontRight, Circle::BackRight);
  ASSERT_ACCEPTED(d, d.no_guard());
  EXPECT_THAT(d, Not(InBattle()));
  EXPECT_EQ(d.unit(Player::A, Circle::BackRight), blaster);  // not retired
  EXPECT_THAT(d.numbers(d.state().player(Player::A).drop), IsEmpty());
}

// CR 7.6.1.5.1: an attack that hits with zero critical deals no damage. The test unit T/014
// lowers its own critical by one when it attacks (test cards, with their abilities): on turn
// 3 it attacks B's vanguard, 5000 against 5000, and hits.
TEST(DamageTest, ZeroCriticalDealsNoDamage) {
  Script s;
  s.abilities = true;
  s.vanguard_a = s.vanguard_b = "T/001";
  s.tops_a = {"T/014", "T/001", "T/001", "T/001", "T/001", "T/001", "T/001", "T/001"};
  s.tops_b.assign(8, "T/001");
  Driver d(s, {deck_of({{"T/001", 17}, {"T/014", 1}}), deck_of({{"T/001", 18}})});
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.call("T/014", Circle::FrontLeft));
  const InstanceId blunter = d.unit(Player::A, Circle::FrontLeft);
  d.end_turn();
  d.end_turn();
  ASSERT_ACCEPTED(d, d.pass());  // ride
  ASSERT_ACCEPTED(d, d.pass());  // main
  ASSERT_ACCEPTED(d, d.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::PlayAuto);
  ASSERT_ACCEPTED(d, d.play(blunter, 1));
  EXPECT_EQ(d.state().critical(blunter), 0);
  std::vector<TraceLine> trace;
  d.game().set_trace(&trace);
  ASSERT_ACCEPTED(d, d.no_guard());
  std::vector<std::string> damage;
  for (const TraceLine& t : trace)
    if (const std::string n(cr::number(t.rule, Edition::Cr1_10)); n.starts_with("7.6.1.")) damage.push_back(n + " " + t.text);
  EXPECT_EQ(damage, (std::vector<std::string>{"7.6.1.1 damage step begins", "7.6.1.2 power 5000 against 5000: the attack hits",
                                              "7.6.1.5 the attacker deals damage equal to its critical, 0",
                                              "7.6.1.5.1 zero or less damage is not dealt"}));
  EXPECT_EQ(d.state().player(Player::B).damage.size(), 0u);
  EXPECT_EQ(d.decision(), Decision::StartStep);
}

}  // namespace
}  // namespace vg::test

namespace vg::test {
namespace {

// CR 10.2.2.1: only a front rear-guard intercepts. A record that names the vanguard circle is
// refused; applied the way the verifier applies an illegal answer, it leaves the vanguard on
// its circle (found by review after the fuzzing work: the engine must not move the vanguard).
TEST(InterceptTest, InterceptNamedFromTheVanguardCircleLeavesTheVanguard) {
  Driver d(battle_script());
  to_turn_four(d);
  ASSERT_ACCEPTED(d, d.pass());
  ASSERT_ACCEPTED(d, d.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_EQ(d.decision(), Decision::Guard);
  Action g = Action::make(ActionKind::Guard, Player::A);
  g.circles = {Circle::Vanguard};
  ASSERT_REFUSED(d, d.game().check(g), "cannot intercept from vanguard: only a unit in a front rear-guard circle can intercept [CR 10.2.2.1]");
  const InstanceId vanguard = d.unit(Player::A, Circle::Vanguard);
  d.game().apply_anyway(g);
  d.settle();
  EXPECT_EQ(d.state().card(vanguard).zone, Zone::Field);
  EXPECT_EQ(d.state().card(vanguard).circle, Circle::Vanguard);
}

// The answers player B has to player A's attack on B's vanguard, under CR 1.31: B's hand holds
// `hand` (grade 0 test units with a shield) and B has no rear-guard to intercept with.
std::vector<Action> guard_answers(const std::vector<const char*>& hand) {
  Position pos;
  pos.edition = Edition::Cr1_31;
  pos.turn = 3;
  pos.at = Decision::StartStep;
  pos.players[0].units.push_back({card("T/001"), Circle::Vanguard});
  pos.players[1].units.push_back({card("T/001"), Circle::Vanguard});
  for (const char* n : hand) pos.players[1].hand.push_back({card(n)});
  for (auto& p : pos.players)
    for (int k = 0; k < 10; ++k) p.deck.push_back({card("T/001")});
  std::optional<Game> game;
  if (auto problem = position_game(pool(), pos, game)) {
    ADD_FAILURE() << *problem;
    return {};
  }
  Action attacker = Action::make(ActionKind::Attacker, Player::A), target = Action::make(ActionKind::Target, Player::A);
  attacker.circle = target.circle = Circle::Vanguard;
  Action no_boost = Action::make(ActionKind::Boost, Player::A);
  no_boost.none = true;
  for (const Action& a : {Action::make(ActionKind::Attack, Player::A), attacker, target, no_boost})
    if (auto v = game->submit(a)) {
      ADD_FAILURE() << message(v);
      return {};
    }
  EXPECT_EQ(game->request().decision, Decision::Guard);
  EXPECT_EQ(game->request().player, Player::B);
  return game->legal_actions();
}

// CR 1.31 7.4.1.2.3: the non-turn player may pass (a guard of no cards and no intercepts);
// CR 1.31 7.4.1.2.3.1: one who can neither call a guardian nor intercept has only the pass.
TEST(GuardTest, WithNothingToCallOrInterceptThePassIsTheOnlyAnswer) {
  const std::vector<Action> forced = guard_answers({});
  ASSERT_EQ(forced.size(), 1u);
  EXPECT_EQ(forced[0].kind, ActionKind::Guard);
  EXPECT_TRUE(forced[0].cards.empty());
  EXPECT_TRUE(forced[0].circles.empty());
  const std::vector<Action> free = guard_answers({"T/001"});
  ASSERT_EQ(free.size(), 2u);  // the pass, or the guardian
  EXPECT_TRUE(std::any_of(free.begin(), free.end(), [](const Action& a) { return a.cards.empty() && a.circles.empty(); }));
}

}  // namespace
}  // namespace vg::test
