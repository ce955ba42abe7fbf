// Test support: a game between the trial decks TD01 (player A) and TD02 (player B) whose every
// chance answer is scripted (first player, deck tops), driven by one call per decision.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "engine/dealer.h"
#include "engine/game.h"
#include "replays/recorder.h"
#include "tests/support/print.h"

namespace vg::test {

// The card pool of cards/lua and the two trial decklists, loaded once per test binary.
const CardPool& pool();
// The same cards without their abilities: the engine tests of sections 5-7 and 9 play
// vanilla units (the card numbers and ids are the same as in pool()).
const CardPool& vanilla_pool();
const Decklist& td01();
const Decklist& td02();
CardId card(const std::string& number);  // asserts the number exists
// A decklist of (card number, copies) pairs; decks of test cards need not be legal ones.
Decklist deck_of(std::initializer_list<std::pair<const char*, int>> cards);
// What a test asserts of an answer: the refusal's whole text, rule included, or "accepted".
std::string message(const std::optional<RuleViolation>& v);
// Answers the chance requests of a position's game until a player is asked: the top card is the
// listed deck's top, and a shuffle leaves the listed order (tests/cards/board.h, lock_test).
void settle_chance(Game& game);
// How engine messages name a card instance: "#12".
inline std::string id(InstanceId i) { return "#" + std::to_string(i); }

// How a scripted game begins. The tops are the cards on top of each deck after the setup
// shuffle, top first: the first five are the opening hand, then every later draw, drive check
// and damage check in order. The first vanguard's copy must not be listed.
struct Script {
  Player first = Player::A;
  std::string vanguard_a = "TD01/012";  // Stardust Trumpeter, grade 0
  std::string vanguard_b = "TD02/012";  // Lizard Runner, Undeux, grade 0
  std::vector<std::string> tops_a, tops_b;
  std::uint64_t seed = 1;
  bool play_setup = true;  // choose vanguards, shuffle, deal, no redraw; stop at turn 1's ride
  bool abilities = false;  // false: vanilla play (vanilla_pool()); true: the cards' abilities
  bool record = false;     // keep every answer, chance included, as replay events (replay())
};

class Driver {
 public:
  explicit Driver(const Script& script);
  // A game over any two decklists (small decks reach empty-deck states quickly).
  Driver(const Script& script, const std::array<Decklist, kPlayers>& decks);

  Game& game() { return game_; }
  const Game& game() const { return game_; }
  const GameState& state() const { return game_.state(); }
  const Request& request() const { return game_.request(); }
  Dealer& dealer() { return dealer_; }

  // Player decisions, made by the player the game asks. Each returns submit()'s verdict and
  // then lets the dealer answer chance requests until the next player decision.
  std::optional<RuleViolation> submit(const Action& a);
  std::optional<RuleViolation> first_vanguard(Player p, const std::string& number);
  std::optional<RuleViolation> redraw(const std::vector<std::string>& numbers);
  std::optional<RuleViolation> ride(const std::string& number);
  std::optional<RuleViolation> call(const std::string& number, Circle circle);
  std::optional<RuleViolation> move(Circle a, Circle b);
  std::optional<RuleViolation> pass();
  std::optional<RuleViolation> declare_attack();  // the start step's "attack"
  std::optional<RuleViolation> attacker(Circle c);
  std::optional<RuleViolation> target(Circle c);
  std::optional<RuleViolation> boost(std::optional<Circle> c);
  // The whole attack: declare (when at the start step), attacker, target, booster; stops at the
  // first refusal.
  std::optional<RuleViolation> attack(Circle attacker, Circle target, std::optional<Circle> booster = std::nullopt);
  std::optional<RuleViolation> guard(const std::vector<std::string>& numbers, const std::vector<Circle>& interceptors = {});
  std::optional<RuleViolation> no_guard() { return guard({}); }
  std::optional<RuleViolation> trigger(InstanceId power_to, InstanceId effect_to = kNoInstance);
  std::optional<RuleViolation> concede(Player p);
  // Abilities (abilities are numbered from 1, as in the card file). `cost` names the cards
  // paying it: face-up damage cards to counter blast, soul cards, hand cards to discard.
  std::optional<RuleViolation> act(InstanceId card, int ability, const std::vector<InstanceId>& cost = {});
  std::optional<RuleViolation> play(InstanceId card, int ability, const std::vector<InstanceId>& cost = {});
  std::optional<RuleViolation> decline(InstanceId card, int ability);
  std::optional<RuleViolation> choose(const std::vector<InstanceId>& cards);
  // The first `n` face-up cards of the player's damage zone (to pay a counter blast).
  std::vector<InstanceId> face_up_damage(Player p, int n) const;

  // Lookups. hand_card: an instance of that number in the player's hand (kNoInstance if none).
  InstanceId hand_card(Player p, const std::string& number) const;
  InstanceId unit(Player p, Circle c) const { return state().unit_at(p, c); }
  const CardDef& def_at(Player p, Circle c) const { return state().def(unit(p, c)); }
  int power_at(Player p, Circle c) const { return state().power(unit(p, c)); }
  std::vector<std::string> numbers(const std::vector<InstanceId>& cards) const;
  std::vector<std::string> hand_numbers(Player p) const { return numbers(state().player(p).hand); }
  Player asked() const { return request().player; }
  std::size_t legal_count() const { return game_.legal_actions().size(); }
  Decision decision() const { return request().decision; }

  void settle();
  // The game so far as a replay (Script::record must be set).
  Replay replay() const { return recorder_.replay(game_, decks_); }
  // Ends the turn: passes through whatever of ride, main and start step is left, and declines
  // optional abilities, until the opponent's ride phase (or the game's end).
  void end_turn();

 private:
  void play_setup(const Script& script);
  Action make(ActionKind k) const { return Action::make(k, request().player); }

  Dealer dealer_;
  Game game_;
  std::array<Decklist, kPlayers> decks_;
  bool record_ = false;
  Recorder recorder_;
};

}  // namespace vg::test
