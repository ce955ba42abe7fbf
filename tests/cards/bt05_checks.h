// Shared by the card tests of BT05 (played under CR 1.31): the abilities that several BT05 cards
// print with the same wording (only a name, a clan or a word differs) are checked by one function,
// called from each card's own test file. A card's ability number is its place in its file.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "tests/cards/ability_checks.h"

namespace vg::test {

// Vanguards for "if your vanguard is a <clan>": grade 2 cards of 10000 power without abilities.
// The filler (Bloody Hercules, «Megacolony») is the vanguard of another clan.
inline constexpr const char* kNeoNectar = "BT05/024";       // Iris Knight
inline constexpr const char* kMurakumo = "BT05/029";        // Stealth Beast, Bloody Mist
inline constexpr const char* kShadowPaladin = "BT04/023";   // Knight of Darkness, Rugos
inline constexpr const char* kRoyalPaladin = "TD01/004";    // Knight of Silence, Gallatin
inline constexpr const char* kDarkIrregulars = "BT03/022";  // Werwolf Sieger
inline constexpr const char* kPaleMoon = "BT03/028";        // Barking Cerberus
inline constexpr const char* kOracle = "TD04/004";          // Oracle Guardian, Wiseman
inline constexpr const char* kNovaGrappler = "BT01/030";    // King of Sword
inline constexpr const char* kDimensionPolice = "BT04/028"; // Twin Order
inline constexpr const char* kKagero = "BT01/022";          // Dragon Knight, Nehalem

inline std::vector<std::string> copies(const std::string& number, int n) {
  return std::vector<std::string>(static_cast<std::size_t>(n), number);
}
inline std::string condition_fails(const std::string& number, InstanceId u) {
  return "cannot pay the cost of the ability of " + def(number).name + " (" + id(u) + "): its condition does not hold " +
         cite(cr::kIfCondition);
}
inline std::string mandatory(const std::string& number, InstanceId u) {
  return "the automatic ability of " + def(number).name + " (" + id(u) + ") is mandatory: it must be played " + cite(cr::kMustPlayAuto);
}

// "[CONT](VC) with eight or more <clan> in your soul, +1000" (CR 8.2.1.2, 4.7): on the vanguard
// circle with eight `of_clan` cards in the soul it has 1000 more; with seven (and a card of
// another clan) as printed; on a rear-guard circle the ability is not active (CR 2.11.3).
inline void check_soul_count_plus_1000(const std::string& number, const std::string& of_clan) {
  SCOPED_TRACE(number);
  Board eight({{{Circle::Vanguard, number}}, {}, {}, {}, {}, copies(of_clan, 8)}, opponent());
  EXPECT_EQ(eight.power(Player::A, Circle::Vanguard), def(number).power + 1000);
  std::vector<std::string> seven = copies(of_clan, 7);
  seven.push_back(kFiller);
  Board short_one({{{Circle::Vanguard, number}}, {}, {}, {}, {}, seven}, opponent());
  EXPECT_EQ(short_one.power(Player::A, Circle::Vanguard), def(number).power);
  Board on_rc({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, {}, {}, copies(of_clan, 8)}, opponent());
  EXPECT_EQ(on_rc.power(Player::A, Circle::FrontLeft), def(number).power);
}

// "[AUTO](VC/RC) [Counter Blast 2] when its attack hits, if your vanguard is a <clan>, you may
// pay: draw a card", on the vanguard circle (itself the vanguard of its clan).
inline void check_hits_counter_blast_draw_on_vc(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}, {}, {}, {}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  const std::size_t held = b.count(Player::A, Zone::Hand);  // the drive check's card
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 2)));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), held + 1);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 1u);
}
// The same under a vanguard of another clan (CR 8.1.1.2.3): the cost cannot be paid; declined,
// nothing is drawn and the damage stays face up.
inline void check_hits_counter_blast_draw_other_clan(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}}, {}, {}, {"TD01/001"}, fillers(3)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, b.face_up_damage(Player::A, 2))), condition_fails(number, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 0u);
  EXPECT_EQ(b.face_up_damage(Player::A, 3).size(), 3u);
}

