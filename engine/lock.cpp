// CR 1.31 10.1.21 and 10.1.23: Lock and Unlock, the specific actions that turn a rear-guard into a
// locked card and back, and CR 1.31 6.8.1.1, 6.8.1.2: the end phase's unlock. What a lock circle
// refuses (calls, moves, attacks, boosts, intercepts, costs) is judged in legality.cpp; what a
// locked card lacks (power, skill, abilities, orientation) is read in state.cpp. CR 1.10 has no
// lock: a card that locks is refused in a CR 1.10 game (outside_edition, engine/deck.cpp).
#include "engine/game.h"

namespace vg {

// CR 1.31 10.1.21.1, 10.1.21.2, 10.1.21.3, 10.1.21.4: a rear-guard is locked. It stays on its
// circle face down, as another card than the one it was (the effects on it end, as a card's do
// when it changes zone, CR 4.1.4), with no characteristics and no orientation; its circle is a
// lock circle, CR 1.31 4.6.7. Face down on a circle, it is still in a public zone (CR 1.31 4.6.8.1):
// both players know what it is, its identity stays known. The pool's cards lock rear-guards
// only: CR 1.3.2, nothing happens to a card that is not a rear-guard now; CR 1.3.2.1, a locked
// card stays as it is.
void Game::lock(InstanceId card) {
  CardState& cs = state_.card(card);
  if (!state_.is_unit(card) || !is_rear_guard_circle(cs.circle)) {
    note(cs.locked ? cr::kAlreadyInState : cr::kDoWhatYouCan, [&] {
      return describe(card) + (cs.locked ? " is locked already" : " is not a rear-guard: it is not locked");
    });
    return;
  }
  const std::string was = describe(card);
  cs.locked = true;
  cs.face_down = true;
  cs.rested = false;
  ++cs.incarnation;
  note(cr::kLock, [&] { return was + " on " + std::string(to_string(cs.circle)) + " is locked: a lock circle now"; });
  note(cr::kLockedIsNewCard, [] { return "the locked card is face down and a new card: the effects on the rear-guard end"; });
  note(cr::kLockedNoCharacteristics, [] { return "it has no characteristics, and is no unit"; });
  note(cr::kLockedNoOrientation, [] { return "it is neither standing nor resting"; });
  check_situations();
}

// CR 1.31 10.1.23.1, 10.1.21.5, 10.1.21.7: a locked card is unlocked: turned face up, so its
// circle is of its own type again, a rear-guard circle with the card as its rear-guard.
// CR 1.31 10.1.23.2, 10.1.23.3, 10.1.23.4: it is a new card, standing, and not placed on the
// circle, so no "placed" ability triggers; "when this card is unlocked" does. CR 1.3.2.1: a card
// that is not locked stays as it is.
void Game::unlock(InstanceId card) {
  CardState& cs = state_.card(card);
  if (!cs.locked) return;
  cs.locked = false;
  cs.face_down = false;
  cs.rested = false;
  ++cs.incarnation;
  note(cr::kUnlock, [&] { return "the locked card on " + std::string(to_string(cs.circle)) + " is unlocked: " + describe(card); });
  note(cr::kUnlockedFaceUp, [&] { return describe(card) + " is face up, and " + std::string(to_string(cs.circle)) + " a rear-guard circle again"; });
  note(cr::kUnlockedIsNewCard, [] { return "the unlocked card is a new card"; });
  note(cr::kUnlockedStands, [&] { return describe(card) + " stands"; });
  note(cr::kUnlockNotPlacing, [] { return "it is not placed on the circle"; });
  raise(TriggerEvent::Unlocked, card);
  check_situations();
}

// CR 1.31 6.8.1.1: as the end phase begins, the turn player unlocks every locked card on their
// own field (the opponent's locked cards wait for the end of the opponent's turn).
// CR 1.31 6.8.1.2: the abilities "when unlocked" stand by, and a check timing is resolved. False when
// there is no locked card (as under CR 1.10, where none can be): the end phase goes on at once.
bool Game::unlock_at_end_phase() {
  const std::vector<InstanceId> locked = state_.locked_cards(state_.turn_player);
  if (locked.empty()) return false;
  note(cr::kUnlockAtEndPhase, [&] {
    return "player " + std::string(to_string(state_.turn_player)) + " unlocks the locked cards on their field (" + std::to_string(locked.size()) + ")";
  });
  for (InstanceId c : locked) unlock(c);
  note(cr::kUnlockTriggers, [] { return "the abilities of unlocked cards stand by; a check timing"; });
  return true;
}

}  // namespace vg
