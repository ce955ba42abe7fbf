// What the engine asks for (a Request) and what answers it (an Action).
// Decisions of players and facts of the physical game (which card is on top of a deck, who
// goes first, a shuffle) are both answers: the engine never guesses either.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "engine/types.h"

namespace vg {

enum class Decision : std::uint8_t {
  FirstPlayer,    // CR 5.2.4: who goes first (decided at random, outside the engine)
  FirstVanguard,  // CR 5.2.2: a grade 0 card from the deck
  Shuffle,        // CR 5.2.3, 10.1.10.1: the deck is shuffled
  TopCard,        // which card of the deck is on top, as it is taken (CR 4.2.2)
  Redraw,         // CR 5.2.5: cards of the opening hand to return
  Ride,           // CR 6.5.1.2: normal ride or pass
  Main,           // CR 6.6.1.2: normal call, move, or pass to the battle phase
  StartStep,      // CR 7.2.1.2: attack or end the battle phase
  Attacker,       // CR 7.3.1.3
  Target,         // CR 7.3.1.4
  Booster,        // CR 7.3.1.5: a booster or none
  Guard,          // CR 7.4.1.1.2: guardians and interceptors, all at once
  TriggerEffect,  // CR 2.8.1.1: the choices of a trigger's effect
  PlayAuto,       // CR 8.4.1.2-8.4.1.3: a standing-by AUTO ability to play (or decline, if optional)
  Choose,         // CR 8.5.3: a choice an effect asks for
  SuperiorCall,   // CR 10.1.6.1.1.1: the rear-guard circle for the card an effect calls (card)
  GameOver,
};

struct Request {
  Decision decision = Decision::GameOver;
  Player player = Player::A;
  Zone destination = Zone::Hand;  // TopCard: where the card goes
  InstanceId card = kNoInstance;  // TriggerEffect: the revealed trigger; SuperiorCall: the card called
  // Choose: the cards to choose from, how many, and (for a search) the cards sought.
  std::vector<InstanceId> options;
  int min = 0, max = 0;
  Sought sought = {};
  std::vector<Circle> circles = {};  // SuperiorCall: the rear-guard circles the card may go to
  bool rested = false;               // SuperiorCall: the card is called rested ("call it as [Rest]")
  bool column = false;               // SuperiorCall: the circles are those of one column ("in the same column as this unit")
  // Choose: the options are the top cards of a deck, top first, and "up to N" of them are looked at
  // (game:look_top with up_to): the cards chosen must be the top ones (CR 4.2.2: the order stays).
  bool top_first = false;
  // Choose: a pick "at random" (game:random, CR 3.16): no player's intention, so an agent picks
  // with even odds; the record states the card picked, as of any choice.
  bool random = false;
};

enum class ActionKind : std::uint8_t {
  FirstPlayer, FirstVanguard, Shuffle, TopCard, Redraw, Ride, Call, Move, Attack, Attacker,
  Target, Boost, Guard, TriggerEffect, Pass, Concede,
  Act,       // CR 6.6.1.2.2: play an ACT ability (card, ability, cost)
  PlayAuto,  // CR 8.6.3: play a standing-by AUTO ability (card, ability, cost), or decline (none)
  Choose,    // CR 8.5.3: the cards chosen (cards)
};

struct Action {
  ActionKind kind = ActionKind::Pass;
  Player player = Player::A;
  InstanceId card = kNoInstance;          // FirstVanguard, TopCard, Ride, Call
  Circle circle = Circle::Vanguard;       // Call (a normal call, or a superior call's circle), Move (first), Attacker, Target, Boost
  Circle circle2 = Circle::Vanguard;      // Move (second)
  bool none = false;                      // Boost: no booster
  SmallList<InstanceId, 4> cards;        // Redraw: cards returned; Guard: guardians from hand
  SmallList<Circle, 4> circles;           // Guard: intercepting rear-guards
  InstanceId power_to = kNoInstance;      // TriggerEffect: the unit getting +5000 power
  InstanceId effect_to = kNoInstance;     // TriggerEffect: critical / stand / heal choice
  int ability = -1;                       // Act, PlayAuto: the index of the card's ability
  SmallList<InstanceId, 4> cost;         // Act, PlayAuto: cards paying the cost (CR 8.5.2.3)
  // Identities the record states for hidden cards this action uses or reveals.
  SmallList<std::pair<InstanceId, CardId>, 4> reveals;

  static Action make(ActionKind kind, Player player) {
    Action a;
    a.kind = kind;
    a.player = player;
    return a;
  }
};

// Whether an action of this kind answers this decision.
bool answers(Decision d, ActionKind k);

std::string_view to_string(Decision d);
std::string_view to_string(ActionKind k);

}  // namespace vg
