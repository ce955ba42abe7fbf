// CR sections 5 and 6 as steps of the game's machine: setting up the game (5.1-5.3) and the stand
// up, then the turn and its phases (6.1-6.8): stand and draw, ride, main and end. The battle
// phase's steps are in battle.cpp.
#include "engine/game.h"

namespace vg {

// ---------------------------------------------------------------------------------------------
// Section 5 and the stand up.

// CR 5.2.1: before the first turn, the game is prepared by these steps, in this order (the
// decks were presented with the record, CR 5.2.1.1); then the stand up.
bool Game::setup_point() {
  switch (point_) {
    case Point::FirstVanguard:  // CR 5.2.2: A chooses, then B (the answer moves setup_player_)
      return ask(Decision::FirstVanguard, setup_player_);
    case Point::ShuffleDecks:  // CR 5.2.3
      note(cr::kShuffleDecks, [] { return "each player shuffles the deck"; });
      tasks_.push_back({Decision::Shuffle, Player::A, Zone::Deck});
      tasks_.push_back({Decision::Shuffle, Player::B, Zone::Deck});
      go(Point::FirstPlayer);
      return true;
    case Point::FirstPlayer:  // CR 5.2.4: decided at random, outside the engine
      return ask(Decision::FirstPlayer, Player::A);
    case Point::OpeningHands:  // CR 5.2.5
      note(cr::kOpeningHand, [] { return "each player draws five cards"; });
      for (Player p : {state_.first_player, opponent(state_.first_player)})
        for (int n = 0; n < 5; ++n) take_top(p, Zone::Hand);
      setup_player_ = state_.first_player;
      go(Point::Redraw);
      return true;
    case Point::Redraw:  // CR 5.2.5: the first player, then the other
      return ask(Decision::Redraw, setup_player_);
    case Point::StandUp:  // CR 6.1.1
      for (Player p : {Player::A, Player::B})
        if (const InstanceId v = state_.vanguard(p); v != kNoInstance) state_.card(v).face_down = false;
      note(cr::kStandUp, [] { return "stand up: both first vanguards are turned face up"; });
      state_.turn_player = state_.first_player;
      begin_turn();
      return true;
    default:
      assert(false);
      return true;
  }
}

// ---------------------------------------------------------------------------------------------
// Section 6: the turn.

void Game::begin_turn() {
  ++state_.turn;
  state_.rode_this_turn = false;
  state_.battles_this_turn = 0;
  state_.no_normal_ride_by = {kNoInstance, kNoInstance};
  note(cr::kTurnOrder, [&] {
    return "turn " + std::to_string(state_.turn) + " of player " + std::string(to_string(state_.turn_player)) + " begins";
  });
  go(Point::StandPhase);
}

// CR 6.3.1.1, 6.4.1.1, 6.5.1.1, 6.8.1.1: a phase begins; its "at the beginning of" automatic
// abilities stand by, then a check timing.
bool Game::begin_phase(Phase phase, cr::Rule rule, const char* text, Point next) {
  state_.phase = phase;
  note(rule, [&] { return std::string(text); });
  raise(TriggerEvent::Beginning, kNoInstance);
  return check_timing(next);
}

// CR 6.8.1.2: effects lasting until end of turn cease; CR 6.8.1.3: the opponent's turn begins.
// A battle never outlasts its turn, so neither does an effect "until end of that battle" that a
// record carried out where no battle was (an ability played though it never triggered).
void Game::end_turn() {
  std::erase_if(state_.modifiers, [](const Modifier& m) { return m.until == Duration::EndOfTurn || m.until == Duration::EndOfBattle; });
  state_.timed.clear();  // CR 8.6.5: a timed trigger set up for this turn lapses with it
  note(cr::kEndOfTurnEffects, [] { return "effects until end of turn cease"; });
  state_.used_this_turn.clear();
  state_.turn_player = opponent(state_.turn_player);
  note(cr::kNextTurn, [] { return "the turn ends; the opponent becomes the turn player"; });
  begin_turn();
}

bool Game::turn_point() {
  const Player tp = state_.turn_player;
  switch (point_) {
    case Point::StandPhase:  // CR 6.3, 6.3.1: the stand phase; the turn player stands their units by these steps
      return begin_phase(Phase::Stand, cr::kStandPhaseBegin, "stand phase begins", Point::StandUnits);
    case Point::StandUnits:  // CR 6.3.1.2
      for (const auto& circle : state_.player(tp).circles)  // the units (GameState::units) in place
        for (InstanceId u : circle) {
          if (state_.does_not_stand(u)) {  // CR 1.3.1: the card's text prevails over the rules
            // CR 1.31 10.1.24.12: in a legion, an effect on either unit keeps both rested.
            note(state_.in_legion(u) ? cr::kLegionSharedPrevention : cr::kCardTextPrevails,
                 [&] { return describe(u) + " does not stand: an effect keeps it (or its legion) rested in this stand phase"; });
            continue;
          }
          set_rested(u, false);
        }
      note(cr::kStandUnits, [] { return "the turn player stands all units"; });
      std::erase_if(state_.modifiers, [&](const Modifier& m) {  // such an effect lasts for that one stand phase
        return m.until == Duration::OwnersNextStandPhase && state_.card(m.unit).owner == tp;
      });
      return check_timing(Point::DrawPhase);  // CR 6.3.1.3
    case Point::DrawPhase:  // CR 6.4, 6.4.1: the draw phase; the turn player draws a card by these steps
      return begin_phase(Phase::Draw, cr::kDrawPhaseBegin, "draw phase begins", Point::DrawCard);
    case Point::DrawCard:  // CR 6.4.1.2, 10.1.1.1: the top card of the deck to the hand
      note(cr::kDrawPhaseDraw, [] { return "the turn player draws a card"; });
      take_top(tp, Zone::Hand);
      return check_timing(Point::RidePhase);  // CR 6.4.1.3
    case Point::RidePhase:  // CR 6.5, 6.5.1: the ride phase; the turn player may normal ride by these steps
      return begin_phase(Phase::Ride, cr::kRidePhaseBegin, "ride phase begins", Point::RideDecision);
    case Point::RideDecision:  // CR 6.5.1.2
      return ask(Decision::Ride, tp);
    case Point::MainPhase:  // CR 6.6, 6.6.1: the main phase; the turn player's actions, by these steps
      state_.phase = Phase::Main;
      note(cr::kMainPhaseBegin, [] { return "main phase begins"; });
      raise(TriggerEvent::Beginning, kNoInstance);
      go(Point::MainPlayTiming);
      return true;
    // CR 8.4.2: the turn player's play timing: CR 8.4.2.1, 3.6.2: a check timing before each one;
    // then the player acts or passes (8.4.2.2, 8.4.2.3: apply_pass).
    case Point::MainPlayTiming:
      return check_timing(Point::MainDecision);
    case Point::MainDecision:  // CR 6.6.1.2; CR 3.6, 3.6.1: the play timing, where the turn player may act
      return ask(Decision::Main, tp);
    case Point::EndPhase:  // CR 6.8, 6.8.1: the end phase; the end of the turn, by these steps
      state_.step = Step::None;
      state_.phase = Phase::End;
      undelete_at_end_phase();  // CR 1.31 6.8.1.1: the turn player's deleted units, face up
      if (unlock_at_end_phase()) return check_timing(Point::EndPhaseBegins);  // CR 1.31 6.8.1.1, 6.8.1.2
      go(Point::EndPhaseBegins);
      return true;
    case Point::EndPhaseBegins:
      return begin_phase(Phase::End, cr::kEndPhaseBegin, "end phase begins", Point::NextTurn);
    case Point::NextTurn:
      end_turn();
      return true;
    default:
      assert(false);
      return true;
  }
}

}  // namespace vg
