// The record's card ids, bound to engine instances (docs/architecture.md, "The verifier").
#include <algorithm>
#include <cctype>
#include <cstdint>

#include "verifier/verification.h"

namespace vg::detail {

void InstanceNames::assign(std::size_t cards) {
  text_.clear();
  at_.assign(cards, {0, 0});
  live_ = 0;
}

void InstanceNames::set(std::size_t c, std::string_view name) {
  live_ = live_ - at_[c].second + name.size();
  if (text_.size() + name.size() > 2 * live_ + 256) {  // (packed: the names in use, in order)
    std::string packed;
    packed.reserve(live_);
    for (std::size_t i = 0; i < at_.size(); ++i) {
      const std::string_view n = i == c ? std::string_view() : (*this)[i];
      at_[i] = {static_cast<std::uint32_t>(packed.size()), static_cast<std::uint32_t>(n.size())};
      packed += n;
    }
    text_ = std::move(packed);
  }
  at_[c] = {static_cast<std::uint32_t>(text_.size()), static_cast<std::uint32_t>(name.size())};
  text_ += name;
}

RecordNames InstanceNames::all() const {
  RecordNames out;
  out.reserve(at_.size());
  for (std::size_t c = 0; c < at_.size(); ++c) out.emplace_back((*this)[c]);
  return out;
}

std::optional<InstanceId> Verification::bind(const Event& e, const CardRef& ref, Zone zone, std::optional<InputError>& err) {
  const GameState& s = game_.state();
  if (const InstanceId known = ref.id.empty() ? kNoInstance : id_of(ref.id); known != kNoInstance) {
    if (s.card(known).owner != e.player) {
      err = error_at(e, "card '" + ref.id + "' belongs to player " + std::string(to_string(s.card(known).owner)));
      return std::nullopt;
    }
    return named_again(known, zone == Zone::Hand);
  }
  const bool chosen = e.kind == EventKind::Choose;
  InstanceId found = zone == Zone::Deck ? deck_card(e.player, ref, chosen) : kNoInstance;
  if (zone == Zone::Deck && found == kNoInstance && drawn_unseen_from_deck(e.player)) found = deck_card(e.player, ref, chosen);
  // CR 4.3.2: the hand is hidden from the other seat: a card first named as it leaves the hand
  // is one of the cards its player drew unseen.
  if (zone != Zone::Deck)
    for (InstanceId c : s.player(e.player).hand)
      if (hidden_name(c) && !name_of(c).empty() && !std::count(bound_now_.begin(), bound_now_.end(), c)) {
        found = c;
        break;
      }
  bound_now_.push_back(found);
  if (found == kNoInstance) {
    err = error_at(e, zone == Zone::Deck ? "player " + std::string(to_string(e.player)) + "'s deck has no unnamed card left for '" + ref.id + "'"
                                        : "unknown card instance '" + ref.id + "': player " + std::string(to_string(e.player)) +
                                              " never drew it (no unnamed card in hand)");
    return std::nullopt;
  }
  if (ref.id.empty() && !hidden_name(found)) return found;  // it keeps the id the record gave it
  std::string name = ref.id.empty() ? "?" + std::string(to_string(e.player)) + std::to_string(found) : ref.id;
  if (ref.id.empty() && zone == Zone::Deck) {
    hidden_draws_[step_] = found;
    if (auto h = hints_.find(step_); h != hints_.end() && !h->second.id.empty() && id_of(h->second.id) == kNoInstance) name = h->second.id;
  }
  name_card(found, std::move(name));
  last_named_[static_cast<std::size_t>(found)] = step_;
  return found;
}

// A card the record names again. Taken from the hand while the game has it in the deck, it
// was drawn unseen since it went back (drawn_unseen).
InstanceId Verification::named_again(InstanceId c, bool from_hand) {
  if (from_hand && game_.state().card(c).zone == Zone::Deck) drawn_unseen(c);
  last_named_[static_cast<std::size_t>(c)] = step_;
  return c;
}

// A card the record saw go back into the hidden deck (an effect's put-back, a redraw) and now
// names in the hand was taken by one of the hidden draws since: the first such draw whose card
// is still unnamed in its owner's hand took it (the two exchange places; CR 4.2.2, the deck is
// hidden).
void Verification::drawn_unseen(InstanceId c) {
  const GameState& s = game_.state();
  for (auto& [step, drawn] : hidden_draws_) {
    if (step <= last_named_[static_cast<std::size_t>(c)] || s.card(drawn).owner != s.card(c).owner || s.card(drawn).zone != Zone::Hand || !hidden_name(drawn) ||
        std::count(bound_now_.begin(), bound_now_.end(), drawn))
      continue;
    game_.exchange_hidden(c, drawn);
    drawn = c;
    return;
  }
}

// CR 4.2.2: every card left in the deck has been named (cards the record saw go back into it),
// and the record names one more there: one of them went out since in a hidden draw, whose card
// stays in the deck. The first that can have (drawn_unseen), and the record does not name again
// from the deck later, moves to the hand. False when none can.
bool Verification::drawn_unseen_from_deck(Player p) {
  const std::vector<InstanceId>& deck = game_.state().player(p).deck;
  for (std::size_t k = 0; k < deck.size(); ++k) {
    const InstanceId c = deck[k];
    if (hidden_name(c) || named_later(name_of(c))) continue;
    drawn_unseen(c);
    if (game_.state().card(c).zone != Zone::Deck) return true;
  }
  return false;
}

// A card of the deck for a record id seen for the first time. A card shuffled back into the
// deck (CR 5.2.5 redraw) may come out again under a new id: the one whose identity the record
// states is taken first. Otherwise a card the record has not named (or named only as hidden).
InstanceId Verification::deck_card(Player p, const CardRef& ref, bool chosen) const {
  const GameState& s = game_.state();
  // A card first named in a choice is one of the deck cards the choice offers (a look at the
  // top of the deck offers only those). Before the choice is asked (its ability's line left
  // out, read as played after the binding), the cards from the top: those a look offers.
  std::vector<InstanceId> among;
  const Request& r = game_.request();
  if (r.decision == Decision::Choose && r.player == p)
    for (InstanceId c : r.options)
      if (s.card(c).zone == Zone::Deck && s.card(c).owner == p) among.push_back(c);
  if (among.empty() && chosen) among.assign(s.player(p).deck.rbegin(), s.player(p).deck.rend());  // (the top is the back)
  const std::vector<InstanceId>& cards = among.empty() ? s.player(p).deck : among;
  if (ref.is != kUnknownCard)
    for (InstanceId c : cards)
      if (s.card(c).card == ref.is && (name_of(c).empty() || !named_later(name_of(c)))) return c;
  for (InstanceId c : cards)
    if (hidden_name(c)) return c;
  return kNoInstance;
}

// Whether an event after the one being read names this record id.
bool Verification::named_later(std::string_view id) const {
  auto names = [&](const CardRef& r) { return r.id == id; };
  for (std::size_t k = pos_ + 1; k < order_.size(); ++k) {
    const Event& e = replay_->events[order_[k]];
    if (names(e.card) || std::any_of(e.cards.begin(), e.cards.end(), names) || std::any_of(e.cost.begin(), e.cost.end(), names) ||
        e.power == id || e.effect == id)
      return true;
  }
  return false;
}

// Whether the record has not named this card, or named it only as a card it could not see.
bool Verification::hidden_name(InstanceId c) const {
  const std::string_view name = name_of(c);
  return name.empty() || name.starts_with("?");
}

// The instance a record id names, or kNoInstance.
InstanceId Verification::id_of(std::string_view id) const {
  const std::size_t mask = ids_.size() - 1;
  for (std::size_t k = std::hash<std::string_view>{}(id) & mask;; k = (k + 1) & mask) {
    const InstanceId c = ids_[k];
    if (c == kNoInstance) return kNoInstance;
    if (c != kErasedId && name_of(c) == id) return c;
  }
}

// Gives a card its record id (a new one, or a new name for a card named before).
void Verification::name_card(InstanceId c, std::string name) {
  const std::size_t mask = ids_.size() - 1;
  if (!name_of(c).empty()) {
    std::size_t k = std::hash<std::string_view>{}(name_of(c)) & mask;
    while (ids_[k] != c) k = (k + 1) & mask;
    ids_[k] = kErasedId;
    ++erased_ids_;
  }
  names_.set(static_cast<std::size_t>(c), name);
  if (erased_ids_ > ids_.size() / 4) return index_ids();
  std::size_t k = std::hash<std::string_view>{}(name_of(c)) & mask;
  while (ids_[k] != kNoInstance && ids_[k] != kErasedId) k = (k + 1) & mask;
  ids_[k] = c;
}

// The table of record ids built anew from the names: at most half full.
void Verification::index_ids() {
  std::size_t size = 16;
  while (size < 2 * names_.size()) size *= 2;
  ids_.assign(size, kNoInstance);
  erased_ids_ = 0;
  for (std::size_t c = 0; c < names_.size(); ++c) {
    if (names_[c].empty()) continue;
    std::size_t k = std::hash<std::string_view>{}(names_[c]) & (size - 1);
    while (ids_[k] != kNoInstance) k = (k + 1) & (size - 1);
    ids_[k] = static_cast<InstanceId>(c);
  }
}

// A unit named by circle (for the event's player) or by instance id.
std::optional<InstanceId> Verification::unit(const Event& e, const std::string& token, std::optional<InputError>& err) {
  if (auto c = circle_from_string(token)) {
    InstanceId u = game_.state().unit_at(e.player, *c);
    if (u == kNoInstance) err = error_at(e, "player " + std::string(to_string(e.player)) + " has no unit on " + token);
    return u == kNoInstance ? std::nullopt : std::optional(u);
  }
  const InstanceId c = id_of(token);
  if (c == kNoInstance) {
    err = error_at(e, "unknown card instance '" + token + "'");
    return std::nullopt;
  }
  return c;
}

// CardBinder: a card the record names, found where the event's role says it comes from.
std::optional<InstanceId> Verification::card(const Event& e, const CardRef& ref, CardRole role) {
  if (role == CardRole::Chosen)
    if (const InstanceId known = id_of(ref.id); known != kNoInstance) {
      offered_in_place_of(known);
      return named_again(known, offers_unnamed_hand_card(e.player));
    }
  Zone zone = role == CardRole::TopOfDeck || role == CardRole::Chosen ? Zone::Deck : Zone::Hand;
  if (role == CardRole::Chosen && offers_unnamed_hand_card(e.player)) zone = Zone::Hand;
  return bind(e, ref, zone, bind_error_);
}

// A deck card the record names in a choice that offers other cards of the same deck, unseen and
// unnamed: it was one of them (the top card looked at after a shuffle put it back at an unknown
// place; CR 4.2.2). The first such offered card exchanges places with it.
void Verification::offered_in_place_of(InstanceId c) {
  const GameState& s = game_.state();
  const Request& r = game_.request();
  if (r.decision != Decision::Choose || s.card(c).zone != Zone::Deck || std::count(r.options.begin(), r.options.end(), c)) return;
  for (InstanceId o : r.options)
    if (s.card(o).zone == Zone::Deck && s.card(o).owner == s.card(c).owner && !s.identified(o) && hidden_name(o)) {
      game_.exchange_in_deck(c, o);
      return;
    }
}

// Whether the choice the game asks for offers a card of the player's hand the record has not
// named (a one-seat record hides the opponent's hand): a card first named in the choice is then
// one of those, not a card of the deck.
bool Verification::offers_unnamed_hand_card(Player p) const {
  const Request& r = game_.request();
  if (r.decision != Decision::Choose || r.player != p) return false;
  const GameState& s = game_.state();
  return std::any_of(r.options.begin(), r.options.end(), [&](InstanceId c) { return s.card(c).zone == Zone::Hand && hidden_name(c); });
}

std::optional<InstanceId> Verification::unit(const Event& e, const std::string& token) {
  return unit(e, token, bind_error_);
}

// The engine names cards by instance number ("#12"); a finding names them as the record does.

// A card a hidden draw took, whose identity a first reading learned (Hints): revealed as drawn.
void Verification::hint_identity(Action& a) const {
  const auto h = hints_.find(step_);
  if (h != hints_.end() && a.kind == ActionKind::TopCard && a.reveals.empty() && h->second.is != kUnknownCard && !game_.state().identified(a.card))
    a.reveals.push_back({a.card, h->second.is});
}

}  // namespace vg::detail