// "[AUTO] [Counter Blast 1] when placed on (VC) or (RC), if your vanguard is a <<Murakumo>>, you
// may pay: search your deck for up to one card of this name, call it to (RC), shuffle, and at the
// beginning of the end phase of that turn put that unit at the bottom of your deck" (CR 10.1.9,
// 10.1.6.1, 8.6.5). Called to front-left under a «Murakumo» vanguard, it finds the copy in the
// deck, which is called to front-right (its own ability then stands by, and is declined); at the
// end phase the copy goes to the bottom of the deck and the first card stays. `vanguard` (of
// «Murakumo», of a grade to call it under) and the other-clan vanguard below default to grade 2.
inline void check_calls_copy_until_end_phase(const std::string& number, const std::string& vanguard = kMurakumo) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number}, {number}, fillers(2)}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId copy = b.card_in(Player::A, Zone::Deck, number);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 1)));
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{copy});
  ASSERT_FALSE(b.choose({copy}));
  ASSERT_EQ(b.decision(), Decision::SuperiorCall);
  ASSERT_FALSE(b.superior_call(copy, Circle::FrontRight));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), copy);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);  // the copy's own "placed on (RC)"
  ASSERT_FALSE(b.decline(copy, 1));
  ASSERT_EQ(b.decision(), Decision::Main);
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::StartStep);
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 2)), mandatory(number, u));
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().card(copy).zone, Zone::Deck);
  EXPECT_EQ(b.state().player(Player::A).deck.front(), copy);  // the bottom (the top is the back)
  EXPECT_EQ(b.unit(Player::A, Circle::FrontRight), kNoInstance);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), u);
}
// The same placed on (VC) by a ride onto `below` (a «Murakumo» one grade lower): it is its own
// «Murakumo» vanguard, and the copy is called.
inline void check_calls_copy_when_ridden(const std::string& number, const std::string& below) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, below}}, {}, {number}, {number}, fillers(1)}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(number));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  const InstanceId copy = b.card_in(Player::A, Zone::Deck, number);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1, b.face_up_damage(Player::A, 1)));
  ASSERT_FALSE(b.choose({copy}));
  ASSERT_FALSE(b.superior_call(copy, Circle::BackCenter));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), copy);
}
// CR 8.1.1.2.3: under a vanguard of another clan the cost cannot be paid; declined, nothing is
// searched.
inline void check_calls_copy_other_clan(const std::string& number, const std::string& vanguard = kFiller) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number}, {number}, fillers(1)}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(u, 1, b.face_up_damage(Player::A, 1))), condition_fails(number, u));
  ASSERT_FALSE(b.decline(u, 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_NE(b.card_in(Player::A, Zone::Deck, number), kNoInstance);
}
// CR 4.1.4, 8.6.7: "that unit" retired before the end phase (a unit called over it) is a new
// card in the drop zone: the end-phase ability still stands by, and leaves it there.
inline void check_called_copy_that_left_stays(const std::string& number, const std::string& vanguard = kMurakumo) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}}, {}, {number, kFiller}, {number}, fillers(1)}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  const InstanceId copy = b.card_in(Player::A, Zone::Deck, number);
  ASSERT_FALSE(b.play(u, 1, b.face_up_damage(Player::A, 1)));
  ASSERT_FALSE(b.choose({copy}));
  ASSERT_FALSE(b.superior_call(copy, Circle::FrontRight));
  ASSERT_FALSE(b.decline(copy, 1));
  ASSERT_FALSE(b.call(kFiller, Circle::FrontRight));
  EXPECT_EQ(b.state().card(copy).zone, Zone::Drop);
  ASSERT_FALSE(b.pass());
  ASSERT_FALSE(b.pass());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 2));
  EXPECT_EQ(b.state().card(copy).zone, Zone::Drop);
}

// "[AUTO](RC) when this unit attacks, if your vanguard's name contains `word`, +3000 until end
// of that battle" (CR 1.31 7.3.1.8, 8.1.1.2.3): attacking from front-left under `with_word` it has
// 3000 more for the battle only; under `without` (mandatory: it resolves) as printed.
inline void check_attack_if_vanguard_name(const std::string& number, const std::string& with_word, const std::string& without) {
  SCOPED_TRACE(number);
  for (bool named : {true, false}) {
    Board b({{{Circle::Vanguard, named ? with_word : without}, {Circle::FrontLeft, number}}}, opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
    ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(u, 1)), mandatory(number, u));
    ASSERT_FALSE(b.play(u, 1));
    ASSERT_EQ(b.decision(), Decision::Guard);
    EXPECT_EQ(b.state().power(u), def(number).power + (named ? 3000 : 0));
    ASSERT_FALSE(b.no_guard());
    EXPECT_EQ(b.state().power(u), def(number).power);  // CR 7.7.1.2: the battle is over
  }
}

