#include "tests/support/driver.h"
#include "tests/support/expect.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <iostream>
#include <map>
#include <variant>

#include "replays/decklist_file.h"
#include "scripting/card_loader.h"

namespace vg::test {

namespace {

struct Library {
  CardPool pool;
  CardPool vanilla;  // the same cards without their abilities
  Decklist td01, td02;
};

Decklist load_deck(const std::string& name, const CardPool& pool) {
  auto d = read_decklist(std::string(VG_SOURCE_DIR) + "/cards/decks/" + name, pool);
  if (auto* e = std::get_if<InputError>(&d)) {
    std::cerr << e->to_string() << "\n";
    std::abort();
  }
  return std::get<Decklist>(d);
}

// The per-ability check (tests/cards/ability_check.cpp) runs the card tests once for each
// ability with VG_DISABLE_ABILITY=NUMBER:K: ability K (1-based) of that card is then not had by
// the card (only an effect could still grant it), and some test must fail.
void disable_ability_from_environment(CardPool& pool) {
  const char* which = std::getenv("VG_DISABLE_ABILITY");
  if (which == nullptr) return;
  const std::string s = which;
  const auto colon = s.rfind(':');
  const CardId id = colon == std::string::npos ? kUnknownCard : pool.find(s.substr(0, colon));
  const int k = id == kUnknownCard ? 0 : std::atoi(s.c_str() + colon + 1);
  if (k < 1 || k > static_cast<int>(pool[id].abilities.size())) {
    std::cerr << "VG_DISABLE_ABILITY=" << s << ": no such card ability (NUMBER:K, K from 1)\n";
    std::exit(2);
  }
  // A reprint has its first printing's abilities: it loses the ability with it.
  for (CardId c = 0; c < pool.size(); ++c)
    if (c == id || pool[c].reprint_of == pool[id].number) pool.mutable_card(c).abilities[static_cast<std::size_t>(k - 1)].granted_only = true;
}

const Library& library() {
  static const Library lib = [] {
    Library l;
    if (auto e = load_card_directory(std::string(VG_SOURCE_DIR) + "/cards/lua", l.pool)) {
      std::cerr << e->to_string() << "\n";
      std::abort();
    }
    // Test cards (tests/data/cards, numbers T/...) exercise engine mechanisms no trial deck
    // card shows; loaded after cards/lua so the real cards keep their ids.
    if (auto e = load_card_directory(std::string(VG_SOURCE_DIR) + "/tests/data/cards", l.pool)) {
      std::cerr << e->to_string() << "\n";
      std::abort();
    }
    disable_ability_from_environment(l.pool);
    l.vanilla = l.pool;
    for (CardId id = 0; id < l.vanilla.size(); ++id) l.vanilla.mutable_card(id).abilities.clear();
    l.td01 = load_deck("TD01.deck", l.pool);
    l.td02 = load_deck("TD02.deck", l.pool);
    return l;
  }();
  return lib;
}

std::vector<CardId> ids(const std::vector<std::string>& numbers) {
  std::vector<CardId> out;
  for (const std::string& n : numbers) out.push_back(card(n));
  return out;
}

}  // namespace

const CardPool& pool() { return library().pool; }
const CardPool& vanilla_pool() { return library().vanilla; }
const Decklist& td01() { return library().td01; }
const Decklist& td02() { return library().td02; }

CardId card(const std::string& number) {
  CardId id = pool().find(number);
  if (id == kUnknownCard) {
    std::cerr << "unknown card " << number << "\n";
    std::abort();
  }
  return id;
}

Decklist deck_of(std::initializer_list<std::pair<const char*, int>> cards) {
  Decklist d;
  for (auto [number, count] : cards) d.entries.push_back({card(number), count, 0});
  return d;
}

void settle_chance(Game& game) {
  for (int guard = 0; guard < 1000 && !game.over(); ++guard) {
    const Request& r = game.request();
    if (r.decision == Decision::TopCard) {
      Action a = Action::make(ActionKind::TopCard, r.player);
      a.card = game.state().player(r.player).deck.back();
      if (game.submit(a)) return;
    } else if (r.decision == Decision::Shuffle) {
      if (game.submit(Action::make(ActionKind::Shuffle, r.player))) return;
    } else {
      return;
    }
  }
}

std::string message(const std::optional<RuleViolation>& v) { return v ? v->to_string() : "accepted"; }

Driver::Driver(const Script& script) : Driver(script, {td01(), td02()}) {}

Driver::Driver(const Script& script, const std::array<Decklist, kPlayers>& decks)
    : dealer_(script.seed), game_(script.abilities ? pool() : vanilla_pool(), decks), decks_(decks), record_(script.record) {
  dealer_.set_first_player(script.first);
  dealer_.stack(Player::A, ids(script.tops_a));
  dealer_.stack(Player::B, ids(script.tops_b));
  if (script.play_setup) play_setup(script);
}

// CR 5.2: first vanguards, shuffles, first player, opening hands, no redraw; then checks that
// the stacked tops really became the opening hands.
void Driver::play_setup(const Script& script) {
  EXPECT_ACCEPTED(*this, first_vanguard(Player::A, script.vanguard_a));
  EXPECT_ACCEPTED(*this, first_vanguard(Player::B, script.vanguard_b));
  EXPECT_ACCEPTED(*this, redraw({}));
  EXPECT_ACCEPTED(*this, redraw({}));
  for (Player p : {Player::A, Player::B}) {
    const auto& tops = p == Player::A ? script.tops_a : script.tops_b;
    std::vector<std::string> expected(tops.begin(), tops.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(5, tops.size())));
    std::vector<std::string> hand = hand_numbers(p);
    hand.resize(expected.size());
    EXPECT_EQ(hand, expected) << "the stacked deck of player " << to_string(p) << " did not become its opening hand";
  }
}

