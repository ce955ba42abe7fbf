#include <boost/program_options.hpp>
#include <pugixml.hpp>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <variant>

#include "cli/commands.h"
#include "desk/ask.h"
#include "desk/walk.h"
#include "rules/edition_references.h"
#include "rulings/ruling_test.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

// The rule's own text from the reference, or "" when it cannot be read.
std::string rule_text(const RulesReference* rules, std::string_view number) {
  const RuleEntry* r = rules ? rules->find(number) : nullptr;
  return r ? "CR " + r->number + " " + r->title + ": " + r->statement : "";
}

// The rules reference of an edition, or nullptr when it cannot be read.
const RulesReference* reference_of(const std::optional<EditionReferences>& read, Edition edition) {
  return read ? read->find(edition) : nullptr;
}

// Prints the answer for one event (`where`: "after step 4", "at the position"); the exit
// status: 0 legal, 1 not.
int print_answer(const std::string& event, const std::vector<Finding>& findings, const std::string& where, const RulesReference* rules) {
  if (findings.empty()) {
    std::cout << "legal " << where << ": " << event << "\n";
    return 0;
  }
  std::cout << "not legal " << where << ": " << event << "\n";
  for (const Finding& f : findings) {
    std::cout << "  " << to_string(f.kind) << " " << f.message << " " << cr::cite(f.rule, f.edition) << "\n";
    if (const std::string text = rule_text(rules, cr::number(f.rule, f.edition)); !text.empty()) std::cout << "    " << text << "\n";
  }
  return 1;
}

std::optional<EditionReferences> read_references(const std::string& dir) {
  auto references = EditionReferences::read(dir);
  if (auto* read = std::get_if<EditionReferences>(&references)) return std::move(*read);
  return std::nullopt;
}

// The question asked at a position at the table (--position FILE): the legal actions there, or
// the findings of one event.
int ask_at_position(const std::string& file, const CardPool& pool, std::size_t max_bytes, bool legal, const std::string& event,
                    const std::string& reference_dir) {
  auto read = read_table_position(file, pool, max_bytes);
  if (auto* e = std::get_if<InputError>(&read)) {
    std::cerr << e->to_string() << "\n";
    return 2;
  }
  const TablePosition& table = std::get<TablePosition>(read);
  if (legal) {
    for (const std::string& e : desk::legal_events(table.game(), table.names(), pool)) std::cout << e << "\n";
    return 0;
  }
  auto findings = table.judge(event);
  if (auto* e = std::get_if<InputError>(&findings)) {
    std::cerr << e->to_string() << "\n";
    return 2;
  }
  pugi::xml_document doc;  // the event on one line, as a record writes it (judge read it well-formed)
  doc.load_string(event.c_str());
  std::ostringstream one_line;
  doc.first_child().print(one_line, "", pugi::format_raw);
  const std::optional<EditionReferences> references = read_references(reference_dir);
  return print_answer(one_line.str(), std::get<std::vector<Finding>>(findings), "at the position", reference_of(references, table.edition()));
}

}  // namespace

// vgjudge ask FILE --at STEP EVENT | --legal: is this record event legal there; the legal ones.
int ask_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge ask FILE --at STEP EVENT\nvgjudge ask FILE --at STEP --legal\n"
                               "vgjudge ask --position POSITION EVENT\nvgjudge ask --position POSITION --legal\n\n"
                               "Says whether EVENT, one record event as XML (replays/FORMAT.md), e.g.\n"
                               "  '<call player=\"A\" card=\"A12\" circle=\"front-left\"/>'\n"
                               "would be legal after STEP events of the record (N, or line:N), and if not,\n"
                               "the findings it would get with their rules' text (from the reference of the\n"
                               "record's edition). --legal lists every legal action there as record events.\n"
                               "With --position, the question is asked at a position at the table, written as\n"
                               "a ruling test writes one (docs/desk.md): its <position>, then its script's\n"
                               "decisions, under its rules=\"...\" (default CR 1.10); EVENT may name a card\n"
                               "by the position's id, by is=\"NUMBER\" or by circle.\n"
                               "Exit status: 0 legal (or listed), 1 not legal, 2 bad input.\n\noptions");
  std::string cards, at, reference_dir, position;
  bool legal = false;
  std::vector<std::string> positional;
  opts.add_options()("help,h", "show this help")("at", po::value(&at), "the step of the record: N, or line:N")(
      "position", po::value(&position), "ask at the position of this file (a ruling test) instead of a record")(
      "legal", po::bool_switch(&legal), "list the legal actions at the step")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files")(
      "reference", po::value(&reference_dir)->default_value(default_source_root() + "/docs/rules"),
      "the rules reference: the directory holding a folder per edition (rule texts)");
  std::size_t max_bytes = 0;
  add_max_record_bytes_option(opts, max_bytes);
  po::variables_map vm;
  if (!parse_options(args, opts, positional, vm)) return 0;
  if (!position.empty()) {
    if (positional.size() == (legal ? 1u : 2u)) {
      std::cerr << "vgjudge ask: give a record FILE or --position POSITION, not both (see 'vgjudge ask --help')\n";
      return 2;
    }
    if (positional.size() != (legal ? 0u : 1u) || !at.empty()) {
      std::cerr << "vgjudge ask: give --position POSITION and EVENT, or --position POSITION and --legal; a position has no --at (see 'vgjudge ask --help')\n";
      return 2;
    }
    CardPool pool;
    if (!load_pool(cards, pool)) return 2;
    return ask_at_position(position, pool, max_bytes, legal, legal ? "" : positional[0], reference_dir);
  }
  if (positional.size() != (legal ? 1u : 2u) || at.empty()) {
    std::cerr << "vgjudge ask: give FILE and EVENT, or FILE and --legal, with --at STEP (see 'vgjudge ask --help')\n";
    return 2;
  }
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  auto r = read_replay(positional[0], pool, max_bytes);
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << e->to_string() << "\n";
    return 2;
  }
  const Replay& replay = std::get<Replay>(r);
  int step = 0;
  try {
    step = desk::parse_step(at, replay);
  } catch (const std::invalid_argument& e) {
    std::cerr << "vgjudge ask: " << e.what() << "\n";
    return 2;
  }
  if (legal) {
    auto events = desk::legal_events(replay, pool, step);
    if (auto* e = std::get_if<InputError>(&events)) {
      std::cerr << e->to_string() << "\n";
      return 2;
    }
    for (const std::string& e : std::get<std::vector<std::string>>(events)) std::cout << e << "\n";
    return 0;
  }
  auto answer = desk::ask(replay, pool, step, positional[1]);
  if (auto* e = std::get_if<InputError>(&answer)) {
    std::cerr << e->to_string() << "\n";
    return 2;
  }
  const desk::Answer& a = std::get<desk::Answer>(answer);
  const std::optional<EditionReferences> references = read_references(reference_dir);
  return print_answer(a.event, a.findings, "after step " + std::to_string(step), reference_of(references, replay.edition));
}

}  // namespace vg::cli