// "[ACT](RC) [put this unit into your soul] up to one of your <clan> units gets +3000 until end
// of turn" (CR 8.5.2.3, 8.5.3): from front-left, with `ally` (of the clan) as the vanguard and a
// unit of another clan on front-right, only the vanguard is offered, at most one and possibly
// none; chosen, it has 3000 more for the rest of the turn.
inline void check_soul_self_plus_3000(const std::string& number, const std::string& ally) {
  SCOPED_TRACE(number);
  for (bool take : {true, false}) {
    Board b({{{Circle::Vanguard, ally}, {Circle::FrontLeft, number}, {Circle::FrontRight, kFiller}}}, opponent());
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft), v = b.unit(Player::A, Circle::Vanguard);
    ASSERT_FALSE(b.act(u, 1));
    EXPECT_EQ(b.state().card(u).zone, Zone::Soul);
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{v});
    EXPECT_EQ(b.game().request().min, 0);  // "up to one"
    EXPECT_EQ(b.game().request().max, 1);
    ASSERT_FALSE(b.choose(take ? std::vector<InstanceId>{v} : std::vector<InstanceId>{}));
    EXPECT_EQ(b.state().power(v), def(ally).power + (take ? 3000 : 0));
    EXPECT_EQ(b.decision(), Decision::Main);
    if (!take) continue;
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));  // "until end of turn": past a battle
    ASSERT_FALSE(b.no_guard());
    EXPECT_EQ(b.state().power(v), def(ally).power + 3000);
  }
}
// CR 2.11.3: on the vanguard circle the ability is not active.
inline void check_soul_self_not_from_vc(const std::string& number) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, number}}}, opponent());
  const InstanceId v = b.unit(Player::A, Circle::Vanguard);
  EXPECT_EQ(message(b.act(v, 1)), "cannot play the ability of " + def(number).name + " (" + id(v) +
                                      ") from where it is: the ability is not active there " + cite(cr::kActiveZone));
}

// "[AUTO] when its attack hits a vanguard, choose one of your <clan> units: +3000 until end of
// turn" (CR 7.6.1.9, 8.5.3), attacking from `circle` with `ally` (of the clan) on back-left and a
// unit of another clan on front-right: it is mandatory; the units of the clan are offered (the
// attacker itself among them), and the chosen one has 3000 more after the battle.
inline void check_hit_vanguard_plus_3000(const std::string& number, Circle circle, const std::string& ally) {
  SCOPED_TRACE(number);
  Side a({{circle, number}, {Circle::BackLeft, ally}, {Circle::FrontRight, kFiller}});
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, kFiller});
  Board b(a, opponent());
  const InstanceId u = b.unit(Player::A, circle), friend_unit = b.unit(Player::A, Circle::BackLeft);
  ASSERT_FALSE(b.attack(circle, Circle::Vanguard));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.decline(u, 1)), mandatory(number, u));
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);
  std::vector<InstanceId> options = b.game().request().options;
  std::sort(options.begin(), options.end());
  std::vector<InstanceId> expected{u, friend_unit};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(options, expected);
  EXPECT_EQ(b.game().request().min, 1);
  ASSERT_FALSE(b.choose({friend_unit}));
  EXPECT_EQ(b.state().power(friend_unit), def(ally).power + 3000);
  EXPECT_EQ(b.state().power(u), def(number).power);
}