std::optional<RuleViolation> Driver::submit(const Action& a) {
  if (record_ && !game_.check(a)) recorder_.record(game_, a);
  auto v = game_.submit(a);
  settle();
  return v;
}

void Driver::settle() {
  if (!record_) return dealer_.settle(game_);
  dealer_.settle(game_, [&](const Game& g, const Action& a) { recorder_.record(g, a); });
}

std::optional<RuleViolation> Driver::first_vanguard(Player p, const std::string& number) {
  Action a = Action::make(ActionKind::FirstVanguard, p);
  for (InstanceId c : state().player(p).deck)
    if (!state().identified(c)) {
      a.card = c;
      a.reveals = {{c, card(number)}};
      break;
    }
  return submit(a);
}

std::optional<RuleViolation> Driver::redraw(const std::vector<std::string>& numbers) {
  Action a = make(ActionKind::Redraw);
  for (const std::string& n : numbers) {
    for (InstanceId c : state().player(a.player).hand)
      if (state().card(c).card == card(n) && std::find(a.cards.begin(), a.cards.end(), c) == a.cards.end()) {
        a.cards.push_back(c);
        break;
      }
  }
  return submit(a);
}

std::optional<RuleViolation> Driver::ride(const std::string& number) {
  Action a = make(ActionKind::Ride);
  a.card = hand_card(a.player, number);
  return submit(a);
}

std::optional<RuleViolation> Driver::call(const std::string& number, Circle circle) {
  Action a = make(ActionKind::Call);
  a.card = hand_card(a.player, number);
  a.circle = circle;
  return submit(a);
}

std::optional<RuleViolation> Driver::move(Circle c1, Circle c2) {
  Action a = make(ActionKind::Move);
  a.circle = c1;
  a.circle2 = c2;
  return submit(a);
}

std::optional<RuleViolation> Driver::pass() { return submit(make(ActionKind::Pass)); }
std::optional<RuleViolation> Driver::declare_attack() { return submit(make(ActionKind::Attack)); }

std::optional<RuleViolation> Driver::attacker(Circle c) {
  Action a = make(ActionKind::Attacker);
  a.circle = c;
  return submit(a);
}

std::optional<RuleViolation> Driver::target(Circle c) {
  Action a = make(ActionKind::Target);
  a.circle = c;
  return submit(a);
}

std::optional<RuleViolation> Driver::boost(std::optional<Circle> c) {
  Action a = make(ActionKind::Boost);
  a.none = !c;
  if (c) a.circle = *c;
  return submit(a);
}

