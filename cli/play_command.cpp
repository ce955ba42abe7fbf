#include <boost/program_options.hpp>
#include <iostream>

#include "cli/commands.h"
#include "engine/autoplay.h"

namespace po = boost::program_options;

namespace vg::cli {

namespace {

struct GameOptions {
  std::string cards;
  std::vector<std::string> decks;
  std::uint64_t seed = 1;
  Edition edition = kDefaultEdition;
};

po::options_description game_options(GameOptions& o) {
  po::options_description opts("game options");
  opts.add_options()("deck", po::value(&o.decks)->required(), "deck file of player A, then of player B (give twice)")(
      "seed", po::value(&o.seed)->default_value(1), "seed of the dealer and the players")(
      "cards", po::value(&o.cards)->default_value(default_cards_dir()), "directory of card files");
  add_rules_option(opts, o.edition);
  return opts;
}

// Loads cards and both decks and checks the decks (CR 5.1); returns 2 on failure, else 0.
int prepare(const GameOptions& o, CardPool& pool, std::array<Decklist, kPlayers>& decks) {
  if (o.decks.size() != 2) {
    std::cerr << "vgjudge: give --deck twice, for player A and player B\n";
    return 2;
  }
  if (!load_pool(o.cards, pool)) return 2;
  for (std::size_t i = 0; i < 2; ++i) {
    auto d = load_deck(o.decks[i], pool, o.edition);
    if (!d) return 2;
    for (const RuleViolation& v : check_deck(*d, pool, o.edition)) {
      std::cerr << o.decks[i] << ":1:1: " << v.to_string() << "\n";
      return 2;
    }
    decks[i] = *d;
  }
  return 0;
}

bool parse(const std::vector<std::string>& args, po::options_description& opts, po::variables_map& vm) {
  opts.add_options()("help,h", "show this help");
  po::store(po::command_line_parser(args).options(opts).run(), vm);
  if (vm.count("help")) {
    std::cout << opts;
    return false;
  }
  po::notify(vm);
  return true;
}

}  // namespace

// vgjudge play: a seeded game of random legal decisions, printed as its rule trace.
int play_command(const std::vector<std::string>& args) {
  GameOptions o;
  po::options_description opts("vgjudge play --deck A.deck --deck B.deck [--seed N]\n\n"
                               "Plays one game with seeded random legal decisions and prints its rule trace.\n"
                               "Exit status: 0 played, 2 bad input, 3 a card script failed.\n");
  opts.add(game_options(o));
  po::variables_map vm;
  if (!parse(args, opts, vm)) return 0;
  CardPool pool;
  std::array<Decklist, kPlayers> decks;
  if (int rc = prepare(o, pool, decks)) return rc;
  Game game(pool, decks, o.edition);
  std::vector<TraceLine> trace;
  game.set_trace(&trace);
  Dealer dealer(o.seed);
  RandomAgent agent(o.seed * 7919 + 1);
  int decisions = play_out(game, dealer, agent);
  for (const TraceLine& t : trace) std::cout << cr::cite(t.rule, o.edition) << " " << t.text << "\n";
  if (const auto& f = game.script_failure()) {
    std::cerr << f->to_string() << "\n";
    std::cout << "game stopped after " << decisions << " decisions: a card script failed\n";
    return kExitScriptFailed;
  }
  const GameState& s = game.state();
  std::cout << "game over after " << s.turn << " turns and " << decisions << " decisions: "
            << (s.winner ? "player " + std::string(to_string(*s.winner)) + " wins" : std::string("a draw")) << "\n";
  return 0;
}

// vgjudge perft: legal decision sequences to a depth, from the start or after N random decisions.
int perft_command(const std::vector<std::string>& args) {
  GameOptions o;
  int depth = 1, after = 0;
  po::options_description opts("vgjudge perft --deck A.deck --deck B.deck --depth D [--after N] [--seed S]\n\n"
                               "Counts the legal decision sequences of D player decisions (chance is dealt\n"
                               "by the seeded dealer), from the start of the game or after N seeded random\n"
                               "decisions. Prints one count per depth from 1 to D.\n");
  opts.add(game_options(o));
  opts.add_options()("depth", po::value(&depth)->default_value(1), "number of decisions")(
      "after", po::value(&after)->default_value(0), "random decisions played first");
  po::variables_map vm;
  if (!parse(args, opts, vm)) return 0;
  if (depth < 1 || depth > 8 || after < 0) {
    std::cerr << "vgjudge perft: --depth must be from 1 to 8 and --after 0 or more\n";
    return 2;
  }
  CardPool pool;
  std::array<Decklist, kPlayers> decks;
  if (int rc = prepare(o, pool, decks)) return rc;
  Game game(pool, decks, o.edition);
  Dealer dealer(o.seed);
  RandomAgent agent(o.seed);
  play_out(game, dealer, agent, after);
  for (int d = 1; d <= depth; ++d) std::cout << "perft(" << d << ") = " << perft(game, dealer, d) << "\n";
  return 0;
}

}  // namespace vg::cli