// "[AUTO] when placed on (VC) or (RC), if your vanguard is a <clan>, choose up to one <clan> from
// your hand and put it into your soul" (CR 10.1.4.1, 8.5.3, 4.7): called to front-left under
// `vanguard` of its clan, holding `of_clan` and a card of another clan: mandatory, only `of_clan`
// is offered, and it goes into the soul (choosing none is allowed too).
inline void check_placed_hand_to_soul(const std::string& number, const std::string& vanguard, const std::string& of_clan) {
  SCOPED_TRACE(number);
  for (bool take : {true, false}) {
    Board b({{{Circle::Vanguard, vanguard}}, {}, {number, of_clan, kFiller}}, opponent());
    ASSERT_FALSE(b.call(number, Circle::FrontLeft));
    const InstanceId u = b.unit(Player::A, Circle::FrontLeft), card = b.hand_card(Player::A, of_clan);
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    EXPECT_EQ(message(b.decline(u, 1)), mandatory(number, u));
    ASSERT_FALSE(b.play(u, 1));
    ASSERT_EQ(b.decision(), Decision::Choose);
    EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{card});
    EXPECT_EQ(b.game().request().min, 0);
    ASSERT_FALSE(b.choose(take ? std::vector<InstanceId>{card} : std::vector<InstanceId>{}));
    EXPECT_EQ(b.state().card(card).zone, take ? Zone::Soul : Zone::Hand);
    EXPECT_EQ(b.count(Player::A, Zone::Soul), take ? 1u : 0u);
    EXPECT_EQ(b.decision(), Decision::Main);
  }
}
// The same placed on (VC) by a ride onto `below` (a grade 0 of its clan).
inline void check_ridden_hand_to_soul(const std::string& number, const std::string& below, const std::string& of_clan) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, below}}, {}, {number, of_clan}}, opponent(), Decision::Ride);
  ASSERT_FALSE(b.ride(number));
  const InstanceId v = b.unit(Player::A, Circle::Vanguard), card = b.hand_card(Player::A, of_clan);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(v, 1));
  ASSERT_FALSE(b.choose({card}));
  EXPECT_EQ(b.state().card(card).zone, Zone::Soul);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 2u);  // with the card ridden over
}
// CR 8.1.1.2.3: under a vanguard of another clan it resolves and nothing is asked.
inline void check_placed_hand_to_soul_other_clan(const std::string& number, const std::string& of_clan) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}}, {}, {number, of_clan}}, opponent());
  ASSERT_FALSE(b.call(number, Circle::FrontLeft));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(b.unit(Player::A, Circle::FrontLeft), 1));
  EXPECT_EQ(b.decision(), Decision::Main);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.count(Player::A, Zone::Hand), 1u);
}

// "[AUTO] when this card is put into the drop zone from (GC), if your vanguard is a <clan>, you
// may soul charge 2" (CR 7.6.1.8, 8.6.4, 10.1.17.1): player B, its vanguard `vanguard`, guards
// player A's attack with `number`; retired from (GC), it stands by for B, and the top two cards
// of B's deck go into B's soul. Under a vanguard of another clan, playing it is refused (it would
// do nothing) and it is declined.
inline void check_guardian_soul_charge_2(const std::string& number, const std::string& vanguard) {
  SCOPED_TRACE(number);
  for (bool of_clan : {true, false}) {
    Board b({{{Circle::Vanguard, kFiller}}}, {{{Circle::Vanguard, of_clan ? vanguard : kFiller}}, {}, {number}, {"TD01/001", "TD01/002"}});
    ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
    const InstanceId g = b.hand_card(Player::B, number);
    ASSERT_FALSE(b.guard({number}));
    ASSERT_EQ(b.decision(), Decision::PlayAuto);
    ASSERT_EQ(b.asked(), Player::B);
    EXPECT_EQ(b.state().card(g).zone, Zone::Drop);
    if (of_clan) {
      ASSERT_FALSE(b.play(g, 1));
      EXPECT_EQ(b.count(Player::B, Zone::Soul), 2u);
      EXPECT_NE(b.card_in(Player::B, Zone::Soul, "TD01/001"), kNoInstance);
      EXPECT_NE(b.card_in(Player::B, Zone::Soul, "TD01/002"), kNoInstance);
    } else {
      // It triggers all the same (CR 1.31 8.1.1.2.3): played, it charges nothing; declined, nothing.
      Board declined = b;
      EXPECT_EQ(message(b.play(g, 1)), "accepted");
      EXPECT_EQ(b.count(Player::B, Zone::Soul), 0u);
      ASSERT_FALSE(declined.decline(g, 1));
      EXPECT_EQ(declined.count(Player::B, Zone::Soul), 0u);
    }
    EXPECT_EQ(b.state().card(g).zone, Zone::Drop);
  }
}
// "You may": declined under its clan, nothing goes into the soul.
inline void check_guardian_soul_charge_declined(const std::string& number, const std::string& vanguard) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}}}, {{{Circle::Vanguard, vanguard}}, {}, {number}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard));
  const InstanceId g = b.hand_card(Player::B, number);
  ASSERT_FALSE(b.guard({number}));
  ASSERT_FALSE(b.decline(g, 1));
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 0u);
}
// A rear-guard of it retired from (RC) does not trigger it (CR 8.1.1.2.1: only from (GC)).
inline void check_guardian_soul_charge_not_from_rc(const std::string& number, const std::string& vanguard) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kFiller}}}, {{{Circle::Vanguard, vanguard}, {Circle::FrontLeft, number}}});
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::FrontLeft));
  ASSERT_FALSE(b.no_guard());
  EXPECT_EQ(b.count(Player::B, Zone::Drop), 1u);
  EXPECT_TRUE(b.state().standing.empty());
  EXPECT_EQ(b.count(Player::B, Zone::Soul), 0u);
}

