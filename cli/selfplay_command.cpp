#include <boost/program_options.hpp>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "cli/terminal.h"
#include "engine/autoplay.h"
#include "replays/recorder.h"

namespace po = boost::program_options;

namespace vg::cli {

// vgjudge selfplay: seeded games between two decks, each written as a replay.
int selfplay_command(const std::vector<std::string>& args) {
  std::string cards, out, agent_name;
  std::vector<std::string> deck_files;
  std::uint64_t seed = 1;
  int games = 1;
  po::options_description opts("vgjudge selfplay --deck A.deck --deck B.deck --seed N [--games K] -o DIR\n\n"
                               "Plays K complete games (seeds N, N+1, ...) and writes each as a replay\n"
                               "DIR/game-SEED.xml. Every decision is one of the engine's legal answers.\n"
                               "Exit status: 0 played, 2 bad input, 3 a card script failed.\n\noptions");
  opts.add_options()("help,h", "show this help")("deck", po::value(&deck_files)->required(), "deck of player A, then of player B")(
      "seed", po::value(&seed)->default_value(1), "first seed")("games", po::value(&games)->default_value(1), "number of games")(
      "agent", po::value(&agent_name)->default_value("sensible"), "sensible or random")(
      "output,o", po::value(&out)->required(), "output directory")(
      "cards", po::value(&cards)->default_value(default_cards_dir()), "directory of card files");
  Edition edition = kDefaultEdition;
  add_rules_option(opts, edition);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(opts).run(), vm);
  if (vm.count("help")) {
    std::cout << opts;
    return 0;
  }
  po::notify(vm);
  if (deck_files.size() != 2 || games < 1 || (agent_name != "sensible" && agent_name != "random")) {
    std::cerr << "vgjudge selfplay: give --deck twice, --games 1 or more, --agent sensible or random\n";
    return 2;
  }
  CardPool pool;
  if (!load_pool(cards, pool)) return 2;
  std::array<Decklist, kPlayers> decks;
  for (std::size_t i = 0; i < 2; ++i) {
    auto d = load_deck(deck_files[i], pool, edition);
    if (!d) return 2;
    decks[i] = *d;
  }
  if (!make_output_folder(out)) return 2;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t game_seed = seed + static_cast<std::uint64_t>(g);
    Game game(pool, decks, edition);
    Dealer dealer(game_seed);
    SensibleAgent sensible(game_seed);
    RandomAgent random(game_seed);
    Recorder rec;
    while (!game.over() && !game.script_failure()) {
      Action a = Dealer::is_chance(game.request().decision) ? dealer.answer(game)
                 : agent_name == "random"                 ? dealer.looked(game, random.choose(game))
                                                          : dealer.looked(game, sensible.choose(game));
      rec.record(game, a);
      game.submit(a);
    }
    if (const auto& f = game.script_failure()) {
      std::cerr << terminal_line(f->to_string()) << "\n";
      std::cout << "game " << game_seed << ": stopped, a card script failed; no replay written\n";
      return kExitScriptFailed;
    }
    Replay r = rec.replay(game, decks);
    r.event["source"] = "vgjudge selfplay, seed " + std::to_string(game_seed) + ", agent " + agent_name;
    std::string path = out + "/game-" + std::to_string(game_seed) + ".xml";
    if (!write_file_in_folder(path, write_replay(r, pool), "the replay")) return 2;
    std::cout << path << ": " << (game.state().winner ? "player " + std::string(to_string(*game.state().winner)) + " wins" : std::string("draw"))
              << " in turn " << game.state().turn << "\n";
  }
  return 0;
}

}  // namespace vg::cli
