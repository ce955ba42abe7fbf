#include <boost/program_options.hpp>
#include <iostream>
#include <stdexcept>
#include <variant>

#include "cli/commands.h"
#include "desk/board.h"
#include "desk/trace.h"
#include "desk/walk.h"
#include "rulings/ruling_test.h"
#include "verifier/verifier.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

struct RecordOptions {
  std::string file, cards, at, format = "text", view = "full", position;
  std::size_t max_bytes = 0;
};

// Parses "FILE --at STEP [--format F --view V]"; returns false after --help.
bool parse_state_options(const std::vector<std::string>& args, const std::string& usage, RecordOptions& o) {
  po::options_description opts(usage);
  opts.add_options()("help,h", "show this help")(
      "cards", po::value(&o.cards)->default_value(default_cards_dir()), "directory of card files")(
      "at", po::value(&o.at), "the step of the record: N events of <game> done (0 = before the first), or line:N (after the record's event on line N)")(
      "position", po::value(&o.position), "the board of the position of this file (a ruling test) instead of a record")(
      "format", po::value(&o.format)->default_value("text"), "text or json")(
      "view", po::value(&o.view)->default_value("full"), "full, A or B (the other seat's hand hidden)");
  add_max_record_bytes_option(opts, o.max_bytes);
  po::options_description hidden;
  hidden.add_options()("file", po::value(&o.file));
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  if (vm.count("help")) {
    std::cout << opts;
    return false;
  }
  po::notify(vm);
  return true;
}

std::optional<Replay> load_record(const RecordOptions& o, CardPool& pool) {
  if (!load_pool(o.cards, pool)) return std::nullopt;
  auto r = read_replay(o.file, pool, o.max_bytes);
  if (auto* e = std::get_if<InputError>(&r)) {
    std::cerr << e->to_string() << "\n";
    return std::nullopt;
  }
  return std::get<Replay>(std::move(r));
}

}  // namespace

// vgjudge state FILE --at STEP: the board after a step of a recorded game (desk/board.h).
int state_command(const std::vector<std::string>& args) {
  RecordOptions o;
  if (!parse_state_options(args, "vgjudge state FILE --at STEP [--format text|json] [--view full|A|B]\n"
                                 "vgjudge state --position POSITION [--format text|json] [--view full|A|B]\n\n"
                                 "Prints the board after STEP events of the record: for each player the vanguard\n"
                                 "and rear-guard circles (rest or stand, power, critical, shield now), the guardian\n"
                                 "circle, damage face up and face down, soul, drop zone, trigger zone, hand (count\n"
                                 "and known cards), deck count; the battle's attacker, booster and target; the\n"
                                 "abilities standing by; in text, the findings up to there. With --position, the\n"
                                 "board of a position at the table, written as a ruling test writes one\n"
                                 "(docs/desk.md): its <position>, then its script's decisions, under its\n"
                                 "rules=\"...\" (default CR 1.10); step N is the script's decisions played.\n\noptions",
                          o))
    return 0;
  const auto view = desk::view_from_string(o.view);
  if (!view || (o.format != "text" && o.format != "json")) {
    std::cerr << "vgjudge state: --view must be full, A or B and --format text or json\n";
    return 2;
  }
  if (!o.position.empty()) {
    if (!o.file.empty()) {
      std::cerr << "vgjudge state: give a record FILE or --position POSITION, not both (see 'vgjudge state --help')\n";
      return 2;
    }
    if (!o.at.empty()) {
      std::cerr << "vgjudge state: a position has no --at: its board is the one after its script's decisions (see 'vgjudge state --help')\n";
      return 2;
    }
    CardPool pool;
    if (!load_pool(o.cards, pool)) return 2;
    auto read = read_table_position(o.position, pool, o.max_bytes);
    if (auto* e = std::get_if<InputError>(&read)) {
      std::cerr << e->to_string() << "\n";
      return 2;
    }
    const TablePosition& table = std::get<TablePosition>(read);
    desk::Board board = desk::snapshot(table.game().state(), table.names(), *view);
    board.step = table.decisions();
    std::cout << (o.format == "json" ? desk::to_json(board) + "\n" : desk::to_text(board));
    return 0;
  }
  if (o.file.empty() || o.at.empty()) {
    std::cerr << "vgjudge state: give FILE and --at STEP, or --position POSITION (see 'vgjudge state --help')\n";
    return 2;
  }
  CardPool pool;
  auto replay = load_record(o, pool);
  if (!replay) return 2;
  int step = 0;
  try {
    step = desk::parse_step(o.at, *replay);
  } catch (const std::invalid_argument& e) {
    std::cerr << "vgjudge state: " << e.what() << "\n";
    return 2;
  }
  Verdict v;
  auto board = desk::board_at(*replay, pool, step, *view, v);
  if (v.error) {
    std::cerr << v.error->to_string() << "\n";
    return 2;
  }
  if (!board) {
    std::cerr << "vgjudge state: verification stopped before step " << step << ": " << v.outcome << "\n";
    return 2;
  }
  std::cout << (o.format == "json" ? desk::to_json(*board) + "\n" : desk::to_text(*board));
  if (o.format == "text")
    for (const Finding& f : v.findings) std::cout << o.file << ":" << f.line << ": " << f.to_string() << "\n";
  return 0;
}

// vgjudge trace FILE: every rule the engine applied, step by step, findings where they happen.
int trace_command(const std::vector<std::string>& args) {
  po::options_description opts("vgjudge trace FILE [--turn N] [--from STEP] [--to STEP]\n\n"
                               "Replays the record and prints the rule trace: for each step, the record's line\n"
                               "and event as written there, then the rule procedures the engine performed, each\n"
                               "with its rule number, cards named as the record names them; each finding is\n"
                               "printed (>>) at the step where it happens. STEP is N (events of <game>) or\n"
                               "line:N (the record's event on line N).\n\noptions");
  RecordOptions o;
  std::string from = "0", to;
  int turn = 0;
  std::vector<std::string> files;
  opts.add_options()("help,h", "show this help")("cards", po::value(&o.cards)->default_value(default_cards_dir()), "directory of card files")(
      "turn", po::value(&turn), "only the steps of turn N")("from", po::value(&from), "start at this step")(
      "to", po::value(&to), "end at this step (included)");
  add_max_record_bytes_option(opts, o.max_bytes);
  po::variables_map vm;
  if (!parse_options(args, opts, files, vm)) return 0;
  if (files.size() != 1) {
    std::cerr << "vgjudge trace: give one replay file (see 'vgjudge trace --help')\n";
    return 2;
  }
  o.file = files[0];
  CardPool pool;
  auto replay = load_record(o, pool);
  if (!replay) return 2;
  desk::TraceRange range;
  range.turn = turn;
  try {
    range.from = desk::parse_step(from, *replay);
    if (!to.empty()) range.to = desk::parse_step(to, *replay);
  } catch (const std::invalid_argument& e) {
    std::cerr << "vgjudge trace: " << e.what() << "\n";
    return 2;
  }
  Verdict v;
  for (const std::string& line : desk::trace_lines(*replay, pool, range, v)) std::cout << line << "\n";
  std::cout << report_lines(o.file, v).back() << "\n";
  if (v.error) {
    std::cerr << v.error->to_string() << "\n";
    return 2;
  }
  return v.clean() ? 0 : 1;
}

}  // namespace vg::cli