// "[AUTO](RC) [Soul Blast 1] when this unit boosts a unit with `word` in its name, you may pay:
// the boosted unit gets +6000 until end of that battle" (CR 1.31 7.3.1.6, 2.1, 10.1.16.1): from
// back-center it boosts the vanguard `with_word` (whose name holds the word); the soul blast pays,
// and the vanguard has its power, the boost and 6000 more until the battle ends.
inline void check_boost_name_contains_6000(const std::string& number, const std::string& with_word) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, with_word}, {Circle::BackCenter, number}}, {}, {}, {}, {}, {kFiller}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  const int before = b.power(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1, b.soul(Player::A, 1)));
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 0u);
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), before + def(number).power + 6000);
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::StartStep);  // the battle is over
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), before);
}
// "You may": declined, only the boost (and the soul stays); boosting `without` (a unit whose name
// lacks the word) from back-left, nothing stands by (CR 8.1.1.2.1).
inline void check_boost_name_contains_only_so(const std::string& number, const std::string& with_word, const std::string& without) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, with_word}, {Circle::BackCenter, number}}, {}, {}, {}, {}, {kFiller}}, opponent());
  const int before = b.power(Player::A, Circle::Vanguard);
  ASSERT_FALSE(b.attack(Circle::Vanguard, Circle::Vanguard, Circle::BackCenter));
  ASSERT_FALSE(b.decline(b.unit(Player::A, Circle::BackCenter), 1));
  EXPECT_EQ(b.power(Player::A, Circle::Vanguard), before + def(number).power);
  EXPECT_EQ(b.count(Player::A, Zone::Soul), 1u);
  Board o({{{Circle::Vanguard, with_word}, {Circle::FrontLeft, without}, {Circle::BackLeft, number}}, {}, {}, {}, {}, {kFiller}},
          opponent());
  ASSERT_FALSE(o.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  EXPECT_TRUE(o.state().standing.empty());
  EXPECT_EQ(o.decision(), Decision::Guard);
}

