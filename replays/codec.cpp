#include "replays/codec.h"

namespace vg {

namespace {

// Builds the answers of one event; `ok` turns false once a card could not be bound.
class Encoder {
 public:
  Encoder(const Event& e, CardBinder& b, Actions& out) : e_(e), binder_(b), out_(out) { out_.clear(); }

  // Made in place (an Action holds four small lists: a move is not free).
  Action& make(ActionKind k) {
    Action& a = out_.emplace_back();
    a.kind = k;
    a.player = e_.player;
    return a;
  }
  // The instance a reference names, with the identity the record states for it.
  std::optional<InstanceId> bind(const CardRef& ref, CardRole role, Action& a) {
    auto inst = ok_ ? binder_.card(e_, ref, role) : std::nullopt;
    if (!inst) {
      ok_ = false;
      return std::nullopt;
    }
    if (ref.is != kUnknownCard) a.reveals.push_back({*inst, ref.is});
    return inst;
  }
  void with_card(ActionKind k, CardRole role) {
    Action& a = make(k);
    if (auto inst = bind(e_.card, role, a)) a.card = *inst;
    else out_.pop_back();
  }
  void cards(Action& a, const std::vector<CardRef>& refs, CardRole role, SmallList<InstanceId, 4>& into) {
    for (const CardRef& ref : refs)
      if (auto inst = bind(ref, role, a)) into.push_back(*inst);
  }
  std::optional<InstanceId> unit(const std::string& token) {
    auto u = ok_ ? binder_.unit(e_, token) : std::nullopt;
    if (!u) ok_ = false;
    return u;
  }
  bool ok() const { return ok_; }