std::optional<RuleViolation> Driver::attack(Circle att, Circle tgt, std::optional<Circle> booster) {
  if (decision() == Decision::StartStep)
    if (auto v = declare_attack()) return v;
  if (auto v = attacker(att)) return v;
  if (auto v = target(tgt)) return v;
  return boost(booster);
}

std::optional<RuleViolation> Driver::guard(const std::vector<std::string>& guardians, const std::vector<Circle>& interceptors) {
  Action a = make(ActionKind::Guard);
  for (const std::string& n : guardians)
    for (InstanceId c : state().player(a.player).hand)
      if (state().card(c).card == card(n) && std::find(a.cards.begin(), a.cards.end(), c) == a.cards.end()) {
        a.cards.push_back(c);
        break;
      }
  a.circles.assign(interceptors.begin(), interceptors.end());
  return submit(a);
}

std::optional<RuleViolation> Driver::trigger(InstanceId power_to, InstanceId effect_to) {
  Action a = make(ActionKind::TriggerEffect);
  a.power_to = power_to;
  a.effect_to = effect_to;
  return submit(a);
}

std::optional<RuleViolation> Driver::concede(Player p) { return submit(Action::make(ActionKind::Concede, p)); }

InstanceId Driver::hand_card(Player p, const std::string& number) const {
  for (InstanceId c : state().player(p).hand)
    if (state().card(c).card == card(number)) return c;
  return kNoInstance;
}

std::vector<std::string> Driver::numbers(const std::vector<InstanceId>& cards) const {
  std::vector<std::string> out;
  for (InstanceId c : cards) out.push_back(state().identified(c) ? state().def(c).number : "?");
  return out;
}

void Driver::end_turn() {
  const int turn = state().turn;
  while (!game_.over() && state().turn == turn) {
    Decision d = decision();
    assert(d == Decision::Ride || d == Decision::Main || d == Decision::StartStep || d == Decision::PlayAuto);
    std::optional<RuleViolation> v;
    if (d == Decision::PlayAuto) {
      const Standing& s = state().standing.front();
      v = decline(s.source, s.ability + 1);
    } else {
      v = pass();
    }
    assert(!v);
    (void)v;
  }
}

std::optional<RuleViolation> Driver::act(InstanceId c, int ability, const std::vector<InstanceId>& cost) {
  Action a = make(ActionKind::Act);
  a.card = c;
  a.ability = ability - 1;
  a.cost.assign(cost.begin(), cost.end());
  return submit(a);
}

std::optional<RuleViolation> Driver::play(InstanceId c, int ability, const std::vector<InstanceId>& cost) {
  Action a = make(ActionKind::PlayAuto);
  a.card = c;
  a.ability = ability - 1;
  a.cost.assign(cost.begin(), cost.end());
  return submit(a);
}

std::optional<RuleViolation> Driver::decline(InstanceId c, int ability) {
  Action a = make(ActionKind::PlayAuto);
  a.card = c;
  a.ability = ability - 1;
  a.none = true;
  return submit(a);
}

std::optional<RuleViolation> Driver::choose(const std::vector<InstanceId>& cards) {
  Action a = make(ActionKind::Choose);
  a.cards.assign(cards.begin(), cards.end());
  // A hidden card is revealed as the first sought card its owner's decklist has a copy left of.
  std::map<CardId, int> revealed;
  for (InstanceId c : cards) {
    if (!request().sought.any() || state().card(c).card != kUnknownCard) continue;
    const auto& left = state().player(state().card(c).owner).unidentified;
    for (CardId id : request().sought.cards)
      if (left[static_cast<std::size_t>(id)] > revealed[id]) {
        ++revealed[id];
        a.reveals.push_back({c, id});
        break;
      }
  }
  return submit(a);
}

std::vector<InstanceId> Driver::face_up_damage(Player p, int n) const {
  std::vector<InstanceId> out;
  for (InstanceId c : state().player(p).damage)
    if (!state().card(c).face_down && static_cast<int>(out.size()) < n) out.push_back(c);
  return out;
}

}  // namespace vg::test