// The Neo Nectar units that go back on top of the deck to call the next one rested: "[AUTO](RC)
// [put this unit on top of your deck] when this unit's attack hits a vanguard, if your vanguard is
// a «Neo Nectar», you may pay: search your deck for up to `count` `found`, call them to (RC) as
// [Rest] (separate circles), then shuffle" (CR 1.31 7.6.1, 8.5.2.3, 10.1.9.1, 10.1.6.1; card text
// over 4.6.6.1). Attacking player B's vanguard from front-left under a «Neo Nectar» vanguard, it
// hits, boosted by Corolla Dragon (player B's units have 6000); played, the unit is on top of the deck (a new card, CR 4.1.4), the search offers the
// `count` copies of `found` (a filler does not fit), each is called rested.
inline constexpr const char* kNeoNectarBooster = "BT05/046";  // Corolla Dragon: grade 1 «Neo Nectar», 6000, boost
inline void check_hit_to_deck_calls_rested(const std::string& number, int ability, const std::string& found, int count) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, number}, {Circle::BackLeft, kNeoNectarBooster}}, {}, {}, copies(found, count)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  std::vector<InstanceId> copies_found;
  for (InstanceId c : b.state().player(Player::A).deck)
    if (b.state().card(c).card == card(found)) copies_found.push_back(c);
  ASSERT_EQ(copies_found.size(), static_cast<std::size_t>(count));
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(b.no_guard());
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, ability));
  EXPECT_EQ(b.state().card(u).zone, Zone::Deck);
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), kNoInstance);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().max, count);
  EXPECT_EQ(std::set<InstanceId>(b.game().request().options.begin(), b.game().request().options.end()),
            std::set<InstanceId>(copies_found.begin(), copies_found.end()));
  ASSERT_FALSE(b.choose(copies_found));
  const Circle circles[] = {Circle::BackRight, Circle::FrontRight};
  for (int k = 0; k < count; ++k) {
    ASSERT_EQ(b.decision(), Decision::SuperiorCall);
    ASSERT_FALSE(b.superior_call(b.game().request().card, circles[k]));
    const InstanceId called = b.unit(Player::A, circles[k]);
    EXPECT_EQ(b.state().card(called).card, card(found));
    EXPECT_TRUE(b.state().card(called).rested);
  }
  EXPECT_EQ(b.state().player(Player::A).deck.back(), u);  // still on top after the shuffle (the listed order)
}
// "You may" (CR 8.6.3.1): declined, the unit stays; under a vanguard of another clan the cost
// cannot be paid (CR 8.1.1.2.3); an attack that hits a rear-guard does not trigger it.
inline void check_hit_to_deck_only_so(const std::string& number, int ability, const std::string& found) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, number}, {Circle::BackLeft, kNeoNectarBooster}}, {}, {}, {found}}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(b.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(b.no_guard());
  ASSERT_FALSE(b.decline(u, ability));
  EXPECT_EQ(b.unit(Player::A, Circle::FrontLeft), u);
  EXPECT_NE(b.card_in(Player::A, Zone::Deck, found), kNoInstance);
  Board o({{{Circle::Vanguard, kFiller}, {Circle::FrontLeft, number}, {Circle::BackLeft, kNeoNectarBooster}}, {}, {}, {found}}, opponent());
  const InstanceId ou = o.unit(Player::A, Circle::FrontLeft);
  ASSERT_FALSE(o.attack(Circle::FrontLeft, Circle::Vanguard, Circle::BackLeft));
  ASSERT_FALSE(o.no_guard());
  ASSERT_EQ(o.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(o.play(ou, ability)), condition_fails(number, ou));
  ASSERT_FALSE(o.decline(ou, ability));
  EXPECT_EQ(o.unit(Player::A, Circle::FrontLeft), ou);
  Board r({{{Circle::Vanguard, kNeoNectar}, {Circle::FrontLeft, number}, {Circle::BackLeft, kNeoNectarBooster}}, {}, {}, {found}}, opponent());
  ASSERT_FALSE(r.attack(Circle::FrontLeft, Circle::FrontRight, Circle::BackLeft));  // TD02/012, 5000: hit, retired
  ASSERT_FALSE(r.no_guard());
  EXPECT_TRUE(r.state().standing.empty());
  EXPECT_EQ(r.state().card(r.unit(Player::A, Circle::FrontLeft)).card, card(number));
  EXPECT_NE(r.decision(), Decision::PlayAuto);
}

// The Bringers: "[ACT](RC) [Counter Blast 1 and retire two of your <clan> rear-guards] search your
// deck for up to one `target`, show it, add it to your hand, then shuffle" (CR 1.31 10.1.15.1,
// 10.1.3, 10.1.9.1, 10.1.8). The retire may take this unit itself ("your rear-guards", not
// "other"): with `ally` (of the clan) it pays; the search finds `target` only.
inline void check_bringer_retires_itself_and_searches(const std::string& number, const std::string& vanguard, const std::string& ally,
                                                      const std::string& target) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}, {Circle::BackCenter, number}, {Circle::BackLeft, ally}}, {}, {}, {target, ally}, fillers(2)},
          opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  const InstanceId mate = b.unit(Player::A, Circle::BackLeft);
  const InstanceId found = b.card_in(Player::A, Zone::Deck, target);
  ASSERT_FALSE(b.act(u, 1, joined(b.face_up_damage(Player::A, 1), {u, mate})));
  EXPECT_EQ(b.state().card(u).zone, Zone::Drop);
  EXPECT_EQ(b.state().card(mate).zone, Zone::Drop);
  EXPECT_EQ(b.face_up_damage(Player::A, 2).size(), 1u);
  ASSERT_EQ(b.decision(), Decision::Choose);
  EXPECT_EQ(b.game().request().options, std::vector<InstanceId>{found});
  EXPECT_EQ(b.game().request().max, 1);
  ASSERT_FALSE(b.choose({found}));
  EXPECT_EQ(b.state().card(found).zone, Zone::Hand);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// Two other rear-guards of the clan pay as well, the unit staying; "up to one": none found is