 private:
  const Event& e_;
  CardBinder& binder_;
  Actions& out_;
  bool ok_ = true;
};

// CR 7.2.1.2, 7.3.1.3, 7.3.1.4, 7.3.1.5: one record line declares the whole attack.
void encode_attack(const Event& e, Encoder& enc) {
  enc.make(ActionKind::Attack);
  enc.make(ActionKind::Attacker).circle = e.circle;
  enc.make(ActionKind::Target).circle = e.circle2;
  Action& b = enc.make(ActionKind::Boost);
  b.none = !e.has_booster;
  b.circle = e.booster;
}

// An ability played or declined: its card, its number, the cards paying its cost.
void encode_ability(const Event& e, Encoder& enc) {
  Action a = Action::make(e.kind == EventKind::Act ? ActionKind::Act : ActionKind::PlayAuto, e.player);
  auto inst = enc.bind(e.card, CardRole::Source, a);
  if (!inst) return;
  a.card = *inst;
  a.ability = e.ability - 1;
  a.none = e.kind == EventKind::Decline;
  enc.cards(a, e.cost, CardRole::Cost, a.cost);
  enc.make(a.kind) = std::move(a);
}

void encode_trigger(const Event& e, Encoder& enc) {
  Action& a = enc.make(ActionKind::TriggerEffect);
  if (auto u = enc.unit(e.power)) a.power_to = *u;
  if (!e.effect.empty())
    if (auto u = enc.unit(e.effect)) a.effect_to = *u;
}

void encode_cards(const Event& e, Encoder& enc, ActionKind k, CardRole role) {
  Action a = Action::make(k, e.player);
  enc.cards(a, e.cards, role, a.cards);
  a.circles.assign(e.intercepts.begin(), e.intercepts.end());
  enc.make(k) = std::move(a);
}

}  // namespace

bool to_actions(const Event& e, CardBinder& binder, Actions& out) {
  Encoder enc(e, binder, out);
  switch (e.kind) {
    case EventKind::FirstVanguard: enc.with_card(ActionKind::FirstVanguard, CardRole::TopOfDeck); break;
    case EventKind::Draw: case EventKind::DriveCheck: case EventKind::DamageCheck: case EventKind::SoulCharge:
    case EventKind::TopToDrop: case EventKind::RevealTop:
      enc.with_card(ActionKind::TopCard, CardRole::TopOfDeck);
      break;
    case EventKind::Ride: enc.with_card(ActionKind::Ride, CardRole::FromHand); break;
    case EventKind::Call: enc.with_card(ActionKind::Call, CardRole::FromHand); break;
    case EventKind::Shuffle: enc.make(ActionKind::Shuffle); break;
    case EventKind::FirstPlayer: enc.make(ActionKind::FirstPlayer); break;
    case EventKind::Concede: enc.make(ActionKind::Concede); break;
    case EventKind::Pass: enc.make(ActionKind::Pass); break;
    case EventKind::Move: enc.make(ActionKind::Move); break;
    case EventKind::Attack: encode_attack(e, enc); break;
    case EventKind::Redraw: encode_cards(e, enc, ActionKind::Redraw, CardRole::FromHand); break;
    case EventKind::Guard: encode_cards(e, enc, ActionKind::Guard, CardRole::FromHand); break;
    case EventKind::Choose: encode_cards(e, enc, ActionKind::Choose, CardRole::Chosen); break;
    case EventKind::Trigger: encode_trigger(e, enc); break;
    case EventKind::Act: case EventKind::Ability: case EventKind::Decline: encode_ability(e, enc); break;
    case EventKind::Note: case EventKind::Retire: break;  // no answer: a retire is checked by its reader
  }
  if (!enc.ok()) return false;
  for (Action& a : out)  // the circles of a call and a move
    if (a.kind == ActionKind::Call || a.kind == ActionKind::Move) {
      a.circle = e.circle;
      a.circle2 = e.circle2;
    }
  return true;
}

namespace {

// The event kind of a card taken from the top of the deck: where it goes, and in which step.
EventKind top_card_event(const Request& r, Step step) {
  if (r.destination == Zone::Hand) return EventKind::Draw;
  if (r.destination == Zone::Soul) return EventKind::SoulCharge;
  if (r.destination == Zone::Drop) return EventKind::TopToDrop;
  if (r.destination == Zone::Deck) return EventKind::RevealTop;
  return step == Step::Drive ? EventKind::DriveCheck : EventKind::DamageCheck;
}

// The phase a pass ends: the ride phase, the main phase, or the battle phase at its start step.
Phase passed_phase(Decision d) {
  return d == Decision::Ride ? Phase::Ride : d == Decision::Main ? Phase::Main : Phase::Battle;
}

const char* trigger_effect_name(Trigger t) {
  return t == Trigger::Critical ? "critical" : t == Trigger::Stand ? "stand" : "heal";
}

// One answer as an event; false for the parts of an attack, gathered into `attack`.
bool to_event(const Answered& an, const GameState& s, const InstanceNamer& name, Event& attack, Event& e) {
  const Action& a = an.action;
  auto ref = [&](InstanceId i) { return CardRef(name(s, i), s.card(i).card); };
  auto refs = [&](const auto& v) {
    std::vector<CardRef> out;
    for (InstanceId c : v) out.push_back(ref(c));
    return out;
  };
  e.player = a.player;
  switch (a.kind) {
    case ActionKind::FirstVanguard: e.kind = EventKind::FirstVanguard; e.card = ref(a.card); break;
    case ActionKind::Shuffle: e.kind = EventKind::Shuffle; break;
    case ActionKind::FirstPlayer: e.kind = EventKind::FirstPlayer; break;
    case ActionKind::TopCard: e.kind = top_card_event(an.request, an.step); e.player = an.request.player; e.card = ref(a.card); break;
    case ActionKind::Redraw: e.kind = EventKind::Redraw; e.cards = refs(a.cards); break;
    case ActionKind::Ride: e.kind = EventKind::Ride; e.card = ref(a.card); break;
    case ActionKind::Call: e.kind = EventKind::Call; e.card = ref(a.card); e.circle = a.circle; break;
    case ActionKind::Move: e.kind = EventKind::Move; e.circle = a.circle; e.circle2 = a.circle2; break;
    case ActionKind::Pass: e.kind = EventKind::Pass; e.phase = passed_phase(an.request.decision); break;
    case ActionKind::Attack: attack = Event{}; attack.kind = EventKind::Attack; attack.player = a.player; return false;
    case ActionKind::Attacker: attack.circle = a.circle; return false;
    case ActionKind::Target: attack.circle2 = a.circle; return false;
    case ActionKind::Boost: attack.has_booster = !a.none; attack.booster = a.circle; e = attack; break;
    case ActionKind::Guard: e.kind = EventKind::Guard; e.cards = refs(a.cards); e.intercepts.assign(a.circles.begin(), a.circles.end()); break;
    case ActionKind::TriggerEffect:
      e.kind = EventKind::Trigger;
      e.power = an.power;
      e.effect = an.effect;
      if (!an.effect.empty()) e.effect_name = trigger_effect_name(s.def(an.request.card).trigger);
      break;
    case ActionKind::Concede: e.kind = EventKind::Concede; break;
    case ActionKind::Act: case ActionKind::PlayAuto:
      e.kind = a.kind == ActionKind::Act ? EventKind::Act : a.none ? EventKind::Decline : EventKind::Ability;
      e.card = ref(a.card);
      e.ability = a.ability + 1;
      e.cost = refs(a.cost);
      break;
    case ActionKind::Choose: e.kind = EventKind::Choose; e.cards = refs(a.cards); break;
  }
  return true;
}

}  // namespace

bool event_fits(const Event& e, const Request& r, Step step) {
  switch (e.kind) {
    case EventKind::Draw: return r.decision == Decision::TopCard && r.destination == Zone::Hand;
    case EventKind::SoulCharge: return r.decision == Decision::TopCard && r.destination == Zone::Soul;
    case EventKind::TopToDrop: return r.decision == Decision::TopCard && r.destination == Zone::Drop;
    case EventKind::RevealTop: return r.decision == Decision::TopCard && r.destination == Zone::Deck;
    case EventKind::DriveCheck: return r.decision == Decision::TopCard && r.destination == Zone::Trigger && step == Step::Drive;
    case EventKind::DamageCheck: return r.decision == Decision::TopCard && r.destination == Zone::Trigger && step == Step::Damage;
    case EventKind::Ability: case EventKind::Decline: return r.decision == Decision::PlayAuto;
    case EventKind::Choose: return r.decision == Decision::Choose;
    case EventKind::Pass:
      return (r.decision == Decision::Ride || r.decision == Decision::Main || r.decision == Decision::StartStep) &&
             passed_phase(r.decision) == e.phase;
    default: return true;
  }
}

std::vector<Event> to_events(const std::vector<Answered>& answers, const GameState& s, const InstanceNamer& name) {
  std::vector<Event> out;
  Event attack;
  for (const Answered& an : answers) {
    Event e;
    if (to_event(an, s, name, attack, e)) out.push_back(std::move(e));
  }
  return out;
}

}  // namespace vg
