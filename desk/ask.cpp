#include "desk/ask.h"

#include <pugixml.hpp>
#include <set>
#include <sstream>

#include "replays/recorder.h"

namespace vg::desk {

namespace {

// A node written on one line, as in a record.
std::string one_line(const pugi::xml_node& n) {
  std::ostringstream out;
  n.print(out, "", pugi::format_raw);
  return out.str();
}

// The record's events up to `step`, then `event`, as a record document.
std::variant<Replay, InputError> with_event(const Replay& replay, const CardPool& pool, int step, const pugi::xml_node& event) {
  Replay cut = replay;
  cut.events.resize(static_cast<std::size_t>(step));
  pugi::xml_document doc;
  doc.load_string(write_replay(cut, pool).c_str());
  pugi::xml_node game = doc.child("vanguard-replay").child("game");
  if (!game) game = doc.child("vanguard-replay").append_child("game");
  game.append_copy(event);
  std::ostringstream text;
  doc.save(text, "  ");
  return parse_replay("EVENT", text.str(), pool);
}

}  // namespace

std::variant<Answer, InputError> ask(const Replay& replay, const CardPool& pool, int step, const std::string& event_xml) {
  pugi::xml_document ev;
  const pugi::xml_parse_result parsed = ev.load_string(event_xml.c_str());
  if (!parsed || !ev.first_child() || ev.first_child().next_sibling())
    return InputError{"EVENT", 1, static_cast<int>(parsed.offset) + 1, "give one record event as XML, e.g. <pass player=\"A\" phase=\"main\"/>"};
  auto asked = with_event(replay, pool, step, ev.first_child());
  // Problems in the asked event are placed on it, not in the document made for the question.
  auto on_event = [](InputError e) {
    e.file = "EVENT";
    e.line = e.column = 1;
    return e;
  };
  if (auto* e = std::get_if<InputError>(&asked)) return on_event(*e);
  const Verdict v = verify(std::get<Replay>(asked), pool);
  if (v.error) return on_event(*v.error);
  Answer a{one_line(ev.first_child()), {}, v.outcome};
  for (const Finding& f : v.findings)
    if (f.step == step + 1) a.findings.push_back(f);
  return a;
}

namespace {

// The record's names for the engine's instance names (A1..A50, B1..B50) the recorder writes.
std::map<std::string, std::string> record_names(const GameState& s, const std::vector<std::string>& names) {
  std::map<std::string, std::string> out;
  for (std::size_t i = 0; i < names.size() && i < s.cards.size(); ++i)
    out[Recorder::instance_name(s, static_cast<InstanceId>(i))] = names[i].empty() ? "(unnamed)" : names[i];
  return out;
}

// Collects each legal answer as a recorder holding it; the attack's own decisions (attacker,
// target, booster) are followed to the end, since the record writes them as one event.
void collect(const Game& game, const Recorder& so_far, std::vector<Recorder>& out) {
  for (const Action& a : game.legal_actions()) {
    Recorder r = so_far;
    r.record(game, a);
    if (a.kind == ActionKind::Attack || a.kind == ActionKind::Attacker || a.kind == ActionKind::Target) {
      Game next = game;
      if (!next.submit(a)) collect(next, r, out);
      continue;
    }
    out.push_back(std::move(r));
  }
}

}  // namespace

std::vector<std::string> legal_events(const Game& game, const RecordNames& names, const CardPool& pool) {
  std::vector<Recorder> answers;
  collect(game, Recorder{}, answers);
  const auto record = record_names(game.state(), names);
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const Recorder& r : answers) {
    auto rename = [&](std::string& id) {
      if (auto it = record.find(id); it != record.end()) id = it->second;
    };
    std::vector<Event> events = r.events(game);
    for (Event& e : events) {
      rename(e.card.id);
      for (CardRef& ref : e.cards) rename(ref.id);
      for (CardRef& ref : e.cost) rename(ref.id);
      rename(e.power);
      rename(e.effect);
    }
    Replay one;
    one.edition = game.edition();
    one.events = std::move(events);
    pugi::xml_document doc;
    doc.load_string(write_replay(one, pool).c_str());
    for (pugi::xml_node n : doc.child("vanguard-replay").child("game").children())
      if (seen.insert(one_line(n)).second) out.push_back(one_line(n));
  }
  return out;
}

std::variant<std::vector<std::string>, InputError> legal_events(const Replay& replay, const CardPool& pool, int step) {
  VerifyOptions opts;
  opts.stop_after = step;
  std::optional<Game> game;
  const Verdict v = verify(replay, pool, opts, &game);
  if (v.error) return *v.error;
  if (v.steps < step) return InputError{replay.path, 1, 1, "verification stopped before step " + std::to_string(step) + ": " + v.outcome};
  return legal_events(*game, v.names, pool);
}

}  // namespace vg::desk