// allowed.
inline void check_bringer_retires_two_others(const std::string& number, const std::string& vanguard, const std::string& ally,
                                             const std::string& target) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}, {Circle::BackCenter, number}, {Circle::BackLeft, ally}, {Circle::BackRight, ally}}, {}, {},
           {target}, fillers(1)},
          opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  ASSERT_FALSE(b.act(u, 1, joined(b.face_up_damage(Player::A, 1), {b.unit(Player::A, Circle::BackLeft), b.unit(Player::A, Circle::BackRight)})));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), u);
  EXPECT_EQ(b.unit(Player::A, Circle::BackLeft), kNoInstance);
  ASSERT_FALSE(b.choose({}));
  EXPECT_NE(b.card_in(Player::A, Zone::Deck, target), kNoInstance);
  EXPECT_EQ(b.decision(), Decision::Main);
}
// A rear-guard of another clan cannot pay the retire, nor one rear-guard alone (CR 8.5.2.3: whole
// or not at all), nor a counter blast without face-up damage.
inline void check_bringer_cost_refused(const std::string& number, const std::string& vanguard, const std::string& clan) {
  SCOPED_TRACE(number);
  Board b({{{Circle::Vanguard, vanguard}, {Circle::BackCenter, number}, {Circle::BackLeft, kFiller}}, {}, {}, {}, fillers(1)}, opponent());
  const InstanceId u = b.unit(Player::A, Circle::BackCenter);
  const InstanceId other = b.unit(Player::A, Circle::BackLeft);
  const std::vector<InstanceId> cb = b.face_up_damage(Player::A, 1);
  EXPECT_EQ(message(b.act(u, 1, joined(cb, {u, other}))),
            "cannot pay the retire with Bloody Hercules (" + id(other) + "): it must be a «" + clan + "» " + cite(cr::kRetire));
  EXPECT_EQ(message(b.act(u, 1, joined(cb, {u}))),
            "the retire needs 2 rear-guard cards, not 1: a cost is paid whole or not at all " + cite(cr::kRetire));
  EXPECT_EQ(b.unit(Player::A, Circle::BackCenter), u);
  EXPECT_EQ(b.face_up_damage(Player::A, 1).size(), 1u);
}
// ---------------------------------------------------------------------------------------------
// Stealth Dragon, Cursed Breath and Turbulent Edge: "[AUTO](VC/RC) when this unit's attack hits a
// vanguard, if your vanguard is a <<Murakumo>>, look at up to five of your top cards, you may show
// a Covert Demonic Dragon, Mandala Lord among them and add it to your hand, the others to the
// bottom of your deck in any order" (CR 1.31 7.6.1.9, 1.3.5, 4.2.2, 8.5.3, 4.2.3). `number` on
// `circle` (a «Murakumo» vanguard otherwise) attacks player B's 5000 vanguard, unguarded; A's
// deck tops are `tops` (under the card a vanguard's drive check takes).

inline constexpr const char* kMandalaLord = "BT05/001";
inline constexpr const char* kNotMandala[] = {"BT05/024", "BT04/023", "TD04/004", "BT04/028"};  // four cards told apart

inline Board hit_by(const std::string& number, Circle circle, const std::vector<std::string>& tops, const std::string& vanguard = kMurakumo) {
  Side a{{{circle, number}}};
  if (circle != Circle::Vanguard) a.units.push_back({Circle::Vanguard, vanguard});
  else a.deck.push_back(kFiller);  // the drive check's card
  a.deck.insert(a.deck.end(), tops.begin(), tops.end());
  Board b(a, opponent());
  EXPECT_FALSE(b.attack(circle, Circle::Vanguard));
  EXPECT_FALSE(b.no_guard());
  return b;
}
// The top `n` cards of player A's deck, top first; the bottom `n`, lowest first.
inline std::vector<InstanceId> top_cards(const Board& b, std::size_t n) {
  const auto& deck = b.state().player(Player::A).deck;
  return {deck.rbegin(), deck.rbegin() + static_cast<std::ptrdiff_t>(std::min(n, deck.size()))};
}
inline std::vector<InstanceId> bottom_cards(const Board& b, std::size_t n) {
  const auto& deck = b.state().player(Player::A).deck;
  return {deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(std::min(n, deck.size()))};
}

