// CR 1.31 10.1.25: Delete, the specific action that turns a unit into a deleted unit, and its end:
// CR 1.31 6.8.1.1 as its player's end phase begins, or an effect that ends it, or the unit leaving
// the field (Game::move). What a deleted unit lacks (its original power, its printed text) is read
// in state.cpp; the rest of the game treats it as the unit it is (CR 1.31 10.1.25.4). CR 1.10 has
// no delete: a card that deletes is refused in a CR 1.10 game (outside_edition, engine/deck.cpp).
#include "engine/game.h"

namespace vg {

// CR 1.31 10.1.25.1, 10.1.25.2: a unit is deleted. It stays on its circle, standing or resting as
// it was, and is turned face down; it is the same unit (no new card, unlike a lock: its incarnation
// and so every effect on it stay). CR 1.31 10.1.25.3: from now on its original power is 0 and it
// has none of its printed text (GameState::power, has_ability); its skill icon, grade, clan, name,
// critical, shield and trigger stay. CR 1.31 10.1.25.6: face down on a circle it is still in a
// public zone and both players may look at its face up side, so its identity stays known to the
// record and to scripts (game:card). CR 1.3.2: a card that is not a unit now (off the field, or a
// locked card) is not deleted; CR 1.3.2.1: a deleted unit stays as it is.
void Game::delete_unit(InstanceId unit) {
  CardState& cs = state_.card(unit);
  if (!state_.is_unit(unit) || cs.deleted) {
    note(cs.deleted ? cr::kAlreadyInState : cr::kDoWhatYouCan, [&] {
      return describe(unit) + (cs.deleted ? " is deleted already" : " is not a unit: it is not deleted");
    });
    return;
  }
  // CR 1.31 10.1.25.10: a Legion Leader or Mate stays in its legion (legion_with is left as it is).
  cs.deleted = true;
  cs.face_down = true;
  note(cr::kDelete, [&] { return describe(unit) + " on " + std::string(to_string(cs.circle)) + " is deleted"; });
  note(cr::kDeletedStaysSameUnit, [&] {
    return std::string("it stays ") + (cs.rested ? "resting" : "standing") + ", face down, the same unit: the effects on it stay";
  });
  note(cr::kDeletedHasNoText, [&] { return "its original power is 0 and it has no printed text; its skill icon and the rest are kept"; });
  note(cr::kDeletedFaceOpen, [] { return "both players may look at its face up side"; });
  check_situations();
}

// CR 1.31 10.1.25.5: a deleted unit leaves the deleted state: it is turned face up, the same unit
// still (its orientation untouched). CR 1.31 10.1.25.9: the effects given to it while deleted last
// their duration (its modifiers follow the unit, not the state). CR 1.3.2.1: a unit that is not
// deleted stays as it is. No ability watches the end of a delete (the rules name no such event).
void Game::undelete(InstanceId unit) {
  CardState& cs = state_.card(unit);
  if (!cs.deleted || cs.zone != Zone::Field) return;
  cs.deleted = false;
  cs.face_down = false;
  note(cr::kUndeletedFaceUp, [&] { return describe(unit) + " on " + std::string(to_string(cs.circle)) + " is no longer deleted: face up"; });
  note(cr::kDeletedEffectsOutlast, [] { return "the effects given to it while deleted go on for their duration"; });
  check_situations();
}

// CR 1.31 6.8.1.1: as the end phase begins, the turn player's deleted units (those on that player's
// own field; the opponent's stay deleted until the end of the opponent's turn) leave the deleted
// state. False when there is none (always under CR 1.10): nothing is noted.
bool Game::undelete_at_end_phase() {
  const std::vector<InstanceId> deleted = state_.deleted_units(state_.turn_player);
  if (deleted.empty()) return false;
  note(cr::kUndeleteAtEndPhase, [&] {
    return "player " + std::string(to_string(state_.turn_player)) + " returns the deleted units on their field to normal (" +
           std::to_string(deleted.size()) + ")";
  });
  for (InstanceId u : deleted) undelete(u);
  return true;
}

// CR 1.31 10.1.25.11: a deleted vanguard ridden on goes to the soul face up, with its Legion Mate
// if it has one (put_ridden_into_soul; Game::move turns a card leaving the field face up, and it is
// no longer deleted there): noted for the record.
void Game::note_deleted_ridden(InstanceId old) {
  note(cr::kDeletedRiddenFaceUp, [&] { return "the deleted vanguard " + describe(old) + " is ridden on: it goes to the soul face up"; });
}

}  // namespace vg
