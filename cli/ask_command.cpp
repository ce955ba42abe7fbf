#include <boost/program_options.hpp>
#include <iostream>
#include <stdexcept>
#include <variant>

#include "cli/commands.h"
#include "desk/ask.h"
#include "desk/walk.h"
#include "rules/edition_references.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

// The rule's own text from the reference, or "" when it cannot be read.
std::string rule_text(const RulesReference* rules, std::string_view number) {
  const RuleEntry* r = rules ? rules->find(number) : nullptr;
  return r ? "CR " + r->number + " " + r->title + ": " + r->statement : "";
}

// Prints the answer for one event; the exit status: 0 legal, 1 not.
int print_answer(const desk::Answer& a, int step, const RulesReference* rules) {
  if (a.findings.empty()) {
    std::cout << "legal after step " << step << ": " << a.event << "\n";
    return 0;
  }
  std::cout << "not legal after step " << step << ": " << a.event << "\n";
  for (const Finding& f : a.findings) {
    std::cout << "  " << to_string(f.kind) << " " << f.message << " " << cr::cite(f.rule, f.edition) << "\n";
    if (const std::string text = rule_text(rules, cr::number(f.rule, f.edition)); !text.empty()) std::cout << "    " << text << "\n";
  }
  return 1;
}

}  // namespace

// vgjudge ask FILE --at STEP EVENT | --legal: is this record event legal there; the legal ones.
int ask_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge ask FILE --at STEP EVENT\nvgjudge ask FILE --at STEP --legal\n\n"
                               "Says whether EVENT, one record event as XML (replays/FORMAT.md), e.g.\n"
                               "  '<call player=\"A\" card=\"A12\" circle=\"front-left\"/>'\n"
                               "would be legal after STEP events of the record (N, or line:N), and if not,\n"
                               "the findings it would get with their rules' text (from the reference of the\n"
                               "record's edition). --legal lists every legal action there as record events.\n"
                               "Exit status: 0 legal (or listed), 1 not legal, 2 bad input.\n\noptions");
  std::string cards, at, reference_dir;
  bool legal = false;
  std::vector<std::string> positional;
  opts.add_options()("help,h", "show this help")("at", po::value(&at)->required(), "the step: N, or line:N")(
      "legal", po::bool_switch(&legal), "list the legal actions at the step")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files")(
      "reference", po::value(&reference_dir)->default_value(default_source_root() + "/docs/rules"),
      "the rules reference: the directory holding a folder per edition (rule texts)");
  std::size_t max_bytes = 0;
  add_max_record_bytes_option(opts, max_bytes);
  po::variables_map vm;
  if (!parse_options(args, opts, positional, vm)) return 0;
  if (positional.size() != (legal ? 1u : 2u)) {
    std::cerr << "vgjudge ask: give FILE and EVENT, or FILE and --legal (see 'vgjudge ask --help')\n";
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
  auto references = EditionReferences::read(reference_dir);
  const auto* read = std::get_if<EditionReferences>(&references);
  return print_answer(std::get<desk::Answer>(answer), step, read ? read->find(replay.edition) : nullptr);
}

}  // namespace vg::cli