// Three looked at (the top three: choosing the first and the third is refused), the Mandala Lord
// among them shown and added to the hand, the two others to the bottom in the chosen order; the
// fourth card is then on top.
inline void check_look_for_mandala_lord(const std::string& number, Circle circle) {
  Board b = hit_by(number, circle, {kNotMandala[0], kMandalaLord, kNotMandala[1], kNotMandala[2], kNotMandala[3]});
  const InstanceId u = b.unit(Player::A, circle);
  const std::vector<InstanceId> top = top_cards(b, 5);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  ASSERT_FALSE(b.play(u, 1));
  ASSERT_EQ(b.decision(), Decision::Choose);  // how many: the top ones
  EXPECT_EQ(message(b.choose({top[0], top[2]})), "card #" + std::to_string(top[2]) +
                                                     " cannot be looked at without the cards above it: looking at 2 cards from the top of the deck "
                                                     "takes the top 2 " + cite(cr::kDeckHidden));
  ASSERT_FALSE(b.choose({top[0], top[1], top[2]}));
  ASSERT_EQ(b.decision(), Decision::Choose);  // the Mandala Lord
  EXPECT_EQ(message(b.choose({top[0]})), "card #" + std::to_string(top[0]) + " cannot be chosen: it is not one of the cards the effect offers " +
                                             cite(cr::kChooseWhenResolving));
  ASSERT_FALSE(b.choose({top[1]}));
  EXPECT_EQ(b.state().card(top[1]).zone, Zone::Hand);
  ASSERT_EQ(b.decision(), Decision::Choose);  // the order of the two others
  ASSERT_FALSE(b.choose({top[2], top[0]}));
  EXPECT_EQ(bottom_cards(b, 2), (std::vector<InstanceId>{top[2], top[0]}));
  EXPECT_EQ(top_cards(b, 1).front(), top[3]);
}

// "Up to": looking at none, nothing else is asked and the deck stays as it was; looking at one
// (the Mandala Lord second from the top is not seen), it goes to the bottom without a choice of
// order; "you may": not showing the Mandala Lord, all looked-at cards go to the bottom.
inline void check_look_for_mandala_lord_up_to(const std::string& number) {
  const std::vector<std::string> tops{kNotMandala[0], kMandalaLord, kNotMandala[1], kNotMandala[2], kNotMandala[3]};
  Board none = hit_by(number, Circle::FrontLeft, tops);
  const std::vector<InstanceId> top = top_cards(none, 5);
  ASSERT_FALSE(none.play(none.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_FALSE(none.choose({}));
  EXPECT_NE(none.decision(), Decision::Choose);
  EXPECT_EQ(top_cards(none, 5), top);
  Board one = hit_by(number, Circle::FrontLeft, tops);
  ASSERT_FALSE(one.play(one.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_FALSE(one.choose({top[0]}));
  EXPECT_NE(one.decision(), Decision::Choose);
  EXPECT_EQ(bottom_cards(one, 1).front(), top[0]);
  EXPECT_EQ(top_cards(one, 1).front(), top[1]);
  EXPECT_EQ(one.state().card(top[1]).zone, Zone::Deck);
  Board kept = hit_by(number, Circle::FrontLeft, tops);
  ASSERT_FALSE(kept.play(kept.unit(Player::A, Circle::FrontLeft), 1));
  ASSERT_FALSE(kept.choose({top[0], top[1]}));
  ASSERT_FALSE(kept.choose({}));
  ASSERT_FALSE(kept.choose({top[0], top[1]}));
  EXPECT_EQ(bottom_cards(kept, 2), (std::vector<InstanceId>{top[0], top[1]}));
  EXPECT_EQ(kept.state().card(top[1]).zone, Zone::Deck);
}

// CR 1.31 8.1.1.2.3: under a vanguard of another clan it triggers and is played, and nothing is
// looked at; an attack that hits a rear-guard does not trigger it (CR 8.1.1.2.1).
inline void check_look_for_mandala_lord_other_clan(const std::string& number) {
  Board b = hit_by(number, Circle::FrontLeft, {kMandalaLord}, kFiller);
  ASSERT_EQ(b.decision(), Decision::PlayAuto);
  EXPECT_EQ(message(b.play(b.unit(Player::A, Circle::FrontLeft), 1)), "accepted");
  EXPECT_NE(b.decision(), Decision::Choose);
  EXPECT_EQ(b.card_in(Player::A, Zone::Hand, kMandalaLord), kNoInstance);
  check_hit_rear_guard_does_not_trigger(number, Circle::FrontLeft);
}

}  // namespace vg::test
