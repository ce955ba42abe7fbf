// Editing a clean record into a mutant, shared by the operators of mutation testing
// (mutation_operators.cpp: mistakes made by the engine; mutation_as_written.cpp: mistakes as
// people write them): events made, inserted, edited and removed, and what the record and the
// game show at an event. Internal to verifier/.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "verifier/mutation.h"

namespace vg::mutation {

using CardTest = std::function<bool(const CardDef&)>;

// ---- the record ----

bool names(const Event& e, const std::string& id);  // whether the event names the card
bool named_after(const Replay& r, std::size_t i, const std::string& id);
Event make_event(EventKind kind, Player p);
Event card_event(EventKind kind, Player p, CardRef card);
std::string fresh_id(const Replay& r, Player p);  // an instance id the record does not use yet

// ---- the mutant: each sets the mutation's record, step and change ----

Event& edit(Timeline& t, Mutation& m, std::size_t i, std::string change);
bool insert(Timeline& t, Mutation& m, std::size_t i, Event e, std::string change);
bool remove(Timeline& t, Mutation& m, std::size_t i, std::string change);
void set_effect(Event& e, const std::string& name, const std::string& value);  // a <trigger>'s critical/stand/heal

// ---- the game at event i ----

const Request& request(Timeline& t, std::size_t i);
InstanceId instance_named(const Timeline::Snapshot& snap, const std::string& id);
std::string record_name(Timeline& t, std::size_t i, InstanceId u);
const CardDef* card_def(Timeline& t, const CardRef& r);
bool is_trigger_card(Timeline& t, const CardRef& r);
std::optional<CardRef> pick_card(Timeline& t, std::size_t i, Player p, Zone z, const CardTest& test);
std::optional<CardRef> hand_card(Timeline& t, std::size_t i, Player p, const CardTest& test);
const CardDef* resolved_trigger(Timeline& t, std::size_t i);
bool resolves(Timeline& t, std::size_t i, Trigger trigger);
CardId unseen_identity(Timeline& t, std::size_t i, Player p);
CardId spare_identity(Timeline& t, Player p);
Circle other_back_circle(Circle c, int k);
bool has_auto_on(const CardDef& d, TriggerEvent event);
bool circle_used_after(Timeline& t, std::size_t i, Player p, Circle c);
bool last_plain_damage_check(Timeline& t, std::size_t i);
const AbilityDef* played_ability(Timeline& t, std::size_t i);
bool changes_nothing(Timeline& t, std::size_t i, InstanceId card);

// ---- shared by both families ----

bool call_after_attack(Timeline& t, std::size_t i, Mutation& m, bool keep_rest);

// The operators of each family, in the order `vgjudge mutate` lists them.
const std::vector<MutationOperator>& engine_made_operators();
const std::vector<MutationOperator>& as_written_operators();

}  // namespace vg::mutation
