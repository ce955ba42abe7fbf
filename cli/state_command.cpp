#include <boost/program_options.hpp>
#include <iostream>
#include <variant>

#include "cli/commands.h"
#include "verifier/verifier.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

struct RecordOptions {
  std::string file, cards;
  int at = -1;
  std::size_t max_bytes = 0;
};

// Parses "FILE [--at STEP]"; returns false after --help.
bool parse_record_options(const std::vector<std::string>& args, const std::string& usage, bool with_at, RecordOptions& o) {
  po::options_description opts(usage);
  opts.add_options()("help,h", "show this help")(
      "cards", po::value(&o.cards)->default_value(default_cards_dir()), "directory of card files");
  add_max_record_bytes_option(opts, o.max_bytes);
  if (with_at) opts.add_options()("at", po::value(&o.at)->required(), "the step (event number in <game>, 0 = before the first)");
  po::options_description hidden;
  hidden.add_options()("file", po::value(&o.file)->required());
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

std::string card_text(const GameState& s, const Verdict& v, InstanceId i) {
  const std::string& name = v.names[static_cast<std::size_t>(i)];
  std::string id = name.empty() ? "#" + std::to_string(i) : name;
  if (!s.identified(i)) return id + " (hidden)";
  const CardDef& d = s.def(i);
  return id + " " + d.name + " [G" + std::to_string(d.grade) + "]";
}

void print_pile(const GameState& s, const Verdict& v, const char* label, const std::vector<InstanceId>& pile) {
  std::cout << "  " << label << " (" << pile.size() << "):";
  for (InstanceId i : pile) std::cout << " " << card_text(s, v, i) << ";";
  std::cout << "\n";
}

void print_board(const GameState& s, const Verdict& v) {
  std::cout << "turn " << s.turn << ", " << to_string(s.phase) << (s.step != Step::None ? "/" + std::string(to_string(s.step)) : "")
            << ", turn player " << to_string(s.turn_player) << "\n";
  for (Player p : {Player::A, Player::B}) {
    const PlayerState& ps = s.player(p);
    std::cout << "player " << to_string(p) << ": deck " << ps.deck.size() << ", damage " << ps.damage.size() << "\n";
    for (int c = 0; c < kCircles; ++c)
      for (InstanceId u : ps.circles[static_cast<std::size_t>(c)])
        std::cout << "  " << to_string(static_cast<Circle>(c)) << ": " << card_text(s, v, u)
                  << (s.card(u).rested ? " rested" : " standing") << ", power " << (s.identified(u) ? s.power(u) : 0) << "\n";
    print_pile(s, v, "hand", ps.hand);
    print_pile(s, v, "damage", ps.damage);
    print_pile(s, v, "soul", ps.soul);
    print_pile(s, v, "drop", ps.drop);
  }
}

}  // namespace

// vgjudge state FILE --at STEP: the board after a step of a recorded game.
int state_command(const std::vector<std::string>& args) {
  RecordOptions o;
  if (!parse_record_options(args, "vgjudge state FILE --at STEP\n\nPrints the board after STEP events of the record: both fields, hands as\nknown, damage, soul, drop and deck counts, and the findings up to there.\n\noptions",
                            true, o))
    return 0;
  CardPool pool;
  auto replay = load_record(o, pool);
  if (!replay) return 2;
  if (o.at < 0 || o.at > static_cast<int>(replay->events.size())) {
    std::cerr << "vgjudge state: --at must be from 0 to " << replay->events.size() << "\n";
    return 2;
  }
  VerifyOptions opts;
  opts.stop_after = o.at;
  std::optional<Game> game;
  Verdict v = verify(*replay, pool, opts, &game);
  if (v.error) {
    std::cerr << v.error->to_string() << "\n";
    return 2;
  }
  print_board(game->state(), v);
  for (const Finding& f : v.findings) std::cout << o.file << ":" << f.line << ": " << f.to_string() << "\n";
  return 0;
}

// vgjudge trace FILE: every rule the engine applied, step by step.
int trace_command(const std::vector<std::string>& args) {
  RecordOptions o;
  if (!parse_record_options(args, "vgjudge trace FILE\n\nReplays the record and prints the rule trace: for each step of the record, the\nrule procedures the engine performed, each with its rule number.\n\noptions",
                            false, o))
    return 0;
  CardPool pool;
  auto replay = load_record(o, pool);
  if (!replay) return 2;
  std::vector<TraceLine> trace;
  std::vector<int> steps;
  VerifyOptions opts;
  opts.trace = &trace;
  opts.trace_steps = &steps;
  Verdict v = verify(*replay, pool, opts);
  steps.resize(trace.size(), v.steps + 1);
  int shown = -1;
  for (std::size_t i = 0; i < trace.size(); ++i) {
    if (steps[i] != shown) {
      shown = steps[i];
      if (shown >= 1 && shown <= static_cast<int>(replay->events.size())) {
        const Event& e = replay->events[static_cast<std::size_t>(shown - 1)];
        std::cout << o.file << ":" << e.line << ": step " << shown << " <" << to_string(e.kind) << ">\n";
      }
    }
    std::cout << "  [CR " << trace[i].rule << "] " << trace[i].text << "\n";
  }
  for (const std::string& line : report_lines(o.file, v)) std::cout << line << "\n";
  if (v.error) {
    std::cerr << v.error->to_string() << "\n";
    return 2;
  }
  return v.clean() ? 0 : 1;
}

}  // namespace vg::cli
