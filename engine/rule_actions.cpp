// CR 8.4 and section 9: the check timing (which plays standing-by automatic abilities) and the
// rule actions it performs first (9.2 losing, 9.3 one unit per circle, 9.4 guardians outside the
// battle phase).
#include "engine/game.h"

#include <algorithm>

namespace vg {

// ---------------------------------------------------------------------------------------------
// Section 8.4 and 9: check timing and rule actions.

bool Game::check_timing(Point next) {
  after_check_ = next;
  go(Point::CheckTiming);
  return true;
}

// CR 3.5, 3.5.1, 3.5.2, 8.4.1: rule actions until none remain (8.4.1.1); then the turn player's standing-by
// automatic abilities one at a time in the order that player chooses (8.4.1.2), then the
// non-turn player's (8.4.1.3), back to rule actions after each; then the check timing ends
// (8.4.1.4). Returns false while a player is asked which ability to play.
bool Game::resolve_check_timing() {
  while (!state_.over && rule_actions()) {
  }
  if (state_.over) return true;
  check_situations();
  cancel_unusable();
  for (Player p : {state_.turn_player, opponent(state_.turn_player)})
    for (const Standing& s : state_.standing)
      if (s.master == p) return ask(Decision::PlayAuto, p);
  go(after_check_);
  return true;
}

// CR 9.1: the rule actions, looked at in a check timing (resolve_check_timing).
// CR 9.1.3: performs every rule action whose situation holds, all at once. True if any did.
// CR 9.1.1: no player chooses them. CR 3.14.1.2: they are not effects and have no source: they
// run at a check timing, while no ability is resolving, so no card's ability moves the cards.
bool Game::rule_actions() {
  // Their situations (CR 9.2, 9.3, 9.4) change only as cards move or the phase changes: none
  // holds while neither has since the last look found none.
  const std::uint64_t now = (std::uint64_t{moves_} << 8) | static_cast<std::uint64_t>(state_.phase);
  if (now == settled_) return false;
  bool acted = false;
  // CR 9.2: losing conditions, met at a check timing (CR 1.2.2): six damage (4.8.3), an empty
  // deck (1.2.2.2).
  for (Player p : {Player::A, Player::B}) {
    const PlayerState& ps = state_.player(p);
    if (ps.damage.size() >= 6)
      lose(p, cr::kSixDamage, "has six or more cards in the damage zone");
    else if (ps.deck.empty())
      lose(p, cr::kEmptyDeck, "has no cards in the deck");
  }
  if (state_.player(Player::A).lost || state_.player(Player::B).lost) {
    state_.over = true;
    if (state_.player(Player::A).lost && state_.player(Player::B).lost) {
      state_.winner.reset();  // CR 1.2.3
      note(cr::kBothLoseIsDraw, [] { return "both players lose at once: the game is a draw"; });
    } else {
      state_.winner = state_.player(Player::A).lost ? Player::B : Player::A;
    }
    return false;
  }
  for (Player p : {Player::A, Player::B}) {
    PlayerState& ps = state_.player(p);
    // CR 9.3.1 (CR 1.31 9.3.1 to 9.3.5, with legions): units too many on the vanguard circle go to
    // the soul (CR 3.9.1.1: one vanguard; engine/legion.cpp).
    while (overloaded_vanguard_circle(p)) acted = true;
    // CR 9.3.3: older units on a rear-guard circle go to the drop zone.
    for (Circle c : kRearGuardCircles) {
      auto& rc = ps.circles[static_cast<std::size_t>(c)];
      while (rc.size() > 1) {
        note(cr::kOverloadedRearGuard, [&] { return describe(rc.front()) + " goes from " + std::string(to_string(c)) + " to the drop zone"; });
        move(rc.front(), Zone::Drop);
        acted = true;
      }
    }
    // CR 9.4.1: guardians outside the battle phase go to the drop zone.
    auto& gc = ps.circles[static_cast<std::size_t>(Circle::Guardian)];
    while (!gc.empty() && state_.phase != Phase::Battle) {
      note(cr::kIllegalGuardians, [&] { return describe(gc.front()) + " is a guardian outside the battle phase: to the drop zone"; });
      move(gc.front(), Zone::Drop);
      acted = true;
    }
  }
  if (!acted) settled_ = now;
  return acted;
}

void Game::lose(Player p, cr::Rule rule, const std::string& why) {
  if (state_.player(p).lost) return;
  state_.player(p).lost = true;
  note(rule, [&] { return "player " + std::string(to_string(p)) + " " + why + " and loses the game"; });
}

}  // namespace vg
